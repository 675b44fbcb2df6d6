/**
 * Performance figures of the built site (never a test), each next to a bare Docusaurus site measured in the
 * same run (scripts/bench-baseline.ts), so that the numbers mean something on a noisy machine. Run after
 * `npm run build`:
 *
 *   npm run bench                         # everything: Lighthouse mobile + desktop, 5 pages, median of 3
 *   npm run bench -- --quick              # 1 run, mobile only, / and the overview (for quick iterations)
 *   npm run bench -- --runs 5 --presets mobile --pages /,/faq
 *   npm run bench -- --reuse-baseline     # keep the bare site's last build instead of rebuilding it
 *   npm run bench -- --no-lighthouse      # only the size and search figures
 *   npm run bench -- --build /tmp/old/build   # another build of the site (e.g. an older commit)
 *   npm run bench -- --snapshot           # also writes the figures to .bench-snapshot.json; later runs print ratios to it
 *   npm run bench -- --all [--runs N]     # Lighthouse mobile on every sitemap URL (1 run each unless --runs), next to
 *                                         # the bare doc, as one table sorted by score, with issue 19's targets
 *                                         # (each page with 40 or more lines of code is also measured on its twin,
 *                                         # the same page with its code as text: src/plugins/bench-code-as-text)
 *   npm run bench -- --cpu [--pages …] [--compare dir] [--runs N]   # main-thread CPU time of each page load
 *                                         # (thread time from a Chromium trace: unlike Lighthouse's wall-clock
 *                                         # figures it hardly moves with the machine's load; for before/after)
 *   npm run bench -- --all --compare /tmp/old/build   # the same, each page also measured on another build right
 *                                         # before this one (before/after figures under the same load)
 *
 * Lighthouse 12 (its own mobile and desktop presets, simulated throttling) drives Debian's Chromium, headless;
 * both sites are served by scripts/serve.ts, each in its own process. Ratios compare a page with the
 * baseline's page of the same type: the home page with its home page, every other page with its doc.
 */
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import zlib from 'node:zlib';
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {chromium, type Browser} from 'playwright';
import os from 'node:os';
import type {Result as LighthouseResult} from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {buildEngine, searchRecords} from '../src/features/search/localClient';
import type {SearchIndexFile} from '../src/features/search/types';
import {buildBaseline} from './bench-baseline';
import {chromium as chromiumProject} from '../config/chromium';

const projectDir = process.cwd();
const argvEarly = process.argv.slice(2);
// `--build <dir>` measures another build of the site (e.g. of an older commit) against the same baseline.
const buildDir = path.resolve(argvEarly.includes('--build') ? argvEarly[argvEarly.indexOf('--build') + 1]! : 'build');
const snapshotFile = path.resolve('.bench-snapshot.json');
const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags the Playwright config uses: no sandbox as root, and no request to Google's hosts.
const chromeFlags = chromiumProject.launchOptions.args;

// ---------- options ----------

const argv = process.argv.slice(2);
const flag = (name: string): boolean => argv.includes(name);
const option = (name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const quick = flag('--quick');
const allPages = ['/', '/docs/introduction/overview', '/docs/developer-tools/contracts/deployments', '/search', '/faq'];
const pages = option('--pages')?.split(',') ?? (quick ? ['/', '/docs/introduction/overview'] : allPages);
const runs = Number(option('--runs') ?? (quick ? 1 : 3));
const presets = (option('--presets')?.split(',') ?? (quick ? ['mobile'] : ['mobile', 'desktop'])) as Preset[];
const baselineHome = '/';
const baselineDoc = '/docs/intro';
type Preset = 'mobile' | 'desktop';

// ---------- helpers ----------

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const gzipSize = (content: Buffer): number => zlib.gzipSync(content, {level: 9}).length;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function dirSize(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Serves a build folder with scripts/serve.ts (the way the tests and `npm run serve` do), in its own process. */
async function serve(dir: string): Promise<{origin: string; child: ChildProcess}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(projectDir, 'node_modules/tsx/dist/cli.mjs'), path.join(projectDir, 'scripts/serve.ts'), dir],
    {
      env: {...process.env, PORT: String(port), HOST: '127.0.0.1'},
      stdio: 'ignore',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, child};
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`scripts/serve.ts did not start for ${dir}`);
}

