import { API_URL_DEV } from '@0xintuition/graphql'
import {
  calculateAtomId,
  calculateTripleId,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
} from '@0xintuition/sdk'
import { createPublicClient, createWalletClient, http, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex)
export const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
export const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
export const multiVault = {
  address: getMultiVaultAddressFromChainId(intuitionTestnet.id),
  abi: MultiVaultAbi,
} as const

/** The predicate Portal shows as "has tag": an item is on a list when [item] [has tag] [list] exists. */
export const TAG = 'https://schema.org/keywords'
export const atomId = (text: string) => calculateAtomId(toHex(text))
export const entryId = (item: string, list: string) => calculateTripleId(atomId(item), atomId(TAG), atomId(list))

const isCreated = (id: Hex) => publicClient.readContract({ ...multiVault, functionName: 'isTermCreated', args: [id] })

/** Creates the text atoms that do not exist yet, in one transaction, at exactly their cost. */
export async function ensureAtoms(texts: string[]) {
  const missing: string[] = []
  for (const text of new Set(texts)) if (!(await isCreated(atomId(text)))) missing.push(text)
  if (missing.length === 0) return
  const cost = await publicClient.readContract({ ...multiVault, functionName: 'getAtomCost' })
  const { request } = await publicClient.simulateContract({
    ...multiVault,
    account,
    functionName: 'createAtoms',
    args: [missing.map((text) => toHex(text)), missing.map(() => cost)],
    value: cost * BigInt(missing.length),
  })
  await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
  console.log(`created atoms: ${missing.join(', ')}`)
}

/** Puts items on the list: one [item] [has tag] [list] triple each, created at exactly its cost. */
export async function addToList(list: string, items: string[]) {
  await ensureAtoms([list, TAG, ...items])
  const missing: string[] = []
  for (const item of new Set(items)) {
    if (await isCreated(entryId(item, list))) console.log(`already on the list: ${item}`)
    else missing.push(item)
  }
  if (missing.length === 0) return
  const cost = await publicClient.readContract({ ...multiVault, functionName: 'getTripleCost' })
  const { request } = await publicClient.simulateContract({
    ...multiVault,
    account,
    functionName: 'createTriples',
    args: [
      missing.map(atomId),
      missing.map(() => atomId(TAG)),
      missing.map(() => atomId(list)),
      missing.map(() => cost),
    ],
    value: cost * BigInt(missing.length),
  })
  await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) })
  for (const item of missing) console.log(`added ${item}: ${entryId(item, list)}`)
}

/** POSTs a query to the testnet GraphQL API and returns its data, or throws the API's errors. */
export async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(API_URL_DEV, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (!body.data || body.errors?.length) {
    throw new Error(`GraphQL ${response.status}: ${body.errors?.map((e) => e.message).join('; ')}`)
  }
  return body.data
}
