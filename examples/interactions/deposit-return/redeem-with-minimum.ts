import { createPublicClient, createWalletClient, formatEther, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  eventParseRedeemed,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultMaxRedeem,
  multiVaultPreviewRedeem,
  multiVaultRedeem,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

const termId = process.argv[2] as Hex
const curveId = 1n
const slippageBps = 100n

async function main() {
  const balance = await multiVaultMaxRedeem({ address, publicClient }, { args: [account.address, termId, curveId] })
  if (balance === 0n) throw new Error('No shares in this vault')

  const shares = balance / 2n // redeem half the position
  const [assetsAfterFees] = await multiVaultPreviewRedeem(config, { args: [termId, curveId, shares] })
  const minAssets = (assetsAfterFees * (10_000n - slippageBps)) / 10_000n

  const hash = await multiVaultRedeem(config, {
    args: [account.address, termId, curveId, shares, minAssets],
  })
  const [redeemed] = await eventParseRedeemed(publicClient, hash)
  console.log('received', formatEther(redeemed.args.assets), 'tTRUST; fees', formatEther(redeemed.args.fees))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
