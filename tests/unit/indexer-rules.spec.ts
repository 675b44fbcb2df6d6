import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {GetAtomDocument} from '@0xintuition/graphql';
import {buildSchema, execute, parse, type ExecutionResult, type GraphQLSchema} from 'graphql';
import {calculateAtomId} from '@0xintuition/sdk';
import {toHex} from 'viem';
import {generatePrivateKey, privateKeyToAddress} from 'viem/accounts';
import {findSchema} from '../../scripts/graphql-schema';
import {startGraphqlStub} from '../chain/harness/graphqlStub';
import {
  anonymousRowCaps,
  atomType,
  blockAsWritten,
  cappedLimit,
  decodeAtomData,
  eventTermColumns,
  hostedLabel,
  indexChain,
  resolverFor,
  type Db,
  type StreamCursors,
} from '../chain/harness/indexer';
import {withLiveTables} from '../chain/harness/positionsAndFees';
import {socialGraphRows} from '../chain/harness/socialGraph';
import {fakeClient, fakeMultiVault, multiVaultLog} from '../support/fakeMultiVault';

// The local indexer (tests/chain/harness/indexer.ts) must follow the hosted indexer's rules, or the chain tests pass
// programs that fail on the real API. One test per rule; each rule's source is cited where it is implemented.

const noPins = new Map<string, Record<string, unknown>>();
const label = (data: string) => hostedLabel(data, atomType(data, noPins)!);
const repoRoot = path.resolve(__dirname, '../..');

/** The API schema the indexer serves (with the 2026 tables), read once, when a test first asks. */
let apiSchema: GraphQLSchema | undefined;
function schema(): GraphQLSchema {
  if (!apiSchema) {
    const lookup = findSchema(repoRoot, process.env);
    if ('error' in lookup) throw new Error(lookup.error);
    apiSchema = withLiveTables(buildSchema(fs.readFileSync(lookup.found.path, 'utf8')), lookup.found.path);
  }
  return apiSchema;
}

/** `source` answered from `db` as the indexer answers it (with `streams`: as one WebSocket poll). */
async function answer(db: Db, source: string, streams?: StreamCursors): Promise<Record<string, unknown>> {
  const result = (await execute({
    schema: schema(),
    document: parse(source),
    fieldResolver: resolverFor(db, streams),
  })) as ExecutionResult;
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, unknown>;
}

test('an address atom is labelled in short form, never the full address (metadata.rs@063e4cc)', () => {
  const address = privateKeyToAddress(generatePrivateKey());
  expect(label(address)).toBe(`${address.slice(0, 6)}...${address.slice(-4)}`);
  expect(label(address)).toHaveLength(13);
});

test('schema.org predicates are labelled by name, text is cut at 256 characters (metadata.rs@063e4cc)', () => {
  expect(label('https://schema.org/Thing')).toBe('is thing');
  expect(label('https://schema.org/FollowAction')).toBe('follow');
  expect(label('https://schema.org/keywords')).toBe('has tag');
  expect(label('x'.repeat(300))).toHaveLength(256);
});

test('anonymous reads are capped at 100 or 250 rows, whatever limit asks (Hasura metadata)', () => {
  expect(cappedLimit('positions', undefined)).toBe(100);
  expect(cappedLimit('terms', 1000)).toBe(100);
  expect(cappedLimit('atoms', undefined)).toBe(250);
  expect(cappedLimit('deposits', 5000)).toBe(250);
  expect(cappedLimit('atoms', 10)).toBe(10);
  // tables/public_signal.yaml@d864d51.
  expect(cappedLimit('signals', 1000)).toBe(250);
  expect(Object.keys(anonymousRowCaps).sort()).toEqual(
    [
      'accounts',
      'atoms',
      'deposits',
      'events',
      'positions',
      'redemptions',
      'signals',
      'terms',
      'triples',
      'vaults',
    ].sort(),
  );
});

