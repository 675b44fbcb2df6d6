import { API_URL_DEV, configureClient } from '@0xintuition/graphql'
import {
  calculateAtomId,
  createAtomFromString,
  createTripleStatement,
  getMultiVaultAddressFromChainId,
  getTripleDetails,
  intuitionTestnet,
  multiVaultGetTripleCost,
  multiVaultIsTermCreated,
  wait,
} from '@0xintuition/sdk'
import { createPublicClient, createWalletClient, http, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

// The SDK's GraphQL reads default to mainnet, so point them at testnet first.
configureClient({ apiUrl: API_URL_DEV })

const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex)
const publicClient = createPublicClient({
  chain: intuitionTestnet,
  transport: http(),
})
const walletClient = createWalletClient({
  chain: intuitionTestnet,
  transport: http(),
  account,
})
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

// Atom ids are derived from the atom bytes, so you can check before you pay.
async function ensureAtom(label: string): Promise<Hex> {
  const termId = calculateAtomId(toHex(label))
  const exists = await multiVaultIsTermCreated(
    { address, publicClient },
    { args: [termId] },
  )
  if (exists) {
    console.log(`"${label}" already exists: ${termId}`)
    return termId
  }
  const { state, transactionHash } = await createAtomFromString(config, label)
  console.log(`Created "${label}": ${state.termId} (tx ${transactionHash})`)
  return state.termId
}

async function main() {
  // 1. Your first atom: a label nobody else has used yet.
  const subjectId = await ensureAtom(`Quickstart note ${new Date().toISOString()}`)

  // 2. Predicate and object atoms; reused if an earlier reader created them.
  const predicateId = await ensureAtom('has tag')
  const objectId = await ensureAtom('intuition-quickstart')

  // 3. The triple. Arrays even for one triple; value must equal the sum of assets.
  const tripleCost = await multiVaultGetTripleCost({ address, publicClient })
  const { transactionHash, state } = await createTripleStatement(config, {
    args: [[subjectId], [predicateId], [objectId], [tripleCost]],
    value: tripleCost,
  })
  const created = state[0]
  if (!created) throw new Error('No TripleCreated event in the receipt')
  const tripleId = created.args.termId
  console.log(`Created triple ${tripleId} (tx ${transactionHash})`)

  // 4. Wait until the indexer has seen the transaction, then read it back.
  await wait(transactionHash)
  const triple = await getTripleDetails(tripleId)
  console.log(
    triple?.subject?.label,
    '|',
    triple?.predicate?.label,
    '|',
    triple?.object?.label,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
