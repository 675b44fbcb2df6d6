import { createPublicClient, formatEther, http, parseEther, type Hex } from 'viem'
import {
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
  multiVaultEntryFeeAmount,
  multiVaultGetAtomConfig,
  multiVaultGetGeneralConfig,
  multiVaultGetVault,
  multiVaultIsTriple,
  multiVaultProtocolFeeAmount,
} from '@0xintuition/protocol'

const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const read = { address: getMultiVaultAddressFromChainId(intuitionTestnet.id), publicClient }

const termId = process.argv[2] as Hex // an existing atom id
const amount = parseEther(process.argv[3] ?? '1')
const curveId = 1n // the default curve: no min-share cost, the vault already exists

// The contract's rounding: ceil(value * fee / feeDenominator).
const feeOn = (value: bigint, fee: bigint, denominator: bigint) => (value * fee + denominator - 1n) / denominator

async function main() {
  if (await multiVaultIsTriple(read, { args: [termId] }))
    throw new Error('Pass an atom id; triples pay the atom deposit fraction instead')

  const [general, atomConfig, [, defaultCurveShares]] = await Promise.all([
    multiVaultGetGeneralConfig(read),
    multiVaultGetAtomConfig(read),
    multiVaultGetVault(read, { args: [termId, curveId] }),
  ])

  const protocolFee = await multiVaultProtocolFeeAmount(read, { args: [amount] })
  // The entry fee applies only once the default-curve vault holds feeThreshold shares.
  const entryFee =
    defaultCurveShares >= general.feeThreshold ? await multiVaultEntryFeeAmount(read, { args: [amount] }) : 0n
  const atomWalletFee = feeOn(amount, atomConfig.atomWalletDepositFee, general.feeDenominator)
  const expected = amount - protocolFee - entryFee - atomWalletFee

  const [shares, assetsAfterFees] = await publicClient.readContract({
    address: read.address,
    abi: MultiVaultAbi,
    functionName: 'previewDeposit',
    args: [termId, curveId, amount],
  })

  console.log('protocol fee   ', formatEther(protocolFee))
  console.log('entry fee      ', formatEther(entryFee))
  console.log('atom wallet fee', formatEther(atomWalletFee))
  console.log(
    'buys shares    ',
    formatEther(expected),
    expected === assetsAfterFees ? '(matches previewDeposit)' : '(differs from previewDeposit)',
  )
  console.log('shares minted  ', formatEther(shares))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
