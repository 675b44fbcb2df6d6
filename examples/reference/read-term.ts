import { createPublicClient, formatEther, hexToString, http, parseEther, type Hex } from 'viem'
import {
  intuitionDeployments,
  intuitionTestnet,
  getMultiVaultAddressFromChainId,
  multiVaultConvertToAssets,
  multiVaultConvertToShares,
  multiVaultCurrentSharePrice,
  multiVaultExitFeeAmount,
  multiVaultGetAtom,
  multiVaultGetVaultType,
  trustBondingCurrentEpoch,
  trustBondingEpochLength,
} from '@0xintuition/protocol'

const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const multiVault = { address: getMultiVaultAddressFromChainId(intuitionTestnet.id), publicClient }
const trustBonding = { address: intuitionDeployments.TrustBonding[intuitionTestnet.id], publicClient }

const atomId = process.argv[2] as Hex
const curveId = 1n
const amount = parseEther('1')

async function main() {
  // 0 = atom, 1 = triple, 2 = counter-triple
  const vaultType = await multiVaultGetVaultType(multiVault, { args: [atomId] })
  const data = await multiVaultGetAtom(multiVault, { args: [atomId] })
  console.log(`vault type ${vaultType}, atom data ${hexToString(data)}`)

  const price = await multiVaultCurrentSharePrice(multiVault, { args: [atomId, curveId] })
  const shares = await multiVaultConvertToShares(multiVault, { args: [atomId, curveId, amount] })
  const assets = await multiVaultConvertToAssets(multiVault, { args: [atomId, curveId, shares] })
  const exitFee = await multiVaultExitFeeAmount(multiVault, { args: [assets] })
  console.log('share price', formatEther(price))
  console.log('1 tTRUST buys', formatEther(shares), 'shares, worth', formatEther(assets), 'before fees')
  console.log('exit fee on that', formatEther(exitFee))

  const epoch = await trustBondingCurrentEpoch(trustBonding)
  const epochLength = await trustBondingEpochLength(trustBonding, { args: [] })
  console.log(`epoch ${epoch} of ${epochLength} seconds`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
