import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { API_URL_DEV, configureClient } from '@0xintuition/graphql'
import { createAtomFromThing, getMultiVaultAddressFromChainId, intuitionTestnet } from '@0xintuition/sdk'

// pinThing runs through the GraphQL API, which defaults to mainnet; match the chain you write to.
configureClient({ apiUrl: API_URL_DEV })

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

async function main() {
  const result = await createAtomFromThing(
    { address, publicClient, walletClient },
    {
      name: 'Intuition Docs',
      description: 'Developer and community documentation for the Intuition protocol.',
      url: 'https://docs.intuition.systems',
    },
    parseEther('0.5'), // optional initial stake on top of the atom cost
  )
  console.log('uri', result.uri)
  console.log('termId', result.state.termId)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
