import { API_URL_DEV, configureClient } from '@0xintuition/graphql'
import {
  calculateAtomId,
  createAtomFromString,
  createTripleStatement,
  getMultiVaultAddressFromChainId,
  getTripleDetails,
  intuitionTestnet,
  multiVaultConvertToAssets,
  multiVaultCurrentSharePrice,
  multiVaultGetShares,
  multiVaultGetTripleCost,
  multiVaultGetVault,
  multiVaultIsTermCreated,
  wait,
} from '@0xintuition/sdk'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  http,
  parseEther,
  toHex,
  type Hex,
} from 'viem'
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
const stake = parseEther('0.01') // staked on the triple beyond its creation cost
const curveId = 1n // the default curve: creation opens the triple's vault on it

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

  // 2. Predicate and object atoms; reused if an earlier reader created them. The predicate is
  //    the tag atom Portal and other apps read (the predicate catalogue), by its exact data.
  const predicateId = await ensureAtom('https://schema.org/keywords')
  const objectId = await ensureAtom('intuition-quickstart')

  // 3. The triple, with a small stake on top of its cost so you hold shares in its vault.
  //    Arrays even for one triple; value must equal the sum of assets.
  const tripleCost = await multiVaultGetTripleCost({ address, publicClient })
  const assets = tripleCost + stake
  const { transactionHash, state } = await createTripleStatement(config, {
    args: [[subjectId], [predicateId], [objectId], [assets]],
    value: assets,
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

  // 5. Read the vault back from the contract: its totals, its price, your shares and their value.
  const read = { address, publicClient }
  const [totalAssets, totalShares] = await multiVaultGetVault(read, {
    args: [tripleId, curveId],
  })
  const sharePrice = await multiVaultCurrentSharePrice(read, {
    args: [tripleId, curveId],
  })
  const myShares = await multiVaultGetShares(read, {
    args: [account.address, tripleId, curveId],
  })
  const myAssets = await multiVaultConvertToAssets(read, {
    args: [tripleId, curveId, myShares],
  })
  console.log('vault assets', formatEther(totalAssets), 'tTRUST')
  console.log('vault shares', formatEther(totalShares))
  console.log('share price ', formatEther(sharePrice), 'tTRUST per share')
  console.log('your shares ', formatEther(myShares))
  console.log('their value ', formatEther(myAssets), 'tTRUST before exit fees')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
