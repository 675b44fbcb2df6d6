/**
 * `--all`: Lighthouse mobile on every sitemap page (issue 19) next to the bare doc, each page with long code also
 * next to its twin, the same page built with its code as text (./code-as-text).
 */
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import {buildBaseline} from './baseline';
import {budgets} from './budgets';
import {runLighthouse, medianFigures, type LighthouseFigures} from './lighthouse';
import {kb, median, ms} from './numbers';
import {allPages, baselineDoc, buildDir, chromeFlags, chromePath, flag, option, projectDir} from './options';
import {pageShape, sitemapRoutes} from './pages';
import {serve} from './serve';

/**
 * The site built again with every code block as one paragraph of its own text (./code-as-text):
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

export async function benchAll(site: {origin: string}): Promise<void> {
  const {longCodeLines, mobileScore, defaultPageMobileScore, docTbtOfBare, docJsGzipOfBare} = budgets.everyPage;
  const {twinTextShare, mainThreadOverTwinMs, reportScoreBand} = budgets.everyPage;
  const routes = option('--pages')?.split(',') ?? sitemapRoutes(buildDir);
  const runsAll = Number(option('--runs') ?? 1);
  // Read before the hour of runs, so a rebuild meanwhile cannot lose them at the end (it did once).
  const shapes = new Map(routes.map((route) => [route, pageShape(buildDir, route)]));
  const longCode = routes.filter((route) => shapes.get(route)!.codeLines >= longCodeLines);
  const twinDir = longCode.length > 0 && !flag('--build') ? buildCodeAsText() : undefined;
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
    verdict(f.score >= mobileScore, `${route} mobile score ${f.score} ≥ ${mobileScore}`);
    if (isDefault(route))
      verdict(
        f.score >= defaultPageMobileScore,
        `${route} (default page) mobile score ${f.score} ≥ ${defaultPageMobileScore}`,
      );
    if (route.startsWith('/docs/')) {
      verdict(
        f.tbt <= docTbtOfBare * bare.tbt,
        `${route} TBT ${ms(f.tbt)} ≤ ${docTbtOfBare} × bare doc ${ms(bare.tbt)}`,
      );
      verdict(
        f.jsGzip <= docJsGzipOfBare * bare.jsGzip,
        `${route} JS fetched ${kb(f.jsGzip)} ≤ ${docJsGzipOfBare} × bare doc ${kb(bare.jsGzip)}`,
      );
    }
    if (isDefault(route))
      verdict(f.tbt <= bare.tbt, `${route} (default page) TBT ${ms(f.tbt)} ≤ bare doc ${ms(bare.tbt)}`);
  }
  // Pages with long code against their twin, the same page with its code as text.
  for (const {route, f, codeLines, textChars} of twinRows) {
    // A twin is a fair peer only if it kept the page's text and lost its code (whitespace runs become one space).
    const twinShape = twinShapes.get(route)!;
    verdict(
      twinShape.codeLines === 0 && twinShape.textChars >= twinTextShare * textChars,
      `${route}: its twin has ${twinShape.codeLines} code lines (0) and ${twinShape.textChars} characters (≥ ${Math.round(twinTextShare * 100)}% of ${textChars})`,
    );
    verdict(
      f.mainThread <= f.twin.mainThread + mainThreadOverTwinMs,
      `${route} (${codeLines} code lines, ${textChars} chars) main thread ${ms(f.mainThread)} ≤ its twin without code ${ms(f.twin.mainThread)} + ${mainThreadOverTwinMs} ms`,
    );
  }
  if (!twinDir && longCode.length > 0) {
    failures.push('pages with long code: not measured (their twins are built from this tree, not for --build)');
  }
  const total = rows.length;
  const belowTarget = rows.filter((row) => row.f.score < mobileScore).length;
  const belowBand = rows.filter((row) => row.f.score < reportScoreBand).length;
  console.log(
    `${total} pages: ${belowTarget} below ${mobileScore}, ${belowBand} below ${reportScoreBand}; median TBT ${ms(median(rows.map((r) => r.f.tbt)))}, bare doc ${ms(bare.tbt)}`,
  );
  for (const [route, message] of failed) failures.push(`${route} could not be measured: ${message}`);
  if (failures.length === 0) console.log('PASS  every target of issue 19');
  for (const failure of failures) console.log(`FAIL  ${failure}`);
}
