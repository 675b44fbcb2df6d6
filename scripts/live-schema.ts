/**
 * A GraphQL schema for the API as served in June 2026, built at test time from the snapshot in
 * `../shared/graphql/live-schema-2026-06/` (never committed: see its README). The snapshot records each field's
 * named type but no arguments and no list/non-null wrappers, so:
 * - every field is nullable and unwrapped (selection sets validate the same either way);
 * - enums and custom scalars become scalars (the snapshot has no enum values);
 * - a field takes arguments only where a public source names them: `liveArgumentSources` below, each with the
 *   file and commit it was read from. Any other argument on a new field fails validation, so a page cannot use
 *   an invented one in a checked block.
 * A Markdown block is validated against this schema when its fence meta carries `schema=live-2026-06`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildSchema, type GraphQLSchema} from 'graphql';

export const liveSchemaMark = 'live-2026-06';
export const liveSnapshotDirName = 'live-schema-2026-06';

/** `schema=<name>` in a fence meta, if any. */
export function schemaMark(meta: string): string | undefined {
  return /(?:^|\s)schema=(\S+)/.exec(meta)?.[1];
}

interface SnapshotField {
  readonly type: string;
  readonly kind: string;
}
export interface Snapshot {
  readonly typeMap: Record<string, Record<string, SnapshotField>>;
  readonly rootTypes: {readonly query?: string; readonly subscription?: string; readonly mutation?: string};
}

export interface ArgumentSource {
  /** Where the argument list was read: repository, path and commit. */
  readonly source: string;
  /**
   * Hasura exposes a SQL function's parameters as one `args` input object, an action's as the argument its
   * definition names (`input` for the PnL and chart actions); these are its fields, `!` where required.
   */
  readonly args: Record<string, string>;
  /** The argument's name; `args` when absent. */
  readonly argument?: 'args' | 'input';
  /** The input type's name as the source gives it; `<field>_args` when absent. */
  readonly inputType?: string;
}

/** A root field Hasura serves from a tracked table (or a function returning one): `where`, `order_by`, `limit`, `offset`. */
export interface TableSource {
  /** Where the table is shown tracked: repository, path and commit. */
  readonly source: string;
  /** The row type in the snapshot, whose scalar columns `where` and `order_by` may name. */
  readonly rows: string;
}

const leaderboardReadme =
  '0xIntuition/intuition-rs infrastructure/hasura/migrations/intuition/1767883121000_add_pnl_leaderboard/README.md @ d0aec475b04ccd195e3c21941cfee46e30b1ef97';

/**
 * Root fields whose arguments a public source names. The SQL types map to GraphQL as Hasura maps them:
 * INTEGER → Int, TEXT → String, BOOLEAN → Boolean, NUMERIC → numeric, TIMESTAMPTZ → timestamptz. The later
 * migrations that redefine these functions (up to 1771526432000) keep the same parameter lists. The actions
 * (PnL, charts, and `get_pnl_leaderboard_period`, which the snapshot serves with an action's output type) are
 * added below from the indexer's `actions.graphql`.
 */
export const liveArgumentSources: Record<string, ArgumentSource> = {
  get_pnl_leaderboard: {
    source: leaderboardReadme,
    args: {
      p_limit: 'Int',
      p_offset: 'Int',
      p_time_filter: 'String',
      p_start_time: 'timestamptz',
      p_end_time: 'timestamptz',
      p_sort_by: 'String',
      p_sort_order: 'String',
      p_exclude_protocol_accounts: 'Boolean',
      p_min_positions: 'Int',
      p_min_volume: 'numeric',
      p_term_id: 'String',
    },
  },
  get_account_pnl_rank: {
    source: leaderboardReadme,
    args: {p_account_id: 'String', p_sort_by: 'String', p_time_filter: 'String', p_term_id: 'String'},
  },
  get_pnl_leaderboard_stats: {source: leaderboardReadme, args: {p_time_filter: 'String', p_term_id: 'String'}},
  get_vault_leaderboard: {
    source: leaderboardReadme,
    args: {
      p_term_id: 'String',
      p_curve_id: 'numeric',
      p_limit: 'Int',
      p_offset: 'Int',
      p_sort_by: 'String',
      p_sort_order: 'String',
    },
  },
};

const actions =
  '0xIntuition/intuition-rs infrastructure/hasura/metadata/actions.graphql @ 8877a0b66b466e896994e16fa9b3ba6ce6770727';
