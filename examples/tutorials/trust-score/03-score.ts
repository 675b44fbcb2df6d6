import { formatEther, getAddress, isAddress, type Address } from 'viem'
import { plainScore, readStakes } from './client'

async function main() {
  const [target = ''] = process.argv.slice(2)
  if (!isAddress(target)) throw new Error('usage: npx tsx 03-score.ts <address>')
  const stakes = await readStakes(target)
  const plain = plainScore(stakes)
  if (plain === null) {
    console.log(`no score: nobody has staked on ${getAddress(target)}`)
    return
  }

  // Weigh each staker by what others say about them: 1 + their own plain score, so 2 for a staker
  // everyone vouches for, 0 for one everyone stakes against, 1 for one nobody has judged.
  const weights = new Map<Address, number>()
  for (const staker of new Set(stakes.map((s) => s.account))) {
    weights.set(staker, 1 + (plainScore(await readStakes(staker)) ?? 0))
  }

  let pro = 0
  let contra = 0
  for (const stake of stakes) {
    const weight = weights.get(stake.account) ?? 1
    const value = Number(formatEther(stake.assets)) * weight
    if (stake.side === 'for') pro += value
    else contra += value
    console.log(`${stake.side.padEnd(7)}  ${stake.account}  ${formatEther(stake.assets)} tTRUST × ${weight.toFixed(2)}`)
  }
  console.log(`plain score: ${plain.toFixed(4)}`)
  console.log(
    `trust score: ${pro + contra === 0 ? 'none (every staker weighs 0)' : ((pro - contra) / (pro + contra)).toFixed(4)}`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
