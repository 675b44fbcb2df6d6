import { formatEther, getAddress, isAddress } from 'viem'
import { readStakes, trustClaim } from './client'

async function main() {
  const [target = ''] = process.argv.slice(2)
  if (!isAddress(target)) throw new Error('usage: npx tsx 02-read-claims.ts <address>')
  const { tripleId, counterId } = trustClaim(target)
  console.log(`claim    ${tripleId}`)
  console.log(`counter  ${counterId}`)

  const stakes = await readStakes(target)
  if (stakes.length === 0) console.log(`nobody has staked on ${getAddress(target)} yet`)
  for (const stake of stakes) {
    console.log(
      `${stake.side.padEnd(7)}  ${stake.account}  ${formatEther(stake.shares)} shares, worth ${formatEther(stake.assets)} tTRUST`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