test('events rows name their term: atom_id for an atom, triple_id for a claim or its counter side', () => {
  expect(eventTermColumns('Atom', '0x01')).toEqual({atom_id: '0x01', triple_id: null});
  expect(eventTermColumns('Triple', '0x02')).toEqual({atom_id: null, triple_id: '0x02'});
  expect(eventTermColumns('CounterTriple', '0x03')).toEqual({atom_id: null, triple_id: '0x03'});
});

test('following() keeps a fully redeemed follow and ignores an Against position (consolidated_triggers SQL)', () => {
  const me = privateKeyToAddress(generatePrivateKey());
  const followed = privateKeyToAddress(generatePrivateKey());
  const doubted = privateKeyToAddress(generatePrivateKey());
  const atom = (term_id: string, data: string) => ({
    __table: 'atoms',
    term_id,
    data,
    type: atomType(data, noPins),
    label: label(data),
    created_at: '2026-01-01T00:00:00.000Z',
  });
  const tables = {
    atoms: [
      atom('0xa1', 'https://schema.org/Thing'),
      atom('0xa2', 'https://schema.org/FollowAction'),
      atom('0xa3', followed),
      atom('0xa4', doubted),
    ],
    triples: [
      {
        __table: 'triples',
        term_id: '0xt1',
        counter_term_id: '0xc1',
        subject_id: '0xa1',
        predicate_id: '0xa2',
        object_id: '0xa3',
      },
      {
        __table: 'triples',
        term_id: '0xt2',
        counter_term_id: '0xc2',
        subject_id: '0xa1',
        predicate_id: '0xa2',
        object_id: '0xa4',
      },
    ],
    // me followed `followed` and then redeemed everything; me staked Against following `doubted`.
    deposits: [
      {__table: 'deposits', receiver_id: me, term_id: '0xt1', curve_id: 1n},
      {__table: 'deposits', receiver_id: me, term_id: '0xc2', curve_id: 1n},
    ],
    positions: [
      {__table: 'positions', account_id: me, term_id: '0xt1', curve_id: 1n, shares: 0n},
      {__table: 'positions', account_id: me, term_id: '0xc2', curve_id: 1n, shares: 10n},
    ],
    accounts: [],
  };
  const rows = socialGraphRows(tables, 'following', {args: {address: me}})!.rows;
  expect(rows.map((row) => row.id)).toEqual([followed]);
});

test('a stream poll sees the newest block only up to its middle log for 400 ms, then whole (event_handler.rs@12991be)', () => {
  const deposit = (block: bigint, log: number) => ({__table: 'deposits', block_number: block, log_index: log});
  const db = {
    __relations: {},
    deposits: [deposit(7n, 0), deposit(8n, 0), deposit(8n, 1), deposit(8n, 2), deposit(8n, 3)],
    atoms: [{__table: 'atoms', term_id: '0xa1'}],
  } as unknown as Parameters<typeof blockAsWritten>[0];
  const logsOf = (view: typeof db) => view.deposits!.map((row) => `${row.block_number}:${row.log_index}`);

  const firstSeen = new Map<bigint, number>();
  const writing = blockAsWritten(db, firstSeen);
  expect(writing.written).toBe(false);
  // The older block is whole; the newest one up to its middle log (logs 0 to 3: up to 1).
  expect(logsOf(writing.view)).toEqual(['7:0', '8:0', '8:1']);
  expect(writing.view.atoms).toEqual(db.atoms);

  firstSeen.set(8n, Date.now() - 401);
  const written = blockAsWritten(db, firstSeen);
  expect(written.written).toBe(true);
  expect(logsOf(written.view)).toEqual(['7:0', '8:0', '8:1', '8:2', '8:3']);
});

