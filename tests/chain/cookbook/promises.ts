import path from 'node:path';
import {getAddress} from 'viem';
import {expect} from '../fixtures';
import {followedAccounts, socialPromises} from '../socialSeed';
import {big} from './checks';
import type {Operation} from './operations';
import type {Seeds} from './seed';
import {eventId, type Truth} from './truth';

// What the pages promise beyond "every row is the chain's": order, counts, and the seeded rows being there.

type Rows = Array<Record<string, unknown>>;
const rows = (data: Record<string, unknown>, key: string) => data[key] as Rows;
const count = (data: Record<string, unknown>, key: string) =>
  (data[key] as {aggregate: {count: number}}).aggregate.count;
const ids = (list: Rows, key = 'term_id') => list.map((row) => row[key]);
/** The one "largest first" comparator for bigints: Number(b - a) would lose precision on 18-decimal values. */
const largestFirst = (a: bigint, b: bigint) => (b > a ? 1 : b < a ? -1 : 0);
/** Largest first, for a value-only order: ties stay as the API returned them (expectRanked adds a key tie-break). */
const descending = (values: readonly bigint[]) => [...values].sort(largestFirst);
/**
 * A ranking in the order its recipe asks for: the value descending, then the row's own key ascending (the
 * rankings page's tie-break; term ids are lower-case hex of one length, so text order is numeric order).
 */
function expectRanked(list: Rows, value: (row: Rows[number]) => bigint, key: string): void {
  const ranked = [...list].sort(
    (a, b) => largestFirst(value(a), value(b)) || (String(a[key]) < String(b[key]) ? -1 : 1),
  );
  expect(ids(list, key), `ranked by value, ties by ${key}`).toEqual(ids(ranked, key));
}
/** Newest first; rows of one block keep their log order (the API leaves ties unordered, the indexer keeps log order). */
const byTime = <T extends {created_at: string; blockNumber: bigint; logIndex: number}>(list: readonly T[]) =>
  [...list]
    .sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

// The keyset pages' order: newest first, ties (one block) by term_id descending (pagination-and-counts.md).
const byTimeThenId = <T extends {created_at: string; args: {termId?: unknown}}>(list: readonly T[]) =>
  [...list].sort((a, b) =>
    a.created_at !== b.created_at
      ? a.created_at < b.created_at
        ? 1
        : -1
      : String(b.args.termId) < String(a.args.termId)
        ? -1
        : String(b.args.termId) > String(a.args.termId)
          ? 1
          : 0,
  );

/** The `signals` logs (truth.signalLogs) of the senders `sender` accepts. */
const signalsSentBy = async (truth: Truth, sender: (address: string) => boolean) =>
  (await truth.signalLogs()).filter((log) => sender(getAddress(log.args.sender as string)));

export type PagePromise = (
  data: Record<string, unknown>,
  truth: Truth,
  variables: Record<string, unknown>,
) => Promise<void>;

/** What each page promises of its operations, keyed by operation name or `page.md#Name`, for the seeded chain. */
/** `term|curve` of every position `account` holds shares in now, from its Deposited logs and getShares. */
async function openPositions(truth: Truth, account: string): Promise<string[]> {
  const terms = [
    ...new Set(
      (await truth.events('Deposited'))
        .filter((log) => getAddress(log.args.receiver as string) === account)
        .map((log) => log.args.termId as string),
    ),
  ];
  const open: string[] = [];
  for (const term of terms)
    for (const curve of [1n, 2n]) if ((await truth.shares(account, term, curve)) > 0n) open.push(`${term}|${curve}`);
  return open;
}

