import {
  createPublicClient,
  formatEther,
  hexToString,
  http,
  type ContractEventName,
  type WatchContractEventOnLogsParameter,
} from 'viem'
import { getMultiVaultAddressFromChainId, intuitionTestnet, MultiVaultAbi } from '@0xintuition/sdk'

const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http(), pollingInterval: 1_000 })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

// A decoded MultiVault log: eventName plus its typed args (strict: every arg present).
type MultiVaultLog = WatchContractEventOnLogsParameter<
  typeof MultiVaultAbi,
  ContractEventName<typeof MultiVaultAbi>,
  true
>[number]

// One readable line per event, or undefined for the events this feed does not show.
function describe(log: MultiVaultLog): string | undefined {
  const at = `[${log.blockNumber}:${log.logIndex}]`
  switch (log.eventName) {
    case 'AtomCreated':
      return `${at} atom ${log.args.termId} ${JSON.stringify(hexToString(log.args.atomData))} by ${log.args.creator}`
    case 'TripleCreated':
      return `${at} triple ${log.args.termId} = ${log.args.subjectId} ${log.args.predicateId} ${log.args.objectId}`
    case 'Deposited':
      return `${at} deposit ${formatEther(log.args.assets)} tTRUST → ${formatEther(log.args.shares)} shares of ${log.args.termId} (curve ${log.args.curveId}) for ${log.args.receiver}`
    case 'Redeemed':
      return `${at} redeem ${formatEther(log.args.shares)} shares of ${log.args.termId} (curve ${log.args.curveId}) → ${formatEther(log.args.assets)} tTRUST for ${log.args.receiver}`
  }
}

async function main() {
  const head = await publicClient.getBlockNumber()
  console.log(`watching the MultiVault after block ${head}`)
  const unwatch = publicClient.watchContractEvent({
    address,
    abi: MultiVaultAbi,
    strict: true,
    fromBlock: head + 1n, // only what happens from now on
    onLogs: (logs) => {
      for (const log of logs) {
        const line = describe(log)
        if (line) console.log(line)
      }
    },
    onError: (error) => console.error('watch failed:', error.message),
  })
  process.on('SIGINT', () => {
    unwatch()
    process.exit(0)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
