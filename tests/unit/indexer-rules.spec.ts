import {expect, test} from '@playwright/test';
import {generatePrivateKey, privateKeyToAddress} from 'viem/accounts';
import {
  anonymousRowCaps,
  atomType,
  blockAsWritten,
  cappedLimit,
  eventTermColumns,
  hostedLabel,
} from '../chain/harness/indexer';
import {socialGraphRows} from '../chain/harness/socialGraph';

// The local indexer (tests/chain/harness/indexer.ts) must follow the hosted indexer's rules, or the chain tests pass
// programs that fail on the real API. One test per rule; each rule's source is cited where it is implemented.

const noPins = new Map<string, Record<string, unknown>>();
const label = (data: string) => hostedLabel(data, atomType(data, noPins)!);

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
  expect(Object.keys(anonymousRowCaps).sort()).toEqual(
    ['accounts', 'atoms', 'deposits', 'events', 'positions', 'redemptions', 'terms', 'triples', 'vaults'].sort(),
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
