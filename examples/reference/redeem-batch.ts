import { createPublicClient, createWalletClient, formatEther, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  eventParseRedeemed,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultMaxRedeem,
  multiVaultPreviewRedeem,
  multiVaultRedeemBatch,
} from '@0xintuition/protocol'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

// Two or more term ids; a tenth of the position in each is redeemed in one transaction.
const termIds = process.argv.slice(2) as Hex[]
const curveIds = termIds.map(() => 1n)

async function main() {
  const shares: bigint[] = []
  const minAssets: bigint[] = []
  for (const termId of termIds) {
    const held = await multiVaultMaxRedeem({ address, publicClient }, { args: [account.address, termId, 1n] })
    if (held === 0n) throw new Error(`No shares in ${termId}`)
    const [assetsAfterFees] = await multiVaultPreviewRedeem(config, { args: [termId, 1n, held / 10n] })
    shares.push(held / 10n)
    minAssets.push((assetsAfterFees * 99n) / 100n) // 1% slippage
  }

  const hash = await multiVaultRedeemBatch(config, {
    args: [account.address, termIds, curveIds, shares, minAssets],
  })
  for (const redeemed of await eventParseRedeemed(publicClient, hash)) {
    console.log('redeemed', redeemed.args.termId, 'received', formatEther(redeemed.args.assets), 'tTRUST')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
