import fs from 'node:fs';
import {
  buildSchema,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
  getNamedType,
  GraphQLError,
  GraphQLList,
  GraphQLNonNull,
  validate,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {calculateCounterTripleId} from '@0xintuition/sdk';
import {getAddress, hexToString, isAddress, parseEventLogs, type Hex, type PublicClient} from 'viem';
import {useServer} from 'graphql-ws/use/ws';
import {WebSocketServer, type WebSocket} from 'ws';
import {findSchema} from '../../../scripts/graphql-schema';
import {startGraphqlHttp} from './graphqlHttp';
import {socialGraphRows} from './socialGraph';
import {
  liveTableCaps,
  positionChangeRows,
  positionWithValueRows,
  protocolFeeAccrualRow,
  withLiveTables,
} from './positionsAndFees';

/**
 * A local indexer for the cookbook queries (tests/chain/cookbook.spec.ts). It derives, from the local chain's
 * MultiVault event logs only (AtomCreated, TripleCreated, Deposited, Redeemed, SharePriceChanged) and the block
 * timestamps, the tables the cookbook reads: atoms, triples, terms, triple_terms, vaults, positions, accounts,
 * deposits, redemptions, events, signals, share_price_changes, share_price_change_stats_daily/hourly,
 * predicate_objects, subject_predicates and a few stats. It answers GraphQL with graphql-js against the API schema, with the
 * Hasura arguments the pages use: where (_eq, _neq, _in, _nin, _gt, _gte, _lt, _lte, _like, _ilike, _is_null,
 * _and, _or, _not, nested object and array relations), order_by (columns, relations, `<rel>_aggregate: {count}`),
 * limit, offset, distinct_on, `*_aggregate { aggregate { count sum max min } nodes }`, and `*_stream` (cursor,
 * batch_size). Over HTTP a subscription is answered with its first event, as the API sends it on subscribing; over
 * WebSocket (graphql-transport-ws, same port and path) it runs on: each new block sends a stream's rows past the
 * subscriber's cursor, and a live query's answer when it changed.
 *
 * Strict: a column or relation the indexer does not derive from the chain is an error naming it (`not derived
 * from the chain: atoms.value`), never a placeholder, so an answer is either the chain's or fails.
 *
 * Derivation rules (those of the hosted indexer as far as the chain can show them; differences are named):
 * - An atom's label is the hosted one (atomLabel() below, shared with the GraphQL stub: `0x7099...79C8` for an
 *   address, `is thing`/`follow` for the schema.org predicates, text cut at 256 characters), its type by atomType()
 *   below; `ipfs://` data pinned through the local
 *   GraphQL stub's pinThing is a Thing (label = name, image = image), other `ipfs://` data (content the local
 *   chain cannot show) is not derived. Only Things have an image.
 * - A position is (account, term, curve): + shares of each Deposited to its receiver, − shares of each Redeemed
 *   from its sender; total_deposit_assets_after_total_fees sums the deposits' assetsAfterFees,
 *   total_redeem_assets_for_receiver the assets of its redemptions. A fully redeemed position stays listed with
 *   shares 0 (redeemed/event.rs @ 274a1a4, see positionRows below).
 * - A vault is (term, curve), its state the last SharePriceChanged; market_cap = total_shares × share price / 1e18;
 *   position_count counts positions with shares > 0. A term sums its vaults; a triple_term sums a triple's term
 *   and its counter term.
 * - An account is every address that created, deposited, received or redeemed; label = its address (no ENS
 *   locally), image null, type Default.
 */

type Row = Record<string, unknown> & {__table: string};
interface Relation {
  readonly table: string;
  readonly many: boolean;
  readonly get: (row: Row, db: Db) => Row[] | Row | null;
}
export type Db = Record<string, Row[]> & {__relations: Record<string, Record<string, Relation>>};

export class NotDerived extends Error {}

const schemaOrgTypes: Record<string, string> = {
  Thing: 'ThingPredicate',
  Person: 'PersonPredicate',
  Organization: 'OrganizationPredicate',
  keywords: 'Keywords',
  LikeAction: 'LikeAction',
  FollowAction: 'FollowAction',
};

/**
 * The indexer's classification of atom data, as /work/shared/protocol-facts.md §7.2 gives intuition-rs's rules:
 * an address is Account, lowercase `caip10:` is Caip10, a schema.org URL is its predicate type, `ipfs://` JSON
 * is resolved (here: the things pinned through the local stub; undefined for any other CID), other text is
 * TextObject.
 */
export function atomType(text: string, pinned: ReadonlyMap<string, Record<string, unknown>>): string | undefined {
  if (isAddress(text, {strict: false})) return 'Account';
  if (text.startsWith('caip10:')) return 'Caip10';
  const schemaOrg = /^https?:\/\/schema\.org\/(\w+)$/.exec(text);
  if (schemaOrg) return schemaOrgTypes[schemaOrg[1]!] ?? 'TextObject';
  if (text.startsWith('ipfs://')) return pinned.has(text) ? 'Thing' : undefined;
  return 'TextObject';
}

/**
 * The label the hosted indexer gives an atom it classified as `kind` (not Thing/Person/Organization, whose label is
 * their JSON's name). Source: 0xIntuition/intuition-rs apps/consumer/src/mode/metadata.rs @ 063e4cc (AtomMetadata:
 * `address()` labels with `short_id(address)`, the schema.org predicates get fixed labels, `text_object()` keeps the
 * first 256 characters, `caip10()` the text) and apps/consumer/src/mode/utils.rs @ 0841ec2 (`short_id`: the first 6
 * and the last 4 characters joined by `...`). An app must never parse a label: read the atom's `data`.
 */
const predicateLabels: Record<string, string> = {
  ThingPredicate: 'is thing',
  PersonPredicate: 'is person',
  OrganizationPredicate: 'is organization',
  Keywords: 'has tag',
  LikeAction: 'like',
  FollowAction: 'follow',
};
export function hostedLabel(text: string, kind: string): string {
  if (kind === 'Account') return `${text.slice(0, 6)}...${text.slice(-4)}`;
  if (predicateLabels[kind]) return predicateLabels[kind];
  if (kind === 'TextObject') return [...text].slice(0, 256).join('');
  return text;
}

/**
 * The label of an atom whose data is `text`, by the rules above: a Thing pinned through the local stub by its JSON's
 * name, any other atom atomType() classifies by hostedLabel(); undefined for data it cannot classify (an `ipfs://`
 * CID nobody pinned locally). The local indexer and the GraphQL stub (graphqlStub.ts) both label with this one
 * function, so the SDK helpers that read through the stub (getTripleDetails, getAtomDetails) print the hosted labels.
 */
export function atomLabel(text: string, pinned: ReadonlyMap<string, Record<string, unknown>>): string | undefined {
  const kind = atomType(text, pinned);
  if (kind === undefined) return undefined;
  if (kind === 'Thing') return pinned.get(text)!.name as string;
  return hostedLabel(text, kind);
}

/**
 * An atom's `data` column from the bytes the AtomCreated log carries: the hosted consumer stores the bytes as
 * `raw_data` and their decoding as `data` (intuition-rs apps/consumer/src/mode/decoded/atom_created/event.rs @
 * 126293c, `raw_data(atom_data)`, `data(Atom::decode_data(atom_data))`; the `atom` table has `data TEXT`, `raw_data
 * TEXT NOT NULL`, migrations/1729947331633_consolidated_basic_structure/up.sql @ 12991be). `Atom::decode_data`
 * (models/src/atom.rs @ e588a67) reads the hex as UTF-8 and drops NUL bytes. Bytes that are not UTF-8 fail there;
 * not modelled (the examples write text). The local indexer and the GraphQL stub (graphqlStub.ts) both decode with
 * this one function, so neither shows the hex where the hosted API shows text.
 */
export function decodeAtomData(atomData: Hex): string {
  return hexToString(atomData).replace(/\0/g, '');
}

/**
 * The anonymous role's row cap per table, from the published Hasura metadata (0xIntuition/intuition-rs
 * infrastructure/hasura/metadata/databases/intuition/tables/<file>, `select_permissions: role: anonymous, limit`):
 * public_position.yaml @ 5d4239e and public_term.yaml @ 5e01a43 `limit: 100`; public_atom.yaml @ 0841ec2,
 * public_triple.yaml @ 7604594, public_deposit.yaml @ 5e01a43, public_account.yaml @ 4eaf45b, public_event.yaml @
 * 4eaf45b, public_redemption.yaml @ 0841ec2, public_vault.yaml @ 5e01a43 `limit: 250`. Hasura returns at most that
 * many rows whatever `limit` asks (docs: "Row Fetch Limit"), silently; the cap is applied here to root list fields
 * and, as the conservative reading, to nested array relations too (the docs do not say which; pages must paginate
 * either way). Whether an `_aggregate`'s `nodes` or counts are capped is not settled by the metadata: the pages
 * count with `aggregate { count }` and never read more than a page of `nodes`. Tables not listed here are uncapped
 * in this model because their metadata was not checked.
 */
export const anonymousRowCaps: Readonly<Record<string, number>> = {
  positions: 100,
  terms: 100,
  atoms: 250,
  triples: 250,
  deposits: 250,
  accounts: 250,
  events: 250,
  redemptions: 250,
  vaults: 250,
  // tables/public_signal.yaml @ d864d51: `limit: 250`.
  signals: 250,
};

/**
 * The `signals` row of a Deposited or Redeemed log, as the hosted consumer writes it: intuition-rs
 * apps/consumer/src/mode/decoded/deposited/event.rs @ fe440c4 and redeemed/event.rs @ 274a1a4 (`create_signal`,
 * called by each event_handler.rs), into the table of migrations/1729947331633_consolidated_basic_structure/up.sql
 * @ 5e01a43 (`delta NUMERIC(78, 0)`). Every column comes from the log and its block: id and deposit_id/redemption_id
 * are the event id `<tx hash>-<log index>`, account_id the log's `sender` (not the receiver), delta the log's
 * `assetsAfterFees` (deposit) or `assets` (redemption, the assets paid out after fees), a plain amount: nothing
 * negates it, so a redemption's delta is positive as well and the kind is told by deposit_id/redemption_id. A
 * deposit with `assetsAfterFees` 0 writes no signal; a redemption always does. created_at is the block's time.
 * atom_id/triple_id are not derived: the deposit handler sets `atom_id` when the vault type reads Triple and
 * `triple_id` otherwise (see eventTermColumns on its numbering), so which one a hosted row carries is unsettled.
 */
export function signalRow(
  kind: 'Deposited' | 'Redeemed',
  id: string,
  base: {created_at: string; block_number: bigint; transaction_hash: string},
  args: {sender: string; termId: string; curveId: bigint; assets: bigint},
): Row | undefined {
  if (kind === 'Deposited' && args.assets === 0n) return undefined;
  return {
    __table: 'signals',
    id,
    delta: args.assets,
    account_id: getAddress(args.sender),
    term_id: args.termId,
    curve_id: args.curveId,
    deposit_id: kind === 'Deposited' ? id : null,
    redemption_id: kind === 'Redeemed' ? id : null,
    block_number: base.block_number,
    created_at: base.created_at,
    transaction_hash: base.transaction_hash,
  };
}

/** The rows Hasura returns for a `limit` under the anonymous cap of `table`. */
export function cappedLimit(table: string, limit: number | undefined): number | undefined {
  const cap = anonymousRowCaps[table] ?? liveTableCaps[table];
  if (cap === undefined) return limit;
  return limit === undefined ? cap : Math.min(limit, cap);
}

/**
 * The term columns of a Deposited or Redeemed `events` row. Redeemed: intuition-rs
 * apps/consumer/src/mode/decoded/redeemed/event_handler.rs @ 0841ec2 (`create_event`: `triple_id` = the term for a
 * Triple or CounterTriple term, else `atom_id`). Deposited: deposited/event_handler.rs @ 12991be sets `triple_id` when
 * the event's vault type is Triple, else `atom_id`; it reads the contract's `vaultType` through the models crate's
 * `VaultType::from(u8)` (0 Triple, 1 CounterTriple, 2 Atom) while the contract numbers ATOM 0, TRIPLE 1,
 * COUNTER_TRIPLE 2 (IMultiVault.sol), so which of the two columns a hosted deposit event carries cannot be settled
 * from the source. Modelled as the intent (the redemption rule); pages key deposits by `deposits.term_id` and never
 * by `events.atom_id`/`triple_id`.
 */
export function eventTermColumns(termType: string, termId: string): {atom_id: string | null; triple_id: string | null} {
  const triple = termType === 'Triple' || termType === 'CounterTriple';
  return {atom_id: triple ? null : termId, triple_id: triple ? termId : null};
}

const notDerived = (what: string) => new NotDerived(`not derived from the chain: ${what}`);
const timestampColumns = new Set([
  'created_at',
  'updated_at',
  'block_timestamp',
  'bucket',
  'last_updated',
  'last_processed_block_timestamp',
]);

function iso(seconds: bigint | number): string {
  return new Date(Number(seconds) * 1000).toISOString();
}

/** Normalises a column value and a filter argument to comparable values. */
function comparable(column: string, value: unknown, like: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof like === 'bigint') return BigInt(value as string);
  if (timestampColumns.has(column)) return Date.parse(String(value));
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  return (a as number) < (b as number) ? -1 : 1;
}

