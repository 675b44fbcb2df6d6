import { createPublicClient, createWalletClient, http, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { API_URL_DEV, configureClient } from '@0xintuition/graphql'
import {
  calculateAtomId,
  createAtomFromThing,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultIsTermCreated,
  pinThing,
} from '@0xintuition/sdk'

// pinThing runs through the GraphQL API, which defaults to mainnet; match the chain you write to.
configureClient({ apiUrl: API_URL_DEV })

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

const thing = {
  name: 'Intuition Docs',
  description: 'Developer and community documentation for the Intuition protocol.',
  url: 'https://docs.intuition.systems',
}

async function main() {
  // The same Thing pins to the same URI, and the same URI is the same atom: check before paying,
  // because creating it again reverts with MultiVault_AtomExists.
  const uri = await pinThing(thing)
  if (!uri) throw new Error('Failed to pin thing on IPFS')
  const atomId = calculateAtomId(toHex(uri))
  if (await multiVaultIsTermCreated({ address, publicClient }, { args: [atomId] })) {
    console.log('Atom already exists:', atomId, uri)
    return
  }

  const result = await createAtomFromThing(
    { address, publicClient, walletClient },
    thing,
    parseEther('0.5'), // optional initial stake on top of the atom cost
  )
  console.log('uri', result.uri)
  console.log('termId', result.state.termId)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
