import path from 'node:path';
import {calculateAtomId, calculateCounterTripleId} from '@0xintuition/sdk';
import {MultiVaultAbi, multiVaultGetAtomCost, multiVaultGetTripleCost} from '@0xintuition/protocol';
import {
  getNamedType,
  GraphQLObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {
  createWalletClient,
  encodeFunctionData,
  getAddress,
  hexToString,
  http,
  parseEther,
  toHex,
  type Abi,
  type Address,
  type Hex,
  type WalletClient,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {extractCodeBlocks, fragmentMark, isGraphql, type CodeBlock} from '../../scripts/extract-snippets';
import {schemaMark} from '../../scripts/live-schema';
import {expect, test, type Protocol} from './fixtures';
import {atomType, hostedLabel, startIndexer, type Indexer, type IndexerAnswer} from './harness/indexer';
import {repoRoot} from './harness/runExample';
import {seedFollow, socialPromises} from './socialSeed';
import {percentOf, servedLiveRoots} from './harness/positionsAndFees';

/**
 * The GraphQL examples of the cookbook and the /graphql pages, run against a local indexer of the local chain
 * (harness/indexer.ts) and checked against the chain itself: every atom, triple, term, vault, position, account,
 * deposit, redemption and event in an answer is compared with what the contracts and their logs say (labels,
 * creators, ids, shares, assets, share prices, market caps, holder counts, timestamps), and the operations below
 * in `promises` are checked for what their page says they return (order, counts, the seeded rows).
 *
 * An operation is either chain-checked or listed in `notChainChecked` with the reason; the last test fails on an
 * operation in neither, and on a listed one that the indexer could in fact answer.
 */

const cookbookThing = {
  name: 'Cookbook orchard',
  description: 'A Thing the cookbook test pins locally.',
  image: 'https://example.com/orchard.png',
  url: 'https://example.com/orchard',
};
const labels = {
  subject: 'cookbook: Ethereum apple',
  predicate: 'cookbook: is a',
  object: 'cookbook: fruit',
  other: 'cookbook: banana',
};

/** Operations not run against the chain, with the reason (checked to hold below). */
const notChainChecked: Record<string, string> = {
  // Fields only the hosted API derives (off-chain resolution, full-text search, time-series jobs, fees by epoch).
  UnresolvedAtoms: "resolving_status and raw_data are the hosted resolver's state",
  SearchTerms: "search_term is the API's full-text search (Postgres ranking)",
  SearchTermCount: "search_term is the API's full-text search (Postgres ranking)",
  SearchFromFollowing: 'search_term_from_following needs the follow graph and full-text search',
  WatchTotals: "stats.total_positions is the hosted indexer's running total",
  ProtocolStats: "stats.total_signals and total_positions are the hosted indexer's running totals",
  'reads.md#VaultHolders': "stats.total_positions is the hosted indexer's running total",
  CurrentTotals: "stats.total_signals and total_positions are the hosted indexer's running totals",
  ProtocolGrowth: 'statHours is an hourly snapshot job of the hosted indexer',
  HourlyTotals: 'statHours is an hourly snapshot job of the hosted indexer',
  MarketCapDaily: 'term_total_state_change_stats_daily is a time-series job of the hosted indexer',
  SignalVolumeDaily: 'signal_stats_daily is a time-series job of the hosted indexer',
  DepositTrail:
    "signals is the API's signed union of deposits and redemptions (its delta columns are not on the chain)",
  RecentSignals:
    "signals is the API's signed union of deposits and redemptions (its delta columns are not on the chain)",
  AtomById: "resolving_status is the hosted resolver's state",
  CircleActivity: "signals_from_following reads signals, the API's signed union of deposits and redemptions",
};

/** Operations that run against the chain but whose filter only the hosted API's data can meet (checked to answer empty). */
const emptyLocally: Record<string, string> = {
  PeopleAndOrganizationsByAlice:
    'Person and Organization atoms come from the hosted resolver (the local IPFS pins Things only)',
};

/** Reasons that apply to whole groups. */
const liveReason =
  'a root field of the June 2026 API (PnL, charts, leaderboards, search, seasons) that the local indexer does not derive';

interface Operation {
  readonly block: CodeBlock;
  readonly name: string;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly variables: Record<string, unknown>;
  readonly page: string;
}

const operations: Operation[] = extractCodeBlocks(repoRoot)
  .filter((block) => isGraphql(block) && !fragmentMark(block.meta).isFragment)
  .flatMap((block) => {
    const document = parse(block.code);
    return document.definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        block,
        name: operation.name?.value ?? `${block.file}:${block.line}`,
        document,
        operation,
        variables: block.variables ? (JSON.parse(block.variables) as Record<string, unknown>) : {},
        page: block.file,
      }));
  });

function exclusion(op: Operation): string | undefined {
  if (schemaMark(op.block.meta) !== undefined && !servedLocally(op)) return liveReason;
  if (op.operation.operation === 'mutation')
    return 'a mutation (pinThing runs through the GraphQL stub in the example tests)';
  return listed(notChainChecked, op) ?? listed(emptyLocally, op);
}

/** A June 2026 operation whose every root field the local indexer derives (harness/positionsAndFees.ts). */
function servedLocally(op: Operation): boolean {
  return op.operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && servedLiveRoots.has(selection.name.value),
  );
}

/** An entry for `page.md#Name` (where names repeat across pages) or for the name alone. */
function listed<T>(table: Record<string, T>, op: Operation): T | undefined {
  return table[`${path.basename(op.page)}#${op.name}`] ?? table[op.name];
}

