import { formatEther, getAddress, isAddress, parseEther } from 'viem'
import { account, CURVE, multiVault, publicClient, trustClaim, walletClient } from './client'

async function main() {
  const [target = '', side = '', amount = ''] = process.argv.slice(2)
  if (!isAddress(target) || (side !== 'for' && side !== 'against') || !(Number(amount) > 0)) {
    throw new Error('usage: npx tsx 01-stake.ts <address> for|against <amount in tTRUST>')
  }
  const { atoms, tripleId, counterId } = trustClaim(target)
  const isCreated = (id: `0x${string}`) =>
    publicClient.readContract({ ...multiVault, functionName: 'isTermCreated', args: [id] })

  // 1. The three atoms: the address, "has tag" and "trustworthy". On testnet the last two exist already.
  const missing = []
  for (const atom of atoms) if (!(await isCreated(atom.id))) missing.push(atom)
  if (missing.length > 0) {
    const atomCost = await publicClient.readContract({ ...multiVault, functionName: 'getAtomCost' })
    const { request } = await publicClient.simulateContract({
      ...multiVault,
      account,
      functionName: 'createAtoms',
      args: [missing.map((a) => a.data), missing.map(() => atomCost)],
      value: atomCost * BigInt(missing.length),
    })
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
    console.log(`created atoms: ${missing.map((a) => a.text).join(', ')}`)
  }

  // 2. The claim itself, paid at exactly its cost: it exists, nobody holds a position yet.
  if (!(await isCreated(tripleId))) {
    const tripleCost = await publicClient.readContract({ ...multiVault, functionName: 'getTripleCost' })
    const [subject, predicate, object] = atoms.map((a) => a.id)
    const { request } = await publicClient.simulateContract({
      ...multiVault,
      account,
      functionName: 'createTriples',
      args: [[subject], [predicate], [object], [tripleCost]],
      value: tripleCost,
    })
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
    console.log(`created claim ${tripleId}`)
  }

  // 3. One position per side per wallet: stop if this wallet has already taken one.
  const termId = side === 'for' ? tripleId : counterId
  const shares = (id: `0x${string}`) =>
    publicClient.readContract({ ...multiVault, functionName: 'getShares', args: [account.address, id, CURVE] })
  const held = await shares(termId)
  if (held > 0n) {
    console.log(`already staked ${side} ${getAddress(target)}: ${formatEther(held)} shares`)
    return
  }

  // 4. Preview, accept at most 1% fewer shares than previewed, and deposit.
  const assets = parseEther(amount)
  const [expected] = await publicClient.readContract({
    ...multiVault,
    functionName: 'previewDeposit',
    args: [termId, CURVE, assets],
  })
  const { request } = await publicClient.simulateContract({
    ...multiVault,
    account,
    functionName: 'deposit',
    args: [account.address, termId, CURVE, (expected * 99n) / 100n],
    value: assets,
  })
  await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
  console.log(`staked ${amount} tTRUST ${side} ${getAddress(target)}: ${formatEther(await shares(termId))} shares`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