/** The scripts and stylesheet a page's HTML names: what every visit loads before anything else (the entry). */
function entryAssets(dir: string, route: string): {js: number; jsGzip: number; css: number; cssGzip: number} {
  const html = htmlOf(dir, route);
  const sum = (pattern: RegExp) => {
    let raw = 0;
    let gzip = 0;
    for (const match of html.matchAll(pattern)) {
      const content = fs.readFileSync(path.join(dir, match[1]!));
      raw += content.length;
      gzip += gzipSize(content);
    }
    return [raw, gzip] as const;
  };
  // Named by <script src> tags (Docusaurus's template) or by the loader of config/ssrTemplate.ts.
  const [js, jsGzip] = sum(/["=](\/assets\/js\/[^"\s>]+\.js)/g);
  const [css, cssGzip] = sum(/<link[^>]*rel="?stylesheet"?[^>]*href="?(\/assets\/[^"\s>]+\.css)/g);
  return {js, jsGzip, css, cssGzip};
}

// ---------- Lighthouse ----------

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpRenderDelay: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  lcpElement: string;
  /** Longest main-thread task (Lighthouse's long-tasks audit), ms. */
  longestTask: number;
  /** Main-thread work (mainthread-work-breakdown), ms at the preset's CPU slowdown. */
  mainThread: number;
  /** Script evaluation, parse and compile (bootup-time), ms at the preset's CPU slowdown. */
  jsExecuted: number;
}
const numericKeys = [
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'lcpRenderDelay',
  'jsRaw',
  'jsGzip',
  'cssRaw',
  'cssGzip',
  'longestTask',
  'mainThread',
  'jsExecuted',
] as const;

interface AuditTable {
  type?: string;
  items?: Array<Record<string, unknown> & {items?: Array<Record<string, unknown>>}>;
}

