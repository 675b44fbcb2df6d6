import { createPublicClient, formatEther, http } from 'viem'
import {
  getMultiVaultAddressFromChainId,
  intuitionMainnet,
  multiVaultGetAtomCost,
  multiVaultGetGeneralConfig,
  multiVaultGetTripleCost,
} from '@0xintuition/protocol'

const publicClient = createPublicClient({
  chain: intuitionMainnet,
  transport: http(),
})

// ReadConfig: the MultiVault address plus a public client
const config = {
  address: getMultiVaultAddressFromChainId(intuitionMainnet.id),
  publicClient,
}

async function main() {
  const [atomCost, tripleCost, general] = await Promise.all([
    multiVaultGetAtomCost(config),
    multiVaultGetTripleCost(config),
    multiVaultGetGeneralConfig(config),
  ])

  console.log(`Atom cost:       ${formatEther(atomCost)} TRUST`)
  console.log(`Triple cost:     ${formatEther(tripleCost)} TRUST`)
  console.log(`Minimum deposit: ${formatEther(general.minDeposit)} TRUST`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