const period = {
  p_start_date: 'String!',
  p_end_date: 'String!',
  p_limit: 'Int',
  p_offset: 'Int',
  p_sort_by: 'String',
  p_sort_order: 'String',
  p_exclude_protocol_accounts: 'Boolean',
  p_min_positions: 'Int',
  p_min_volume: 'Float',
  p_term_id: 'String',
};
const chartInput = {
  term_id: 'String!',
  curve_id: 'String!',
  interval: 'String!',
  start_time: 'String!',
  end_time: 'String!',
  graph_type: 'String',
};
/** The Hasura actions of the indexer, each with the input type its definition gives (all strings, as declared). */
Object.assign(liveArgumentSources, {
  getAccountPnlCurrent: {
    source: actions,
    argument: 'input',
    inputType: 'GetAccountPnlCurrentInput',
    args: {account_id: 'String!'},
  },
  getAccountPnlChart: {
    source: actions,
    argument: 'input',
    inputType: 'GetAccountPnlChartInput',
    args: {account_id: 'String!', interval: 'String!', start_time: 'String!', end_time: 'String!'},
  },
  getAccountPnlRealized: {
    source: actions,
    argument: 'input',
    inputType: 'GetAccountPnlRealizedInput',
    args: {account_id: 'String!', start_time: 'String!', end_time: 'String!'},
  },
  getPositionPnlChart: {
    source: actions,
    argument: 'input',
    inputType: 'GetPositionPnlChartInput',
    args: {
      account_id: 'String!',
      term_id: 'String!',
      curve_id: 'String!',
      interval: 'String!',
      start_time: 'String!',
      end_time: 'String!',
    },
  },
  getChartJson: {source: actions, argument: 'input', inputType: 'GetChartJsonInput', args: chartInput},
  getChartRawJson: {source: actions, argument: 'input', inputType: 'GetChartJsonInput', args: chartInput},
  getChartSvg: {
    source: actions,
    argument: 'input',
    inputType: 'GetChartSvgInput',
    args: {...chartInput, width: 'Int', height: 'Int', line_color: 'String', background_color: 'String'},
  },
  getChartRawSvg: {
    source: actions,
    argument: 'input',
    inputType: 'GetChartSvgInput',
    args: {...chartInput, width: 'Int', height: 'Int', line_color: 'String', background_color: 'String'},
  },
  get_pnl_leaderboard_period: {source: actions, args: period},
  get_pnl_leaderboard_period_min_threshold: {source: actions, args: {...period, p_min_deposit: 'Float'}},
  search_term_tsvector: {
    source:
      '0xIntuition/intuition-rs infrastructure/hasura/migrations/intuition/1768474894667_add_term_text_fulltext_search/up.sql @ a8e0e1975981eafbdcb299227d05d5f2bd877c58',
    args: {query: 'String'},
  },
  search_term_tsvector_aggregate: {
    source:
      '0xIntuition/intuition-rs infrastructure/hasura/migrations/intuition/1768474894667_add_term_text_fulltext_search/up.sql @ a8e0e1975981eafbdcb299227d05d5f2bd877c58',
    args: {query: 'String'},
  },
} satisfies Record<string, ArgumentSource>);

const tables = (file: string, commit: string) =>
  `0xIntuition/intuition-rs infrastructure/hasura/metadata/databases/intuition/tables/${file} @ ${commit}`;

/**
 * Root fields served from tracked tables, with the metadata file that tracks each (its `custom_name` is the root
 * field). Hasura gives every tracked table and every function returning one `where`, `order_by`, `limit` and
 * `offset`, and an `_aggregate` twin with the same `where`.
 */
export const liveTableSources: Record<string, TableSource> = {
  positions_with_value: {
    source: tables('public_position_with_value.yaml', 'b65e73792a421d6d7ca561afc0da45fe7d54d66d'),
    rows: 'positions_with_value',
  },
  position_changes: {
    source: tables('public_position_change.yaml', '819d1a12d8acc79be0bffd759862e749ee2ce098'),
    rows: 'position_changes',
  },
  position_change_daily: {
    source: tables('public_position_change_daily.yaml', 'ad7b422beb421c4918a960e7692a49ef0a2442e8'),
    rows: 'position_change_daily',
  },
  position_change_hourly: {
    source: tables('public_position_change_hourly.yaml', '954d133306e9a8c8325bfe01957dd73353dca354'),
    rows: 'position_change_hourly',
  },
  protocol_fee_accruals: {
    source: tables('public_protocol_fee_accrued.yaml', '68ab542f55cfc9bd389ceab7183d96e9e14465fe'),
    rows: 'protocol_fee_accruals',
  },
  search_term_tsvector: {
    source:
      '0xIntuition/intuition-rs infrastructure/hasura/migrations/intuition/1768474894667_add_term_text_fulltext_search/up.sql @ a8e0e1975981eafbdcb299227d05d5f2bd877c58',
    rows: 'terms',
  },
};