async function runLighthouse(port: number, url: string, preset: Preset, dir: string): Promise<LighthouseFigures> {
  const output = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}.json`);
  execFileSync(
    process.execPath,
    [path.join(projectDir, 'scripts/bench-lighthouse.mjs'), String(port), url, preset, output],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  const lhr = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseResult;
  fs.rmSync(output);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]!;
  // Bytes each page loads, by type; gzip sizes come from the built files (the local server does not compress).
  const requests = ((audit('network-requests').details as AuditTable | undefined)?.items ?? []) as Array<{
    url: string;
    resourceType?: string;
  }>;
  const bytes = {Script: [0, 0], Stylesheet: [0, 0]} as Record<string, [number, number]>;
  for (const request of requests) {
    const kind = request.resourceType;
    if (kind !== 'Script' && kind !== 'Stylesheet') continue;
    const file = path.join(dir, new URL(request.url).pathname);
    if (!fs.existsSync(file)) continue;
    const content = fs.readFileSync(file);
    bytes[kind]![0] += content.length;
    bytes[kind]![1] += gzipSize(content);
  }
  const lcpDetails = (audit('largest-contentful-paint-element').details as AuditTable | undefined)?.items ?? [];
  const node = lcpDetails[0]?.items?.[0]?.node as {selector?: string; snippet?: string} | undefined;
  const phases = lcpDetails[1]?.items ?? [];
  const renderDelay = phases.find((item) => item.phase === 'Render Delay')?.timing;
  const longTasks = ((audit('long-tasks').details as AuditTable | undefined)?.items ?? []) as Array<{
    duration?: number;
  }>;
  return {
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    mainThread: audit('mainthread-work-breakdown').numericValue ?? NaN,
    jsExecuted: audit('bootup-time').numericValue ?? NaN,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue ?? NaN,
    lcp: audit('largest-contentful-paint').numericValue ?? NaN,
    tbt: audit('total-blocking-time').numericValue ?? NaN,
    cls: audit('cumulative-layout-shift').numericValue ?? NaN,
    si: audit('speed-index').numericValue ?? NaN,
    lcpRenderDelay: typeof renderDelay === 'number' ? renderDelay : NaN,
    jsRaw: bytes.Script![0],
    jsGzip: bytes.Script![1],
    cssRaw: bytes.Stylesheet![0],
    cssGzip: bytes.Stylesheet![1],
    lcpElement: node ? `${node.snippet ?? ''}`.slice(0, 70) : '(none)',
  };
}

/** Median of each figure over the runs; the LCP element of the run with the median score. */
function medianFigures(list: LighthouseFigures[]): LighthouseFigures {
  const out = {} as LighthouseFigures;
  for (const key of numericKeys) out[key] = median(list.map((f) => f[key]));
  const byScore = [...list].sort((a, b) => a.score - b.score);
  out.lcpElement = byScore[Math.floor(byScore.length / 2)]!.lcpElement;
  return out;
}

// ---------- the existing figures: JS per page, search ----------

/** Every JavaScript file a page loads in Chromium until the network is idle (entry, runtime and page chunks). */
async function pageScripts(
  browser: Browser,
  origin: string,
  route: string,
): Promise<{raw: number; gzip: number; files: number}> {
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
    gzip += gzipSize(content);
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

/** Cold cache: from typing one letter on the page (no click first) to the modal showing hits for it. */
async function keystrokeToResults(browser: Browser, origin: string): Promise<number> {
  const page = await browser.newContext().then((context) => context.newPage());
  await page.goto(`${origin}/docs/introduction/overview`, {waitUntil: 'networkidle'});
  const started = Date.now();
  await page.keyboard.press('t');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const elapsed = Date.now() - started;
  await page.context().close();
  return elapsed;
}

/**
 * The GraphQL runner (issue 20), cold, on a page with GraphQL blocks: the bytes fetched once Run is pressed
 * (its chunks, editor included, and CSS; none are loaded before) and the time from the press to the query's
 * request leaving the page. The API is answered locally, so nothing leaves the machine.
 */
async function runnerFigures(
  browser: Browser,
  origin: string,
  route: string,
): Promise<{gzip: number; files: number; ms: number}> {
  const context = await browser.newContext();
  await context.route(/^https:\/\/[^/]+\/v1\/graphql$/, (r) => r.fulfill({json: {data: {result: []}}}));
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()))
      assets.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
  const run = page.locator('[data-graphql-run]').first().getByRole('button', {name: 'Run', exact: true});
  // Scrolling brings links into view, and Docusaurus prefetches their pages' chunks: let that finish first so
  // only what pressing Run fetches is counted.
  await run.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const before = new Set(assets);
  const request = page.waitForRequest(/\/v1\/graphql$/);
  const started = Date.now();
  await run.click();
  await request;
  const elapsed = Date.now() - started;
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  const added = [...assets].filter((asset) => !before.has(asset));
  for (const asset of added) gzip += gzipSize(fs.readFileSync(path.join(buildDir, asset)));
  await context.close();
  return {gzip, files: added.length, ms: elapsed};
}

const keystrokeQueries = [
  'multivault address',
  'create a triple',
  'bonding curve price',
  'testnet faucet',
  'graphql pagination',
  'counter triple',
  'tripel',
  'veTRUST lock',
  'mcp server',
  'share price',
  'atom wallet',
  'slippage',
  'emissions schedule',
  'caip10 account atom',
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

// ---------- --all: every sitemap page (issue 19) ----------

/** The site's routes, from the build's sitemap (the pages a reader or a crawler reaches). */
function sitemapRoutes(dir: string): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/\/$/, '') || '/');
}

function htmlOf(dir: string, route: string): string {
  const candidates =
    route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, path.join(route.slice(1), 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`no HTML for ${route} in ${dir}`);
}

/** What a page holds: lines of highlighted code, and characters of prose and code in its main content. */
function pageShape(dir: string, route: string): {codeLines: number; textChars: number} {
  const html = htmlOf(dir, route);
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const codeLines = (main.match(/class="?token-line\b/g) ?? []).length;
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return {codeLines, textChars: text.length};
}

/**
 * The site built again with every code block as one paragraph of its own text (src/plugins/bench-code-as-text):
 * each page's twin, of the same length and with the same sidebar, tables and components, without code. Built from
 * this working tree, so it is the twin of `build/`, not of a `--build` from another commit.
 */
function buildCodeAsText(): string {
  const dir = path.join(os.tmpdir(), 'intuition-docs-bench-code-as-text');
  execFileSync(path.join(projectDir, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', dir], {
    cwd: projectDir,
    env: {...process.env, BENCH_CODE_AS_TEXT: '1'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dir;
}

/** Issue 19's last target is for pages with at least this many lines of code. */
const longCodeLines = 40;

async function benchAll(site: {origin: string}): Promise<void> {
  const routes = option('--pages')?.split(',') ?? sitemapRoutes(buildDir);
  const runsAll = Number(option('--runs') ?? 1);
  // Read before the hour of runs, so a rebuild meanwhile cannot lose them at the end (it did once).
  const shapes = new Map(routes.map((route) => [route, pageShape(buildDir, route)]));
  const longCode = routes.filter((route) => shapes.get(route)!.codeLines >= longCodeLines);
  const twinDir = longCode.length > 0 && !argvEarly.includes('--build') ? buildCodeAsText() : undefined;
  console.log('\nBuilding the bare Docusaurus baseline…');
  const baselineBuild = buildBaseline(projectDir, {reuse: flag('--reuse-baseline')});
  const base = await serve(baselineBuild);
  const results = new Map<string, LighthouseFigures[]>();
  const before = new Map<string, LighthouseFigures[]>();
  const failed = new Map<string, string>();
  const baseline: LighthouseFigures[] = [];
  const compareDir = option('--compare') ? path.resolve(option('--compare')!) : undefined;
  const other = compareDir ? await serve(compareDir) : undefined;
  const twinResults = new Map<string, LighthouseFigures[]>();
  const twin = twinDir ? await serve(twinDir) : undefined;
  try {
    for (let run = 1; run <= runsAll; run += 1) {
      const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...chromeFlags]});
      try {
        for (const [i, route] of routes.entries()) {
          // The bare doc is measured every tenth page, so that the machine's load over the run falls on both.
          if (i % 10 === 0) {
            process.stdout.write(`  run ${run}/${runsAll} baseline ${baselineDoc}\n`);
            baseline.push(await runLighthouse(chrome.port, `${base.origin}${baselineDoc}`, 'mobile', baselineBuild));
          }
          process.stdout.write(`  run ${run}/${runsAll} [${i + 1}/${routes.length}] ${route}\n`);
          try {
            if (other && compareDir) {
              const figuresBefore = await runLighthouse(chrome.port, `${other.origin}${route}`, 'mobile', compareDir);
              before.set(route, [...(before.get(route) ?? []), figuresBefore]);
            }
            const figuresOfRun = await runLighthouse(chrome.port, `${site.origin}${route}`, 'mobile', buildDir);
            results.set(route, [...(results.get(route) ?? []), figuresOfRun]);
            // Right after the page, so that both meet the same load of the machine.
            if (twin && twinDir && longCode.includes(route)) {
              const figuresOfTwin = await runLighthouse(chrome.port, `${twin.origin}${route}`, 'mobile', twinDir);
              twinResults.set(route, [...(twinResults.get(route) ?? []), figuresOfTwin]);
            }
          } catch (error) {
            // One page that Lighthouse cannot load is reported, not the end of an hour-long run.
            failed.set(route, error instanceof Error ? error.message : String(error));
          }
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    base.child.kill();
    other?.child.kill();
    twin?.child.kill();
  }
  const bare = medianFigures(baseline);
  const twinShapes = new Map([...twinResults.keys()].map((route) => [route, pageShape(twinDir!, route)]));
  const rows = routes
    .filter((route) => results.has(route))
    .map((route) => ({route, f: medianFigures(results.get(route)!), ...shapes.get(route)!}))
    .sort((a, b) => a.f.score - b.f.score || b.f.tbt - a.f.tbt);
  const header = ['score', 'TBT', 'LCP', 'longest', 'main', 'JS exec', 'JS fetched', 'code', 'page'];
  const line = (cells: string[], width = 11) =>
    console.log(
      cells
        .map((cell, k) => (k < cells.length - 1 ? cell.padStart(k === 0 ? width - 5 : width) : `  ${cell}`))
        .join(''),
    );
  console.log(
    `\n## Every sitemap page, Lighthouse mobile (median of ${runsAll}; the bare doc: median of ${baseline.length})\n`,
  );
  line(header);
  const cellsOf = (f: LighthouseFigures) => [
    String(f.score),
    ms(f.tbt),
    ms(f.lcp),
    ms(f.longestTask),
    ms(f.mainThread),
    ms(f.jsExecuted),
    kb(f.jsGzip),
  ];
  line([...cellsOf(bare), '—', `bare Docusaurus ${baselineDoc}`]);
  for (const row of rows) line([...cellsOf(row.f), String(row.codeLines), row.route]);
  if (compareDir) {
    console.log(`\n## Before (${path.relative(projectDir, compareDir) || compareDir}) → after, same order\n`);
    line(['score', 'TBT', 'main', 'JS exec', 'JS fetched', '', '', '', 'page'], 18);
    for (const row of rows) {
      if (!before.has(row.route)) continue;
      const b = medianFigures(before.get(row.route)!);
      const pair = (x: string, y: string) => `${x}→${y}`;
      line(
        [
          pair(String(b.score), String(row.f.score)),
          pair(ms(b.tbt), ms(row.f.tbt)),
          pair(ms(b.mainThread), ms(row.f.mainThread)),
          pair(ms(b.jsExecuted), ms(row.f.jsExecuted)),
          pair(kb(b.jsGzip), kb(row.f.jsGzip)),
          '',
          '',
          '',
          row.route,
        ],
        18,
      );
    }
  }

  const twinRows = rows
    .filter((row) => twinResults.has(row.route))
    .map((row) => ({...row, f: {...row.f, twin: medianFigures(twinResults.get(row.route)!)}}))
    .sort((a, b) => b.f.mainThread - b.f.twin.mainThread - (a.f.mainThread - a.f.twin.mainThread));
  if (twinRows.length > 0) {
    console.log(
      `\n## Pages with ${longCodeLines} or more lines of code against their twin (code as text, same length; median of ${runsAll})\n`,
    );
    line(['code', 'main', 'twin', 'change', 'TBT', 'twin TBT', 'chars', 'twin chars', 'page']);
    for (const {route, f, codeLines, textChars} of twinRows) {
      const change = f.mainThread - f.twin.mainThread;
      line([
        String(codeLines),
        ms(f.mainThread),
        ms(f.twin.mainThread),
        `${change >= 0 ? '+' : '−'}${ms(Math.abs(change))}`,
        ms(f.tbt),
        ms(f.twin.tbt),
        String(textChars),
        String(twinShapes.get(route)!.textChars),
        route,
      ]);
    }
  }

  console.log('\n## Targets (issue 19)\n');
  const failures: string[] = [];
  const verdict = (ok: boolean, text: string) => {
    if (!ok) failures.push(text);
  };
  const isDefault = (route: string) => allPages.includes(route);
  for (const {route, f} of rows) {
    verdict(f.score >= 95, `${route} mobile score ${f.score} ≥ 95`);
    if (isDefault(route)) verdict(f.score >= 98, `${route} (default page) mobile score ${f.score} ≥ 98`);
    if (route.startsWith('/docs/')) {
      verdict(f.tbt <= 1.5 * bare.tbt, `${route} TBT ${ms(f.tbt)} ≤ 1.5 × bare doc ${ms(bare.tbt)}`);
      verdict(f.jsGzip <= 1.3 * bare.jsGzip, `${route} JS fetched ${kb(f.jsGzip)} ≤ 1.3 × bare doc ${kb(bare.jsGzip)}`);
    }
    if (isDefault(route))
      verdict(f.tbt <= bare.tbt, `${route} (default page) TBT ${ms(f.tbt)} ≤ bare doc ${ms(bare.tbt)}`);
  }
  // Pages with long code against their twin, the same page with its code as text.
  for (const {route, f, codeLines, textChars} of twinRows) {
    // A twin is a fair peer only if it kept the page's text and lost its code (whitespace runs become one space).
    const twinShape = twinShapes.get(route)!;
    verdict(
      twinShape.codeLines === 0 && twinShape.textChars >= 0.85 * textChars,
      `${route}: its twin has ${twinShape.codeLines} code lines (0) and ${twinShape.textChars} characters (≥ 85% of ${textChars})`,
    );
    verdict(
      f.mainThread <= f.twin.mainThread + 50,
      `${route} (${codeLines} code lines, ${textChars} chars) main thread ${ms(f.mainThread)} ≤ its twin without code ${ms(f.twin.mainThread)} + 50 ms`,
    );
  }
  if (!twinDir && longCode.length > 0) {
    failures.push('pages with long code: not measured (their twins are built from this tree, not for --build)');
  }
  const total = rows.length;
  const under95 = rows.filter((row) => row.f.score < 95).length;
  const under90 = rows.filter((row) => row.f.score < 90).length;
  console.log(
    `${total} pages: ${under95} below 95, ${under90} below 90; median TBT ${ms(median(rows.map((r) => r.f.tbt)))}, bare doc ${ms(bare.tbt)}`,
  );
  for (const [route, message] of failed) failures.push(`${route} could not be measured: ${message}`);
  if (failures.length === 0) console.log('PASS  every target of issue 19');
  for (const failure of failures) console.log(`FAIL  ${failure}`);
}

