import fs from 'node:fs';
import path from 'node:path';
import {buildSchema, parse, validate} from 'graphql';
import {expect, test} from '@playwright/test';
import {findSchema} from '../../scripts/graphql-schema';
import {liveArgumentSources, liveSchemaSdl, liveTableSources, loadLiveSchema} from '../../scripts/live-schema';

/**
 * The argument sources of the June 2026 schema (scripts/live-schema.ts, review 3 F11): the actions take the
 * `input` their definition in intuition-rs actions.graphql@8877a0b names, the tracked tables take Hasura's
 * where/order_by/limit/offset on their own columns, and nothing else is accepted.
 */
const repoRoot = path.resolve(__dirname, '../..');

function liveSchema() {
  const lookup = findSchema(repoRoot, process.env);
  if ('error' in lookup) throw new Error(lookup.error);
  return loadLiveSchema(lookup.found.path).schema;
}

test('actions take their input type with its required fields, tables their own columns, and nothing invented', () => {
  const schema = liveSchema();
  const check = (query: string) =>
    validate(schema, parse(query))
      .map((error) => error.message)
      .join('\n');
  expect(check('{ getAccountPnlCurrent(input: {account_id: "0x1"}) { total_pnl } }')).toBe('');
  expect(check('{ getAccountPnlCurrent(args: {account_id: "0x1"}) { total_pnl } }')).toContain(
    'Unknown argument "args"',
  );
  expect(check('{ getAccountPnlCurrent(input: {}) { total_pnl } }')).toContain('account_id');
  expect(
    check('{ getChartJson(input: {term_id: "t", curve_id: "1", interval: "1d", start_time: "a"}) { count } }'),
  ).toContain('end_time');
  expect(check('{ get_pnl_leaderboard_period(args: {p_start: "a", p_end_date: "b"}) { rank } }')).toContain('p_start');
  expect(check('{ positions_with_value(where: {pnl: {_gt: "0"}}, order_by: [{pnl: desc}], limit: 3) { pnl } }')).toBe(
    '',
  );
  expect(check('{ positions_with_value(where: {value: {_gt: "0"}}) { pnl } }')).toContain('"value"');
  expect(check('{ positions_with_value_aggregate(limit: 3) { aggregate { count } } }')).toContain(
    'Unknown argument "limit"',
  );
  expect(check('{ search_term_tsvector(args: {query: "x"}, limit: 3) { id } }')).toBe('');
  expect(check('{ season2_epochs(limit: 3) { epoch } }')).toContain('Unknown argument "limit"');
});

test('every argument and table source names its file and a 40-digit commit, and each table is in the snapshot', () => {
  const lookup = findSchema(repoRoot, process.env);
  if ('error' in lookup) throw new Error(lookup.error);
  const snapshot = JSON.parse(
    fs.readFileSync(path.join(path.dirname(lookup.found.path), 'live-schema-2026-06', 'mainnet.json'), 'utf8'),
  ) as {typeMap: Record<string, Record<string, unknown>>};
  for (const entry of [...Object.values(liveArgumentSources), ...Object.values(liveTableSources)])
    expect(entry.source).toMatch(/^0xIntuition\/intuition-rs \S+ @ [0-9a-f]{40}$/);
  for (const [field, table] of Object.entries(liveTableSources)) {
    expect(snapshot.typeMap.query_root?.[field], field).toBeDefined();
    expect(snapshot.typeMap[table.rows], table.rows).toBeDefined();
  }
  // The SDL builds with no sources at all, so the check above is what gives a field its arguments.
  expect(() =>
    buildSchema(liveSchemaSdl({typeMap: {q: {a: {type: 'String', kind: 'SCALAR'}}}, rootTypes: {query: 'q'}}, {}, {})),
  ).not.toThrow();
});
