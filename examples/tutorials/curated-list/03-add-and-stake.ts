import { formatEther, parseEther } from 'viem'
import { account, addToList, entryId, multiVault, publicClient, walletClient } from './client'

async function main() {
  const [list = '', item = '', amount = ''] = process.argv.slice(2)
  if (!list || !item || !(Number(amount) > 0)) {
    throw new Error('usage: npx tsx 03-add-and-stake.ts <list name> <item> <amount in tTRUST>')
  }
  await addToList(list, [item])

  // One stake per wallet and item: a second run finds the position and sends nothing.
  const termId = entryId(item, list)
  const shares = () =>
    publicClient.readContract({ ...multiVault, functionName: 'getShares', args: [account.address, termId, 1n] })
  const held = await shares()
  if (held > 0n) {
    console.log(`already staked on ${item}: ${formatEther(held)} shares`)
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
  console.log(`staked ${amount} tTRUST on ${item}: ${formatEther(await shares())} shares`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
