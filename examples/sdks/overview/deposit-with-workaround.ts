import {
  eventParseDeposited,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultDeposit,
  multiVaultPreviewDeposit,
} from '@0xintuition/sdk'
import { createPublicClient, createWalletClient, formatEther, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const config = {
  address: getMultiVaultAddressFromChainId(intuitionTestnet.id),
  publicClient,
  walletClient,
}

async function main() {
  const termId = process.argv[2] as Hex // an existing atom or triple id
  const curveId = 1n // the default (linear) curve
  const assets = parseEther('0.5') // 0.5 tTRUST, above the 0.01 minimum deposit

  // Preview, then accept at most 1% fewer shares than the preview.
  const [expectedShares] = await multiVaultPreviewDeposit(config, {
    args: [termId, curveId, assets],
  })
  const minShares = (expectedShares * 99n) / 100n

  // The amount travels as `value`; the contract has no assets argument.
  const hash = await multiVaultDeposit(config, {
    args: [account.address, termId, curveId, minShares],
    value: assets,
  })

  const [deposited] = await eventParseDeposited(publicClient, hash)
  if (!deposited) throw new Error('No Deposited event in the receipt')
  console.log(`Minted ${formatEther(deposited.args.shares)} shares (tx ${hash})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