const builtinScalars = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** SDL for the snapshot: object types with their fields, other named types as scalars, arguments from sources. */
export function liveSchemaSdl(
  snapshot: Snapshot,
  sources: Record<string, ArgumentSource> = liveArgumentSources,
  tableSources: Record<string, TableSource> = liveTableSources,
): string {
  const objects = new Set(Object.keys(snapshot.typeMap));
  const leaves = new Set<string>();
  const inputs: string[] = [];
  const roots = [snapshot.rootTypes.query, snapshot.rootTypes.subscription].filter(
    (name): name is string => name !== undefined,
  );
  const types = Object.entries(snapshot.typeMap).map(([name, fields]) => {
    const lines = Object.entries(fields).map(([field, {type}]) => {
      if (!objects.has(type) && !builtinScalars.has(type)) leaves.add(type);
      const root = roots.includes(name);
      const source = root ? sources[field] : undefined;
      const table = root ? (tableSources[field] ?? tableSources[field.replace(/_aggregate$/, '')]) : undefined;
      if (!source && !table) return `  ${field}: ${type}`;
      const params: string[] = [];
      if (source) {
        const input = source.inputType ?? `${field}_args`;
        inputs.push(
          `input ${input} {\n${Object.entries(source.args)
            .map(([arg, argType]) => `  ${arg}: ${argType}`)
            .join('\n')}\n}`,
        );
        for (const argType of Object.values(source.args)) {
          const named = argType.replace(/!$/, '');
          if (!builtinScalars.has(named)) leaves.add(named);
        }
        params.push(`${source.argument ?? 'args'}: ${input}!`);
      }
      if (table) {
        inputs.push(...tableInputs(table.rows, snapshot.typeMap[table.rows] ?? {}, objects));
        params.push(`where: ${table.rows}_bool_exp`);
        if (!field.endsWith('_aggregate'))
          params.push(`order_by: [${table.rows}_order_by!]`, 'limit: Int', 'offset: Int');
      }
      return `  ${field}(${params.join(', ')}): ${type}`;
    });
    return `type ${name} {\n${lines.join('\n')}\n}`;
  });
  const schema = `schema {\n${roots.map((root) => `  ${root === snapshot.rootTypes.query ? 'query' : 'subscription'}: ${root}`).join('\n')}\n}`;
  return [
    schema,
    ...[...new Set(inputs)],
    ...types,
    ...[...leaves].filter((leaf) => !objects.has(leaf)).map((leaf) => `scalar ${leaf}`),
  ].join('\n\n');
}

const comparisons = ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte'];

/**
 * Hasura's filter and sort inputs for a row type, over its scalar columns only (relations are left out, so a
 * checked block filters and sorts by columns): `<rows>_bool_exp` with `_and`/`_or`/`_not`, one
 * `<scalar>_comparison_exp` per column type, and `<rows>_order_by` with the `order_by` enum.
 */
function tableInputs(rows: string, fields: Record<string, SnapshotField>, objects: ReadonlySet<string>): string[] {
  const columns = Object.entries(fields).filter(([, {type}]) => !objects.has(type));
  const scalars = [...new Set(columns.map(([, {type}]) => type))];
  return [
    `input ${rows}_bool_exp {\n  _and: [${rows}_bool_exp!]\n  _or: [${rows}_bool_exp!]\n  _not: ${rows}_bool_exp\n${columns
      .map(([column, {type}]) => `  ${column}: ${type}_comparison_exp`)
      .join('\n')}\n}`,
    `input ${rows}_order_by {\n${columns.map(([column]) => `  ${column}: order_by`).join('\n')}\n}`,
    ...scalars.map(
      (scalar) =>
        `input ${scalar}_comparison_exp {\n${comparisons.map((op) => `  ${op}: ${scalar}`).join('\n')}\n  _in: [${scalar}!]\n  _nin: [${scalar}!]\n  _is_null: Boolean\n}`,
    ),
    'enum order_by {\n  asc\n  asc_nulls_first\n  asc_nulls_last\n  desc\n  desc_nulls_first\n  desc_nulls_last\n}',
  ];
}

/** The June 2026 mainnet snapshot beside the 2.0.2 schema file, as a schema; throws with the path when absent. */
export function loadLiveSchema(schemaFile: string): {schema: GraphQLSchema; path: string} {
  const file = path.join(path.dirname(schemaFile), liveSnapshotDirName, 'mainnet.json');
  if (!fs.existsSync(file)) throw new Error(`No June 2026 schema snapshot at ${file}: see ../shared/graphql/README.md`);
  return {schema: buildSchema(liveSchemaSdl(JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot)), path: file};
}
