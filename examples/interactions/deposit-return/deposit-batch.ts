import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultDepositBatch,
  multiVaultPreviewDeposit,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

const termIds = process.argv.slice(2) as Hex[]
const curveIds = termIds.map(() => 1n)
const assets = termIds.map(() => parseEther('0.5'))

async function main() {
  const minShares: bigint[] = []
  for (const [i, termId] of termIds.entries()) {
    const [shares] = await multiVaultPreviewDeposit(config, { args: [termId, curveIds[i], assets[i]] })
    minShares.push((shares * 99n) / 100n)
  }

  const hash = await multiVaultDepositBatch(config, {
    args: [account.address, termIds, curveIds, assets, minShares],
    value: assets.reduce((sum, a) => sum + a, 0n), // must equal the sum of the assets array exactly
  })
  console.log('batch deposit', hash)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
