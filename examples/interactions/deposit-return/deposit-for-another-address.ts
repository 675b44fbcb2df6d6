import { createPublicClient, createWalletClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getMultiVaultAddressFromChainId, intuitionTestnet, MultiVaultAbi } from '@0xintuition/sdk'

// Approval types defined by MultiVault: NONE = 0, DEPOSIT = 1, REDEMPTION = 2, BOTH = 3.
const DEPOSIT = 1

const receiver = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const operator = process.env.OPERATOR_ADDRESS as Address
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account: receiver })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

async function main() {
  const { request } = await publicClient.simulateContract({
    account: receiver,
    address,
    abi: MultiVaultAbi,
    functionName: 'approve',
    args: [operator, DEPOSIT],
  })
  const hash = await walletClient.writeContract(request)
  await publicClient.waitForTransactionReceipt({ hash })
  console.log(`${operator} may now deposit on behalf of ${receiver.address}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
