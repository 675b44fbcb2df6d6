import {MultiVaultAbi} from '@0xintuition/protocol';
import {calculateCounterTripleId} from '@0xintuition/sdk';
import {useQuery} from '@tanstack/react-query';
import type {ComponentProps} from 'react';
import {formatEther, parseEther, type Hex} from 'viem';
import type {Write} from '../App';
import {claimsKey, graphql} from '../claims';
import {currency, graphqlUrl, multiVault} from '../config';
import type {WriteContext} from '../writes/types';

/** Curve 1, the linear curve of every term's default vault. */
export const CURVE = 1n;
const contract = {address: multiVault, abi: MultiVaultAbi} as const;

/**
 * One claim and both of its sides: the triple's own vault (For) and its counter-triple's vault (Against), each on
 * curve 1. The counter-triple's id is computed from the triple's id, the same way the contract does.
 */
const CLAIM = `
  query Claim($id: String!) {
    triples(where: {term_id: {_eq: $id}}, limit: 1) {
      subject { label }
      predicate { label }
      object { label }
      term { vaults(where: {curve_id: {_eq: "1"}}) { total_assets position_count } }
      counter_term { vaults(where: {curve_id: {_eq: "1"}}) { total_assets position_count } }
    }
  }
`;
interface Vault {
  total_assets: string;
  position_count: number;
}
interface Row {
  subject: {label: string | null};
  predicate: {label: string | null};
  object: {label: string | null};
  term: {vaults: Vault[]};
  counter_term: {vaults: Vault[]};
}
export interface Side {
  termId: Hex;
  /** TRUST in the vault, in wei: the holders' stakes after fees, plus the few wei behind its ghost shares. */
  assets: bigint;
  holders: number;
}

export function useClaim(tripleId: Hex) {
  return useQuery({
    queryKey: [...claimsKey, 'for-against', graphqlUrl, tripleId],
    queryFn: async () => {
      const [row] = (await graphql<{triples: Row[]}>(CLAIM, {id: tripleId})).triples;
      if (!row) return null;
      const side = (termId: Hex, vaults: Vault[]): Side => ({
        termId,
        assets: BigInt(vaults[0]?.total_assets ?? '0'),
        holders: vaults[0]?.position_count ?? 0,
      });
      return {
        text: [row.subject, row.predicate, row.object].map((atom) => atom.label ?? '?').join(' · '),
        for: side(tripleId, row.term.vaults),
        against: side(calculateCounterTripleId(tripleId), row.counter_term.vaults),
      };
    },
    staleTime: 30_000,
  });
}

/** What the app's Write component signs: a simulated request and a sentence for the reader. */
type Ready = Extract<Awaited<ReturnType<ComponentProps<typeof Write>['prepare']>>, {request: unknown}>;

async function simulate(
  {publicClient, account}: WriteContext,
  call: {functionName: string; args: readonly unknown[]; value?: bigint},
): Promise<Ready['request']> {
  const {request} = await publicClient.simulateContract({...contract, ...call, account} as never);
  return request as Ready['request'];
}

/**
 * A deposit on one side, accepting at most 1% fewer shares than previewed. A reader who holds the other side
 * gets MultiVault_HasCounterStake from the simulation, before the wallet is asked.
 */
export async function prepareStake(ctx: WriteContext, termId: Hex, amount: string): Promise<Ready> {
  const value = parseEther(amount);
  const [shares] = await ctx.publicClient.readContract({
    ...contract,
    functionName: 'previewDeposit',
    args: [termId, CURVE, value],
  });
  const minShares = (shares * 99n) / 100n;
  const request = await simulate(ctx, {functionName: 'deposit', args: [ctx.account, termId, CURVE, minShares], value});
  return {request, preview: `Stakes ${amount} ${currency} for about ${formatEther(shares)} shares.`};
}

/** Redeems all the reader's shares on one side, accepting at most 1% less TRUST than previewed. */
export async function prepareRedeem(ctx: WriteContext, termId: Hex): Promise<Ready> {
  const shares = await ctx.publicClient.readContract({
    ...contract,
    functionName: 'maxRedeem',
    args: [ctx.account, termId, CURVE],
  });
  if (shares === 0n) throw new Error('You hold no shares on this side.');
  const [assets] = await ctx.publicClient.readContract({
    ...contract,
    functionName: 'previewRedeem',
    args: [termId, CURVE, shares],
  });
  const minAssets = (assets * 99n) / 100n;
  const request = await simulate(ctx, {functionName: 'redeem', args: [ctx.account, termId, CURVE, shares, minAssets]});
  return {request, preview: `Redeems ${formatEther(shares)} shares for about ${formatEther(assets)} ${currency}.`};
}
