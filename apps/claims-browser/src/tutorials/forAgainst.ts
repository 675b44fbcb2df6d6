import {calculateCounterTripleId} from '@0xintuition/sdk';
import {useQuery} from '@tanstack/react-query';
import {formatEther, type Hex} from 'viem';
import {claimsKey, graphql} from '../claims';
import {currency, graphqlUrl} from '../config';
import type {WriteContext} from '../writes/types';
import {BOTH_SIDES, contract, CURVE, simulate, type BothSides, type Ready, type Vault} from './vaults';

export {CURVE, prepareStake} from './vaults';

/**
 * One claim and both of its sides: the triple's own vault (For) and its counter-triple's vault (Against), each on
 * curve 1. The counter-triple's id is computed from the triple's id, the same way the contract does.
 */
const CLAIM = `
  query Claim($id: String!) {
    triples(where: {term_id: {_eq: $id}}, limit: 1) {
      subject { label }
      predicate { label }
      object { label }${BOTH_SIDES}
    }
  }
`;
interface Row extends BothSides {
  subject: {label: string | null};
  predicate: {label: string | null};
  object: {label: string | null};
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
