import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {useQuery} from '@tanstack/react-query';
import {formatEther, toHex, type Hex} from 'viem';
import {claimsKey, graphql} from '../claims';
import {currency, graphqlUrl} from '../config';
import type {WriteContext} from '../writes/types';
import {BOTH_SIDES, contract, simulate, type BothSides, type Ready, type Vault} from './vaults';

export {prepareStake} from './vaults';

/** The predicate Portal shows as "has tag": an item is on a list when [item] [has tag] [list] exists. */
export const TAG = 'https://schema.org/keywords';
export const atomId = (text: string) => calculateAtomId(toHex(text));
export const entryId = (item: string, list: string) => calculateTripleId(atomId(item), atomId(TAG), atomId(list));

// The API returns at most 250 rows per request whatever `limit` says; a ranking needs every entry, so the entries
// are read a page at a time in a stable order until a short page comes back.
const PAGE = 250;
const ENTRIES = `
  query ListEntries($predicateId: String!, $listId: String!, $limit: Int!, $offset: Int!) {
    triples(
      where: {predicate_id: {_eq: $predicateId}, object_id: {_eq: $listId}}
      order_by: {term_id: asc}
      limit: $limit
      offset: $offset
    ) {
      term_id
      subject { label }${BOTH_SIDES}
    }
  }
`;
interface Entry extends BothSides {
  term_id: Hex;
  subject: {label: string | null};
}
export interface Ranked {
  termId: Hex;
  label: string;
  /** TRUST in the item's For vault minus TRUST in its Against (counter-triple) vault, in wei. */
  signal: bigint;
  holders: number;
}

/** The list's items, best first. */
export function rank(entries: Entry[]): Ranked[] {
  return entries
    .map((entry) => {
      const [pro, contra] = [entry.term, entry.counter_term].map(
        (t) => t.vaults[0] ?? {total_assets: '0', position_count: 0},
      ) as [Vault, Vault];
      return {
        termId: entry.term_id,
        label: entry.subject.label ?? entry.term_id,
        signal: BigInt(pro.total_assets) - BigInt(contra.total_assets),
        holders: pro.position_count + contra.position_count,
      };
    })
    .sort((a, b) => (a.signal === b.signal ? a.label.localeCompare(b.label) : a.signal > b.signal ? -1 : 1));
}

/**
 * The ranking through TanStack Query. The key starts with claimsKey, so the app's useAfterWrite reads it again once
 * the indexer has a transaction the reader sent from this view.
 */
export function useRanking(list: string) {
  return useQuery({
    queryKey: [...claimsKey, 'curated-list', graphqlUrl, list],
    queryFn: async () => {
      const entries: Entry[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await graphql<{triples: Entry[]}>(ENTRIES, {
          predicateId: atomId(TAG),
          listId: atomId(list),
          limit: PAGE,
          offset,
        });
        entries.push(...page.triples);
        if (page.triples.length < PAGE) return rank(entries);
      }
    },
    staleTime: 30_000,
  });
}

/**
 * One step of adding `item` to `list`, whichever is due: first the atoms nobody has created yet (the item, the
 * predicate, the list) in one transaction, then the entry triple. Both are created at exactly their cost, so adding
 * an item takes no position on it.
 */
export async function prepareAdd(ctx: WriteContext, list: string, item: string): Promise<Ready> {
  const text = item.trim();
  if (!text) throw new Error('Type the item first.');
  const isCreated = (id: Hex) =>
    ctx.publicClient.readContract({...contract, functionName: 'isTermCreated', args: [id]});
  const missing: string[] = [];
  for (const t of new Set([text, TAG, list])) if (!(await isCreated(atomId(t)))) missing.push(t);
  if (missing.length > 0) {
    const cost = await ctx.publicClient.readContract({...contract, functionName: 'getAtomCost'});
    const value = cost * BigInt(missing.length);
    const request = await simulate(ctx, {
      functionName: 'createAtoms',
      args: [missing.map((t) => toHex(t)), missing.map(() => cost)],
      value,
    });
    return {
      request,
      preview: `Step 1 of 2: creates the atoms ${missing.join(', ')} for ${formatEther(value)} ${currency}.`,
    };
  }
  if (await isCreated(entryId(text, list))) throw new Error(`${text} is on the list already.`);
  const cost = await ctx.publicClient.readContract({...contract, functionName: 'getTripleCost'});
  const request = await simulate(ctx, {
    functionName: 'createTriples',
    args: [[atomId(text)], [atomId(TAG)], [atomId(list)], [cost]],
    value: cost,
  });
  return {request, preview: `Step 2 of 2: puts ${text} on the list for ${formatEther(cost)} ${currency}.`};
}
