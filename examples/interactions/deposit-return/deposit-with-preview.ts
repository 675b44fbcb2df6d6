import { createPublicClient, createWalletClient, formatEther, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  eventParseDeposited,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultDeposit,
  multiVaultGetGeneralConfig,
  multiVaultGetInverseTripleId,
  multiVaultGetShares,
  multiVaultIsTriple,
  multiVaultPreviewDeposit,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

const termId = process.argv[2] as Hex // an atom, triple or counter-triple id
const curveId = 1n // the default linear curve
const amount = parseEther('1') // 1 tTRUST
const slippageBps = 100n // accept up to 1% fewer shares than previewed

async function main() {
  // Checks that previewDeposit does not make for you.
  const { minDeposit } = await multiVaultGetGeneralConfig({ address, publicClient })
  if (amount < minDeposit) throw new Error(`Deposit at least ${formatEther(minDeposit)} tTRUST`)

  if (await multiVaultIsTriple({ address, publicClient }, { args: [termId] })) {
    const otherSide = await multiVaultGetInverseTripleId({ address, publicClient }, { args: [termId] })
    const held = await multiVaultGetShares({ address, publicClient }, { args: [account.address, otherSide, curveId] })
    if (held > 0n) throw new Error('Redeem your position on the opposite side of this triple first')
  }

  // Preview, then turn the preview into a slippage floor.
  const [expectedShares, assetsAfterFees] = await multiVaultPreviewDeposit(config, {
    args: [termId, curveId, amount],
  })
  const minShares = (expectedShares * (10_000n - slippageBps)) / 10_000n
  console.log(`after fees ${formatEther(assetsAfterFees)} tTRUST, expecting ${formatEther(expectedShares)} shares`)

  // The amount travels as msg.value; the ABI has no assets argument.
  const hash = await multiVaultDeposit(config, {
    args: [account.address, termId, curveId, minShares],
    value: amount,
  })
  const [deposited] = await eventParseDeposited(publicClient, hash)
  console.log('minted', formatEther(deposited.args.shares), 'balance now', formatEther(deposited.args.totalShares))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
