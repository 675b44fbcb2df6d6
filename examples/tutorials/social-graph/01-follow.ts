import { formatEther, getAddress, isAddress, parseEther, toHex } from 'viem'
import { account, atomId, FOLLOW, followId, multiVault, publicClient, THING, walletClient } from './client'

async function main() {
  const [target = '', amount = ''] = process.argv.slice(2)
  if (!isAddress(target) || !(Number(amount) > 0))
    throw new Error('usage: npx tsx 01-follow.ts <address> <amount in tTRUST>')
  const followed = getAddress(target)
  const isCreated = (id: `0x${string}`) =>
    publicClient.readContract({ ...multiVault, functionName: 'isTermCreated', args: [id] })

  // 1. The atoms: Thing and FollowAction (on testnet they exist) and the followed address.
  const missing = []
  for (const text of [THING, FOLLOW, followed]) if (!(await isCreated(atomId(text)))) missing.push(text)
  if (missing.length > 0) {
    const cost = await publicClient.readContract({ ...multiVault, functionName: 'getAtomCost' })
    const { request } = await publicClient.simulateContract({
      ...multiVault,
      account,
      functionName: 'createAtoms',
      args: [missing.map((text) => toHex(text)), missing.map(() => cost)],
      value: cost * BigInt(missing.length),
    })
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
    console.log(`created atoms: ${missing.join(', ')}`)
  }

  // 2. The follow triple, shared by everyone who follows this address, created at cost.
  const termId = followId(followed)
  if (!(await isCreated(termId))) {
    const cost = await publicClient.readContract({ ...multiVault, functionName: 'getTripleCost' })
    const { request } = await publicClient.simulateContract({
      ...multiVault,
      account,
      functionName: 'createTriples',
      args: [[atomId(THING)], [atomId(FOLLOW)], [atomId(followed)], [cost]],
      value: cost,
    })
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
    console.log(`created follow claim ${termId}`)
  }

  // 3. Following is holding shares in it. Once is enough: a second run sends nothing.
  const shares = () =>
    publicClient.readContract({ ...multiVault, functionName: 'getShares', args: [account.address, termId, 1n] })
  const held = await shares()
  if (held > 0n) {
    console.log(`already following ${followed}: ${formatEther(held)} shares`)
    return
  }
  const assets = parseEther(amount)
  const [expected] = await publicClient.readContract({
    ...multiVault,
    functionName: 'previewDeposit',
    args: [termId, 1n, assets],
  })
  const { request } = await publicClient.simulateContract({
    ...multiVault,
    account,
    functionName: 'deposit',
    args: [account.address, termId, 1n, (expected * 99n) / 100n],
    value: assets,
  })
  await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
  console.log(`following ${followed}: ${formatEther(await shares())} shares`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
