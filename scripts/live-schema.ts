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
  /** Hasura exposes a SQL function's parameters as one `args` input object; these are its fields. */
  readonly args: Record<string, string>;
}

const leaderboardReadme =
  '0xIntuition/intuition-rs infrastructure/hasura/migrations/intuition/1767883121000_add_pnl_leaderboard/README.md @ d0aec475b04ccd195e3c21941cfee46e30b1ef97';

/**
 * Root fields whose arguments a public source names. The SQL types map to GraphQL as Hasura maps them:
 * INTEGER → Int, TEXT → String, BOOLEAN → Boolean, NUMERIC → numeric, TIMESTAMPTZ → timestamptz. The later
 * migrations that redefine these functions (up to 1771526432000) keep the same parameter lists.
 * `get_pnl_leaderboard_period` is left out on purpose: the README describes it as an SQL function, but the
 * snapshot serves it with an action's output type (`PnlLeaderboardEntryOutput`), so its arguments are unconfirmed.
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

const builtinScalars = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** SDL for the snapshot: object types with their fields, other named types as scalars, arguments from sources. */
export function liveSchemaSdl(
  snapshot: Snapshot,
  sources: Record<string, ArgumentSource> = liveArgumentSources,
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
      const source = roots.includes(name) ? sources[field] : undefined;
      if (!source) return `  ${field}: ${type}`;
      const input = `${field}_args`;
      inputs.push(
        `input ${input} {\n${Object.entries(source.args)
          .map(([arg, argType]) => `  ${arg}: ${argType}`)
          .join('\n')}\n}`,
      );
      for (const argType of Object.values(source.args)) if (!builtinScalars.has(argType)) leaves.add(argType);
      return `  ${field}(args: ${input}!): ${type}`;
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

/** The June 2026 mainnet snapshot beside the 2.0.2 schema file, as a schema; throws with the path when absent. */
export function loadLiveSchema(schemaFile: string): {schema: GraphQLSchema; path: string} {
  const file = path.join(path.dirname(schemaFile), liveSnapshotDirName, 'mainnet.json');
  if (!fs.existsSync(file)) throw new Error(`No June 2026 schema snapshot at ${file}: see ../shared/graphql/README.md`);
  return {schema: buildSchema(liveSchemaSdl(JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot)), path: file};
}
