import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * Review 3, F30: the social-graph tutorial matched account ids with `_ilike`. The indexer writes account ids in one
 * form, checksummed (alloy's Address Display, intuition-rs apps/consumer/src/mode/decoded/deposited/v2_deposited.rs),
 * and `_ilike` cannot use the btree index on the column (position(account_id) in
 * 1729947331634_consolidated_indexes/up.sql), so the programs and pages normalise the value and compare with `_eq`.
 */
const repoRoot = path.resolve(__dirname, '../..');

/** A case-insensitive pattern match on an id column: `account_id: { _ilike: … }`, `term_id: {_ilike: …}`, … */
export const ilikeOnId = /\b\w+_id\s*:\s*\{\s*_n?ilike\b/;

function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full, ext);
    return ext.test(entry.name) ? [full] : [];
  });
}

test('no example or page filters an id column with _ilike', () => {
  const sources = [
    ...files(path.join(repoRoot, 'examples'), /\.tsx?$/),
    ...files(path.join(repoRoot, 'docs'), /\.mdx?$/),
    ...files(path.join(repoRoot, 'src', 'data'), /\.tsx?$/),
  ];
  expect(sources.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const file of sources) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (ilikeOnId.test(line)) found.push(`${path.relative(repoRoot, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found, 'compare ids with _eq on the normalised value (getAddress for accounts)').toEqual([]);
});

test('the id-filter check recognises the query the review quoted, and not a label search', () => {
  expect(ilikeOnId.test('        account_id: { _ilike: $me }')).toBe(true);
  expect(ilikeOnId.test('positions(where: {account_id: {_ilike: $who}, shares: {_gt: "0"}})')).toBe(true);
  expect(ilikeOnId.test('        account_id: { _eq: $me }')).toBe(false);
  expect(ilikeOnId.test('atoms(where: { label: { _ilike: $q } })')).toBe(false);
});
