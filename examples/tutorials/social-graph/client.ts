import { API_URL_DEV } from '@0xintuition/graphql'
import {
  calculateAtomId,
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

/**
 * A follow, as the indexer's `following` function reads it: a position held by the follower on the triple
 * [https://schema.org/Thing] [https://schema.org/FollowAction] [followed address].
 */
export const THING = 'https://schema.org/Thing'
export const FOLLOW = 'https://schema.org/FollowAction'
export const atomId = (text: string) => calculateAtomId(toHex(text))
export const followId = (address: Address) =>
  calculateTripleId(atomId(THING), atomId(FOLLOW), atomId(getAddress(address)))

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
