import fs from 'node:fs';
import path from 'node:path';
import {extendSchema, parse, type GraphQLSchema} from 'graphql';
import {getAddress} from 'viem';

/**
 * Three tables of the API as served in 2026 that the local indexer derives from the chain by their hosted
 * definitions (0xIntuition/intuition-rs), and the schema they are served with. harness/indexer.ts hands over its
 * tables and serves these rows under where, order_by, limit, offset and `_aggregate`, as for its other tables.
 *
 * - `position_changes`: rows written by two triggers (infrastructure/hasura/migrations/intuition/
 *   1767883119000_season2_pnl/up.sql @ ad7b422): after each `deposit` insert, one row for its receiver with
 *   shares_delta = +shares, assets_in = assets_after_fees, assets_out = 0, event_type `deposit`; after each
 *   `redemption` insert, one for its sender with shares_delta = −shares, assets_in = 0, assets_out = assets,
 *   event_type `redemption`. event_id is the deposit's or redemption's id; id a serial (bigint sequence), so insertion order,
 *   which is chain order (the consumer handles logs in order). `position_change_daily`/`_hourly` are TimescaleDB
 *   continuous aggregates refreshed by a hosted policy: not served here.
 * - `positions_with_value`: the view `position_with_value` as last defined in
 *   1768475700000_add_curve_fee_config_tables/up.sql @ 3942ba0 (its pnl_pct since 1768475600000_fix_pnl_pct_
 *   denominator @ 429eb75): the `position` rows joined to their vault (inner join: no vault, no row);
 *   theoretical_value = TRUNC(shares × current_share_price / 1e18); pnl = theoretical_value +
 *   total_redeem_assets_for_receiver − total_deposit_assets_after_total_fees; pnl_pct = pnl × 100 /
 *   total_deposit_assets_after_total_fees as NUMERIC(20, 4), 0 when nothing was deposited. Not derived:
 *   redeemable_assets (computed from the hosted `fee_config` and `curve_config` rows, operator data, not the
 *   chain's) and the position's block_number, log_index, transaction_hash, transaction_index.
 * - `protocol_fee_accruals`: one row per `ProtocolFeeAccrued` log (apps/consumer/src/mode/decoded/
 *   protocol_fee_accrued/event.rs @ 68ab542): id = `<transaction hash>-<log index>` (DecodedMessage::event_id,
 *   apps/consumer/src/schemas/types.rs @ b5e6b36), epoch, sender_id (the address as alloy prints it, checksummed),
 *   amount, block_number, created_at (the block's time), transaction_hash. No log_index column.
 *
 * Anonymous row caps, from the tables' metadata (infrastructure/hasura/metadata/databases/intuition/tables/):
 * public_position_with_value.yaml @ b65e737 `limit: 100`, public_position_change.yaml @ 819d1a1 and
 * public_protocol_fee_accrued.yaml @ 68ab542 `limit: 250`.
 */

type Row = Record<string, unknown> & {__table: string};

export const liveTables = ['positions_with_value', 'position_changes', 'protocol_fee_accruals'] as const;

/** Root fields of the June 2026 API that the local indexer serves. */
export const servedLiveRoots: ReadonlySet<string> = new Set(liveTables.flatMap((name) => [name, `${name}_aggregate`]));

export const liveTableCaps: Readonly<Record<string, number>> = {
  positions_with_value: 100,
  position_changes: 250,
  protocol_fee_accruals: 250,
};

const byChainOrder = (a: Row, b: Row) =>
  Number((a.block_number as bigint) - (b.block_number as bigint)) || (a.log_index as number) - (b.log_index as number);

/** The trigger rows of `position_change` for the indexer's deposits and redemptions, in insertion (chain) order. */
export function positionChangeRows(deposits: Row[], redemptions: Row[]): Row[] {
  const changes = [
    ...deposits.map((deposit) => ({row: deposit, deposit: true})),
    ...redemptions.map((redemption) => ({row: redemption, deposit: false})),
  ].sort((a, b) => byChainOrder(a.row, b.row));
  return changes.map(({row, deposit}, index) => ({
    __table: 'position_changes',
    id: BigInt(index + 1),
    created_at: row.created_at,
    account_id: deposit ? row.receiver_id : row.sender_id,
    term_id: row.term_id,
    curve_id: row.curve_id,
    shares_delta: deposit ? (row.shares as bigint) : -(row.shares as bigint),
    assets_in: deposit ? (row.assets_after_fees as bigint) : 0n,
    assets_out: deposit ? 0n : (row.assets as bigint),
    event_type: deposit ? 'deposit' : 'redemption',
    event_id: row.id,
    block_number: row.block_number,
    transaction_hash: row.transaction_hash,
    log_index: row.log_index,
  }));
}

