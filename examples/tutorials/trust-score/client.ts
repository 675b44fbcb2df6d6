import { API_URL_DEV } from '@0xintuition/graphql'
import {
  calculateAtomId,
  calculateCounterTripleId,
  calculateTripleId,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
} from '@0xintuition/sdk'
import { createPublicClient, createWalletClient, getAddress, http, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex)
export const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
export const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
export const multiVault = {
  address: getMultiVaultAddressFromChainId(intuitionTestnet.id),
  abi: MultiVaultAbi,
} as const

/** The linear curve, the one every term has and the only one the MetaMask Snap counts. */
export const CURVE = 1n

/**
 * The trust claim the MetaMask Snap reads: [address] [has tag] [trustworthy]. The address atom's data is the
 * checksummed address, as the SDK's createAtomFromEthereumAccount writes it.
 */
export function trustClaim(address: Address) {
  const atoms = [getAddress(address), 'has tag', 'trustworthy'].map((text) => {
    const data = toHex(text)
    return { text, data, id: calculateAtomId(data) }
  })
  const [subject, predicate, object] = atoms.map((atom) => atom.id)
  const tripleId = calculateTripleId(subject, predicate, object)
  return { atoms, tripleId, counterId: calculateCounterTripleId(tripleId) }
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

// The API returns at most 100 positions per request whatever `limit` says; readStakes pages through a unique order
// (account_id, term_id) until a short page comes back. A fully redeemed position stays listed with 0 shares.
const PAGE = 100
const POSITIONS = `
  query TrustClaimPositions($termIds: [String!]!, $limit: Int!, $offset: Int!) {
    positions(
      where: { term_id: { _in: $termIds }, curve_id: { _eq: "1" }, shares: { _gt: "0" } }
      order_by: [{ account_id: asc }, { term_id: asc }]
      limit: $limit
      offset: $offset
    ) {
      account_id
      term_id
      shares
    }
  }
`

export interface Stake {
  account: Address
  side: 'for' | 'against'
  shares: bigint
  /** What the shares are worth on the curve now, before the protocol and exit fees a redemption would pay. */
  assets: bigint
}

/** Every position on either side of the trust claim about `address`, valued by the contract. */
export async function readStakes(address: Address): Promise<Stake[]> {
  const { tripleId, counterId } = trustClaim(address)
  const positions: { account_id: string; term_id: string; shares: string }[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await graphql<{ positions: typeof positions }>(POSITIONS, {
      termIds: [tripleId, counterId],
      limit: PAGE,
      offset,
    })
    positions.push(...page.positions)
    if (page.positions.length < PAGE) break
  }
  const open = positions.filter((p) => BigInt(p.shares) > 0n)
  return Promise.all(
    open.map(async (p): Promise<Stake> => {
      const termId = p.term_id as Hex
      const shares = BigInt(p.shares)
      const assets = await publicClient.readContract({
        ...multiVault,
        functionName: 'convertToAssets',
        args: [termId, CURVE, shares],
      })
      const side = termId.toLowerCase() === tripleId.toLowerCase() ? 'for' : 'against'
      return { account: getAddress(p.account_id), side, shares, assets }
    }),
  )
}

/** (For − Against) / (For + Against) over the stakes' values, from −1 to 1; null when nobody has staked. */
export function plainScore(stakes: Stake[]): number | null {
  const total = (side: Stake['side']) => stakes.filter((s) => s.side === side).reduce((sum, s) => sum + s.assets, 0n)
  const [pro, contra] = [total('for'), total('against')]
  return pro + contra === 0n ? null : Number(pro - contra) / Number(pro + contra)
}
