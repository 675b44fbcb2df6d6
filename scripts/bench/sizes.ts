/**
 * The default run's size and search figures: the build's size, the JS each page loads, the search index and its
 * timings, and the GraphQL runner against its budgets (issue 20).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright';
import type {SearchIndexFile} from '../../src/features/search/types';
import {budgets} from './budgets';
import {gzipSize, kb, median} from './numbers';
import {buildDir, chromeFlags, chromePath} from './options';
import {dirSize, pageScripts} from './pages';
import {runnerFigures} from './runner';
import {keystrokeTimes, keystrokeToResults, searchOpenToResults} from './search';

/** Measures into `figures` (kept for `--snapshot`) and prints them, with their ratio to the last snapshot. */
export async function sizeAndSearch(
  site: {origin: string},
  figures: Record<string, number>,
  snapshot: Record<string, number> | null,
): Promise<void> {
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags});
  figures['build total bytes'] = dirSize(buildDir);
  for (const route of [
    '/',
    '/docs/introduction/overview',
    '/docs/developer-tools/contracts/deployments',
    '/docs/developer-tools/contracts/trust-bonding',
  ]) {
    const js = await pageScripts(browser, site.origin, route);
    figures[`${route} JS raw bytes`] = js.raw;
    figures[`${route} JS gzip bytes`] = js.gzip;
    figures[`${route} JS files`] = js.files;
  }
  const indexFile = path.join(buildDir, 'search-index.json');
  if (fs.existsSync(indexFile)) {
    const index = fs.readFileSync(indexFile);
    figures['search index raw bytes'] = index.length;
    figures['search index gzip bytes'] = gzipSize(index);
    const parsed = JSON.parse(index.toString('utf8')) as SearchIndexFile;
    figures['search index records'] = parsed.records.length;
    const [p50, p95] = keystrokeTimes(parsed);
    figures['search keystroke median ms'] = Number(p50.toFixed(3));
    figures['search keystroke p95 ms'] = Number(p95.toFixed(3));
    // Cold timings vary with the machine's load: the median of three.
    const open: number[] = [];
    const typed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      open.push(await searchOpenToResults(browser, site.origin));
      typed.push(await keystrokeToResults(browser, site.origin));
    }
    figures['search open to first results ms'] = median(open);
    figures['search first keystroke to results ms'] = median(typed);
  }
  const runnerPage = '/docs/developer-tools/graphql-api/query-examples';
  if (fs.existsSync(path.join(buildDir, `${runnerPage}.html`))) {
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await runnerFigures(browser, site.origin, runnerPage));
    figures['GraphQL runner JS+CSS gzip bytes'] = runs[0]!.gzip;
    figures['GraphQL runner files'] = runs[0]!.files;
    figures['GraphQL runner Run to request ms (cold)'] = median(runs.map((r) => r.ms));
  }
  await browser.close();

  console.log('\n## Size and search\n');
  for (const [name, value] of Object.entries(figures)) {
    const shown = name.endsWith('bytes') ? kb(value) : String(value);
    const ratio = snapshot?.[name] ? `  (×${(value / snapshot[name]!).toFixed(2)} of snapshot)` : '';
    console.log(`${name.padEnd(44)} ${shown}${ratio}`);
  }

  if (figures['GraphQL runner JS+CSS gzip bytes'] !== undefined) {
    const size = figures['GraphQL runner JS+CSS gzip bytes'];
    const time = figures['GraphQL runner Run to request ms (cold)']!;
    const {gzipKb, runToRequestMs} = budgets.runner;
    console.log(
      `\n${size <= gzipKb * 1024 ? 'PASS' : 'FAIL'}  GraphQL runner ${kb(size)} gzip ≤ ${gzipKb} KB (issue 20)`,
    );
    console.log(
      `${time <= runToRequestMs ? 'PASS' : 'FAIL'}  GraphQL runner Run to request ${time} ms ≤ ${runToRequestMs} ms cold (issue 20)`,
    );
  }
}
