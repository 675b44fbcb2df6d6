import { createPublicClient, createWalletClient, formatEther, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  calculateCounterTripleId,
  eventParseDeposited,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const multiVault = { address: getMultiVaultAddressFromChainId(intuitionTestnet.id), abi: MultiVaultAbi } as const

const [tripleId, side = 'for', amountText = '1'] = process.argv.slice(2) as [Hex, string?, string?]
const amount = parseEther(amountText)
const curveId = 1n // the default curve: every triple and its counter-triple have a vault on it from creation

const sharesIn = async (termId: Hex) =>
  (await publicClient.readContract({ ...multiVault, functionName: 'getVault', args: [termId, curveId] }))[1]

async function main() {
  if (side !== 'for' && side !== 'against')
    throw new Error('usage: stake-for-or-against.ts <tripleId> for|against [amount]')
  const isCounter = await publicClient.readContract({
    ...multiVault,
    functionName: 'isCounterTriple',
    args: [tripleId],
  })
  const isTriple = await publicClient.readContract({ ...multiVault, functionName: 'isTriple', args: [tripleId] })
  if (!isTriple || isCounter) throw new Error('Pass the id of a triple (its For side)')

  // For is the triple's own vault; Against is its counter-triple's vault.
  const sides = { for: tripleId, against: calculateCounterTripleId(tripleId) }

  // The rates and the threshold, from the contract rather than from the docs.
  const [general, fees, tripleConfig, atoms] = await publicClient.multicall({
    allowFailure: false,
    contracts: [
      { ...multiVault, functionName: 'getGeneralConfig' },
      { ...multiVault, functionName: 'getVaultFees' },
      { ...multiVault, functionName: 'getTripleConfig' },
      { ...multiVault, functionName: 'getTriple', args: [tripleId] },
    ],
  })
  const { feeDenominator, feeThreshold, minDeposit } = general
  if (amount < minDeposit) throw new Error(`Deposit at least ${formatEther(minDeposit)} tTRUST`)
  // Each percentage fee is taken from the same base and rounded up, as the contract does.
  const fee = (rate: bigint) => (amount * rate + feeDenominator - 1n) / feeDenominator
  const pct = (rate: bigint) => `${(Number(rate) * 100) / Number(feeDenominator)}%`
  const threshold = formatEther(feeThreshold)

  // The atom deposit fraction depends on the triple's three atoms, so it is the same for both sides.
  const atomShares = await Promise.all(atoms.map(sharesIn))
  const fractionApplies = atomShares.every((shares) => shares >= feeThreshold)

  for (const [name, termId] of Object.entries(sides) as [keyof typeof sides, Hex][]) {
    // The entry fee depends on this side's own vault: the counter-triple's for Against.
    const vaultShares = await sharesIn(termId)
    const entryApplies = vaultShares >= feeThreshold
    const protocolFee = fee(fees.protocolFee)
    const entryFee = entryApplies ? fee(fees.entryFee) : 0n
    const fraction = fractionApplies ? fee(tripleConfig.atomDepositFractionForTriple) : 0n
    const net = amount - protocolFee - entryFee - fraction
    const [shares, previewNet] = await publicClient.readContract({
      ...multiVault,
      functionName: 'previewDeposit',
      args: [termId, curveId, amount],
    })

    const line = (label: string, value: bigint, why: string) =>
      console.log(`  ${label.padEnd(28)}${formatEther(value).padEnd(10)} ${why}`.trimEnd())
    console.log(`${name === 'for' ? 'For' : 'Against'} ${termId}: vault holds ${formatEther(vaultShares)} shares`)
    line(`protocol fee ${pct(fees.protocolFee)}`, protocolFee, '(always)')
    line(
      `entry fee ${pct(fees.entryFee)}`,
      entryFee,
      entryApplies
        ? `(this vault holds ${threshold} share or more)`
        : `(skipped: this vault holds under ${threshold} share)`,
    )
    line(
      `atom deposit fraction ${pct(tripleConfig.atomDepositFractionForTriple)}`,
      fraction,
      fractionApplies
        ? `(all three atoms hold ${threshold} share or more)`
        : `(skipped: an atom holds under ${threshold} share)`,
    )
    line(
      'buys shares with',
      net,
      net === previewNet ? '(matches previewDeposit)' : `(previewDeposit: ${formatEther(previewNet)})`,
    )
    line('shares', shares, '')
  }

  // One receiver holds one side per curve: a deposit while holding the other side reverts (MultiVault_HasCounterStake).
  const chosen = sides[side]
  const other = side === 'for' ? sides.against : sides.for
  const held = await publicClient.readContract({
    ...multiVault,
    functionName: 'getShares',
    args: [account.address, other, curveId],
  })
  if (held > 0n) throw new Error(`You hold ${formatEther(held)} shares on the other side; redeem them first`)

  const [expected] = await publicClient.readContract({
    ...multiVault,
    functionName: 'previewDeposit',
    args: [chosen, curveId, amount],
  })
  const { request } = await publicClient.simulateContract({
    ...multiVault,
    account,
    functionName: 'deposit',
    args: [account.address, chosen, curveId, (expected * 99n) / 100n], // minShares: 1% under the preview
    value: amount,
  })
  const hash = await walletClient.writeContract(request)
  const [deposited] = await eventParseDeposited(publicClient, hash)
  console.log(
    `Deposited ${amountText} tTRUST ${side === 'for' ? 'For' : 'Against'}: minted ${formatEther(deposited.args.shares)} shares`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
