import fs from 'node:fs'
import { createPublicClient, createWalletClient, formatEther, http, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  calculateAtomId,
  calculateTripleId,
  eventParseDeposited,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultCreateAtoms,
  multiVaultCreateTriples,
  multiVaultDepositBatch,
  multiVaultGetAtomConfig,
  multiVaultGetAtomCost,
  multiVaultGetShares,
  multiVaultGetTripleConfig,
  multiVaultGetTripleCost,
  multiVaultIsTermCreated,
  multiVaultPreviewDeposit,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

const [sourceFile = 'audits.json', flag] = process.argv.slice(2)
const dryRun = flag === '--dry-run'
const predicate = 'audited by'
const stake = parseEther('0.05') // staked on each claim the attester does not back yet
const slippageBps = 100n // accept up to 1% fewer shares than previewed
const batchSize = Number(process.env.BATCH_SIZE ?? 50) // the contract's MAX_BATCH_SIZE is 150

type Audit = { project: string; auditor: string }

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / batchSize) }, (_, i) => items.slice(i * batchSize, (i + 1) * batchSize))
const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n)
const tTrust = (wei: bigint) => `${formatEther(wei)} tTRUST`

async function main() {
  // 1. Ids first: they are hashes of the data, so no transaction is needed to know them.
  const audits: Audit[] = JSON.parse(fs.readFileSync(sourceFile, 'utf8'))
  const labels = [...new Set([predicate, ...audits.flatMap((a) => [a.project, a.auditor])])]
  const atoms = labels.map((label) => ({ label, id: calculateAtomId(toHex(label)) }))
  const atomId = (label: string) => atoms.find((atom) => atom.label === label)!.id
  const claims = audits.map((a) => ({
    text: `${a.project} | ${predicate} | ${a.auditor}`,
    parts: [atomId(a.project), atomId(predicate), atomId(a.auditor)] as const,
    id: calculateTripleId(atomId(a.project), atomId(predicate), atomId(a.auditor)),
  }))

  // 2. Skip what exists, so a second run creates nothing.
  const exists = (id: Hex) => multiVaultIsTermCreated({ address, publicClient }, { args: [id] })
  const newAtoms = []
  for (const atom of atoms) if (!(await exists(atom.id))) newAtoms.push(atom)
  const newClaims = []
  for (const claim of claims) if (!(await exists(claim.id))) newClaims.push(claim)
  const unbacked = []
  for (const claim of claims) {
    const held = await multiVaultGetShares({ address, publicClient }, { args: [account.address, claim.id, 1n] })
    if (held === 0n) unbacked.push(claim)
  }

  // 3. Preview the cost before sending anything.
  const atomCost = await multiVaultGetAtomCost({ address, publicClient })
  const tripleCost = await multiVaultGetTripleCost({ address, publicClient })
  const planned =
    atomCost * BigInt(newAtoms.length) + tripleCost * BigInt(newClaims.length) + stake * BigInt(unbacked.length)
  console.log(`atoms: ${atoms.length} in source, ${newAtoms.length} to create`)
  for (const atom of newAtoms) console.log(`  new atom ${atom.id} ${atom.label}`)
  console.log(`triples: ${claims.length} in source, ${newClaims.length} to create`)
  for (const claim of newClaims) console.log(`  new triple ${claim.id} ${claim.text}`)
  console.log(`deposits: ${unbacked.length} × ${tTrust(stake)}`)
  console.log(`planned: ${tTrust(planned)} plus gas`)
  if (dryRun) return

  // 4. Create in batches. The value must equal the sum of the assets array: each batch pays its own items.
  const hashes: Hex[] = []
  for (const batch of chunks(newAtoms)) {
    const assets = batch.map(() => atomCost)
    const hash = await multiVaultCreateAtoms(config, {
      args: [batch.map((atom) => toHex(atom.label)), assets],
      value: sum(assets),
    })
    await publicClient.waitForTransactionReceipt({ hash })
    hashes.push(hash)
  }
  for (const batch of chunks(newClaims)) {
    const assets = batch.map(() => tripleCost)
    const hash = await multiVaultCreateTriples(config, {
      args: [batch.map((c) => c.parts[0]), batch.map((c) => c.parts[1]), batch.map((c) => c.parts[2]), assets],
      value: sum(assets),
    })
    await publicClient.waitForTransactionReceipt({ hash })
    hashes.push(hash)
  }

  // 5. Back each claim with a deposit, with a floor under the shares taken from a preview.
  let depositFees = 0n
  for (const batch of chunks(unbacked)) {
    const termIds = batch.map((c) => c.id)
    const curveIds = batch.map(() => 1n)
    const assets = batch.map(() => stake)
    const minShares: bigint[] = []
    for (const termId of termIds) {
      const [shares] = await multiVaultPreviewDeposit(config, { args: [termId, 1n, stake] })
      minShares.push((shares * (10_000n - slippageBps)) / 10_000n)
    }
    const hash = await multiVaultDepositBatch(config, {
      args: [account.address, termIds, curveIds, assets, minShares],
      value: sum(assets),
    })
    for (const { args } of await eventParseDeposited(publicClient, hash))
      depositFees += args.assets - args.assetsAfterFees
    hashes.push(hash)
  }

  // 6. The cost report, from the receipts and the protocol's own parameters.
  let spent = 0n
  let gas = 0n
  for (const hash of hashes) {
    const receipt = await publicClient.getTransactionReceipt({ hash })
    const tx = await publicClient.getTransaction({ hash })
    spent += tx.value
    gas += receipt.gasUsed * receipt.effectiveGasPrice
  }
  const { atomCreationProtocolFee } = await multiVaultGetAtomConfig({ address, publicClient })
  const { tripleCreationProtocolFee } = await multiVaultGetTripleConfig({ address, publicClient })
  const creationFees =
    atomCreationProtocolFee * BigInt(newAtoms.length) + tripleCreationProtocolFee * BigInt(newClaims.length)
  console.log(`transactions: ${hashes.length}`)
  console.log(`spent: ${tTrust(spent)}`)
  console.log(`  atoms: ${newAtoms.length} × ${tTrust(atomCost)}`)
  console.log(`  triples: ${newClaims.length} × ${tTrust(tripleCost)}`)
  console.log(`  deposits: ${unbacked.length} × ${tTrust(stake)}`)
  console.log(
    `fees: ${tTrust(creationFees + depositFees)} (creation ${tTrust(creationFees)}, deposits ${tTrust(depositFees)})`,
  )
  console.log(`gas: ${tTrust(gas)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
