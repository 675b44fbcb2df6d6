import { API_URL_DEV } from '@0xintuition/graphql'
import {
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
} from '@0xintuition/protocol'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  http,
  parseEther,
  parseEventLogs,
  toHex,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

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
const multiVault = {
  address: getMultiVaultAddressFromChainId(intuitionTestnet.id),
  abi: MultiVaultAbi,
} as const
const stake = parseEther('0.01') // staked on the triple beyond its creation cost
const curveId = 1n // the default curve: creation opens the triple's vault on it

const TRIPLE_QUERY = `
  query QuickstartTriple($id: String!) {
    triple(term_id: $id) {
      term_id
      subject { label }
      predicate { label }
      object { label }
    }
  }
`

async function main() {
  const labels = [
    `Quickstart note ${new Date().toISOString()}`,
    // The tag predicate Portal and other apps read (the predicate catalogue), by its exact data.
    'https://schema.org/keywords',
    'intuition-quickstart',
  ]

  // 1. Live costs and deterministic ids, straight from the contract.
  const atomCost = await publicClient.readContract({
    ...multiVault,
    functionName: 'getAtomCost',
  })
  const tripleCost = await publicClient.readContract({
    ...multiVault,
    functionName: 'getTripleCost',
  })
  const ids = await Promise.all(
    labels.map((label) =>
      publicClient.readContract({
        ...multiVault,
        functionName: 'calculateAtomId',
        args: [toHex(label)],
      }),
    ),
  )
  const exists = await Promise.all(
    ids.map((id) =>
      publicClient.readContract({
        ...multiVault,
        functionName: 'isTermCreated',
        args: [id],
      }),
    ),
  )

  // 2. Create the missing atoms in one batch: value must equal the sum of assets.
  const missing = labels.filter((_, i) => !exists[i]).map((label) => toHex(label))
  if (missing.length > 0) {
    const assets = missing.map(() => atomCost)
    const { request } = await publicClient.simulateContract({
      ...multiVault,
      account,
      functionName: 'createAtoms',
      args: [missing, assets],
      value: atomCost * BigInt(missing.length),
    })
    const hash = await walletClient.writeContract(request)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const events = parseEventLogs({
      abi: MultiVaultAbi,
      eventName: 'AtomCreated',
      logs: receipt.logs,
    })
    for (const event of events) console.log('AtomCreated', event.args.termId)
  }

  // 3. Create the triple from the three term ids, with a small stake on top of its cost
  //    so you hold shares in its vault.
  const [subjectId, predicateId, objectId] = ids as [Hex, Hex, Hex]
  const { request } = await publicClient.simulateContract({
    ...multiVault,
    account,
    functionName: 'createTriples',
    args: [[subjectId], [predicateId], [objectId], [tripleCost + stake]],
    value: tripleCost + stake,
  })
  const hash = await walletClient.writeContract(request)
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({
    abi: MultiVaultAbi,
    eventName: 'TripleCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('No TripleCreated event in the receipt')
  const tripleId = created.args.termId
  console.log('TripleCreated', tripleId)

  // 4. Read the vault back from the contract in one multicall, so every value is from one block.
  const [[totalAssets, totalShares], sharePrice, myShares] = await publicClient.multicall(
    {
      allowFailure: false,
      contracts: [
        { ...multiVault, functionName: 'getVault', args: [tripleId, curveId] },
        { ...multiVault, functionName: 'currentSharePrice', args: [tripleId, curveId] },
        {
          ...multiVault,
          functionName: 'getShares',
          args: [account.address, tripleId, curveId],
        },
      ],
    },
  )
  const myAssets = await publicClient.readContract({
    ...multiVault,
    functionName: 'convertToAssets',
    args: [tripleId, curveId, myShares],
  })
  console.log('vault assets', formatEther(totalAssets), 'tTRUST')
  console.log('vault shares', formatEther(totalShares))
  console.log('share price ', formatEther(sharePrice), 'tTRUST per share')
  console.log('your shares ', formatEther(myShares))
  console.log('their value ', formatEther(myAssets), 'tTRUST before exit fees')

  // 5. Poll the GraphQL API until the indexer has caught up.
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await fetch(API_URL_DEV, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: TRIPLE_QUERY,
        variables: { id: tripleId },
      }),
    })
    const { data } = await response.json()
    if (data?.triple) {
      console.log(JSON.stringify(data.triple, null, 2))
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error('Triple not indexed after 60 s')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