/** What the page promises, for cookbook operations (names repeat on the older pages, with other shapes). */
function promiseOf(op: Operation) {
  return (
    promises[`${path.basename(op.page)}#${op.name}`] ?? (op.page.includes('/cookbook/') ? promises[op.name] : undefined)
  );
}

interface Seeds {
  subject: Hex;
  predicate: Hex;
  object: Hex;
  other: Hex;
  triple: Hex;
  thing: Hex;
  deposit: Hex;
  started: string;
  /** The seeding's first block: the stream recipes start from it. */
  startBlock: string;
  /** The MultiVault's epoch after the seeding, whose protocol fees the fee dashboard reads. */
  epoch: string;
  reader: Address;
  otherAccount: Address;
}

let indexer: Indexer;
let seeds: Seeds;

async function sendAs(
  protocol: Protocol,
  wallet: WalletClient,
  functionName: string,
  args: readonly unknown[],
  value: bigint,
): Promise<Hex> {
  const data = encodeFunctionData({abi: MultiVaultAbi as Abi, functionName, args} as Parameters<
    typeof encodeFunctionData
  >[0]);
  const hash = await wallet.sendTransaction({
    account: wallet.account!,
    chain: protocol.chain,
    to: protocol.multiVault,
    data,
    value,
  });
  const receipt = await protocol.publicClient.waitForTransactionReceipt({hash});
  expect(receipt.status, `seed ${functionName}`).toBe('success');
  return hash;
}

/** Seeds the chain: three atoms and a triple from the reader, an atom from the other account, deposits from both, a redemption. */
async function seed(protocol: Protocol): Promise<Seeds> {
  const otherWallet = createWalletClient({
    chain: protocol.chain,
    transport: http(protocol.publicClient.transport.url as string),
    account: privateKeyToAccount(protocol.otherPrivateKey),
  });
  const config = {
    address: protocol.multiVault,
    publicClient: protocol.publicClient,
    walletClient: protocol.walletClient,
  };
  const head = await protocol.publicClient.getBlock();
  const atomCost = await multiVaultGetAtomCost(config);
  const ids = Object.fromEntries(
    Object.entries(labels).map(([key, label]) => [key, calculateAtomId(toHex(label))]),
  ) as Record<keyof typeof labels, Hex>;
  const exists = (id: Hex) =>
    protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'isTermCreated',
      args: [id],
    });
  for (const key of ['subject', 'predicate', 'object'] as const) {
    if (!(await exists(ids[key])))
      await sendAs(protocol, protocol.walletClient, 'createAtoms', [[toHex(labels[key])], [atomCost]], atomCost);
  }
  if (!(await exists(ids.other)))
    await sendAs(protocol, otherWallet, 'createAtoms', [[toHex(labels.other)], [atomCost]], atomCost);
  // A Thing, pinned through the local GraphQL stub (the examples' IPFS) and created from its URI.
  const pinned = await fetch(protocol.graphql.url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({
      query: 'mutation($thing: PinThingInput!) { pinThing(thing: $thing) { uri } }',
      variables: {thing: cookbookThing},
    }),
  });
  const uri = ((await pinned.json()) as {data: {pinThing: {uri: string}}}).data.pinThing.uri;
  if (!(await exists(calculateAtomId(toHex(uri)))))
    await sendAs(protocol, otherWallet, 'createAtoms', [[toHex(uri)], [atomCost]], atomCost);
  const triple = (await import('@0xintuition/sdk')).calculateTripleId(ids.subject, ids.predicate, ids.object);
  if (!(await exists(triple))) {
    const tripleCost = await multiVaultGetTripleCost(config);
    await sendAs(
      protocol,
      protocol.walletClient,
      'createTriples',
      [[ids.subject], [ids.predicate], [ids.object], [tripleCost]],
      tripleCost,
    );
  }
  // Deposits from both accounts into the subject atom (the other one's larger), one into the triple, one on curve
  // 2; then the reader redeems part of its subject position on curve 1.
  await sendAs(
    protocol,
    otherWallet,
    'deposit',
    [getAddress(protocol.otherAddress), ids.subject, 1n, 0n],
    parseEther('3'),
  );
  const deposit = await sendAs(
    protocol,
    protocol.walletClient,
    'deposit',
    [getAddress(protocol.readerAddress), ids.subject, 1n, 0n],
    parseEther('2'),
  );
  await sendAs(protocol, otherWallet, 'deposit', [getAddress(protocol.otherAddress), triple, 1n, 0n], parseEther('1'));
  // A deposit the reader sends for the other account (sender and receiver differ), after the other account
  // approves it for deposits (approval type 1, as deposit-for-another-address.ts does).
  await sendAs(protocol, otherWallet, 'approve', [getAddress(protocol.readerAddress), 1], 0n);
  await sendAs(
    protocol,
    protocol.walletClient,
    'deposit',
    [getAddress(protocol.otherAddress), triple, 1n, 0n],
    parseEther('0.5'),
  );
  // On the progressive curve (id 2) shares are not assets one for one, as they nearly are on the linear one.
  await sendAs(
    protocol,
    protocol.walletClient,
    'deposit',
    [getAddress(protocol.readerAddress), ids.subject, 2n, 0n],
    parseEther('1'),
  );
  const readerShares = await protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'getShares',
    args: [protocol.readerAddress, ids.subject, 1n],
  });
  await sendAs(
    protocol,
    protocol.walletClient,
    'redeem',
    [getAddress(protocol.readerAddress), ids.subject, 1n, readerShares / 4n, 0n],
    0n,
  );
  return {
    ...ids,
    triple,
    thing: calculateAtomId(toHex(uri)),
    deposit,
    started: new Date(Number(head.timestamp) * 1000).toISOString(),
    startBlock: (head.number + 1n).toString(),
    reader: getAddress(protocol.readerAddress),
    otherAccount: getAddress(protocol.otherAddress),
    epoch: String(
      await protocol.publicClient.readContract({
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        functionName: 'currentEpoch',
      }),
    ),
  };
}

