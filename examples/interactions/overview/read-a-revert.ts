import { BaseError, ContractFunctionRevertedError, createPublicClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getMultiVaultAddressFromChainId, intuitionTestnet, MultiVaultAbi } from '@0xintuition/protocol'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

async function main() {
  const termId = process.argv[2] as Hex
  try {
    // 0.001 tTRUST is below the default minimum deposit, so this simulation fails on purpose.
    await publicClient.simulateContract({
      account,
      address,
      abi: MultiVaultAbi,
      functionName: 'deposit',
      args: [account.address, termId, 1n, 0n],
      value: parseEther('0.001'),
    })
  } catch (error) {
    const revert = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
    if (revert instanceof ContractFunctionRevertedError) {
      console.log('reverted with', revert.data?.errorName, revert.data?.args ?? [])
      return
    }
    throw error
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
