import fs from 'node:fs'
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
const [stateFile = 'feed-state.json'] = process.argv.slice(2)

type MultiVaultLog = WatchContractEventOnLogsParameter<
  typeof MultiVaultAbi,
  ContractEventName<typeof MultiVaultAbi>,
  true
>[number]

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

// The cursor is the last log handled: every log up to and including it has been printed.
type Cursor = { block: bigint; logIndex: number }
const endOfBlock = Number.MAX_SAFE_INTEGER // "the whole block is done"
let cursor: Cursor

function load(): Cursor | undefined {
  if (!fs.existsSync(stateFile)) return undefined
  const saved = JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  return { block: BigInt(saved.block), logIndex: saved.logIndex }
}
function save() {
  fs.writeFileSync(stateFile, JSON.stringify({ block: cursor.block.toString(), logIndex: cursor.logIndex }))
}

// Prints each log after the cursor once, in chain order, and moves the cursor past it.
function handle(logs: MultiVaultLog[]) {
  for (const log of logs) {
    const seen = log.blockNumber < cursor.block || (log.blockNumber === cursor.block && log.logIndex <= cursor.logIndex)
    if (seen) continue
    const line = describe(log)
    if (line) console.log(line)
    cursor = { block: log.blockNumber, logIndex: log.logIndex }
    save()
  }
}

// Nodes refuse an eth_getLogs over too many blocks (public ones commonly cap a call at 1,000 to 10,000 blocks; no
// source gives the Intuition RPC's cap), so a long range is read in chunks, each handled before the next is asked for.
const maxRange = 1_000n

async function handleBetween(fromBlock: bigint, toBlock: bigint) {
  for (let from = fromBlock; from <= toBlock; from += maxRange) {
    const to = from + maxRange - 1n < toBlock ? from + maxRange - 1n : toBlock
    const logs = await publicClient.getContractEvents({
      address,
      abi: MultiVaultAbi,
      strict: true,
      fromBlock: from,
      toBlock: to,
    })
    handle(logs)
    // Every log up to `to` has now been printed: a crash later in a long catch-up resumes from here.
    if (cursor.block < to) {
      cursor = { block: to, logIndex: endOfBlock }
      save()
    }
  }
}

async function catchUp() {
  const head = await publicClient.getBlockNumber({ cacheTime: 0 })
  const saved = load()
  if (!saved) {
    console.log(`no saved position: starting after block ${head}`)
  } else {
    console.log(`resuming after block ${saved.block} log ${saved.logIndex}`)
    cursor = saved
    if (saved.block <= head) await handleBetween(saved.block, head)
  }
  cursor = { block: head, logIndex: endOfBlock }
  save()
  console.log(`caught up to block ${head}, watching`)
}

// Live logs arrive in order; if the watcher skipped blocks (it starts where the node installs its filter, and a
// filter can be dropped), read the blocks in between first so nothing is lost.
async function onLive(logs: MultiVaultLog[]) {
  const first = logs[0].blockNumber
  if (first > cursor.block + 1n) await handleBetween(cursor.block + 1n, first - 1n)
  handle(logs)
}

// One task at a time, in arrival order: the catch-up first, then each batch of live logs.
let queue: Promise<void> = Promise.resolve()
const enqueue = (task: () => Promise<void>) => {
  queue = queue.then(task).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

// A watcher that replaces itself when polling fails: a node can drop the filter viem polls (idle filters
// expire), and some nodes then answer with an error viem does not recover from. The gap fill in onLive covers
// the blocks the old filter did not deliver.
function watch(): () => void {
  return publicClient.watchContractEvent({
    address,
    abi: MultiVaultAbi,
    strict: true,
    onLogs: (logs) => enqueue(() => onLive(logs)),
    onError: (error) => {
      console.error(`watch failed (${error.message}), starting a new watcher`)
      unwatch()
      unwatch = watch()
    },
  })
}

// Start watching before reading the head, so the live logs and the catch-up overlap instead of leaving a gap.
let unwatch = watch()
enqueue(catchUp)

process.on('SIGINT', () => {
  unwatch()
  process.exit(0)
})