function likeRegex(pattern: string, flags: string): RegExp {
  const body = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${body}$`, flags);
}

function column(row: Row, name: string): unknown {
  const value = row[name];
  if (value === undefined) throw notDerived(`${row.__table}.${name}`);
  return value;
}

function relationOf(db: Db, table: string, name: string): Relation | undefined {
  return db.__relations[table]?.[name];
}

function matchesColumn(row: Row, name: string, condition: Record<string, unknown>): boolean {
  const raw = column(row, name);
  for (const [operator, argument] of Object.entries(condition)) {
    const value = comparable(name, raw, raw);
    const target = Array.isArray(argument)
      ? argument.map((item) => comparable(name, item, raw))
      : comparable(name, argument, raw);
    const ok = (() => {
      switch (operator) {
        case '_eq':
          return value === target;
        case '_neq':
          return value !== target;
        case '_in':
          return (target as unknown[]).includes(value);
        case '_nin':
          return !(target as unknown[]).includes(value);
        case '_gt':
          return value !== null && compare(value, target) > 0;
        case '_gte':
          return value !== null && compare(value, target) >= 0;
        case '_lt':
          return value !== null && compare(value, target) < 0;
        case '_lte':
          return value !== null && compare(value, target) <= 0;
        case '_is_null':
          return (value === null) === argument;
        case '_like':
          return typeof value === 'string' && likeRegex(String(argument), '').test(value);
        case '_ilike':
          return typeof value === 'string' && likeRegex(String(argument), 'i').test(value);
        default:
          throw notDerived(`${row.__table}.${name} ${operator}`);
      }
    })();
    if (!ok) return false;
  }
  return true;
}

function matches(db: Db, row: Row, where: Record<string, unknown> | undefined): boolean {
  if (!where) return true;
  for (const [key, condition] of Object.entries(where)) {
    if (key === '_and') {
      if (!(condition as Record<string, unknown>[]).every((part) => matches(db, row, part))) return false;
    } else if (key === '_or') {
      if (!(condition as Record<string, unknown>[]).some((part) => matches(db, row, part))) return false;
    } else if (key === '_not') {
      if (matches(db, row, condition as Record<string, unknown>)) return false;
    } else {
      const relation = relationOf(db, row.__table, key);
      if (relation) {
        const related = relation.get(row, db);
        const rows = Array.isArray(related) ? related : related ? [related] : [];
        if (!rows.some((other) => matches(db, other, condition as Record<string, unknown>))) return false;
      } else if (!matchesColumn(row, key, condition as Record<string, unknown>)) {
        return false;
      }
    }
  }
  return true;
}

/** Sort keys for one row from an order_by object: [value, direction] pairs in the object's key order. */
function sortKeys(db: Db, row: Row | null, orderBy: Record<string, unknown>): Array<[unknown, string]> {
  const keys: Array<[unknown, string]> = [];
  for (const [key, direction] of Object.entries(orderBy)) {
    if (typeof direction === 'string') {
      const value = row === null ? null : column(row, key);
      keys.push([comparable(key, value, value), direction]);
      continue;
    }
    if (key.endsWith('_aggregate') && row) {
      const relation = relationOf(db, row.__table, key.slice(0, -'_aggregate'.length));
      if (!relation) throw notDerived(`${row.__table}.${key}`);
      const spec = direction as Record<string, unknown>;
      if (typeof spec.count !== 'string') throw notDerived(`order_by ${row.__table}.${key} other than count`);
      keys.push([BigInt((relation.get(row, db) as Row[]).length), spec.count]);
      continue;
    }
    const relation = row ? relationOf(db, row.__table, key) : undefined;
    if (row && !relation) throw notDerived(`${row.__table}.${key}`);
    const related = row && relation ? (relation.get(row, db) as Row | null) : null;
    keys.push(...sortKeys(db, related, direction as Record<string, unknown>));
  }
  return keys;
}

function orderRows(db: Db, rows: Row[], orderBy: unknown): Row[] {
  if (!orderBy) return rows;
  const specs = (Array.isArray(orderBy) ? orderBy : [orderBy]) as Record<string, unknown>[];
  const keyed = rows.map((row, index) => ({row, index, keys: specs.flatMap((spec) => sortKeys(db, row, spec))}));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i++) {
      const [left, direction] = a.keys[i]!;
      const [right] = b.keys[i]!;
      const descending = direction.startsWith('desc');
      // Hasura: asc puts nulls last, desc puts them first, unless the direction says otherwise.
      const nullsFirst = direction.endsWith('nulls_first') || (descending && !direction.endsWith('nulls_last'));
      if (left === null || right === null) {
        if (left === right) continue;
        return (left === null) === nullsFirst ? -1 : 1;
      }
      const order = compare(left, right);
      if (order !== 0) return descending ? -order : order;
    }
    return a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

interface Selection {
  where?: Record<string, unknown>;
  order_by?: unknown;
  limit?: number;
  offset?: number;
  distinct_on?: string | string[];
}

function select(db: Db, rows: Row[], args: Selection): Row[] {
  let result = orderRows(
    db,
    rows.filter((row) => matches(db, row, args.where)),
    args.order_by,
  );
  if (args.distinct_on) {
    const columns = Array.isArray(args.distinct_on) ? args.distinct_on : [args.distinct_on];
    const seen = new Set<string>();
    result = result.filter((row) => {
      const key = JSON.stringify(columns.map((name) => String(column(row, name))));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const offset = args.offset ?? 0;
  return result.slice(offset, args.limit === undefined ? undefined : offset + args.limit);
}

interface AggregateSource {
  __aggregate: Row[];
  __table: string;
}
interface AggregateFunction {
  __function: string;
  __rows: Row[];
  __table: string;
}

function aggregateValue(fn: string, table: string, rows: Row[], name: string): unknown {
  const values = rows.map((row) => column(row, name)).filter((value) => value !== null);
  if (fn === 'sum')
    return values.length === 0
      ? null
      : values.reduce((sum: bigint, value) => sum + BigInt(value as string | bigint), 0n);
  if (fn === 'max' || fn === 'min') {
    if (values.length === 0) return null;
    return values.reduce((best, value) =>
      compare(comparable(name, value, value), comparable(name, best, best)) * (fn === 'max' ? 1 : -1) > 0
        ? value
        : best,
    );
  }
  throw notDerived(`${table}_aggregate.${fn}`);
}

/** Values leave as the API sends them: numeric and bigint columns as strings. */
function output(value: unknown, type: string): unknown {
  if (typeof value !== 'bigint') return value;
  return type === 'Int' || type === 'Float' ? Number(value) : value.toString();
}

/** Root list (and `_aggregate`) fields → the table they read; a search or time-series root is not among them. */
const rootTables: Record<string, string> = Object.fromEntries(
  [
    'atoms',
    'triples',
    'terms',
    'vaults',
    'positions',
    'accounts',
    'deposits',
    'redemptions',
    'events',
    'share_price_changes',
    'share_price_change_stats_daily',
    'share_price_change_stats_hourly',
    'predicate_objects',
    'subject_predicates',
    'stats',
    'signals',
  ].map((name) => [name, name]),
);
rootTables.triple_terms = 'triple_term';
// The 2026 tables the indexer derives (harness/positionsAndFees.ts).
for (const name of Object.keys(liveTableCaps)) rootTables[name] = name;
/** Root fields that take a row's key. */
const byKeyTables: Record<string, string> = {
  atom: 'atoms',
  triple: 'triples',
  term: 'terms',
  vault: 'vaults',
  position: 'positions',
  account: 'accounts',
  deposit: 'deposits',
  redemption: 'redemptions',
  event: 'events',
  triple_term: 'triple_term',
  signal: 'signals',
};

/**
 * The cursor of each `*_stream` field of one WebSocket subscription, by response key: the value of the cursor column
 * in the last row sent. Absent until a row is sent (the cursor is then the subscription's initial value).
 */
export type StreamCursors = Map<string, unknown>;

/**
 * The field resolver that answers a query or subscription from `db` (the tables indexChain builds). Without `streams`
 * a subscription gets its first event (as over HTTP); with them, the next batch of each stream past its cursor.
 */
export function resolverFor(db: Db, streams?: StreamCursors): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, _context, info) => {
    const name = info.fieldName;
    const parent = info.parentType.name;
    const returnNamed = getNamedType(info.returnType).name;
    const isList =
      (info.returnType instanceof GraphQLNonNull ? info.returnType.ofType : info.returnType) instanceof GraphQLList;
    const selection = args as Selection;
    if (parent === 'query_root' || parent === 'subscription_root') {
      if (name.endsWith('_stream') && rootTables[name.slice(0, -'_stream'.length)]) {
        // A stream's first batch: rows from the cursor's initial value on, in cursor order.
        const table = rootTables[name.slice(0, -'_stream'.length)]!;
        const {
          cursor,
          batch_size: batchSize,
          where,
        } = args as {
          cursor: Array<{initial_value: Record<string, unknown>; ordering?: string}>;
          batch_size: number;
          where?: Record<string, unknown>;
        };
        const [first] = cursor;
        const [[cursorColumn, initial]] = Object.entries(first!.initial_value) as [[string, unknown]];
        const descending = first!.ordering === 'DESC';
        if (streams) {
          // Over WebSocket, as Hasura streams: rows strictly past the cursor (the initial value, then the last row
          // sent), at most batch_size of them, and the cursor moves to the last row's value. On a column that rows
          // share, a batch that ends inside a group leaves the rest of the group behind, as Hasura does.
          // A batch is capped like a list: hasura/graphql-engine server/src-lib/Hasura/Backends/Postgres/Translate/
          // Select/Streaming.hs @ 6d8d27a passes the role's permission (`perm`) with `_saLimit = batch_size` to the
          // select every list goes through, so an anonymous batch stops at the table's row cap whatever batch_size
          // asks (read from the source; not measured on the endpoint).
          const key = String(info.path.key);
          const after = streams.has(key) ? streams.get(key) : initial;
          const past = {[cursorColumn]: {[descending ? '_lt' : '_gt']: after}};
          const rows = select(db, db[table]!, {
            where: where ? {_and: [where, past]} : past,
            order_by: {[cursorColumn]: descending ? 'desc' : 'asc'},
            limit: cappedLimit(table, batchSize),
          });
          const last = rows.at(-1);
          if (last) streams.set(key, output(column(last, cursorColumn), 'String'));
          return rows;
        }
        const from = {[cursorColumn]: {[descending ? '_lte' : '_gte']: initial}};
        return select(db, db[table]!, {
          where: where ? {_and: [where, from]} : from,
          order_by: {[cursorColumn]: descending ? 'desc' : 'asc'},
          limit: cappedLimit(table, batchSize),
        });
      }
      const base = name.endsWith('_aggregate') ? name.slice(0, -'_aggregate'.length) : name;
      // The following family and search_positions_on_subject, by their SQL (harness/socialGraph.ts).
      const social = socialGraphRows(db, base, args);
      if (social && base !== name)
        return {__aggregate: select(db, social.rows, selection), __table: social.table} satisfies AggregateSource;
      // A function's rows fall under its return table's permission, cap included.
      if (social) return select(db, social.rows, {...selection, limit: cappedLimit(social.table, selection.limit)});
      const table = rootTables[base] ?? (isList ? undefined : byKeyTables[name]);
      if (!table || !db[table]) throw notDerived(`query_root.${name}`);
      if (base !== name)
        return {__aggregate: select(db, db[table]!, selection), __table: table} satisfies AggregateSource;
      const rows = db[table]!;
      if (isList) return select(db, rows, {...selection, limit: cappedLimit(table, selection.limit)});
      // A by-primary-key field: every argument is a column equal to the row's.
      return (
        rows.find((row) =>
          Object.entries(args).every(
            ([key, value]) => String(column(row, key)).toLowerCase() === String(value).toLowerCase(),
          ),
        ) ?? null
      );
    }
    const record = source as Record<string, unknown>;
    if ('__aggregate' in record) {
      const {__aggregate: rows, __table: table} = record as unknown as AggregateSource;
      if (name === 'aggregate') return {__aggregate: rows, __table: table, __fields: true};
      if (name === 'nodes') return rows;
      if (name === 'count') {
        const columns = (args as {columns?: string[]; distinct?: boolean}).columns;
        if (columns?.length && (args as {distinct?: boolean}).distinct) {
          return new Set(rows.map((row) => JSON.stringify(columns.map((c) => String(column(row, c)))))).size;
        }
        return rows.length;
      }
      return {__function: name, __rows: rows, __table: table} satisfies AggregateFunction;
    }
    if ('__function' in record) {
      const {__function: fn, __rows: rows, __table: table} = record as unknown as AggregateFunction;
      return output(aggregateValue(fn, table, rows, name), returnNamed);
    }
    const row = record as Row;
    const relation = relationOf(db, row.__table, name);
    if (relation) {
      const related = relation.get(row, db);
      return relation.many
        ? select(db, related as Row[], {...selection, limit: cappedLimit(relation.table, selection.limit)})
        : related;
    }
    if (name.endsWith('_aggregate')) {
      const many = relationOf(db, row.__table, name.slice(0, -'_aggregate'.length));
      if (!many?.many) throw notDerived(`${row.__table}.${name}`);
      return {
        __aggregate: select(db, many.get(row, db) as Row[], selection),
        __table: many.table,
      } satisfies AggregateSource;
    }
    return output(column(row, name), returnNamed);
  };
}

const lower = (value: unknown) => String(value).toLowerCase();
const dayBucket = (seconds: bigint) => iso((seconds / 86_400n) * 86_400n);
const hourBucket = (seconds: bigint) => iso((seconds / 3_600n) * 3_600n);

/** Builds every table from the MultiVault logs up to the chain head. */
export async function indexChain(
  publicClient: PublicClient,
  multiVault: Hex,
  pinned: ReadonlyMap<string, Record<string, unknown>>,
  blockTimes: Map<bigint, bigint>,
): Promise<Db> {
  const logs = await publicClient.getLogs({address: multiVault, fromBlock: 0n});
  const head = await publicClient.getBlock();
  blockTimes.set(head.number, head.timestamp);
  const time = async (block: bigint) => {
    if (!blockTimes.has(block)) blockTimes.set(block, (await publicClient.getBlock({blockNumber: block})).timestamp);
    return blockTimes.get(block)!;
  };
  const events = parseEventLogs({abi: MultiVaultAbi, logs, strict: true}).filter((event) =>
    ['AtomCreated', 'TripleCreated', 'Deposited', 'Redeemed', 'SharePriceChanged'].includes(event.eventName),
  );

  const atoms: Row[] = [];
  const triples: Row[] = [];
  const terms = new Map<string, Row>();
  const vaults = new Map<string, Row>();
  const positions = new Map<string, Row>();
  const accounts = new Map<string, Row>();
  const deposits: Row[] = [];
  const redemptions: Row[] = [];
  const eventRows: Row[] = [];
  const signals: Row[] = [];
  const priceChanges: Row[] = [];

  const account = (address: string, seen: string) => {
    const id = getAddress(address);
    if (!accounts.has(id))
      accounts.set(id, {__table: 'accounts', id, label: id, image: null, type: 'Default', created_at: seen});
    return id;
  };
  const term = (id: string, type: string, createdAt: string) => {
    if (!terms.has(id))
      terms.set(id, {
        __table: 'terms',
        id,
        type,
        atom_id: type === 'Atom' ? id : null,
        triple_id: null,
        created_at: createdAt,
      });
    return terms.get(id)!;
  };

  for (const event of events) {
    const seconds = await time(event.blockNumber);
    const created_at = iso(seconds);
    const base = {
      created_at,
      block_number: event.blockNumber,
      transaction_hash: event.transactionHash,
      log_index: event.logIndex,
    };
    const id = `${event.transactionHash}-${event.logIndex}`;
    switch (event.eventName) {
      case 'AtomCreated': {
        const {creator, termId, atomData, atomWallet} = event.args;
        const text = decodeAtomData(atomData);
        const thing = pinned.get(text);
        const kind = atomType(text, pinned);
        const values =
          kind !== undefined
            ? {
                __table: 'atom_values',
                person: null,
                organization: null,
                thing:
                  kind === 'Thing'
                    ? {
                        __table: 'things',
                        ...Object.fromEntries(
                          ['name', 'description', 'url', 'image'].map((key) => [
                            key,
                            (thing![key] as string | undefined) ?? null,
                          ]),
                        ),
                      }
                    : null,
              }
            : undefined;
        atoms.push({
          __table: 'atoms',
          value: values,
          ...base,
          term_id: termId,
          // reads.md: raw_data is the bytes as written on-chain, data the indexer's decoded string.
          raw_data: atomData,
          data: text,
          label: atomLabel(text, pinned),
          type: kind,
          image:
            kind === 'Thing' ? ((thing!.image as string | undefined) ?? null) : kind === undefined ? undefined : null,
          creator_id: account(creator, created_at),
          wallet_id: getAddress(atomWallet),
        });
        term(termId, 'Atom', created_at);
        eventRows.push({
          __table: 'events',
          ...base,
          id,
          type: 'AtomCreated',
          atom_id: termId,
          triple_id: null,
          deposit_id: null,
          redemption_id: null,
        });
        break;
      }
      case 'TripleCreated': {
        const {creator, termId, subjectId, predicateId, objectId} = event.args;
        const counter = calculateCounterTripleId(termId);
        triples.push({
          __table: 'triples',
          ...base,
          term_id: termId,
          counter_term_id: counter,
          subject_id: subjectId,
          predicate_id: predicateId,
          object_id: objectId,
          creator_id: account(creator, created_at),
        });
        term(termId, 'Triple', created_at).triple_id = termId;
        term(counter, 'CounterTriple', created_at).triple_id = termId;
        eventRows.push({
          __table: 'events',
          ...base,
          id,
          type: 'TripleCreated',
          atom_id: null,
          triple_id: termId,
          deposit_id: null,
          redemption_id: null,
        });
        break;
      }
      case 'Deposited': {
        const {sender, receiver, termId, curveId, assetsAfterFees, shares} = event.args;
        const row: Row = {
          __table: 'deposits',
          ...base,
          id,
          sender_id: account(sender, created_at),
          receiver_id: account(receiver, created_at),
          term_id: termId,
          curve_id: curveId,
          assets_after_fees: assetsAfterFees,
          shares,
          total_shares: event.args.totalShares,
        };
        deposits.push(row);
        const signal = signalRow('Deposited', id, base, {sender, termId, curveId, assets: assetsAfterFees});
        if (signal) signals.push(signal);
        const key = `${row.receiver_id}|${termId}|${curveId}`;
        const position = positions.get(key) ?? {
          __table: 'positions',
          id: key,
          account_id: row.receiver_id,
          term_id: termId,
          curve_id: curveId,
          shares: 0n,
          total_deposit_assets_after_total_fees: 0n,
          total_redeem_assets_for_receiver: 0n,
          created_at,
        };
        position.shares = (position.shares as bigint) + shares;
        position.total_deposit_assets_after_total_fees =
          (position.total_deposit_assets_after_total_fees as bigint) + assetsAfterFees;
        position.updated_at = created_at;
        positions.set(key, position);
        eventRows.push({
          __table: 'events',
          ...base,
          id,
          type: 'Deposited',
          ...eventTermColumns(terms.get(termId)?.type as string, termId),
          deposit_id: id,
          redemption_id: null,
        });
        break;
      }
      case 'Redeemed': {
        const {sender, receiver, termId, curveId, shares, assets, fees} = event.args;
        const row: Row = {
          __table: 'redemptions',
          ...base,
          id,
          sender_id: account(sender, created_at),
          receiver_id: account(receiver, created_at),
          term_id: termId,
          curve_id: curveId,
          shares,
          assets,
          fees,
          total_shares: event.args.totalShares,
        };
        redemptions.push(row);
        signals.push(signalRow('Redeemed', id, base, {sender, termId, curveId, assets})!);
        const position = positions.get(`${row.sender_id}|${termId}|${curveId}`);
        if (position) {
          position.shares = (position.shares as bigint) - shares;
          position.total_redeem_assets_for_receiver = (position.total_redeem_assets_for_receiver as bigint) + assets;
          position.updated_at = created_at;
        }
        eventRows.push({
          __table: 'events',
          ...base,
          id,
          type: 'Redeemed',
          ...eventTermColumns(terms.get(termId)?.type as string, termId),
          deposit_id: null,
          redemption_id: id,
        });
        break;
      }
      case 'SharePriceChanged': {
        const {termId, curveId, sharePrice, totalAssets, totalShares} = event.args;
        const key = `${termId}|${curveId}`;
        const vault = vaults.get(key) ?? {__table: 'vaults', term_id: termId, curve_id: curveId, created_at};
        Object.assign(vault, {
          current_share_price: sharePrice,
          total_assets: totalAssets,
          total_shares: totalShares,
          market_cap: (totalShares * sharePrice) / 10n ** 18n,
          updated_at: created_at,
        });
        vaults.set(key, vault);
        priceChanges.push({
          __table: 'share_price_changes',
          ...base,
          id,
          term_id: termId,
          curve_id: curveId,
          share_price: sharePrice,
          total_assets: totalAssets,
          total_shares: totalShares,
          block_timestamp: created_at,
          seconds,
        });
        break;
      }
    }
  }

  // protocol_fee_accrued: one row per ProtocolFeeAccrued log, as the v2 consumer writes it (harness/positionsAndFees.ts).
  const feeRows: Row[] = [];
  for (const log of parseEventLogs({abi: MultiVaultAbi, logs, eventName: 'ProtocolFeeAccrued', strict: true})) {
    const row = protocolFeeAccrualRow(log, iso(await time(log.blockNumber)));
    account(row.sender_id as string, row.created_at as string);
    feeRows.push(row);
  }

  // A fully redeemed position stays listed with shares 0, as on the hosted index: the consumer's Redeemed handler
  // (intuition-rs apps/consumer/src/mode/decoded/redeemed/event.rs @ 274a1a4, handle_position_shares) updates the
  // row's shares and never deletes it. Apps filter `shares: {_gt: "0"}`. The holder counts below count open ones.
  const open = (row: Row) => (row.shares as bigint) > 0n;
  const positionRows = [...positions.values()];
  for (const vault of vaults.values()) {
    vault.position_count = BigInt(
      positionRows.filter((p) => p.term_id === vault.term_id && p.curve_id === vault.curve_id && open(p)).length,
    );
  }
  const vaultRows = [...vaults.values()];
  for (const row of terms.values()) {
    const own = vaultRows.filter((vault) => vault.term_id === row.id);
    row.total_assets = own.reduce((sum, vault) => sum + (vault.total_assets as bigint), 0n);
    row.total_market_cap = own.reduce((sum, vault) => sum + (vault.market_cap as bigint), 0n);
    row.total_position_count = BigInt(positionRows.filter((p) => p.term_id === row.id && open(p)).length);
  }
  const tripleTerms = triples.map((triple) => {
    const main = terms.get(triple.term_id as string)!;
    const counter = terms.get(triple.counter_term_id as string)!;
    return {
      __table: 'triple_term',
      term_id: triple.term_id,
      counter_term_id: triple.counter_term_id,
      total_assets: (main.total_assets as bigint) + (counter.total_assets as bigint),
      total_market_cap: (main.total_market_cap as bigint) + (counter.total_market_cap as bigint),
      total_position_count: (main.total_position_count as bigint) + (counter.total_position_count as bigint),
    } as Row;
  });
  const grouped = (table: string, first: string, second: string) => {
    const groups = new Map<string, Row>();
    for (const triple of triples) {
      const key = `${triple[first]}|${triple[second]}`;
      const sums = tripleTerms.find((entry) => entry.term_id === triple.term_id)!;
      const group = groups.get(key) ?? {
        __table: table,
        id: key,
        [first]: triple[first],
        [second]: triple[second],
        triple_count: 0n,
        total_market_cap: 0n,
        total_position_count: 0n,
      };
      group.triple_count = (group.triple_count as bigint) + 1n;
      group.total_market_cap = (group.total_market_cap as bigint) + (sums.total_market_cap as bigint);
      group.total_position_count = (group.total_position_count as bigint) + (sums.total_position_count as bigint);
      groups.set(key, group);
    }
    return [...groups.values()];
  };
  const buckets = (table: string, bucketOf: (seconds: bigint) => string) => {
    const groups = new Map<string, Row>();
    for (const change of priceChanges) {
      const bucket = bucketOf(change.seconds as bigint);
      const key = `${change.term_id}|${change.curve_id}|${bucket}`;
      const group = groups.get(key) ?? {
        __table: table,
        term_id: change.term_id,
        curve_id: change.curve_id,
        bucket,
        first_share_price: change.share_price,
        change_count: 0n,
      };
      group.last_share_price = change.share_price;
      group.difference = (change.share_price as bigint) - (group.first_share_price as bigint);
      group.change_count = (group.change_count as bigint) + 1n;
      groups.set(key, group);
    }
    return [...groups.values()];
  };

  const byId = (table: string, rows: Row[], key: string) => {
    const index = new Map(rows.map((row) => [lower(row[key]), row]));
    return (value: unknown) => (value === null || value === undefined ? null : (index.get(lower(value)) ?? null));
  };
  const atomById = byId('atoms', atoms, 'term_id');
  const tripleById = byId('triples', triples, 'term_id');
  const termById = byId('terms', [...terms.values()], 'id');
  const accountById = byId('accounts', [...accounts.values()], 'id');
  const depositById = byId('deposits', deposits, 'id');
  const redemptionById = byId('redemptions', redemptions, 'id');
  const tripleTermById = byId('triple_term', tripleTerms, 'term_id');
  const one = (table: string, get: (row: Row) => Row | null): Relation => ({table, many: false, get});
  const many = (table: string, get: (row: Row) => Row[]): Relation => ({table, many: true, get});
  // The `vault` relation of every table keyed by (term_id, curve_id): positions, deposits, redemptions, signals, …
  const vaultOfRow = one(
    'vaults',
    (row) => vaultRows.find((v) => v.term_id === row.term_id && v.curve_id === row.curve_id) ?? null,
  );
  const where = (rows: Row[], key: string) => (value: unknown) =>
    rows.filter((row) => lower(row[key]) === lower(value));
  const positionsOfTerm = where(positionRows, 'term_id');

  const db = {
    atoms,
    triples,
    terms: [...terms.values()],
    triple_term: tripleTerms,
    vaults: vaultRows,
    positions: positionRows,
    accounts: [...accounts.values()],
    deposits,
    redemptions,
    events: eventRows,
    signals,
    positions_with_value: positionWithValueRows(positionRows, vaultRows),
    position_changes: positionChangeRows(deposits, redemptions),
    protocol_fee_accruals: feeRows,
    share_price_changes: priceChanges,
    share_price_change_stats_daily: buckets('share_price_change_stats_daily', dayBucket),
    share_price_change_stats_hourly: buckets('share_price_change_stats_hourly', hourBucket),
    predicate_objects: grouped('predicate_objects', 'predicate_id', 'object_id'),
    subject_predicates: grouped('subject_predicates', 'subject_id', 'predicate_id'),
    stats: [
      {
        __table: 'stats',
        total_atoms: BigInt(atoms.length),
        total_triples: BigInt(triples.length),
        total_accounts: BigInt(accounts.size),
        last_processed_block_number: head.number,
        last_processed_block_timestamp: iso(head.timestamp),
      },
    ],
    __relations: {
      atoms: {
        creator: one('accounts', (row) => accountById(row.creator_id)),
        term: one('terms', (row) => termById(row.term_id)),
        positions: many('positions', (row) => positionsOfTerm(row.term_id)),
        vaults: many('vaults', (row) => where(vaultRows, 'term_id')(row.term_id)),
        as_subject_triples: many('triples', (row) => where(triples, 'subject_id')(row.term_id)),
        as_predicate_triples: many('triples', (row) => where(triples, 'predicate_id')(row.term_id)),
        as_object_triples: many('triples', (row) => where(triples, 'object_id')(row.term_id)),
      },
      triples: {
        subject: one('atoms', (row) => atomById(row.subject_id)),
        predicate: one('atoms', (row) => atomById(row.predicate_id)),
        object: one('atoms', (row) => atomById(row.object_id)),
        creator: one('accounts', (row) => accountById(row.creator_id)),
        term: one('terms', (row) => termById(row.term_id)),
        counter_term: one('terms', (row) => termById(row.counter_term_id)),
        triple_term: one('triple_term', (row) => tripleTermById(row.term_id)),
        positions: many('positions', (row) => positionsOfTerm(row.term_id)),
        counter_positions: many('positions', (row) => positionsOfTerm(row.counter_term_id)),
      },
      terms: {
        atom: one('atoms', (row) => atomById(row.atom_id)),
        triple: one('triples', (row) => tripleById(row.triple_id)),
        vaults: many('vaults', (row) => where(vaultRows, 'term_id')(row.id)),
        positions: many('positions', (row) => positionsOfTerm(row.id)),
      },
      triple_term: {
        term: one('terms', (row) => termById(row.term_id)),
        counter_term: one('terms', (row) => termById(row.counter_term_id)),
      },
      vaults: {
        term: one('terms', (row) => termById(row.term_id)),
        positions: many('positions', (row) =>
          positionRows.filter((p) => p.term_id === row.term_id && p.curve_id === row.curve_id),
        ),
      },
      positions: {
        account: one('accounts', (row) => accountById(row.account_id)),
        term: one('terms', (row) => termById(row.term_id)),
        vault: vaultOfRow,
      },
      accounts: {
        atom: one(
          'atoms',
          (row) => atoms.find((atom) => atom.type === 'Account' && lower(atom.label) === lower(row.id)) ?? null,
        ),
        atoms: many('atoms', (row) => where(atoms, 'creator_id')(row.id)),
        triples: many('triples', (row) => where(triples, 'creator_id')(row.id)),
        positions: many('positions', (row) => where(positionRows, 'account_id')(row.id)),
        deposits_sent: many('deposits', (row) => where(deposits, 'sender_id')(row.id)),
        redemptions_sent: many('redemptions', (row) => where(redemptions, 'sender_id')(row.id)),
      },
      deposits: {
        term: one('terms', (row) => termById(row.term_id)),
        vault: vaultOfRow,
        sender: one('accounts', (row) => accountById(row.sender_id)),
        receiver: one('accounts', (row) => accountById(row.receiver_id)),
      },
      redemptions: {
        term: one('terms', (row) => termById(row.term_id)),
        vault: vaultOfRow,
        sender: one('accounts', (row) => accountById(row.sender_id)),
        receiver: one('accounts', (row) => accountById(row.receiver_id)),
      },
      events: {
        atom: one('atoms', (row) => atomById(row.atom_id)),
        triple: one('triples', (row) => tripleById(row.triple_id)),
        deposit: one('deposits', (row) => depositById(row.deposit_id)),
        redemption: one('redemptions', (row) => redemptionById(row.redemption_id)),
      },
      share_price_changes: {term: one('terms', (row) => termById(row.term_id))},
      // tables/public_signal.yaml @ d864d51: account, deposit, redemption, term, and vault by (term_id, curve_id).
      signals: {
        account: one('accounts', (row) => accountById(row.account_id)),
        deposit: one('deposits', (row) => depositById(row.deposit_id)),
        redemption: one('redemptions', (row) => redemptionById(row.redemption_id)),
        term: one('terms', (row) => termById(row.term_id)),
        vault: vaultOfRow,
      },
      ...Object.fromEntries(
        ['positions_with_value', 'position_changes'].map((table) => [
          table,
          {
            account: one('accounts', (row) => accountById(row.account_id)),
            term: one('terms', (row) => termById(row.term_id)),
            vault: vaultOfRow,
          },
        ]),
      ),
      protocol_fee_accruals: {sender: one('accounts', (row) => accountById(row.sender_id))},
      share_price_change_stats_daily: {term: one('terms', (row) => termById(row.term_id))},
      share_price_change_stats_hourly: {term: one('terms', (row) => termById(row.term_id))},
      predicate_objects: {
        predicate: one('atoms', (row) => atomById(row.predicate_id)),
        object: one('atoms', (row) => atomById(row.object_id)),
      },
      subject_predicates: {
        subject: one('atoms', (row) => atomById(row.subject_id)),
        predicate: one('atoms', (row) => atomById(row.predicate_id)),
      },
    },
  } as unknown as Db;
  return db;
}

/**
 * The hosted rule for a block being indexed: the consumer handles each log on its own and commits it before the next
 * (`apps/consumer/src/mode/decoded/deposited/event_handler.rs@12991be`: `process_event` per log, `create_deposit`,
 * then commit), so a stream's poll can see the first rows of a block without the rest. Hasura then moves the stream's
 * cursor to that block, and its next poll asks for later blocks only. Modelled in two steps on the newest block that
 * has rows (the consumer handles logs in order, so no later block has any yet): for `writingMs` after the indexer
 * first sees it, polls see its rows up to the middle log; after that, all of them.
 */
const writingMs = 400;

/** `db` as a poll sees it while its newest block is written; `firstSeen` records when each block was first seen. */
export function blockAsWritten(db: Db, firstSeen: Map<bigint, number>): {view: Db; written: boolean} {
  const tables = Object.entries(db).filter(
    (entry): entry is [string, Row[]] => entry[0] !== '__relations' && Array.isArray(entry[1]),
  );
  const logged = tables.flatMap(([, rows]) => rows.filter((row) => typeof row.log_index === 'number'));
  if (logged.length === 0) return {view: db, written: true};
  const newest = logged.reduce(
    (max, row) => ((row.block_number as bigint) > max ? (row.block_number as bigint) : max),
    0n,
  );
  if (!firstSeen.has(newest)) firstSeen.set(newest, Date.now());
  const inBlock = (row: Row) => row.block_number === newest && typeof row.log_index === 'number';
  const logs = [...new Set(logged.filter(inBlock).map((row) => row.log_index as number))].sort((a, b) => a - b);
  if (logs.length < 2 || Date.now() - firstSeen.get(newest)! >= writingMs) return {view: db, written: true};
  const last = logs[Math.floor((logs.length - 1) / 2)]!;
  const view = {...db} as Db;
  for (const [table, rows] of tables)
    (view as Record<string, Row[]>)[table] = rows.filter((row) => !inBlock(row) || (row.log_index as number) <= last);
  return {view, written: false};
}

export interface IndexerAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{message: string; path?: readonly (string | number)[]}>;
}

export interface Indexer {
  readonly url: string;
  /** The same endpoint over WebSocket (`graphql-transport-ws`, the protocol of the graphql-ws client). */
  readonly wsUrl: string;
  readonly schema: GraphQLSchema;
  /** Closes every open WebSocket abruptly (no close frame), as a dropped connection looks to a client. */
  dropConnections(): number;
  stop(): Promise<void>;
}

/**
 * The indexer as a local GraphQL server (POST {query, variables, operationName}, and subscriptions over WebSocket).
 * It re-indexes the chain on every request and on every new block for a subscription, so an answer always reflects
 * the chain as it is.
 */
export async function startIndexer(
  publicClient: PublicClient,
  multiVault: Hex,
  repoRoot: string,
  pinned: ReadonlyMap<string, Record<string, unknown>> = new Map(),
): Promise<Indexer> {
  const lookup = findSchema(repoRoot, process.env);
  if ('error' in lookup) throw new Error(lookup.error);
  const schema = withLiveTables(buildSchema(fs.readFileSync(lookup.found.path, 'utf8')), lookup.found.path);
  const blockTimes = new Map<bigint, bigint>();
  const server = await startGraphqlHttp(async ({variables, operationName, document, operation}) => {
    const errors = validate(schema, document);
    if (errors.length > 0) return {errors: errors.map((error) => ({message: error.message}))};
    // A subscription is answered with its first event: the same fields executed once on the subscription root.
    if (operation?.operation === 'mutation') return {errors: [{message: 'not derived from the chain: mutations'}]};
    const db = await indexChain(publicClient, multiVault, pinned, blockTimes);
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      fieldResolver: resolverFor(db),
      operationName,
    });
    return {
      ...(result.data !== undefined ? {data: result.data} : {}),
      ...(result.errors
        ? {errors: result.errors.map((error: GraphQLError) => ({message: error.message, path: error.path}))}
        : {}),
    };
  });

  // Subscriptions over WebSocket on the same port and path. On each new block the chain is re-indexed and each
  // subscription executed again: a `*_stream` field sends the rows past its cursor (in batches of batch_size,
  // as many batches as there are rows), a live query re-sends its answer when it changed.
  const sockets = new Set<WebSocket>();
  let stopping = false;
  const wss = new WebSocketServer({server: server.server, path: '/v1/graphql'});
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** When the indexer first saw each block: shared by every subscription, as the hosted database is. */
  const firstSeen = new Map<bigint, number>();
  const subscribe = (args: ExecutionArgs): AsyncIterableIterator<ExecutionResult> => {
    let stopped = false;
    const streams: StreamCursors = new Map();
    const operation = args.document.definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === 'OperationDefinition' && (!args.operationName || d.name?.value === args.operationName),
    );
    const streaming = !!operation?.selectionSet.selections.some(
      (field) => field.kind === 'Field' && field.name.value.endsWith('_stream'),
    );
    const results = (async function* () {
      let seenBlock = -1n;
      let written = true;
      let db: Db | undefined;
      let previous: string | undefined;
      while (!stopped && !stopping) {
        const block = await publicClient.getBlockNumber({cacheTime: 0});
        if (block === seenBlock && written) {
          await sleep(200);
          continue;
        }
        if (block !== seenBlock || !db) db = await indexChain(publicClient, multiVault, pinned, blockTimes);
        seenBlock = block;
        // A stream may poll while the newest block is still being written (blockAsWritten), and polls again once it
        // is; a live query sees whole blocks, as before.
        const state = streaming ? blockAsWritten(db, firstSeen) : {view: db, written: true};
        written = state.written;
        for (;;) {
          const before = new Map(streams);
          const result = await execute({...args, fieldResolver: resolverFor(state.view, streams)});
          if (result.errors) {
            yield result;
            return;
          }
          const moved = [...streams].some(([key, value]) => before.get(key) !== value);
          if (streaming ? moved : JSON.stringify(result) !== previous) yield result;
          previous = JSON.stringify(result);
          if (!streaming || !moved) break;
        }
        if (!written) await sleep(writingMs / 2);
      }
    })();
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => results.next(),
      return: async () => {
        stopped = true;
        return {value: undefined, done: true};
      },
    };
  };
  useServer(
    {
      schema,
      execute: async (args) => {
        const db = await indexChain(publicClient, multiVault, pinned, blockTimes);
        return execute({...args, fieldResolver: resolverFor(db)});
      },
      subscribe,
    },
    wss,
  );
  return {
    url: server.url,
    wsUrl: server.url.replace(/^http/, 'ws'),
    schema,
    dropConnections: () => {
      const count = sockets.size;
      for (const socket of sockets) socket.terminate();
      return count;
    },
    stop: async () => {
      stopping = true;
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await server.stop();
    },
  };
}
