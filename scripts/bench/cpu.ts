/** `--cpu`: main-thread CPU time per page (before/after decisions on a busy machine). */
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {median, ms} from './numbers';
import {buildDir, chromeFlags, chromePath, option} from './options';
import {sitemapRoutes} from './pages';
import {serve} from './serve';

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

export async function benchCpu(site: {origin: string}): Promise<void> {
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