/** `x × 100 / d` as Postgres casts it to NUMERIC(20, 4): rounded half away from zero, four decimals. */
export function percentOf(x: bigint, d: bigint): string {
  if (d === 0n) return '0.0000';
  const n = x * 100n * 10_000n;
  const negative = n < 0n !== d < 0n;
  const [an, ad] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const scaled = (2n * an + ad) / (2n * ad);
  const digits = scaled.toString().padStart(5, '0');
  const text = `${digits.slice(0, -4)}.${digits.slice(-4)}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/** The rows of the `position_with_value` view over the indexer's positions and vaults. */
export function positionWithValueRows(positions: Row[], vaults: Row[]): Row[] {
  return positions.flatMap((position) => {
    const vault = vaults.find((v) => v.term_id === position.term_id && v.curve_id === position.curve_id);
    if (!vault) return [];
    const theoretical = ((position.shares as bigint) * (vault.current_share_price as bigint)) / 10n ** 18n;
    const deposited = position.total_deposit_assets_after_total_fees as bigint;
    const pnl = theoretical + (position.total_redeem_assets_for_receiver as bigint) - deposited;
    return [
      {
        __table: 'positions_with_value',
        id: position.id,
        account_id: position.account_id,
        term_id: position.term_id,
        curve_id: position.curve_id,
        shares: position.shares,
        total_deposit_assets_after_total_fees: deposited,
        total_redeem_assets_for_receiver: position.total_redeem_assets_for_receiver,
        created_at: position.created_at,
        updated_at: position.updated_at,
        theoretical_value: theoretical,
        pnl,
        pnl_pct: deposited > 0n ? percentOf(pnl, deposited) : '0.0000',
      },
    ];
  });
}

export interface FeeAccruedLog {
  readonly args: {readonly epoch: bigint; readonly sender: string; readonly amount: bigint};
  readonly blockNumber: bigint;
  readonly transactionHash: string;
  readonly logIndex: number;
}

/** The `protocol_fee_accrued` row the v2 consumer writes for one `ProtocolFeeAccrued` log. */
export function protocolFeeAccrualRow(log: FeeAccruedLog, createdAt: string): Row {
  return {
    __table: 'protocol_fee_accruals',
    id: `${log.transactionHash}-${log.logIndex}`,
    epoch: log.args.epoch,
    sender_id: getAddress(log.args.sender),
    amount: log.args.amount,
    block_number: log.blockNumber,
    created_at: createdAt,
    transaction_hash: log.transactionHash,
  };
}

interface SnapshotField {
  readonly type: string;
}
type TypeMap = Record<string, Record<string, SnapshotField>>;

const relationRows: Record<string, string> = {accounts: 'accounts', terms: 'terms', vaults: 'vaults'};

/**
 * SDL that adds the three tables to the 2.0.2 schema, from the June 2026 snapshot's field map (names and types of
 * each row, aggregate and aggregate-field type). Lists and non-null wrappers are Hasura's for a tracked table (the
 * snapshot records neither); filters and sorts reuse the 2.0.2 schema's comparison inputs, and reach the
 * relations the metadata declares (account, term, vault; sender).
 */
export function liveTablesSdl(typeMap: TypeMap, base: GraphQLSchema): string {
  const parts: string[] = [];
  const roots: string[] = [];
  for (const rows of liveTables) {
    const names = Object.keys(typeMap).filter((name) => name === rows || name.startsWith(`${rows}_`));
    if (!typeMap[rows]) throw new Error(`the June 2026 snapshot has no type ${rows}`);
    for (const name of names) {
      const fields = Object.entries(typeMap[name]!).map(([field, {type}]) => {
        if (field === 'nodes') return `  nodes: [${rows}!]!`;
        if (field === 'count') return '  count: Int!';
        if (field === 'aggregate') return `  aggregate: ${type}`;
        return `  ${field}: ${type}`;
      });
      parts.push(`type ${name} {\n${fields.join('\n')}\n}`);
    }
    const columns = Object.entries(typeMap[rows]!);
    const filters = columns
      .map(([column, {type}]) =>
        relationRows[type]
          ? `  ${column}: ${type}_bool_exp`
          : base.getType(`${type}_comparison_exp`)
            ? `  ${column}: ${type}_comparison_exp`
            : undefined,
      )
      .filter((line): line is string => line !== undefined);
    parts.push(
      `input ${rows}_bool_exp {\n  _and: [${rows}_bool_exp!]\n  _or: [${rows}_bool_exp!]\n  _not: ${rows}_bool_exp\n${filters.join('\n')}\n}`,
      `input ${rows}_order_by {\n${columns
        .map(([column, {type}]) => `  ${column}: ${relationRows[type] ? `${type}_order_by` : 'order_by'}`)
        .join('\n')}\n}`,
    );
    roots.push(
      `  ${rows}(where: ${rows}_bool_exp, order_by: [${rows}_order_by!], limit: Int, offset: Int): [${rows}!]!`,
      `  ${rows}_aggregate(where: ${rows}_bool_exp): ${rows}_aggregate!`,
    );
  }
  const queryRoot = base.getQueryType()!.name;
  return [...parts, `extend type ${queryRoot} {\n${roots.join('\n')}\n}`].join('\n\n');
}

/**
 * The 2.0.2 schema with the three tables added, read from the June 2026 snapshot beside the schema file
 * (`../shared/graphql/live-schema-2026-06/mainnet.json`); the schema unchanged when the snapshot is absent.
 */
export function withLiveTables(base: GraphQLSchema, schemaFile: string): GraphQLSchema {
  const file = path.join(path.dirname(schemaFile), 'live-schema-2026-06', 'mainnet.json');
  if (!fs.existsSync(file)) return base;
  const {typeMap} = JSON.parse(fs.readFileSync(file, 'utf8')) as {typeMap: TypeMap};
  return extendSchema(base, parse(liveTablesSdl(typeMap, base)));
}