test('a stream batch stops at the table row cap whatever batch_size asks, and below the cap gives what it asks (Streaming.hs@6d8d27a)', async () => {
  // 260 deposits, one per block: more than the deposits cap of 250.
  const deposits = Array.from({length: 260}, (_, i) => ({
    __table: 'deposits',
    id: `d${i}`,
    block_number: BigInt(i + 1),
  }));
  const db = {__relations: {}, deposits} as unknown as Db;
  const stream = (batch: number) =>
    `subscription { deposits_stream(batch_size: ${batch}, cursor: {initial_value: {block_number: "0"}}) { id } }`;
  const ids = (data: Record<string, unknown>) => (data.deposits_stream as Array<{id: string}>).map((row) => row.id);
  expect(cappedLimit('deposits', 1000)).toBe(250);

  // Over HTTP, the first event; over WebSocket, one batch per poll from the cursor on.
  expect(ids(await answer(db, stream(1000)))).toHaveLength(250);
  const cursors: StreamCursors = new Map();
  const first = ids(await answer(db, stream(1000), cursors));
  expect(first).toEqual(deposits.slice(0, 250).map((row) => row.id));
  expect(ids(await answer(db, stream(1000), cursors))).toEqual([
    'd250',
    'd251',
    'd252',
    'd253',
    'd254',
    'd255',
    'd256',
    'd257',
    'd258',
    'd259',
  ]);

  expect(ids(await answer(db, stream(10)))).toHaveLength(10);
  const small: StreamCursors = new Map();
  expect(ids(await answer(db, stream(10), small))).toEqual(deposits.slice(0, 10).map((row) => row.id));
  expect(ids(await answer(db, stream(10), small))).toEqual(deposits.slice(10, 20).map((row) => row.id));
});

test('a fully redeemed position stays listed with shares 0 in positions and positions_with_value (redeemed/event.rs@274a1a4)', async () => {
  const reader = privateKeyToAddress(generatePrivateKey());
  const other = privateKeyToAddress(generatePrivateKey());
  const termId = calculateAtomId(toHex('redeemed in full'));
  const price = 10n ** 18n;
  const vault = {termId, curveId: 1n, vaultType: 0};
  const logs = [
    multiVaultLog(
      'AtomCreated',
      {creator: reader, termId, atomData: toHex('redeemed in full'), atomWallet: other},
      1n,
      0,
    ),
    multiVaultLog(
      'Deposited',
      {...vault, sender: reader, receiver: reader, assets: 100n, assetsAfterFees: 95n, shares: 95n, totalShares: 95n},
      2n,
      0,
    ),
    multiVaultLog(
      'Deposited',
      {...vault, sender: other, receiver: other, assets: 20n, assetsAfterFees: 19n, shares: 19n, totalShares: 114n},
      2n,
      1,
    ),
    multiVaultLog(
      'Redeemed',
      {...vault, sender: reader, receiver: reader, shares: 95n, totalShares: 19n, assets: 90n, fees: 5n},
      3n,
      0,
    ),
    multiVaultLog('SharePriceChanged', {...vault, sharePrice: price, totalAssets: 19n, totalShares: 19n}, 3n, 1),
  ];
  const db = await indexChain(fakeClient(logs), fakeMultiVault, noPins, new Map());
  const data = await answer(
    db,
    `{
      positions(where: {account_id: {_eq: "${reader}"}}) { term_id shares total_redeem_assets_for_receiver }
      positions_with_value(where: {account_id: {_eq: "${reader}"}}) { shares theoretical_value pnl }
      vaults { position_count }
    }`,
  );
  expect(data.positions).toEqual([{term_id: termId, shares: '0', total_redeem_assets_for_receiver: '90'}]);
  // Value 0, pnl = 90 redeemed − 95 deposited.
  expect(data.positions_with_value).toEqual([{shares: '0', theoretical_value: '0', pnl: '-5'}]);
  // The holder count counts open positions only: the other account's.
  expect(data.vaults).toEqual([{position_count: 1}]);
});

