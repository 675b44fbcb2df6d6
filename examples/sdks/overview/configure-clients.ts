import { API_URL_DEV, configureClient } from '@0xintuition/graphql'
import {
  getAtomDetails,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultGetAtomCost,
  multiVaultGetGeneralConfig,
  type WriteConfig,
} from '@0xintuition/sdk'
import { createPublicClient, createWalletClient, formatEther, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

// GraphQL-backed helpers (getAtomDetails, wait, globalSearch...) default to mainnet.
configureClient({ apiUrl: API_URL_DEV })

const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({
  chain: intuitionTestnet,
  transport: http(),
  account: privateKeyToAccount(process.env.PRIVATE_KEY as Hex),
})

const config: WriteConfig = {
  address: getMultiVaultAddressFromChainId(intuitionTestnet.id),
  publicClient,
  walletClient,
}

async function main() {
  const atomCost = await multiVaultGetAtomCost(config)
  const { minDeposit } = await multiVaultGetGeneralConfig(config)
  console.log(`Atom cost: ${formatEther(atomCost)} tTRUST, minimum deposit: ${formatEther(minDeposit)} tTRUST`)

  const atomId = process.argv[2]
  if (atomId) console.log(await getAtomDetails(atomId))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