// ---------- --cpu: main-thread CPU time per page (before/after decisions on a busy machine) ----------

interface CpuFigures {
  /** CPU time of the renderer's main thread in top-level tasks, from navigation to network idle + 1 s, ms. */
  total: number;
  /** The longest single task's CPU time, ms. */
  longest: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: {name?: string};
}

async function cpuFigures(browser: Browser, url: string): Promise<CpuFigures> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await browser.startTracing(page, {categories: ['toplevel', 'disabled-by-default-devtools.timeline']});
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
  await context.close();
  const mains = trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const isMain = (e: TraceEvent) => mains.some((m) => m.pid === e.pid && m.tid === e.tid);
  const tasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && isMain(e));
  const durations = tasks.map((e) => (e.tdur ?? 0) / 1000);
  return {total: durations.reduce((a, b) => a + b, 0), longest: Math.max(0, ...durations)};
}

async function benchCpu(site: {origin: string}): Promise<void> {
  const routes = option('--pages')?.split(',') ?? sitemapRoutes(buildDir);
  const runsCpu = Number(option('--runs') ?? 3);
  const compareDir = option('--compare') ? path.resolve(option('--compare')!) : undefined;
  const other = compareDir ? await serve(compareDir) : undefined;
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags});
  const after = new Map<string, CpuFigures[]>();
  const before = new Map<string, CpuFigures[]>();
  try {
    // Warm the servers and the browser's code cache alike for both builds.
    await cpuFigures(browser, `${site.origin}/`);
    if (other) await cpuFigures(browser, `${other.origin}/`);
    for (let run = 1; run <= runsCpu; run += 1) {
      for (const [i, route] of routes.entries()) {
        process.stdout.write(`  run ${run}/${runsCpu} [${i + 1}/${routes.length}] ${route}\n`);
        if (other)
          before.set(route, [...(before.get(route) ?? []), await cpuFigures(browser, `${other.origin}${route}`)]);
        after.set(route, [...(after.get(route) ?? []), await cpuFigures(browser, `${site.origin}${route}`)]);
      }
    }
  } finally {
    await browser.close();
    other?.child.kill();
  }
  const med = (list: CpuFigures[], key: keyof CpuFigures) => median(list.map((f) => f[key]));
  console.log(`\n## Main-thread CPU time per page load (no throttling; median of ${runsCpu})\n`);
  const head = compareDir ? 'before → after (total, longest task)' : 'total, longest task';
  console.log(`${head.padEnd(44)} page`);
  for (const route of routes) {
    const a = `${ms(med(after.get(route)!, 'total'))}, ${ms(med(after.get(route)!, 'longest'))}`;
    const b = before.get(route);
    const cell = b ? `${ms(med(b, 'total'))}, ${ms(med(b, 'longest'))} → ${a}` : a;
    console.log(`${cell.padEnd(44)} ${route}`);
  }
}