export function pagePromises(seeds: Seeds): Record<string, PagePromise> {
  return {
    NewestAtoms: async (data, truth) => {
      const newest = byTime(await truth.events('AtomCreated'))
        .slice(0, 20)
        .map((log) => log.args.termId);
      expect(ids(rows(data, 'atoms')), 'the newest atoms, newest first').toEqual(newest);
    },
    LimitedNesting: async (data, truth) => {
      const atoms = rows(data, 'atoms');
      expect(ids(atoms)).toEqual(
        byTime(await truth.events('AtomCreated'))
          .slice(0, 10)
          .map((log) => log.args.termId),
      );
      for (const atom of atoms) {
        const shares = (atom.positions as Rows).map((p) => big(p.shares));
        expect(shares.length).toBeLessThanOrEqual(3);
        expect(shares, 'largest positions first').toEqual(descending(shares));
      }
      const subject = atoms.find((atom) => atom.term_id === seeds.subject);
      if (subject)
        expect((subject.positions as Rows).map((p) => p.account_id)).toEqual(
          expect.arrayContaining([seeds.reader, seeds.otherAccount]),
        );
    },
    AtomsPage: async (data, truth, variables) => {
      const all = byTimeThenId(await truth.events('AtomCreated')).map((log) => log.args.termId);
      expect(count(data, 'atoms_aggregate')).toBe(all.length);
      expect(ids(rows(data, 'atoms'))).toEqual(
        all.slice(variables.offset as number, (variables.offset as number) + (variables.limit as number)),
      );
    },
    AtomsBefore: async (data, truth) => {
      expect(ids(rows(data, 'atoms'))).toEqual(
        byTimeThenId(await truth.events('AtomCreated'))
          .slice(0, 20)
          .map((log) => log.args.termId),
      );
    },
    'atoms.md#FindAtomByData': async (data) => expect(ids(rows(data, 'atoms'))).toEqual([seeds.subject]),
    ThingAtoms: async (data) => expect(ids(rows(data, 'atoms'))).toContain(seeds.thing),
    AtomsOfType: async (data, truth) => {
      const newest = byTime(await truth.events('AtomCreated'));
      const types = await Promise.all(newest.map((log) => truth.atomType(log.args.termId as string)));
      expect(ids(rows(data, 'atoms')), 'the newest atoms of the type').toEqual(
        newest
          .filter((_, index) => types[index] === 'TextObject')
          .slice(0, 20)
          .map((log) => log.args.termId),
      );
    },
    AtomsWithClaimCounts: async (data, truth) => {
      const atoms = rows(data, 'atoms');
      expect(ids(atoms)).toEqual(
        byTimeThenId(await truth.events('AtomCreated'))
          .slice(0, 10)
          .map((log) => log.args.termId),
      );
      const triples = await truth.events('TripleCreated');
      for (const atom of atoms) {
        const counts = atom as {
          as_subject_triples_aggregate: {aggregate: {count: number}};
          positions_aggregate: {aggregate: {count: number}};
        };
        expect(counts.as_subject_triples_aggregate.aggregate.count, `${atom.label} as subject`).toBe(
          triples.filter((log) => log.args.subjectId === atom.term_id).length,
        );
        expect(counts.positions_aggregate.aggregate.count, `${atom.label} holders`).toBe(
          (await truth.holders(atom.term_id as string)).length,
        );
      }
    },
    AtomsOfTypes: async (data) =>
      expect(ids(rows(data, 'atoms'))).toEqual(
        expect.arrayContaining([seeds.subject, seeds.predicate, seeds.object, seeds.other]),
      ),
    CountByType: async (data, truth) => {
      const types = await Promise.all(
        (await truth.events('AtomCreated')).map((log) => truth.atomType(log.args.termId as string)),
      );
      expect(count(data, 'atoms_aggregate')).toBe(types.filter((type) => type === 'TextObject').length);
    },
    AtomTypeCounts: async (data, truth) => {
      const types = await Promise.all(
        (await truth.events('AtomCreated')).map((log) => truth.atomType(log.args.termId as string)),
      );
      for (const [alias, type] of [
        ['things', 'Thing'],
        ['persons', 'Person'],
        ['organizations', 'Organization'],
        ['accounts', 'Account'],
      ]) {
        expect(count(data, alias!), alias).toBe(types.filter((t) => t === type).length);
      }
    },
    AccountAtoms: async (data, truth) => {
      // The reader's atoms from the chain's own logs (other checks in this file, the social-graph seed among them, create
      // atoms as the reader too), newest first by created_at: ties inside one block have no order the page promises.
      const atoms = rows(data, 'atoms');
      const created = (await truth.events('AtomCreated'))
        .filter((log) => getAddress(log.args.creator as string) === seeds.reader)
        .map((log) => log.args.termId as string);
      expect(created.length, 'the reader created fewer atoms than the page asks for').toBeLessThanOrEqual(10);
      expect(ids(atoms).sort(), "the reader's atoms").toEqual([...created].sort());
      const times = atoms.map((atom) => Date.parse(String(atom.created_at)));
      expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a));
      expect(ids(atoms)).toContain(seeds.subject);
      expect(ids(atoms)).not.toContain(seeds.other);
    },
    CreatorAtomsOfType: async (data) =>
      expect(ids(rows(data, 'atoms')).slice(0, 3)).toEqual([seeds.object, seeds.predicate, seeds.subject]),
    AtomsByLabel: async (data) => {
      const found = ids(rows(data, 'atoms'));
      expect(found.sort()).toEqual([seeds.subject, seeds.predicate, seeds.object, seeds.other, seeds.thing].sort());
    },
    AccountCounts: async (data, truth) => {
      const account = data.account as Record<string, {aggregate: {count: number}}>;
      const atoms = (await truth.events('AtomCreated')).filter(
        (log) => getAddress(log.args.creator as string) === seeds.reader,
      ).length;
      const triples = (await truth.events('TripleCreated')).filter(
        (log) => getAddress(log.args.creator as string) === seeds.reader,
      ).length;
      expect(account.atoms_aggregate!.aggregate.count).toBe(atoms);
      expect(account.triples_aggregate!.aggregate.count).toBe(triples);
      const terms = [
        ...new Set(
          (await truth.events('Deposited'))
            .filter((log) => getAddress(log.args.receiver as string) === seeds.reader)
            .map((log) => log.args.termId as string),
        ),
      ];
      let open = 0;
      for (const term of terms)
        for (const curve of [1n, 2n]) if ((await truth.shares(seeds.reader, term, curve)) > 0n) open++;
      expect(account.positions_aggregate!.aggregate.count).toBe(open);
    },
    AccountProfile: async (data) => expect((data.account as {id: string}).id).toBe(seeds.reader),
    AccountsByPositions: async (data) => {
      const counts = rows(data, 'accounts').map(
        (row) => (row.positions_aggregate as {aggregate: {count: number}}).aggregate.count,
      );
      expect(counts, 'most positions first').toEqual([...counts].sort((a, b) => b - a));
      expect(ids(rows(data, 'accounts'), 'id')).toEqual(expect.arrayContaining([seeds.reader, seeds.otherAccount]));
    },
    MostActiveCreators: async (data, truth) => {
      const creators = new Map<string, number>();
      for (const log of await truth.events('AtomCreated'))
        creators.set(
          getAddress(log.args.creator as string),
          (creators.get(getAddress(log.args.creator as string)) ?? 0) + 1,
        );
      const list = rows(data, 'accounts');
      for (const row of list)
        expect((row.atoms_aggregate as {aggregate: {count: number}}).aggregate.count, row.id as string).toBe(
          creators.get(row.id as string) ?? 0,
        );
      expect(list[0]!.id, 'the account that created most atoms first').toBe(
        [...creators.entries()].sort((a, b) => b[1] - a[1])[0]![0],
      );
    },
    RecentDeposits: async (data, truth) => {
      expect(ids(rows(data, 'deposits'), 'id')).toEqual(
        byTime(await truth.events('Deposited'))
          .slice(0, 20)
          .map(eventId),
      );
    },
    RecentRedemptions: async (data, truth) => {
      expect(ids(rows(data, 'redemptions'), 'id')).toEqual(
        byTime(await truth.events('Redeemed'))
          .slice(0, 20)
          .map(eventId),
      );
    },
    // reads.md: the reader's newest 20 signals; architecture.md: the signals of one deposit transaction;
    // social-graph-functions.md: the circle's newest. Each a deposit (assets after fees > 0) or redemption log of
    // the account as sender, newest first, told apart by deposit_id/redemption_id.
    RecentSignals: async (data, truth) => {
      const mine = byTime(await signalsSentBy(truth, (sender) => sender === seeds.reader)).slice(0, 20);
      expect(rows(data, 'signals').map((row) => row.deposit_id ?? row.redemption_id)).toEqual(mine.map(eventId));
      expect(
        rows(data, 'signals').some((row) => row.redemption_id !== null),
        "the reader's redemption is among its signals",
      ).toBe(true);
    },
    DepositTrail: async (data, truth, variables) => {
      const trail = (await truth.signalLogs()).filter((log) => log.transactionHash === variables.tx);
      expect(trail.length, 'the deposit transaction signals').toBeGreaterThan(0);
      expect(rows(data, 'signals').map((row) => row.account_id)).toEqual(
        trail.map((log) => getAddress(log.args.sender as string)),
      );
    },
    CircleActivity: async (data, truth, variables) => {
      const followed = await followedAccounts();
      const circle = byTime(await signalsSentBy(truth, (sender) => followed.has(sender))).slice(
        0,
        Number(variables.limit),
      );
      expect(circle.length, 'the followed account has signals').toBeGreaterThan(0);
      expect(ids(rows(data, 'signals_from_following'), 'id')).toEqual(circle.map(eventId));
    },
    AccountDeposits: async (data, truth) => {
      const mine = byTime(
        (await truth.events('Deposited')).filter((log) => getAddress(log.args.sender as string) === seeds.reader),
      ).slice(0, 20);
      expect(rows(data, 'deposits').map((row) => row.shares)).toEqual(mine.map((log) => String(log.args.shares)));
      const withTriple = rows(data, 'deposits').find((row) => (row.term as {atom: unknown}).atom === null);
      if (withTriple) expect((withTriple.term as {triple: unknown}).triple).not.toBeNull();
    },
    VaultActivity: async (data, truth) => {
      const deposits = byTime(
        (await truth.events('Deposited')).filter((log) => log.args.termId === seeds.subject),
      ).slice(0, 10);
      expect(rows(data, 'deposits').map((row) => row.shares)).toEqual(deposits.map((log) => String(log.args.shares)));
      const redemptions = byTime(
        (await truth.events('Redeemed')).filter((log) => log.args.termId === seeds.subject),
      ).slice(0, 10);
      expect(rows(data, 'redemptions').map((row) => row.shares)).toEqual(
        redemptions.map((log) => String(log.args.shares)),
      );
      expect(redemptions.length).toBeGreaterThan(0);
    },
    AccountTotals: async (data, truth) => {
      const deposits = (await truth.events('Deposited')).filter(
        (log) => getAddress(log.args.sender as string) === seeds.reader,
      );
      const redemptions = (await truth.events('Redeemed')).filter(
        (log) => getAddress(log.args.sender as string) === seeds.reader,
      );
      const totals = data as Record<string, {aggregate: {count: number; sum: Record<string, string>}}>;
      expect(totals.deposits_aggregate!.aggregate.count).toBe(deposits.length);
      expect(big(totals.deposits_aggregate!.aggregate.sum.assets_after_fees)).toBe(
        deposits.reduce((sum, log) => sum + (log.args.assetsAfterFees as bigint), 0n),
      );
      expect(totals.redemptions_aggregate!.aggregate.count).toBe(redemptions.length);
      expect(big(totals.redemptions_aggregate!.aggregate.sum.assets)).toBe(
        redemptions.reduce((sum, log) => sum + (log.args.assets as bigint), 0n),
      );
    },
    DepositsInWindow: async (data, truth) => {
      const inWindow = (await truth.events('Deposited')).filter((log) => log.created_at >= seeds.started);
      expect(rows(data, 'deposits').length).toBe(Math.min(100, inWindow.length));
      const times = rows(data, 'deposits').map((row) => row.created_at as string);
      expect(times, 'oldest first').toEqual([...times].sort());
    },
    EventFeed: async (data, truth) => {
      const all = byTime(
        (
          await Promise.all(
            (['AtomCreated', 'TripleCreated', 'Deposited', 'Redeemed'] as const).map((name) => truth.events(name)),
          )
        ).flat(),
      );
      expect(ids(rows(data, 'events'), 'id')).toEqual(all.slice(0, 20).map(eventId));
    },
    RootFiltered: async (data, truth) => {
      const held = await truth.holders(seeds.subject);
      expect(held).toContain(`${seeds.reader}|1`);
      expect(ids(rows(data, 'positions'))).toContain(seeds.subject);
    },
    Batched: async (data, truth) => {
      expect(count(data, 'holders')).toBe((await truth.holders(seeds.subject)).length);
      const latest = byTime((await truth.events('Deposited')).filter((log) => log.args.termId === seeds.subject)).slice(
        0,
        5,
      );
      expect(rows(data, 'latest').map((row) => row.assets_after_fees)).toEqual(
        latest.map((log) => String(log.args.assetsAfterFees)),
      );
    },
    VaultHolders: async (data, truth) => {
      const list = rows(data, 'positions');
      expect(list.map((row) => (row.account as {id: string}).id).sort()).toEqual(
        (await truth.holders(seeds.subject, 1n)).map((key) => key.split('|')[0]).sort(),
      );
      expect(list[0]!.account, 'the other account deposited more').toMatchObject({id: seeds.otherAccount});
    },
    VaultHolderCount: async (data, truth) => {
      const held = await truth.holders(seeds.subject);
      expect(count(data, 'positions_aggregate')).toBe(held.length);
      let sum = 0n;
      for (const key of held) sum += await truth.shares(key.split('|')[0]!, seeds.subject, BigInt(key.split('|')[1]!));
      expect(big((data.positions_aggregate as {aggregate: {sum: {shares: string}}}).aggregate.sum.shares)).toBe(sum);
    },
    AccountPositions: async (data, truth) => {
      const shares = rows(data, 'positions').map((row) => big(row.shares));
      expect(shares, 'largest first').toEqual(descending(shares));
      const open = await openPositions(truth, seeds.reader);
      expect(
        rows(data, 'positions')
          .map((row) => `${row.term_id}|${row.curve_id}`)
          .sort(),
        'every open position of the reader',
      ).toEqual(open.slice(0, 50).sort());
      expect(open).toContain(`${seeds.subject}|1`);
    },
    AccountAtomPositions: async (data) => {
      const atoms = rows(data, 'positions').map((row) => (row.term as {atom: {term_id: string}}).atom.term_id);
      expect(atoms).toContain(seeds.subject);
      expect(atoms).not.toContain(seeds.triple);
    },
    AccountHoldsVault: async (data, truth) => {
      const held = [1n, 2n].map((curve) => truth.shares(seeds.reader, seeds.subject, curve));
      expect(
        rows(data, 'positions').map((row) => `${row.curve_id}:${row.shares}`),
        'one row per curve the reader holds',
      ).toEqual((await Promise.all(held)).map((shares, index) => `${index + 1}:${shares}`));
    },
    VaultsByHolders: async (data) => {
      const counts = rows(data, 'vaults').map((row) => row.position_count as number);
      expect(counts, 'most holders first').toEqual([...counts].sort((a, b) => b - a));
    },
    VaultsToChart: async (data) => {
      const counts = rows(data, 'vaults').map((row) => row.position_count as number);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    },
    MostHeldAtoms: async (data, truth) => {
      expectRanked(rows(data, 'vaults'), (row) => BigInt(row.position_count as number), 'term_id');
      for (const row of rows(data, 'vaults')) expect(await truth.isAtom(row.term_id as string)).toBe(true);
    },
    TopAtoms: async (data) => {
      expectRanked(rows(data, 'terms'), (row) => big(row.total_market_cap), 'id');
    },
    TopClaims: async (data) => {
      expectRanked(rows(data, 'triple_terms'), (row) => big(row.total_market_cap), 'term_id');
      expect(ids(rows(data, 'triple_terms'))).toContain(seeds.triple);
    },
    NewestTriples: async (data, truth) => {
      expect(ids(rows(data, 'triples'))).toEqual(
        byTime(await truth.events('TripleCreated'))
          .slice(0, 20)
          .map((log) => log.args.termId),
      );
    },
    TriplesByPredicate: async (data) => expect(ids(rows(data, 'triples'))).toEqual([seeds.triple]),
    TriplesByObject: async (data) => expect(ids(rows(data, 'triples'))).toEqual([seeds.triple]),
    SubjectsForPredicateObject: async (data, truth) => {
      const [triple] = rows(data, 'triples');
      expect(triple?.term_id).toBe(seeds.triple);
      const vaults = (triple!.term as {vaults: Rows}).vaults;
      expect(vaults.map((vault) => big(vault.total_assets))).toEqual([(await truth.vault(seeds.triple, 1n))[0]]);
    },
    TopObjectsForPredicate: async (data, truth) => {
      const [entry] = rows(data, 'predicate_objects');
      expect((entry!.object as {term_id: string}).term_id).toBe(seeds.object);
      expect(big(entry!.triple_count)).toBe(1n);
      expect(big(entry!.total_market_cap)).toBe(
        (await truth.marketCap(seeds.triple)) + (await truth.marketCap(truth.counter(seeds.triple))),
      );
    },
    PredicatesForSubject: async (data) => {
      const [entry] = rows(data, 'subject_predicates');
      expect((entry!.predicate as {term_id: string}).term_id).toBe(seeds.predicate);
      expect(big(entry!.triple_count)).toBe(1n);
    },
    SubjectClaimsByText: async (data) => expect(ids(rows(data, 'triples'))).toEqual([seeds.triple]),
    SharePriceChanges: async (data, truth) => {
      const changes = byTime(
        (await truth.events('SharePriceChanged')).filter(
          (log) => log.args.termId === seeds.subject && log.args.curveId === 1n,
        ),
      );
      expect(rows(data, 'share_price_changes').map((row) => row.share_price)).toEqual(
        changes.slice(0, 100).map((log) => String(log.args.sharePrice)),
      );
    },
    DailyPrice: async (data) => expect(rows(data, 'share_price_change_stats_daily').length).toBeGreaterThan(0),
    HourlyPrice: async (data) => {
      const buckets = rows(data, 'share_price_change_stats_hourly').map((row) => row.bucket as string);
      expect(buckets.length).toBeGreaterThan(0);
      expect(buckets, 'oldest first').toEqual([...buckets].sort());
    },
    DailyMovers: async (data) => {
      const differences = rows(data, 'share_price_change_stats_daily').map((row) => big(row.difference));
      expect(differences.length).toBeGreaterThan(0);
      expect(differences).toEqual(descending(differences));
    },
    ComputedCounts: async (data, truth) => {
      expect(count(data, 'deposits_aggregate')).toBe((await truth.events('Deposited')).length);
      const vaults = new Set(
        (await truth.events('SharePriceChanged')).map((log) => `${log.args.termId}|${log.args.curveId}`),
      );
      expect(count(data, 'vaults_aggregate')).toBe(vaults.size);
    },
    StreamTermDeposits: async (data, truth, variables) => {
      // The first answer: the term's deposits from the cursor's block on, in chain order (block, then log index). Over
      // HTTP the indexer answers from the initial value inclusive (harness/indexer.ts); streams then go strictly past.
      const after = (await truth.events('Deposited'))
        .filter((log) => log.blockNumber >= BigInt(variables.fromBlock as string))
        .filter((log) => log.args.termId === variables.termId)
        .sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
        .slice(0, 50);
      expect(after.length, 'the seeding deposits on the term').toBeGreaterThan(1);
      expect(
        rows(data, 'deposits_stream').map((row) => `${row.block_number}:${row.log_index} ${row.assets_after_fees}`),
      ).toEqual(after.map((log) => `${log.blockNumber}:${log.logIndex} ${String(log.args.assetsAfterFees)}`));
    },
    StreamAtoms: async (data, truth, variables) => {
      const after = (await truth.events('AtomCreated'))
        .filter((log) => log.blockNumber >= BigInt(variables.fromBlock as string))
        .sort((a, b) => Number(a.blockNumber - b.blockNumber) || a.logIndex - b.logIndex)
        .slice(0, 10);
      expect(ids(rows(data, 'atoms_stream'))).toEqual(after.map((log) => log.args.termId));
      expect(ids(rows(data, 'atoms_stream'))).toContain(seeds.subject);
    },
    WatchVault: async (data, truth) => {
      const [totalAssets] = await truth.vault(seeds.subject, 1n);
      expect(big((data.vault as {total_assets: string}).total_assets)).toBe(totalAssets);
    },
    LatestDeposits: async (data, truth) => {
      expect(rows(data, 'deposits').map((row) => row.assets_after_fees)).toEqual(
        byTime(await truth.events('Deposited'))
          .slice(0, 10)
          .map((log) => String(log.args.assetsAfterFees)),
      );
    },
    IndexerFreshness: async (data) => {
      const [stats] = rows(data, 'stats');
      expect(Number(stats!.last_processed_block_number)).toBeGreaterThan(0);
    },
    PortfolioWithValues: async (data, truth) => {
      const list = rows(data, 'positions_with_value');
      const values = list.map((row) => big(row.theoretical_value));
      expect(values, 'largest value first').toEqual(descending(values));
      const open = await openPositions(truth, seeds.reader);
      expect(
        list.map((row) => `${row.term_id}|${row.curve_id}`).sort(),
        'every open position of the reader, none closed',
      ).toEqual(open.slice(0, 50).sort());
      expect(open).toContain(`${seeds.subject}|1`);
    },
    PositionHistory: async (data, truth) => {
      const mine = [
        ...(await truth.events('Deposited')).filter(
          (log) => getAddress(log.args.receiver as string) === seeds.reader && log.args.termId === seeds.subject,
        ),
        ...(await truth.events('Redeemed')).filter(
          (log) => getAddress(log.args.sender as string) === seeds.reader && log.args.termId === seeds.subject,
        ),
      ].sort((a, b) => Number(b.blockNumber - a.blockNumber) || b.logIndex - a.logIndex);
      const delta = (log: (typeof mine)[number]) =>
        'assetsAfterFees' in log.args ? (log.args.shares as bigint) : -(log.args.shares as bigint);
      expect(
        mine.some((log) => delta(log) < 0n),
        'the seeded redemption is in the history',
      ).toBe(true);
      expect(
        rows(data, 'position_changes').map((row) => `${row.block_number} ${row.event_type} ${row.shares_delta}`),
        'newest first, one row per deposit received and redemption sent',
      ).toEqual(
        mine
          .slice(0, 50)
          .map((log) => `${log.blockNumber} ${'assetsAfterFees' in log.args ? 'deposit' : 'redemption'} ${delta(log)}`),
      );
      const totals = (data.totals as {aggregate: {count: number; sum: Record<string, string>}}).aggregate;
      expect(totals.count).toBe(mine.length);
      const held =
        (await truth.shares(seeds.reader, seeds.subject, 1n)) + (await truth.shares(seeds.reader, seeds.subject, 2n));
      expect(big(totals.sum.shares_delta), 'the summed deltas are the shares held (getShares, both curves)').toBe(held);
    },
    FeeDashboard: async (data, truth, variables) => {
      const logs = await truth.events('ProtocolFeeAccrued');
      const epoch = BigInt(variables.epoch as string);
      const inEpoch = logs.filter((log) => log.args.epoch === epoch);
      expect(inEpoch.length, 'the seeding accrued fees in this epoch').toBeGreaterThan(0);
      const sum = inEpoch.reduce((total, log) => total + (log.args.amount as bigint), 0n);
      const totals = (data.epoch as {aggregate: {count: number; sum: {amount: string}}}).aggregate;
      expect(totals.count).toBe(inEpoch.length);
      expect(big(totals.sum.amount)).toBe(sum);
      expect(big(totals.sum.amount), "the epoch's sum is the contract's accumulatedProtocolFees").toBe(
        await truth.accumulatedFees(epoch),
      );
      const newest = [...logs].sort(
        (a, b) => Number(b.blockNumber - a.blockNumber) || (eventId(b) > eventId(a) ? 1 : -1),
      );
      expect(rows(data, 'latest').map((row) => `${row.transaction_hash} ${row.amount}`)).toEqual(
        newest.slice(0, 20).map((log) => `${log.transactionHash} ${log.args.amount}`),
      );
    },
    ...socialPromises,
  };
}

/** What the page promises, for cookbook operations (names repeat on the older pages, with other shapes). */
export function promiseOf(op: Operation, promises: Record<string, PagePromise>) {
  return (
    promises[`${path.basename(op.page)}#${op.name}`] ?? (op.page.includes('/cookbook/') ? promises[op.name] : undefined)
  );
}
