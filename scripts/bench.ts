/**
 * Prints size figures of the built site (never a test): the JavaScript a page loads in Chromium (raw and gzip),
 * the build's total size, and the search index size. Run after `npm run build`:
 *
 *   npm run bench                 # figures
 *   npm run bench -- --baseline   # also writes them to .bench-baseline.json, later runs print ratios
 */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import zlib from 'node:zlib';
import {chromium, type Browser} from 'playwright';
import handler from 'serve-handler';
import {buildEngine, searchRecords} from '../src/search/localClient';
import type {SearchIndexFile} from '../src/search/types';

const buildDir = path.resolve('build');
const baselineFile = path.resolve('.bench-baseline.json');

function dirSize(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

/** Every JavaScript file a page loads in Chromium until the network is idle (entry, runtime and page chunks). */
async function pageScripts(browser: Browser, origin: string, route: string): Promise<{raw: number; gzip: number; files: number}> {
  const page = await browser.newContext().then((context) => context.newPage());
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
  await page.context().close();
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const content = fs.readFileSync(path.join(buildDir, src));
    raw += content.length;
    gzip += zlib.gzipSync(content, {level: 9}).length;
  }
  return {raw, gzip, files: scripts.size};
}

/** Cold cache: from clicking Search to the first hit for a typed query (modal code, index fetch, engine build). */
async function searchOpenToResults(browser: Browser, origin: string): Promise<number> {
  // A fresh context is a cold cache.
  const page = await browser.newContext().then((context) => context.newPage());
  await page.goto(`${origin}/docs/introduction/overview`, {waitUntil: 'networkidle'});
  const started = Date.now();
  await page.getByRole('button', {name: 'Search'}).click();
  await page.locator('.DocSearch-Input').fill('bonding curve');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const elapsed = Date.now() - started;
  await page.context().close();
  return elapsed;
}

const keystrokeQueries = [
  'multivault address', 'create a triple', 'bonding curve price', 'testnet faucet', 'graphql pagination',
  'counter triple', 'tripel', 'veTRUST lock', 'mcp server', 'share price', 'atom wallet', 'slippage',
  'emissions schedule', 'caip10 account atom',
];

/** Every prefix of every query is one keystroke; returns [median, p95] in milliseconds. */
function keystrokeTimes(index: SearchIndexFile): [number, number] {
  const engine = buildEngine(index.records);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of keystrokeQueries) {
      for (let i = 1; i <= query.length; i += 1) {
        const started = performance.now();
        searchRecords(engine, index.records, query.slice(0, i));
        times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return [at(0.5), at(0.95)];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error('No build: run "npm run build" first.');
    process.exit(1);
  }

  const server = http.createServer((req, res) => void handler(req, res, {public: buildDir, cleanUrls: true, trailingSlash: false}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // One browser for every measurement; each page gets a fresh context, so its cache is cold.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const figures: Record<string, number> = {};
  figures['build total bytes'] = dirSize(buildDir);
  for (const route of ['/', '/docs/introduction/overview', '/docs/developer-tools/contracts/deployments', '/docs/developer-tools/contracts/trust-bonding']) {
    const js = await pageScripts(browser, origin, route);
    figures[`${route} JS raw bytes`] = js.raw;
    figures[`${route} JS gzip bytes`] = js.gzip;
    figures[`${route} JS files`] = js.files;
  }
  const indexFile = path.join(buildDir, 'search-index.json');
  if (fs.existsSync(indexFile)) {
    const index = fs.readFileSync(indexFile);
    figures['search index raw bytes'] = index.length;
    figures['search index gzip bytes'] = zlib.gzipSync(index, {level: 9}).length;
    const parsed = JSON.parse(index.toString('utf8')) as SearchIndexFile;
    figures['search index records'] = parsed.records.length;
    const [median, p95] = keystrokeTimes(parsed);
    figures['search keystroke median ms'] = Number(median.toFixed(3));
    figures['search keystroke p95 ms'] = Number(p95.toFixed(3));
    figures['search open to first results ms'] = await searchOpenToResults(browser, origin);
  }

  const baseline: Record<string, number> | null = fs.existsSync(baselineFile)
    ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, number>)
    : null;

  for (const [name, value] of Object.entries(figures)) {
    const shown = name.endsWith('bytes') ? kb(value) : String(value);
    const ratio = baseline?.[name] ? `  (×${(value / baseline[name]!).toFixed(2)} of baseline)` : '';
    console.log(`${name.padEnd(40)} ${shown}${ratio}`);
  }

  await browser.close();
  server.close();

  if (process.argv.includes('--baseline')) {
    fs.writeFileSync(baselineFile, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Baseline written to ${path.relative(process.cwd(), baselineFile)}`);
  }
}

void main();
