import {expect, test} from '@playwright/test';
import {parseTextArray, socialGraphRows} from '../chain/harness/socialGraph';

/**
 * The rules of the local indexer's social-graph functions (tests/chain/harness/socialGraph.ts) that the cookbook
 * chain test's seed does not reach: each as the hosted SQL has it (intuition-rs consolidated_triggers@9ceea19,
 * nested_triples_support@7604594), on tables made by hand.
 */
const reader = '0xABcdEFABcdEFabcdEfAbCdefabcdeFABcDEFabCD';
const alice = '0x2222222222222222222222222222222222222222';
const bob = '0x3333333333333333333333333333333333333333';
const row = (table: string, fields: Record<string, unknown>) => ({__table: table, ...fields});

function tables() {
  const atoms = [
    row('atoms', {term_id: 'thing', type: 'ThingPredicate', data: 'https://schema.org/Thing', label: 'is thing'}),
    row('atoms', {term_id: 'follow', type: 'FollowAction', data: 'https://schema.org/FollowAction', label: 'follow'}),
    row('atoms', {term_id: 'alice', type: 'Account', data: alice, label: '0x2222...2222'}),
    row('atoms', {term_id: 'bob', type: 'Account', data: bob, label: '0x3333...3333'}),
    row('atoms', {term_id: 'apple', type: 'TextObject', data: 'apple', label: 'apple'}),
    row('atoms', {term_id: 'is', type: 'TextObject', data: 'is a', label: 'is a'}),
    row('atoms', {term_id: 'fruit', type: 'TextObject', data: 'fruit', label: 'fruit'}),
  ];
  const triples = [
    row('triples', {
      term_id: 'f-alice',
      counter_term_id: 'c-alice',
      subject_id: 'thing',
      predicate_id: 'follow',
      object_id: 'alice',
    }),
    row('triples', {
      term_id: 'f-bob',
      counter_term_id: 'c-bob',
      subject_id: 'thing',
      predicate_id: 'follow',
      object_id: 'bob',
    }),
    row('triples', {
      term_id: 'apple-fruit',
      counter_term_id: 'c-af',
      subject_id: 'apple',
      predicate_id: 'is',
      object_id: 'fruit',
    }),
  ];
  const deposits = [
    // The reader follows Alice on two curves, then redeems everything on curve 2; it stakes against Bob.
    row('deposits', {receiver_id: reader, term_id: 'f-alice', curve_id: 1n}),
    row('deposits', {receiver_id: reader, term_id: 'f-alice', curve_id: 2n}),
    row('deposits', {receiver_id: reader, term_id: 'c-bob', curve_id: 1n}),
    row('deposits', {receiver_id: alice, term_id: 'apple-fruit', curve_id: 1n}),
  ];
  const positions = [
    row('positions', {account_id: reader, term_id: 'f-alice', curve_id: 1n, shares: 5n}),
    row('positions', {account_id: reader, term_id: 'f-alice', curve_id: 2n, shares: 0n}),
    row('positions', {account_id: reader, term_id: 'c-bob', curve_id: 1n, shares: 5n}),
    row('positions', {account_id: alice, term_id: 'apple-fruit', curve_id: 1n, shares: 7n}),
    row('positions', {account_id: alice, term_id: 'apple', curve_id: 1n, shares: 3n}),
  ];
  const signals = [
    row('signals', {id: 's-alice', account_id: alice, term_id: 'apple-fruit', curve_id: 1n}),
    row('signals', {id: 's-bob', account_id: bob, term_id: 'apple', curve_id: 1n}),
    row('signals', {id: 's-reader', account_id: reader, term_id: 'f-alice', curve_id: 1n}),
  ];
  return {atoms, triples, deposits, positions, signals, accounts: []};
}

const ids = (name: string, args: Record<string, unknown>) =>
  socialGraphRows(tables(), name, {args})!.rows.map((r) => r.id ?? `${r.account_id}|${r.term_id}|${r.curve_id}`);

test('following: one row per position on the For side, redeemed ones included, address compared exactly', () => {
  // Two positions on Alice's follow claim (one fully redeemed): two rows. Against Bob: no row.
  expect(ids('following', {address: reader})).toEqual([alice, alice]);
  expect(ids('following', {address: reader.toLowerCase()})).toEqual([]);
  expect(ids('following', {address: '0x1111111111111111111111111111111111111112'})).toEqual([]);
});

test('positions_from_following: every position of a followed account; search_positions_on_subject: all pairs, shares > 0', () => {
  expect(ids('positions_from_following', {address: reader})).toEqual([`${alice}|apple-fruit|1`, `${alice}|apple|1`]);
  const search = (fields: unknown) =>
    ids('search_positions_on_subject', {addresses: `{${alice},${bob}}`, search_fields: fields});
  // Only positions on claims about the matching subject (apple), not the atom position.
  expect(search([{'is a': 'fruit'}])).toEqual([`${alice}|apple-fruit|1`]);
  expect(search([{'is a': 'fruit'}, {'is a': 'vegetable'}])).toEqual([]);
  expect(() => search({'is a': 'fruit'})).toThrow('cannot extract elements from an object');
  expect(parseTextArray('{0xA, "0xB"}')).toEqual(['0xA', '0xB']);
});

test('signals_from_following: the signals of the accounts following() lists (consolidated_triggers@9ceea19)', () => {
  // Alice is followed (For side); Bob only against; the reader's own signals are not its circle's.
  expect(ids('signals_from_following', {address: reader})).toEqual(['s-alice']);
  expect(socialGraphRows(tables(), 'signals_from_following', {args: {address: reader}})!.table).toBe('signals');
});
