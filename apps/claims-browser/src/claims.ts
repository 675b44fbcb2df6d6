import {useInfiniteQuery, useQueryClient} from '@tanstack/react-query';
import {graphqlUrl} from './config';

/** A GraphQL POST; an `errors` answer throws, so TanStack Query shows it and retries like a network failure. */
export async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data?: T; errors?: {message: string}[]};
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  if (!body.data) throw new Error(`GraphQL answered ${response.status} without data`);
  return body.data;
}

const CLAIMS = `
  query Claims($limit: Int!, $offset: Int!) {
    atoms(order_by: [{created_at: desc}, {term_id: desc}], limit: $limit, offset: $offset) {
      term_id
      label
    }
    triples(order_by: [{created_at: desc}, {term_id: desc}], limit: $limit, offset: $offset) {
      term_id
      subject { label }
      predicate { label }
      object { label }
      term { vaults(where: {curve_id: {_eq: "1"}}) { total_shares position_count } }
    }
  }
`;

export interface Triple {
  term_id: `0x${string}`;
  subject: {label: string | null};
  predicate: {label: string | null};
  object: {label: string | null};
  term: {vaults: {total_shares: string; position_count: number}[]};
}
interface Page {
  atoms: {term_id: `0x${string}`; label: string | null}[];
  triples: Triple[];
}

/**
 * Rows per request: lists are read a page at a time with limit/offset and "Load more", so no request asks for a
 * whole table and the first rows arrive quickly.
 */
export const PAGE_SIZE = 20;

/** Every query of this app starts with this key, so one invalidation refreshes them all after a write. */
export const claimsKey = ['claims'] as const;

export function useClaims() {
  return useInfiniteQuery({
    queryKey: [...claimsKey, graphqlUrl],
    queryFn: ({pageParam}) => graphql<Page>(CLAIMS, {limit: PAGE_SIZE, offset: pageParam}),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.atoms.length === PAGE_SIZE || last.triples.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined,
    staleTime: 30_000,
  });
}

const INDEXED = `
  query Indexed($hash: String!) {
    events(where: {transaction_hash: {_eq: $hash}}, limit: 1) { id }
  }
`;

/** wagmi's key for every useReadContract query starts with this; the rest is chain id, contract, function, args. */
export const chainReadsKey = ['readContract'] as const;

/**
 * After a receipt: chain reads are stale at once, so they are invalidated first. GraphQL lists are not: the
 * indexer has the write only once it has processed the block, so this asks it for an event row with the
 * transaction's hash once a second, and invalidates the lists only then, so the refetch reads an index that
 * includes the write.
 */
export function useAfterWrite() {
  const queryClient = useQueryClient();
  return async (hash: `0x${string}`, timeoutMs = 60_000) => {
    await queryClient.invalidateQueries({queryKey: chainReadsKey});
    const started = Date.now();
    for (;;) {
      const {events} = await graphql<{events: unknown[]}>(INDEXED, {hash});
      if (events.length > 0) break;
      if (Date.now() - started > timeoutMs) throw new Error('The indexer has not caught up after 60 s; try Refresh.');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await queryClient.invalidateQueries({queryKey: claimsKey});
  };
}
