import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {MultiVaultAbi, multiVaultGetAtomCost, multiVaultGetTripleCost} from '@0xintuition/protocol';
import {getAddress, parseEther, toHex, type Address, type Hex} from 'viem';
import {expect, type Protocol} from './fixtures';
import {send} from './support';

/**
 * The follow the social-graph recipes (docs/developer-tools/graphql-api/cookbook/social-graph-functions.md) read
 * in tests/chain/cookbook.spec.ts: the reader stakes on `[https://schema.org/Thing] [https://schema.org/FollowAction]
 * [other account]`, the claim the indexer's `following()` reads, and the page's promises below are checked from
 * contract reads and logs, never from the local indexer.
 */
export interface FollowSeed {
  readonly reader: Address;
  readonly followed: Address;
  readonly claim: Hex;
  readonly thing: Hex;
  readonly follow: Hex;
}

let protocolRef: Protocol | undefined;
let seeded: FollowSeed | undefined;

export async function seedFollow(protocol: Protocol, reader: Address, followed: Address): Promise<FollowSeed> {
  protocolRef = protocol;
  const exists = (id: Hex) =>
    protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'isTermCreated',
      args: [id],
    });
  const config = {
    address: protocol.multiVault,
    publicClient: protocol.publicClient,
    walletClient: protocol.walletClient,
  };
  const atomCost = await multiVaultGetAtomCost(config);
  const [thing, follow, account] = ['https://schema.org/Thing', 'https://schema.org/FollowAction', followed].map(
    (data) => ({data: toHex(data), id: calculateAtomId(toHex(data))}),
  ) as [{data: Hex; id: Hex}, {data: Hex; id: Hex}, {data: Hex; id: Hex}];
  for (const atom of [thing, follow, account])
    if (!(await exists(atom.id))) await send(protocol, 'createAtoms', [[atom.data], [atomCost]], atomCost);
  const claim = calculateTripleId(thing.id, follow.id, account.id);
  if (!(await exists(claim))) {
    const tripleCost = await multiVaultGetTripleCost(config);
    await send(protocol, 'createTriples', [[thing.id], [follow.id], [account.id], [tripleCost]], tripleCost);
  }
  await send(protocol, 'deposit', [getAddress(reader), claim, 1n, 0n], parseEther('0.5'));
  seeded = {reader, followed, claim, thing: thing.id, follow: follow.id};
  return seeded;
}

type Rows = Array<Record<string, unknown>>;

async function chainFollows(): Promise<{followed: Set<string>; heldBy: (account: string) => Promise<Set<string>>}> {
  const protocol = protocolRef!;
  const {reader, thing, follow} = seeded!;
  const deposits = await protocol.publicClient.getContractEvents({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    eventName: 'Deposited',
    fromBlock: 0n,
  });
  const triples = await protocol.publicClient.getContractEvents({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    eventName: 'TripleCreated',
    fromBlock: 0n,
  });
  const atoms = await protocol.publicClient.getContractEvents({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    eventName: 'AtomCreated',
    fromBlock: 0n,
  });
  const dataOf = new Map(atoms.map((log) => [log.args.termId, log.args.atomData]));
  // The follow claims the reader ever received a deposit on (For side), with an address atom as object.
  const followed = new Set<string>();
  for (const log of triples) {
    const {termId, subjectId, predicateId, objectId} = log.args;
    if (subjectId !== thing || predicateId !== follow) continue;
    if (!deposits.some((d) => d.args.termId === termId && getAddress(d.args.receiver!) === reader)) continue;
    followed.add(getAddress(Buffer.from(dataOf.get(objectId!)!.slice(2), 'hex').toString('utf8')));
  }
  const heldBy = async (account: string) => {
    const keys = new Set<string>();
    for (const d of deposits.filter((log) => getAddress(log.args.receiver!) === account)) {
      const shares = await protocol.publicClient.readContract({
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        functionName: 'getShares',
        args: [account as Address, d.args.termId!, d.args.curveId!],
      });
      if (shares > 0n) keys.add(`${account}|${d.args.termId}|${d.args.curveId}`);
    }
    return keys;
  };
  return {followed, heldBy};
}

/** The accounts the seeded reader follows, from the chain's logs (as following() lists them). */
export async function followedAccounts(): Promise<Set<string>> {
  return (await chainFollows()).followed;
}

/** What social-graph-functions.md promises of each recipe, checked on the chain. */
export const socialPromises: Record<
  string,
  (data: Record<string, unknown>, truth: unknown, variables: Record<string, unknown>) => Promise<void>
> = {
  WhoIFollow: async (data) => {
    const {followed} = await chainFollows();
    const listed = (data.following as Rows).map((row) => row.id);
    expect(listed, 'every account the reader follows, once each, by id').toEqual([...followed].sort());
    expect(listed).toContain(seeded!.followed);
    expect(
      (data.following_aggregate as {aggregate: {count: number}}).aggregate.count,
      'distinct followed accounts',
    ).toBe(followed.size);
  },
  CircleStakes: async (data, _truth, variables) => {
    const {followed, heldBy} = await chainFollows();
    const open = new Set<string>();
    for (const account of followed) for (const key of await heldBy(account)) open.add(key);
    const listed = (data.positions_from_following as Rows).map(
      (row) => `${getAddress(String(row.account_id))}|${row.term_id}|${row.curve_id}`,
    );
    expect(new Set(listed).size, 'no position twice').toBe(listed.length);
    expect(listed.length, 'the open positions of the followed accounts, up to the limit').toBe(
      Math.min(open.size, Number(variables.limit)),
    );
    for (const key of listed) expect(open, `${key} is an open position of a followed account`).toContain(key);
    const shares = (data.positions_from_following as Rows).map((row) => BigInt(String(row.shares)));
    expect(shares, 'largest first').toEqual([...shares].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  },
  WhoBelievesThis: async (data, _truth, variables) => {
    const protocol = protocolRef!;
    const addresses = String(variables.addresses).slice(1, -1).split(',');
    const listed = data.search_positions_on_subject as Rows;
    // The subjects that carry every requested claim: triples whose predicate and object atoms hold that data.
    const triples = await protocol.publicClient.getContractEvents({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      eventName: 'TripleCreated',
      fromBlock: 0n,
    });
    const pairs = (variables.claims as Array<Record<string, string>>).flatMap((o) => Object.entries(o));
    const subjects = new Set(
      triples
        .filter((log) =>
          pairs.some(
            ([key, value]) =>
              log.args.predicateId === calculateAtomId(toHex(key)) &&
              log.args.objectId === calculateAtomId(toHex(value)),
          ),
        )
        .map((log) => log.args.subjectId),
    );
    const subjectOf = new Map(triples.map((log) => [log.args.termId, log.args.subjectId]));
    expect(listed.length, 'the seeded claim has a position of the listed accounts').toBeGreaterThan(0);
    for (const row of listed) {
      expect(addresses, 'only the listed accounts').toContain(row.account_id);
      expect(subjects, 'a claim about a subject that carries the requested claims').toContain(
        subjectOf.get(row.term_id as Hex),
      );
      const shares = await protocol.publicClient.readContract({
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        functionName: 'getShares',
        args: [row.account_id as Address, row.term_id as Hex, 1n],
      });
      expect(shares, 'shares as the chain holds them').toBe(BigInt(String(row.shares)));
    }
  },
};
