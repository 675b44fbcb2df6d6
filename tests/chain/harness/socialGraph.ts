import {getAddress, isAddress} from 'viem';

/**
 * The hosted indexer's social-graph SQL functions, computed from the local indexer's tables (harness/indexer.ts
 * hands over its rows; it applies where, order_by, limit, offset and `_aggregate` to what these return, as Hasura
 * does to a function's result set). Each rule follows the SQL it cites:
 *
 * - `following(address)`: 0xIntuition/intuition-rs
 *   infrastructure/hasura/migrations/intuition/1729947331635_consolidated_triggers/up.sql @ 9ceea19 calls
 *   `accounts_that_claim_about_account(address, <atom of type ThingPredicate>, <atom of type FollowAction>)`, which
 *   1770384694000_nested_triples_support/up.sql @ 7604594 defines as: one account row per `position` row of
 *   `address` (compared exactly, so case matters) joined to `triple` on `position.term_id = triple.term_id` (the
 *   For side only), whose subject and predicate are those two atoms, whose object is an atom, and whose account is
 *   of type Default. No `shares > 0` condition: a position row stays after a full redemption (the consumer sets
 *   its shares to 0), so a fully redeemed follow is still listed, and a follow held on two curves lists the
 *   account twice. Here a position row exists for every (receiver, term, curve) that ever received a deposit.
 * - `positions_from_following(address)`: the `position` rows whose account is in `following(address)`
 *   (consolidated_triggers @ 9ceea19), here the local `positions` table's.
 * - `search_positions_on_subject(addresses, search_fields)`: nested_triples_support @ 7604594. `search_fields` is a
 *   JSON array of objects of `{ "<predicate atom data>": "<object atom data>" }`; a subject matches when the
 *   positions with shares > 0 of `addresses` on its triples (For side) cover every pair (distinct pairs counted
 *   against the number of keys); the answer is every position with shares > 0 of `addresses` on any triple about
 *   a matching subject. `addresses` is a Postgres array literal, `{0xA…,0xB…}`.
 * - `signals_from_following(address)`: the `signal` rows whose account_id is in `following(address)`
 *   (consolidated_triggers @ 9ceea19: `SELECT * FROM signal WHERE signal.account_id IN (SELECT "id" FROM
 *   FOLLOWING (address))`), here the local `signals` table's (harness/indexer.ts signalRow: the sender's deposits
 *   and redemptions). The SQL has no ORDER BY: rows come in the order the caller's `order_by` gives.
 */

type Row = Record<string, unknown> & {__table: string};
type Tables = Record<string, unknown>;

const lower = (value: unknown) => String(value).toLowerCase();

/** Postgres's text-array literal as Hasura passes `_text`: `{a,b}`, optionally quoted elements. */
export function parseTextArray(literal: unknown): string[] {
  if (Array.isArray(literal)) return literal.map(String);
  const text = String(literal).trim();
  if (!text.startsWith('{') || !text.endsWith('}')) throw new Error(`malformed array literal: "${text}"`);
  const body = text.slice(1, -1).trim();
  return body === '' ? [] : body.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
}

function following(tables: Tables, address: string): Row[] {
  const atoms = tables.atoms as Row[];
  const triples = tables.triples as Row[];
  const deposits = tables.deposits as Row[];
  const accounts = tables.accounts as Row[];
  const thing = atoms.find((atom) => atom.type === 'ThingPredicate');
  const follow = atoms.find((atom) => atom.type === 'FollowAction');
  if (!thing || !follow) return [];
  const result: Row[] = [];
  for (const triple of triples) {
    if (triple.subject_id !== thing.term_id || triple.predicate_id !== follow.term_id) continue;
    const object = atoms.find((atom) => atom.term_id === triple.object_id);
    if (!object || object.type !== 'Account' || !isAddress(String(object.data), {strict: false})) continue;
    const id = getAddress(String(object.data));
    const account = accounts.find((row) => lower(row.id) === lower(id)) ?? {
      __table: 'accounts',
      id,
      label: object.label,
      image: null,
      type: 'Default',
      created_at: object.created_at,
    };
    if (account.type !== 'Default') continue;
    // One row per position of `address` on the follow claim: a position is a (receiver, term, curve).
    const curves = new Set(
      deposits
        .filter((deposit) => deposit.receiver_id === address && deposit.term_id === triple.term_id)
        .map((deposit) => String(deposit.curve_id)),
    );
    for (let i = 0; i < curves.size; i++) result.push(account);
  }
  return result;
}

function searchPositionsOnSubject(tables: Tables, addresses: string[], fields: unknown): Row[] {
  if (!Array.isArray(fields)) throw new Error('cannot extract elements from an object');
  const atoms = tables.atoms as Row[];
  const triples = tables.triples as Row[];
  const held = (tables.positions as Row[]).filter(
    (position) => (position.shares as bigint) > 0n && addresses.includes(String(position.account_id)),
  );
  const pairs = (fields as Array<Record<string, unknown>>).flatMap((object) =>
    Object.entries(object).map(([key, value]) => [key, String(value)] as const),
  );
  const dataOf = (id: unknown) => atoms.find((atom) => atom.term_id === id)?.data;
  const found = new Map<unknown, Set<string>>();
  for (const position of held) {
    const triple = triples.find((row) => row.term_id === position.term_id);
    if (!triple) continue;
    const predicate = dataOf(triple.predicate_id);
    const object = dataOf(triple.object_id);
    if (predicate === undefined || object === undefined) continue;
    if (!pairs.some(([key, value]) => key === predicate && value === object)) continue;
    const set = found.get(triple.subject_id) ?? new Set<string>();
    set.add(JSON.stringify([predicate, object]));
    found.set(triple.subject_id, set);
  }
  const subjects = new Set([...found].filter(([, set]) => set.size === pairs.length).map(([subject]) => subject));
  return held.filter((position) => {
    const triple = triples.find((row) => row.term_id === position.term_id);
    return !!triple && subjects.has(triple.subject_id);
  });
}

/**
 * The rows of a social-graph function (`name` without `_aggregate`), or undefined for any other root field.
 * `table` names the table type the function returns, for the indexer's relations.
 */
export function socialGraphRows(
  tables: Tables,
  name: string,
  args: Record<string, unknown>,
): {table: string; rows: Row[]} | undefined {
  const input = (args.args ?? {}) as Record<string, unknown>;
  switch (name) {
    case 'following':
      return {table: 'accounts', rows: following(tables, String(input.address))};
    case 'positions_from_following': {
      const ids = new Set(following(tables, String(input.address)).map((account) => account.id));
      return {table: 'positions', rows: (tables.positions as Row[]).filter((row) => ids.has(row.account_id))};
    }
    case 'signals_from_following': {
      const ids = new Set(following(tables, String(input.address)).map((account) => account.id));
      return {table: 'signals', rows: (tables.signals as Row[]).filter((row) => ids.has(row.account_id))};
    }
    case 'search_positions_on_subject':
      return {
        table: 'positions',
        rows: searchPositionsOnSubject(tables, parseTextArray(input.addresses), input.search_fields),
      };
    default:
      return undefined;
  }
}