// ---------- main ----------

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error('No build: run "npm run build" first.');
    process.exit(1);
  }
  const snapshot: Record<string, number> | null = fs.existsSync(snapshotFile)
    ? (JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as Record<string, number>)
    : null;
  const figures: Record<string, number> = {};
  const servers: ChildProcess[] = [];
  const site = await serve(buildDir);
  servers.push(site.child);
  if (flag('--all') || flag('--cpu')) {
    try {
      await (flag('--cpu') ? benchCpu(site) : benchAll(site));
    } finally {
      site.child.kill();
    }
    return;
  }

  try {
    // ---- size and search figures (as before) ----
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
      console.log(`\n${size <= 80 * 1024 ? 'PASS' : 'FAIL'}  GraphQL runner ${kb(size)} gzip ≤ 80 KB (issue 20)`);
      console.log(
        `${time <= 300 ? 'PASS' : 'FAIL'}  GraphQL runner Run to request ${time} ms ≤ 300 ms cold (issue 20)`,
      );
    }

    if (flag('--no-lighthouse')) return;

    // ---- the bare Docusaurus baseline, built and served the same way ----
    console.log('\nBuilding the bare Docusaurus baseline…');
    const baselineBuild = buildBaseline(projectDir, {reuse: flag('--reuse-baseline')});
    const base = await serve(baselineBuild);
    servers.push(base.child);

    type Target = {name: string; origin: string; dir: string; route: string};
    const targets: Target[] = [
      ...pages.map((route) => ({name: 'site', origin: site.origin, dir: buildDir, route})),
      {name: 'baseline', origin: base.origin, dir: baselineBuild, route: baselineHome},
      {name: 'baseline', origin: base.origin, dir: baselineBuild, route: baselineDoc},
    ];
    const results = new Map<string, LighthouseFigures[]>();
    const key = (t: Target, preset: Preset) => `${t.name} ${t.route} ${preset}`;
    // Runs are interleaved (site, baseline, site, …) so that the machine's load falls on both alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const preset of presets) {
        const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...chromeFlags]});
        try {
          for (const target of targets) {
            process.stdout.write(`  run ${run}/${runs} ${preset.padEnd(7)} ${target.name.padEnd(8)} ${target.route}\n`);
            const figuresOfRun = await runLighthouse(
              chrome.port,
              `${target.origin}${target.route}`,
              preset,
              target.dir,
            );
            results.set(key(target, preset), [...(results.get(key(target, preset)) ?? []), figuresOfRun]);
          }
        } finally {
          chrome.kill();
        }
      }
    }

    const get = (t: Target, preset: Preset) => medianFigures(results.get(key(t, preset))!);
    const baselineFor = (route: string) =>
      targets.find((t) => t.name === 'baseline' && t.route === (route === '/' ? baselineHome : baselineDoc))!;
    const ratio = (value: number, of: number) =>
      of > 0 ? `×${(value / of).toFixed(2)}` : of === value ? '×1.00' : '—';
    const rows: Array<[string, (f: LighthouseFigures) => number, (v: number) => string]> = [
      ['score', (f) => f.score, String],
      ['FCP', (f) => f.fcp, ms],
      ['LCP', (f) => f.lcp, ms],
      ['LCP render delay', (f) => f.lcpRenderDelay, ms],
      ['TBT', (f) => f.tbt, ms],
      ['CLS', (f) => f.cls, (v) => v.toFixed(3)],
      ['Speed Index', (f) => f.si, ms],
      ['JS loaded raw', (f) => f.jsRaw, kb],
      ['JS loaded gzip', (f) => f.jsGzip, kb],
      ['CSS loaded raw', (f) => f.cssRaw, kb],
      ['CSS loaded gzip', (f) => f.cssGzip, kb],
    ];

    for (const preset of presets) {
      console.log(
        `\n## Lighthouse ${preset} (median of ${runs}; ratio to the bare baseline's page of the same type)\n`,
      );
      for (const target of targets) {
        const f = get(target, preset);
        const b = get(target.name === 'baseline' ? target : baselineFor(target.route), preset);
        console.log(`${target.name} ${target.route}`);
        for (const [label, pick, show] of rows) {
          const cell =
            target.name === 'baseline' ? show(pick(f)) : `${show(pick(f)).padEnd(10)} ${ratio(pick(f), pick(b))}`;
          console.log(`  ${label.padEnd(18)} ${cell}`);
        }
        console.log(`  ${'LCP element'.padEnd(18)} ${f.lcpElement}`);
      }
    }

    // ---- entry assets (what the HTML names) ----
    console.log('\n## Entry assets (scripts and stylesheet the HTML names)\n');
    const entries = new Map<string, ReturnType<typeof entryAssets>>();
    for (const target of targets) entries.set(`${target.name} ${target.route}`, entryAssets(target.dir, target.route));
    for (const target of targets) {
      const e = entries.get(`${target.name} ${target.route}`)!;
      const b = entries.get(`baseline ${baselineFor(target.route).route}`)!;
      const r = target.name === 'site' ? `  (${ratio(e.jsGzip, b.jsGzip)} JS gzip)` : '';
      console.log(
        `${`${target.name} ${target.route}`.padEnd(56)} JS ${kb(e.js)} / ${kb(e.jsGzip)} gzip, CSS ${kb(e.css)} / ${kb(e.cssGzip)} gzip${r}`,
      );
    }

    // ---- targets of issue 11 ----
    console.log('\n## Targets (issue 11)\n');
    const verdict = (ok: boolean, text: string) => console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
    for (const target of targets.filter((t) => t.name === 'site')) {
      const b = baselineFor(target.route);
      if (presets.includes('mobile')) {
        const f = get(target, 'mobile');
        const fb = get(b, 'mobile');
        verdict(f.score >= fb.score, `${target.route} mobile score ${f.score} ≥ baseline ${fb.score}`);
        console.log(`${f.score >= 95 ? 'PASS' : 'INFO'}  ${target.route} mobile score ${f.score} (aim 95)`);
        verdict(f.tbt <= fb.tbt, `${target.route} mobile TBT ${ms(f.tbt)} ≤ baseline ${ms(fb.tbt)}`);
        verdict(
          f.lcp <= 2500 || f.lcp <= fb.lcp,
          `${target.route} mobile LCP ${ms(f.lcp)} ≤ 2.5 s or ≤ baseline ${ms(fb.lcp)}`,
        );
        verdict(f.cls < 0.0005, `${target.route} mobile CLS ${f.cls.toFixed(3)} = 0`);
      }
      if (presets.includes('desktop')) {
        const f = get(target, 'desktop');
        const fb = get(b, 'desktop');
        if (fb.score >= 98)
          verdict(f.score === 100, `${target.route} desktop score ${f.score} = 100 (baseline ${fb.score} ≥ 98)`);
        else
          verdict(
            f.score >= fb.score,
            `${target.route} desktop score ${f.score} ≥ baseline ${fb.score} (baseline < 98)`,
          );
        verdict(f.cls < 0.0005, `${target.route} desktop CLS ${f.cls.toFixed(3)} = 0`);
      }
      const e = entries.get(`site ${target.route}`)!;
      const eb = entries.get(`baseline ${b.route}`)!;
      verdict(e.jsGzip <= eb.jsGzip, `${target.route} entry JS ${kb(e.jsGzip)} gzip ≤ baseline ${kb(eb.jsGzip)}`);
      const html = htmlOf(buildDir, target.route);
      const hasDiagram = /data-mermaid-diagram|docusaurus-mermaid-container/.test(html);
      if (target.route.startsWith('/docs/') && !hasDiagram) {
        const preset = presets[0]!;
        const f = get(target, preset);
        const fb = get(b, preset);
        verdict(
          f.jsGzip <= 1.15 * fb.jsGzip,
          `${target.route} (no diagram) JS loaded ${kb(f.jsGzip)} gzip ≤ 1.15 × baseline ${kb(fb.jsGzip)}`,
        );
      }
    }
    if (figures['search open to first results ms'] !== undefined) {
      const before = snapshot?.['search open to first results ms'];
      const now = figures['search open to first results ms'];
      if (before) verdict(now <= before, `search open to first results ${now} ms ≤ snapshot ${before} ms`);
      else console.log(`INFO  search open to first results ${now} ms (no .bench-snapshot.json to compare with)`);
    }
  } finally {
    for (const child of servers) child.kill();
    if (flag('--snapshot')) {
      fs.writeFileSync(snapshotFile, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`Snapshot written to ${path.relative(process.cwd(), snapshotFile)}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