/** The page's variables with its example ids (mainnet) replaced by the seeded ones. */
function variablesFor(op: Operation): Record<string, unknown> {
  const today = new Date(Date.now()).toISOString().slice(0, 10) + 'T00:00:00.000Z';
  const code = op.block.code;
  const substitutes: Record<string, unknown> = {
    id: /atom\(term_id: \$id\)/.test(code)
      ? seeds.subject
      : /triple\(term_id: \$id\)/.test(code)
        ? seeds.triple
        : seeds.reader,
    account: seeds.reader,
    tripleId: seeds.triple,
    tagId: seeds.object,
    data: labels.subject,
    label: labels.subject,
    curveId: '1',
    accountId: seeds.reader,
    creator: seeds.reader,
    address: seeds.reader,
    termId: seeds.subject,
    subjectId: seeds.subject,
    predicateId: seeds.predicate,
    objectId: seeds.object,
    type: 'TextObject',
    types: ['TextObject', 'Account'],
    pattern: op.name === 'SubjectClaimsByText' ? '%FRUIT%' : '%Cookbook%',
    from: seeds.started,
    to: new Date(Date.now() + 3_600_000).toISOString(),
    before: new Date(Date.now() + 86_400_000).toISOString(),
    // Streams start at the seeding; the hourly buckets at the hour it falls in.
    since: op.name === 'HourlyPrice' ? seeds.started.slice(0, 13) + ':00:00.000Z' : seeds.started,
    fromBlock: seeds.startBlock,
    day: today,
    offset: op.variables.offset === undefined || op.variables.offset === 0 ? 0 : 1,
    limit: op.variables.limit ?? 20,
    tx: seeds.deposit,
    epoch: seeds.epoch,
    addresses: `{${seeds.reader},${seeds.otherAccount}}`,
    claims: [{[labels.predicate]: labels.object}],
  };
  const variables: Record<string, unknown> = {...op.variables};
  for (const definition of op.operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name in substitutes && (name in variables || definition.type.kind === Kind.NON_NULL_TYPE))
      variables[name] = substitutes[name];
  }
  return variables;
}

async function ask(op: Operation, variables: Record<string, unknown>): Promise<IndexerAnswer> {
  const response = await fetch(indexer.url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({query: op.block.code, variables, operationName: op.operation.name?.value}),
  });
  return (await response.json()) as IndexerAnswer;
}

// ---------------------------------------------------------------------------------------------------------------
// The chain's own answers, read with viem: contract reads and logs, independent of the indexer's tables.

function chainTruth(protocol: Protocol) {
  const read = <T>(functionName: string, args: readonly unknown[]) =>
    protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi as Abi,
      functionName,
      args,
    }) as Promise<T>;
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, get: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, get());
    return cache.get(key) as Promise<T>;
  };
  const time = (block: bigint) =>
    once(`block:${block}`, async () =>
      new Date(Number((await protocol.publicClient.getBlock({blockNumber: block})).timestamp) * 1000).toISOString(),
    );
  const events = (
    eventName: 'AtomCreated' | 'TripleCreated' | 'Deposited' | 'Redeemed' | 'SharePriceChanged' | 'ProtocolFeeAccrued',
  ) =>
    once(`events:${eventName}`, async () => {
      const logs = await protocol.publicClient.getContractEvents({
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        eventName,
        fromBlock: 0n,
      });
      return Promise.all(
        logs.map(async (log) => ({
          ...log,
          args: log.args as Record<string, unknown>,
          created_at: await time(log.blockNumber),
        })),
      );
    });
  const curves = [1n, 2n];
  const truth = {
    events,
    isAtom: (id: string) => once(`isAtom:${id}`, () => read<boolean>('isAtom', [id])),
    label: (id: string) =>
      once(`atom:${id}`, async () => {
        const text = hexToString(await read<Hex>('atom', [id]));
        const thing = protocol.graphql.pinned.get(text);
        // The hosted label rule (harness/indexer.ts hostedLabel: short-form addresses, named predicates).
        return thing ? (thing.name as string) : hostedLabel(text, atomType(text, protocol.graphql.pinned) ?? '');
      }),
    /** The classification rule (harness/indexer.ts atomType) applied to the bytes the contract holds. */
    atomType: async (id: string) => atomType(hexToString(await read<Hex>('atom', [id])), protocol.graphql.pinned),
    bytes: (id: string) => once(`bytes:${id}`, () => read<Hex>('atom', [id])),
    /** The pinned Thing an ipfs:// atom points to (the stub's pinThing is the local IPFS). */
    thing: async (id: string) => protocol.graphql.pinned.get(hexToString(await read<Hex>('atom', [id]))),
    atomCreated: async (id: string) => (await events('AtomCreated')).find((log) => log.args.termId === id),
    triple: (id: string) => once(`triple:${id}`, () => read<readonly [Hex, Hex, Hex]>('getTriple', [id])),
    tripleCreated: async (id: string) => (await events('TripleCreated')).find((log) => log.args.termId === id),
    termType: async (id: string) =>
      (await read<boolean>('isAtom', [id]))
        ? 'Atom'
        : (await read<boolean>('isCounterTriple', [id]))
          ? 'CounterTriple'
          : 'Triple',
    shares: (account: string, term: string, curve: bigint) => read<bigint>('getShares', [account, term, curve]),
    vault: (term: string, curve: bigint) => read<readonly [bigint, bigint]>('getVault', [term, curve]),
    sharePrice: (term: string, curve: bigint) => read<bigint>('currentSharePrice', [term, curve]),
    marketCap: async (term: string) => {
      let sum = 0n;
      for (const curve of curves) {
        const [, totalShares] = await truth.vault(term, curve);
        if (totalShares > 0n) sum += (totalShares * (await truth.sharePrice(term, curve))) / 10n ** 18n;
      }
      return sum;
    },
    /** Accounts holding shares of (term, curve), by getShares over every address that ever received shares. */
    holders: async (term: string, curve?: bigint) => {
      const receivers = [...new Set((await events('Deposited')).map((log) => getAddress(log.args.receiver as string)))];
      const held: string[] = [];
      for (const account of receivers) {
        for (const c of curve === undefined ? curves : [curve])
          if ((await truth.shares(account, term, c)) > 0n) held.push(`${account}|${c}`);
      }
      return held;
    },
    counter: (term: string) => calculateCounterTripleId(term as Hex),
    accumulatedFees: (epoch: bigint) => read<bigint>('accumulatedProtocolFees', [epoch]),
    head: () => protocol.publicClient.getBlock(),
  };
  return truth;
}
type Truth = ReturnType<typeof chainTruth>;

