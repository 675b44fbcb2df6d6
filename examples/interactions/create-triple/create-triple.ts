import { createPublicClient, createWalletClient, formatEther, http, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  calculateAtomId,
  calculateCounterTripleId,
  calculateTripleId,
  eventParseTripleCreated,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
  multiVaultCreateAtoms,
  multiVaultCreateTriples,
  multiVaultGetAtomCost,
  multiVaultGetTripleCost,
  multiVaultIsTermCreated,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

const isCreated = (id: Hex) => multiVaultIsTermCreated({ address, publicClient }, { args: [id] })

async function main() {
  // Subject, predicate and object as atom data. The predicate is the schema.org "keywords" URL used for tags.
  const parts = ['Intuition', 'https://schema.org/keywords', 'knowledge graph'].map((text) => {
    const data = toHex(text)
    return { data, id: calculateAtomId(data) }
  })

  // 1. Create any component atoms that do not exist yet, in one batch.
  const missing: typeof parts = []
  for (const part of parts) if (!(await isCreated(part.id))) missing.push(part)
  if (missing.length > 0) {
    const atomCost = await multiVaultGetAtomCost({ address, publicClient })
    const hash = await multiVaultCreateAtoms(config, {
      args: [missing.map((p) => p.data), missing.map(() => atomCost)],
      value: atomCost * BigInt(missing.length),
    })
    await publicClient.waitForTransactionReceipt({ hash })
  }

  // 2. Work out the triple id locally and stop if it already exists.
  const [subject, predicate, object] = parts.map((p) => p.id)
  const tripleId = calculateTripleId(subject, predicate, object)
  if (await isCreated(tripleId)) {
    console.log('Triple exists; deposit into it instead:', tripleId)
    return
  }

  // 3. Cost plus an initial stake of 1 tTRUST, previewed before sending.
  const tripleCost = await multiVaultGetTripleCost({ address, publicClient })
  const assets = tripleCost + parseEther('1')
  const [shares] = await publicClient.readContract({
    address,
    abi: MultiVaultAbi,
    functionName: 'previewTripleCreate',
    args: [tripleId, assets],
  })
  console.log(`paying ${formatEther(assets)} tTRUST for ${formatEther(shares)} shares`)

  const hash = await multiVaultCreateTriples(config, {
    args: [[subject], [predicate], [object], [assets]],
    value: assets,
  })
  const [created] = await eventParseTripleCreated(publicClient, hash)
  console.log('triple', created.args.termId)
  console.log('counter-triple', calculateCounterTripleId(tripleId))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
