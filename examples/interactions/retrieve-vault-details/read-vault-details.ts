import { createPublicClient, formatEther, http, type Address, type Hex } from 'viem'
import { getMultiVaultAddressFromChainId, intuitionTestnet, MultiVaultAbi } from '@0xintuition/protocol'

const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

const termId = process.argv[2] as Hex
const user = process.argv[3] as Address
const curveId = 1n

async function main() {
  // One multicall, so every value comes from the same block.
  const [[totalAssets, totalShares], sharePrice, userShares] = await publicClient.multicall({
    allowFailure: false,
    contracts: [
      { address, abi: MultiVaultAbi, functionName: 'getVault', args: [termId, curveId] },
      { address, abi: MultiVaultAbi, functionName: 'currentSharePrice', args: [termId, curveId] },
      { address, abi: MultiVaultAbi, functionName: 'getShares', args: [user, termId, curveId] },
    ],
  })

  console.log('vault assets', formatEther(totalAssets), 'tTRUST')
  console.log('vault shares', formatEther(totalShares))
  console.log('share price ', formatEther(sharePrice), 'tTRUST per share')
  console.log('user shares ', formatEther(userShares))

  if (userShares > 0n) {
    const [grossValue, [netValue]] = await publicClient.multicall({
      allowFailure: false,
      contracts: [
        { address, abi: MultiVaultAbi, functionName: 'convertToAssets', args: [termId, curveId, userShares] },
        { address, abi: MultiVaultAbi, functionName: 'previewRedeem', args: [termId, curveId, userShares] },
      ],
    })
    console.log('position value before fees', formatEther(grossValue), 'tTRUST')
    console.log('redeemable now after fees ', formatEther(netValue), 'tTRUST')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