interface Context {
  readonly variables: Record<string, unknown>;
  readonly parentTerm?: string;
  /** The field this object is the value of. */
  readonly field?: string;
  /** The curve a `where: {curve_id: {_eq: "…"}}` on that field names. */
  readonly curve?: string;
  readonly where: string;
}

const big = (value: unknown) => BigInt(value as string);

/** Checks one object of the answer against the chain, by its GraphQL type. */
async function checkObject(
  type: string,
  object: Record<string, unknown>,
  context: Context,
  truth: Truth,
  op: Operation,
): Promise<number> {
  const at = `${op.name} ${context.where}`;
  let checked = 0;
  const same = (actual: unknown, expected: unknown, what: string) => {
    expect(actual, `${at}.${what}`).toEqual(expected);
    checked++;
  };
  const has = (key: string) => key in object;
  switch (type) {
    case 'atoms': {
      const id =
        (object.term_id as string | undefined) ??
        (['subject', 'predicate', 'object', 'atom'].includes(context.field ?? '') ? context.parentTerm : undefined);
      if (!id) return 0;
      same(await truth.isAtom(id), true, 'term_id is an atom on the chain');
      const created = await truth.atomCreated(id);
      if (has('label')) same(object.label, await truth.label(id), 'label');
      if (has('raw_data')) same(object.raw_data, await truth.bytes(id), 'raw_data (the bytes on the chain)');
      if (has('data')) same(object.data, hexToString(await truth.bytes(id)), 'data (the bytes decoded)');
      if (has('type')) same(object.type, await truth.atomType(id), 'type');
      if (has('creator_id')) same(object.creator_id, getAddress(created!.args.creator as string), 'creator_id');
      if (has('creator') && object.creator)
        same((object.creator as {id?: string}).id, getAddress(created!.args.creator as string), 'creator.id');
      if (has('created_at')) same(object.created_at, created!.created_at, 'created_at');
      const thing = await truth.thing(id);
      if (has('image'))
        same(object.image, thing ? (thing.image ?? null) : null, 'image (text and account atoms have none)');
      const value = object.value as
        {thing?: Record<string, unknown> | null; person?: unknown; organization?: unknown} | undefined;
      if (value?.thing !== undefined) {
        for (const [key, got] of Object.entries(value.thing ?? {}))
          same(got, thing?.[key] ?? null, `value.thing.${key}`);
        if (!thing) same(value.thing, null, 'value.thing');
      }
      if (value?.person !== undefined) same(value.person, null, 'value.person (no Person atom resolves locally)');
      return checked;
    }
    case 'triples': {
      const id = object.term_id as string | undefined;
      if (!id) return 0;
      const [s, p, o] = await truth.triple(id);
      for (const [key, value] of [
        ['subject', s],
        ['predicate', p],
        ['object', o],
      ] as const) {
        if (has(`${key}_id`)) same(object[`${key}_id`], value, `${key}_id`);
        const nested = object[key] as {term_id?: string} | null | undefined;
        if (nested?.term_id) same(nested.term_id, value, `${key}.term_id`);
      }
      if (has('created_at')) same(object.created_at, (await truth.tripleCreated(id))!.created_at, 'created_at');
      return checked;
    }
    case 'terms': {
      const parent =
        context.parentTerm && context.field === 'counter_term' ? truth.counter(context.parentTerm) : context.parentTerm;
      const id = (object.id as string | undefined) ?? parent;
      if (!id) return 0;
      if (has('type')) same(object.type, await truth.termType(id), 'type');
      if (has('total_market_cap')) same(big(object.total_market_cap), await truth.marketCap(id), 'total_market_cap');
      const atom = object.atom as {label?: string} | null | undefined;
      if (atom?.label !== undefined) same(atom.label, await truth.label(id), 'atom.label');
      return checked;
    }
    case 'triple_term': {
      const id = object.term_id as string | undefined;
      if (!id) return 0;
      if (has('total_market_cap'))
        same(
          big(object.total_market_cap),
          (await truth.marketCap(id)) + (await truth.marketCap(truth.counter(id))),
          'total_market_cap',
        );
      if (has('total_position_count')) {
        same(
          BigInt(object.total_position_count as number),
          BigInt((await truth.holders(id)).length + (await truth.holders(truth.counter(id))).length),
          'total_position_count',
        );
      }
      return checked;
    }
    case 'vaults': {
      const term =
        (object.term_id as string | undefined) ??
        context.parentTerm ??
        (context.variables.termId as string | undefined);
      const curveText = (object.curve_id ?? context.curve ?? context.variables.curveId) as string | undefined;
      const curve = curveText === undefined ? undefined : big(curveText);
      if (!term || curve === undefined) return 0;
      const [totalAssets, totalShares] = await truth.vault(term, curve);
      if (has('total_assets')) same(big(object.total_assets), totalAssets, 'total_assets');
      if (has('total_shares')) same(big(object.total_shares), totalShares, 'total_shares');
      if (has('current_share_price'))
        same(big(object.current_share_price), await truth.sharePrice(term, curve), 'current_share_price');
      if (has('position_count'))
        same(
          BigInt(object.position_count as number),
          BigInt((await truth.holders(term, curve)).length),
          'position_count',
        );
      if (has('market_cap'))
        same(big(object.market_cap), (totalShares * (await truth.sharePrice(term, curve))) / 10n ** 18n, 'market_cap');
      return checked;
    }
    case 'positions': {
      const account =
        (object.account_id as string | undefined) ??
        (object.account as {id?: string} | undefined)?.id ??
        (context.variables.accountId as string | undefined);
      const termObject = object.term as {atom?: {term_id?: string}} | undefined;
      const term =
        (object.term_id as string | undefined) ??
        termObject?.atom?.term_id ??
        context.parentTerm ??
        (context.variables.termId as string | undefined);
      if (!account || !term || !has('shares')) return 0;
      const curves =
        object.curve_id !== undefined
          ? [big(object.curve_id)]
          : context.variables.curveId !== undefined
            ? [big(context.variables.curveId)]
            : [1n, 2n];
      const onChain = await Promise.all(curves.map((curve) => truth.shares(account, term, curve)));
      expect(
        onChain,
        `${at}.shares ${object.shares} of ${account} in ${term} is getShares on curve ${curves.join(' or ')}`,
      ).toContain(big(object.shares));
      checked++;
      if (has('total_deposit_assets_after_total_fees') && curves.length === 1) {
        const deposited = (await truth.events('Deposited'))
          .filter(
            (log) =>
              getAddress(log.args.receiver as string) === getAddress(account) &&
              log.args.termId === term &&
              log.args.curveId === curves[0],
          )
          .reduce((sum, log) => sum + (log.args.assetsAfterFees as bigint), 0n);
        same(big(object.total_deposit_assets_after_total_fees), deposited, 'total_deposit_assets_after_total_fees');
      }
      if (has('total_redeem_assets_for_receiver') && curves.length === 1) {
        const redeemed = (await truth.events('Redeemed'))
          .filter(
            (log) =>
              getAddress(log.args.sender as string) === getAddress(account) &&
              log.args.termId === term &&
              log.args.curveId === curves[0],
          )
          .reduce((sum, log) => sum + (log.args.assets as bigint), 0n);
        same(big(object.total_redeem_assets_for_receiver), redeemed, 'total_redeem_assets_for_receiver');
      }
      return checked;
    }
    case 'accounts': {
      const id = object.id as string | undefined;
      if (!id) return 0;
      const seen = (
        await Promise.all((['AtomCreated', 'Deposited', 'Redeemed'] as const).map((name) => truth.events(name)))
      )
        .flat()
        .flatMap((log) =>
          ['creator', 'sender', 'receiver']
            .filter((key) => log.args[key])
            .map((key) => getAddress(log.args[key] as string)),
        );
      same(seen.includes(getAddress(id)), true, `${id} acted on the chain`);
      if (has('label')) same(object.label, id, 'label (the address, no ENS locally)');
      if (has('image')) same(object.image, null, 'image');
      return checked;
    }
    case 'deposits':
    case 'redemptions': {
      const logs = await truth.events(type === 'deposits' ? 'Deposited' : 'Redeemed');
      const fields: Record<string, (log: (typeof logs)[number]) => unknown> = {
        id: (log) => `${log.transactionHash}-${log.logIndex}`,
        sender_id: (log) => getAddress(log.args.sender as string),
        receiver_id: (log) => getAddress(log.args.receiver as string),
        term_id: (log) => log.args.termId,
        curve_id: (log) => String(log.args.curveId),
        assets_after_fees: (log) => String(log.args.assetsAfterFees),
        shares: (log) => String(log.args.shares),
        assets: (log) => String(log.args.assets),
        fees: (log) => String(log.args.fees),
        created_at: (log) => log.created_at,
        transaction_hash: (log) => log.transactionHash,
      };
      const selected = Object.keys(object).filter((key) => key in fields);
      const term = (object.term_id as string | undefined) ?? (context.variables.termId as string | undefined);
      const match = logs.filter(
        (log) => (!term || log.args.termId === term) && selected.every((key) => fields[key]!(log) === object[key]),
      );
      expect(match.length, `${at}: a ${type.slice(0, -1)} log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'events': {
      const kinds = {
        AtomCreated: 'AtomCreated',
        TripleCreated: 'TripleCreated',
        Deposited: 'Deposited',
        Redeemed: 'Redeemed',
      } as const;
      const kind = kinds[object.type as keyof typeof kinds];
      expect(kind, `${at}.type ${object.type}`).toBeDefined();
      const logs = await truth.events(kind);
      const found = logs.find(
        (log) =>
          log.transactionHash === object.transaction_hash &&
          (!object.id || `${log.transactionHash}-${log.logIndex}` === object.id),
      );
      expect(found, `${at}: a ${kind} log in ${object.transaction_hash}`).toBeDefined();
      if (has('created_at')) same(object.created_at, found!.created_at, 'created_at');
      const atom = object.atom as {term_id?: string} | null;
      if (atom) same(atom.term_id, found!.args.termId, 'atom.term_id');
      return checked + 1;
    }
    case 'share_price_changes':
    case 'share_price_change_stats_daily':
    case 'share_price_change_stats_hourly': {
      const term = (object.term_id as string | undefined) ?? (context.variables.termId as string);
      const changes = (await truth.events('SharePriceChanged')).filter(
        (log) => log.args.termId === term && log.args.curveId === 1n,
      );
      if (type === 'share_price_changes') {
        const found = changes.find(
          (log) => String(log.args.sharePrice) === object.share_price && log.created_at === object.block_timestamp,
        );
        expect(found, `${at}: a SharePriceChanged log with ${JSON.stringify(object)}`).toBeDefined();
        if (has('total_assets')) same(object.total_assets, String(found!.args.totalAssets), 'total_assets');
        if (has('total_shares')) same(object.total_shares, String(found!.args.totalShares), 'total_shares');
        return checked + 1;
      }
      const size = type.endsWith('daily') ? 86_400_000 : 3_600_000;
      const bucket = (object.bucket ?? context.variables.day) as string;
      const inBucket = changes.filter(
        (log) => Math.floor(Date.parse(log.created_at) / size) * size === Date.parse(bucket),
      );
      expect(inBucket.length, `${at}: SharePriceChanged logs of ${term} in ${bucket}`).toBeGreaterThan(0);
      if (has('first_share_price'))
        same(object.first_share_price, String(inBucket[0]!.args.sharePrice), 'first_share_price');
      if (has('last_share_price'))
        same(object.last_share_price, String(inBucket.at(-1)!.args.sharePrice), 'last_share_price');
      if (has('change_count')) same(BigInt(object.change_count as string), BigInt(inBucket.length), 'change_count');
      return checked + 1;
    }
    case 'position_changes': {
      // The trigger rows of 1767883119000_season2_pnl (harness/positionsAndFees.ts), from the logs themselves.
      const logs = [...(await truth.events('Deposited')), ...(await truth.events('Redeemed'))];
      const expected = (log: (typeof logs)[number]): Record<string, unknown> => {
        const deposit = 'assetsAfterFees' in log.args;
        const shares = log.args.shares as bigint;
        return {
          event_type: deposit ? 'deposit' : 'redemption',
          event_id: `${log.transactionHash}-${log.logIndex}`,
          account_id: getAddress((deposit ? log.args.receiver : log.args.sender) as string),
          term_id: log.args.termId,
          curve_id: log.args.curveId,
          shares_delta: deposit ? shares : -shares,
          assets_in: deposit ? log.args.assetsAfterFees : 0n,
          assets_out: deposit ? 0n : log.args.assets,
          block_number: log.blockNumber,
          log_index: log.logIndex,
          created_at: log.created_at,
          transaction_hash: log.transactionHash,
        };
      };
      const selected = Object.keys(object).filter((key) => key in expected(logs[0]!));
      const match = logs.filter((log) => selected.every((key) => String(expected(log)[key]) === String(object[key])));
      expect(match.length, `${at}: a Deposited or Redeemed log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'positions_with_value': {
      // The view of 1768475700000_add_curve_fee_config_tables, recomputed from contract reads and logs.
      const account = (object.account_id as string | undefined) ?? (context.variables.accountId as string | undefined);
      const term = object.term_id as string | undefined;
      if (!account || !term || object.curve_id === undefined) return 0;
      const curve = big(object.curve_id);
      const shares = await truth.shares(account, term, curve);
      const value = (shares * (await truth.sharePrice(term, curve))) / 10n ** 18n;
      const mine = (log: {args: Record<string, unknown>}, key: string) =>
        getAddress(log.args[key] as string) === getAddress(account) &&
        log.args.termId === term &&
        log.args.curveId === curve;
      const deposited = (await truth.events('Deposited'))
        .filter((log) => mine(log, 'receiver'))
        .reduce((sum, log) => sum + (log.args.assetsAfterFees as bigint), 0n);
      const redeemed = (await truth.events('Redeemed'))
        .filter((log) => mine(log, 'sender'))
        .reduce((sum, log) => sum + (log.args.assets as bigint), 0n);
      const pnl = value + redeemed - deposited;
      if (has('shares')) same(big(object.shares), shares, 'shares (getShares)');
      if (has('theoretical_value'))
        same(big(object.theoretical_value), value, 'theoretical_value (getShares × currentSharePrice ÷ 1e18)');
      if (has('pnl')) same(big(object.pnl), pnl, 'pnl (value + assets redeemed − assets deposited after fees)');
      if (has('pnl_pct'))
        same(object.pnl_pct, deposited > 0n ? percentOf(pnl, deposited) : '0.0000', 'pnl_pct (over all deposits)');
      return checked;
    }
    case 'protocol_fee_accruals': {
      const logs = await truth.events('ProtocolFeeAccrued');
      const fields: Record<string, (log: (typeof logs)[number]) => string> = {
        id: (log) => `${log.transactionHash}-${log.logIndex}`,
        epoch: (log) => String(log.args.epoch),
        sender_id: (log) => getAddress(log.args.sender as string),
        amount: (log) => String(log.args.amount),
        block_number: (log) => String(log.blockNumber),
        created_at: (log) => log.created_at,
        transaction_hash: (log) => log.transactionHash,
      };
      const selected = Object.keys(object).filter((key) => key in fields);
      const match = logs.filter((log) => selected.every((key) => fields[key]!(log) === String(object[key])));
      expect(match.length, `${at}: a ProtocolFeeAccrued log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'stats': {
      const head = await truth.head();
      if (has('last_processed_block_number'))
        same(
          BigInt(object.last_processed_block_number as string),
          head.number,
          'last_processed_block_number (the chain head)',
        );
      if (has('last_processed_block_timestamp'))
        same(
          object.last_processed_block_timestamp,
          new Date(Number(head.timestamp) * 1000).toISOString(),
          'last_processed_block_timestamp',
        );
      if (has('total_atoms'))
        same(BigInt(object.total_atoms as string), BigInt((await truth.events('AtomCreated')).length), 'total_atoms');
      if (has('total_triples'))
        same(
          BigInt(object.total_triples as string),
          BigInt((await truth.events('TripleCreated')).length),
          'total_triples',
        );
      return checked;
    }
    default:
      return 0;
  }
}

function curveArgument(selection: FieldNode): string | undefined {
  const where = selection.arguments?.find((argument) => argument.name.value === 'where')?.value;
  const curve =
    where?.kind === Kind.OBJECT ? where.fields.find((field) => field.name.value === 'curve_id')?.value : undefined;
  const eq = curve?.kind === Kind.OBJECT ? curve.fields.find((field) => field.name.value === '_eq')?.value : undefined;
  return eq?.kind === Kind.STRING ? eq.value : undefined;
}

/** Walks the answer with the operation's selections and the schema's types, checking every object it knows. */
async function checkAnswer(
  op: Operation,
  data: Record<string, unknown>,
  variables: Record<string, unknown>,
  truth: Truth,
): Promise<number> {
  let checked = 0;
  const walk = async (
    value: unknown,
    type: GraphQLType,
    selections: SelectionSetNode | undefined,
    context: Context,
  ): Promise<void> => {
    if (value === null || value === undefined || !selections) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        await walk(item, type, selections, {...context, where: `${context.where}[${index}]`});
      return;
    }
    const named = getNamedType(type);
    if (!(named instanceof GraphQLObjectType)) return;
    const object = value as Record<string, unknown>;
    // Aliased fields are compared under their column name.
    const columns: Record<string, unknown> = {};
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD)
        columns[selection.name.value] = object[selection.alias?.value ?? selection.name.value];
    }
    checked += await checkObject(named.name, columns, context, truth, op);
    const inherited =
      context.parentTerm && context.field === 'counter_term' ? truth.counter(context.parentTerm) : context.parentTerm;
    const parentTerm =
      (columns.term_id as string | undefined) ??
      (named.name === 'terms' ? ((columns.id as string | undefined) ?? inherited) : inherited);
    for (const selection of selections.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const field = named.getFields()[selection.name.value];
      if (!field) continue;
      const key = selection.alias?.value ?? selection.name.value;
      // A triple's subject, predicate and object are the atoms getTriple names.
      const part = ['subject', 'predicate', 'object'].indexOf(selection.name.value);
      const childTerm =
        named.name === 'triples' && part >= 0 && parentTerm ? (await truth.triple(parentTerm))[part] : parentTerm;
      await walk(object[key], field.type, selection.selectionSet, {
        variables,
        parentTerm: childTerm,
        field: selection.name.value,
        curve: curveArgument(selection),
        where: `${context.where}.${key}`,
      });
    }
  };
  const root =
    op.operation.operation === 'subscription' ? indexer.schema.getSubscriptionType()! : indexer.schema.getQueryType()!;
  for (const selection of op.operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    // A by-key root (atom, triple, term) is about the term its variable names.
    const byKey = ['atom', 'triple', 'term', 'triple_term'].includes(selection.name.value);
    const parentTerm = byKey
      ? ((variables.id ?? variables.tripleId ?? variables.termId) as string | undefined)
      : undefined;
    await walk(data[key], root.getFields()[selection.name.value]!.type, selection.selectionSet, {
      variables,
      parentTerm,
      where: key,
    });
  }
  return checked;
}

// ---------------------------------------------------------------------------------------------------------------
// What the pages promise beyond "every row is the chain's": order, counts, and the seeded rows being there.

type Rows = Array<Record<string, unknown>>;
const rows = (data: Record<string, unknown>, key: string) => data[key] as Rows;
const count = (data: Record<string, unknown>, key: string) =>
  (data[key] as {aggregate: {count: number}}).aggregate.count;
const ids = (list: Rows, key = 'term_id') => list.map((row) => row[key]);
/**
 * A ranking in the order its recipe asks for: the value descending, then the row's own key ascending (the
 * rankings page's tie-break; term ids are lower-case hex of one length, so text order is numeric order).
 */
function expectRanked(list: Rows, value: (row: Rows[number]) => bigint, key: string): void {
  const ranked = [...list].sort((a, b) => {
    const [va, vb] = [value(a), value(b)];
    if (va !== vb) return va > vb ? -1 : 1;
    return String(a[key]) < String(b[key]) ? -1 : 1;
  });
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

const promises: Record<
  string,
  (data: Record<string, unknown>, truth: Truth, variables: Record<string, unknown>) => Promise<void>
> = {
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
      expect(shares, 'largest positions first').toEqual([...shares].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)));
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
        .map((log) => `${log.transactionHash}-${log.logIndex}`),
    );
  },
  RecentRedemptions: async (data, truth) => {
    expect(ids(rows(data, 'redemptions'), 'id')).toEqual(
      byTime(await truth.events('Redeemed'))
        .slice(0, 20)
        .map((log) => `${log.transactionHash}-${log.logIndex}`),
    );
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
    const deposits = byTime((await truth.events('Deposited')).filter((log) => log.args.termId === seeds.subject)).slice(
      0,
      10,
    );
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
    expect(ids(rows(data, 'events'), 'id')).toEqual(
      all.slice(0, 20).map((log) => `${log.transactionHash}-${log.logIndex}`),
    );
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
    expect(shares, 'largest first').toEqual([...shares].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)));
    const terms = [
      ...new Set(
        (await truth.events('Deposited'))
          .filter((log) => getAddress(log.args.receiver as string) === seeds.reader)
          .map((log) => log.args.termId as string),
      ),
    ];
    const open: string[] = [];
    for (const term of terms)
      for (const curve of [1n, 2n])
        if ((await truth.shares(seeds.reader, term, curve)) > 0n) open.push(`${term}|${curve}`);
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
    expect(differences).toEqual([...differences].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)));
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
    expect(values, 'largest value first').toEqual([...values].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0)));
    const terms = [
      ...new Set(
        (await truth.events('Deposited'))
          .filter((log) => getAddress(log.args.receiver as string) === seeds.reader)
          .map((log) => log.args.termId as string),
      ),
    ];
    const open: string[] = [];
    for (const term of terms)
      for (const curve of [1n, 2n])
        if ((await truth.shares(seeds.reader, term, curve)) > 0n) open.push(`${term}|${curve}`);
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
    const id = (log: (typeof logs)[number]) => `${log.transactionHash}-${log.logIndex}`;
    const newest = [...logs].sort((a, b) => Number(b.blockNumber - a.blockNumber) || (id(b) > id(a) ? 1 : -1));
    expect(rows(data, 'latest').map((row) => `${row.transaction_hash} ${row.amount}`)).toEqual(
      newest.slice(0, 20).map((log) => `${log.transactionHash} ${log.args.amount}`),
    );
  },
  ...socialPromises,
};

// ---------------------------------------------------------------------------------------------------------------

test.beforeAll(async ({protocol}) => {
  seeds = await seed(protocol);
  await seedFollow(protocol, seeds.reader, seeds.otherAccount);
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
});

test.afterAll(async () => {
  await indexer?.stop();
});

const pages = [...new Set(operations.map((op) => op.page))];

for (const page of pages) {
  const onPage = operations.filter((op) => op.page === page);
  test(`${path.relative('docs', page)}: ${onPage.length} operation(s) against the local chain's indexer`, async ({
    protocol,
  }) => {
    const truth = chainTruth(protocol);
    for (const op of onPage) {
      const reason = exclusion(op);
      if (reason) continue;
      const variables = variablesFor(op);
      const answer = await ask(op, variables);
      expect(answer.errors, `${op.name} (${page}:${op.block.line}) with ${JSON.stringify(variables)}`).toBeUndefined();
      let checked = await checkAnswer(op, answer.data!, variables, truth);
      const promise = promiseOf(op);
      if (promise) {
        await promise(answer.data!, truth, variables);
        checked++;
      }
      expect(checked, `${op.name}: nothing in the answer was compared with the chain`).toBeGreaterThan(0);
    }
  });
}

test('every operation is chain-checked or listed with its reason, and every listed one needs what the chain cannot give', async () => {
  // The listed exclusions are real: the indexer refuses each (a field it does not derive), so none hides an
  // operation that could be checked.
  const answerable: string[] = [];
  for (const op of operations.filter((op) => listed(notChainChecked, op) !== undefined)) {
    const answer = await ask(op, variablesFor(op));
    if (!answer.errors?.some((error) => /not derived from the chain/.test(error.message))) answerable.push(op.name);
  }
  expect(answerable, 'operations listed as not chain-checked that the indexer answers').toEqual([]);
  for (const op of operations.filter((op) => listed(emptyLocally, op) !== undefined)) {
    const answer = await ask(op, variablesFor(op));
    expect(answer.errors, op.name).toBeUndefined();
    expect(Object.values(answer.data!).flat(), `${op.name} is listed as empty locally`).toEqual([]);
  }
  const unknownNames = [...Object.keys(notChainChecked), ...Object.keys(emptyLocally), ...Object.keys(promises)].filter(
    (key) => !operations.some((op) => op.name === key || `${path.basename(op.page)}#${op.name}` === key),
  );
  expect(unknownNames, 'listed operations no page has').toEqual([]);
  const lines = pages.map((page) => {
    const onPage = operations.filter((op) => op.page === page);
    const checked = onPage.filter((op) => !exclusion(op));
    return (
      `${path.relative('docs', page)}: ${checked.length}/${onPage.length} chain-checked` +
      onPage
        .filter((op) => exclusion(op))
        .map((op) => `\n  - ${op.name}: ${exclusion(op)}`)
        .join('')
    );
  });
  console.log(lines.join('\n'));
});
