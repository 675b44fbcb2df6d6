/**
 * The README's Layout tree, its URL → source table and its "Where a new X goes" table are how a newcomer finds the
 * code, so each path they name must exist: a renamed or moved file fails here until the README follows it.
 * Generated output (build/, the package reference folder, .docusaurus/) is named there too but exists only after a
 * build, so it is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const generated = /^(build|build-integrations|\.docusaurus|\.cache|docs\/developer-tools\/sdks\/reference)(\/|\.|$)/;

/** The text of a `## heading` section, up to the next one. */
function section(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The first word of each line of the Layout code block: `config/`, `tests/spec-map.ts`, … */
function layoutPaths(): string[] {
  const block = /```\n([\s\S]*?)```/.exec(section('Layout'))?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0]!.replace(/,$/, ''));
}

/** Backticked file paths in the table columns after the first (the first holds URLs or kinds of thing). */
function tablePaths(heading: string): string[] {
  const rows = section(heading)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1);
  return rows.flatMap((row) =>
    row
      .split('|')
      .slice(2)
      .flatMap((cell) => [...cell.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!))
      .filter((token) => /^[\w.@-]+(\/[\w.@-]*)*$/.test(token))
      .filter((token) => token.includes('/') || /\.(ts|tsx|mjs|md|txt|yaml|json|conf)$/.test(token)),
  );
}

const named = [
  ...new Set([...layoutPaths(), ...tablePaths('From a URL to its source'), ...tablePaths('Where a new X goes')]),
];

test('the README Layout, URL and where-to tables name paths that exist', () => {
  const missing = named.filter((p) => !generated.test(p)).filter((p) => !fs.existsSync(path.join(root, p)));
  expect(missing, 'renamed or moved: update README.md').toEqual([]);
});

test('the path extraction reads all three tables', () => {
  // A change of the README's format that made the extraction find nothing would pass the test above vacuously.
  expect(layoutPaths()).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'src/theme/', 'tests/chain/']));
  expect(tablePaths('From a URL to its source')).toEqual(
    expect.arrayContaining(['src/plugins/markdown-export', 'deploy/rules.ts', 'config/redirects.ts']),
  );
  expect(tablePaths('Where a new X goes')).toEqual(expect.arrayContaining(['src/data/sitePages.ts', 'sidebars.ts']));
  expect(named.length).toBeGreaterThan(40);
});