test("signals: one row per deposit with assets after fees > 0 and per redemption, the sender's, delta unsigned (deposited/event.rs@fe440c4, redeemed/event.rs@274a1a4)", async () => {
  const sender = privateKeyToAddress(generatePrivateKey());
  const receiver = privateKeyToAddress(generatePrivateKey());
  const termId = calculateAtomId(toHex('signalled'));
  const vault = {termId, curveId: 1n, vaultType: 0};
  const logs = [
    multiVaultLog('AtomCreated', {creator: sender, termId, atomData: toHex('signalled'), atomWallet: receiver}, 1n, 0),
    // A deposit for another address: the signal is the sender's.
    multiVaultLog(
      'Deposited',
      {...vault, sender, receiver, assets: 100n, assetsAfterFees: 95n, shares: 95n, totalShares: 95n},
      2n,
      0,
    ),
    // Nothing left after fees: no signal.
    multiVaultLog(
      'Deposited',
      {...vault, sender, receiver: sender, assets: 1n, assetsAfterFees: 0n, shares: 0n, totalShares: 0n},
      2n,
      1,
    ),
    multiVaultLog(
      'Redeemed',
      {...vault, sender: receiver, receiver, shares: 95n, totalShares: 0n, assets: 90n, fees: 5n},
      3n,
      0,
    ),
  ];
  const db = await indexChain(fakeClient(logs), fakeMultiVault, noPins, new Map());
  const data = await answer(
    db,
    `{ signals(order_by: {created_at: asc}) {
        account_id delta deposit_id redemption_id term_id curve_id block_number created_at transaction_hash
        deposit { receiver_id } redemption { assets }
    } }`,
  );
  const id = (block: bigint, index: number) =>
    `${logs.find((l) => l.blockNumber === block && l.logIndex === index)!.transactionHash}-${index}`;
  const at = (block: bigint) => new Date(Number(1_767_225_600n + block) * 1000).toISOString();
  expect(data.signals).toEqual([
    {
      account_id: sender,
      delta: '95',
      deposit_id: id(2n, 0),
      redemption_id: null,
      term_id: termId,
      curve_id: '1',
      block_number: '2',
      created_at: at(2n),
      transaction_hash: logs[1]!.transactionHash,
      deposit: {receiver_id: receiver},
      redemption: null,
    },
    {
      account_id: receiver,
      delta: '90',
      deposit_id: null,
      redemption_id: id(3n, 0),
      term_id: termId,
      curve_id: '1',
      block_number: '3',
      created_at: at(3n),
      transaction_hash: logs[3]!.transactionHash,
      deposit: null,
      redemption: {assets: '90'},
    },
  ]);
});

test('the GraphQL stub answers an atom with its decoded data and its type, as the indexer does (atom_created/event.rs@126293c)', async () => {
  const text = 'Decentralized knowledge graph';
  const address = privateKeyToAddress(generatePrivateKey());
  const creator = privateKeyToAddress(generatePrivateKey());
  const atom = (data: string, block: bigint) =>
    multiVaultLog(
      'AtomCreated',
      {creator, termId: calculateAtomId(toHex(data)), atomData: toHex(data), atomWallet: creator},
      block,
      0,
    );
  const stub = await startGraphqlStub(fakeClient([atom(text, 1n), atom(address, 2n)]), fakeMultiVault, repoRoot);
  try {
    // The operation getAtomDetails sends (examples/sdks/overview/configure-clients.ts prints its answer).
    const getAtom = async (data: string) => {
      const response = await fetch(stub.url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({query: GetAtomDocument, variables: {id: calculateAtomId(toHex(data))}}),
      });
      const body = (await response.json()) as {data: {atom: Record<string, unknown>}; errors?: unknown};
      expect(body.errors).toBeUndefined();
      return body.data.atom;
    };
    expect(await getAtom(text)).toMatchObject({data: text, type: 'TextObject', label: text});
    expect(await getAtom(address)).toMatchObject({data: address, type: 'Account', label: label(address)});
  } finally {
    await stub.stop();
  }
  // Atom::decode_data drops NUL bytes.
  expect(decodeAtomData(toHex('a\0b'))).toBe('ab');
});
