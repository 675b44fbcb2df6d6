/** The default run's report: the Lighthouse figures next to the baseline, the entry assets, issue 11's targets. */
import {budgets} from './budgets';
import {key, type Target} from './compare';
import {medianFigures, type LighthouseFigures} from './lighthouse';
import {kb, ms} from './numbers';
import {baselineDoc, baselineHome, buildDir, presets, runs, type Preset} from './options';
import {entryAssets, htmlOf} from './pages';

export function report(
  {targets, results}: {targets: Target[]; results: Map<string, LighthouseFigures[]>},
  figures: Record<string, number>,
  snapshot: Record<string, number> | null,
): void {
  const get = (t: Target, preset: Preset) => medianFigures(results.get(key(t, preset))!);
  const baselineFor = (route: string) =>
    targets.find((t) => t.name === 'baseline' && t.route === (route === '/' ? baselineHome : baselineDoc))!;
  const ratio = (value: number, of: number) => (of > 0 ? `×${(value / of).toFixed(2)}` : of === value ? '×1.00' : '—');
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
    console.log(`\n## Lighthouse ${preset} (median of ${runs}; ratio to the bare baseline's page of the same type)\n`);
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
  const {mobileScoreAim, mobileLcpMs, clsZeroBelow, desktopBaselineHigh, docJsGzipOfBaseline} = budgets.defaultPages;
  for (const target of targets.filter((t) => t.name === 'site')) {
    const b = baselineFor(target.route);
    if (presets.includes('mobile')) {
      const f = get(target, 'mobile');
      const fb = get(b, 'mobile');
      verdict(f.score >= fb.score, `${target.route} mobile score ${f.score} ≥ baseline ${fb.score}`);
      console.log(
        `${f.score >= mobileScoreAim ? 'PASS' : 'INFO'}  ${target.route} mobile score ${f.score} (aim ${mobileScoreAim})`,
      );
      verdict(f.tbt <= fb.tbt, `${target.route} mobile TBT ${ms(f.tbt)} ≤ baseline ${ms(fb.tbt)}`);
      verdict(
        f.lcp <= mobileLcpMs || f.lcp <= fb.lcp,
        `${target.route} mobile LCP ${ms(f.lcp)} ≤ ${mobileLcpMs / 1000} s or ≤ baseline ${ms(fb.lcp)}`,
      );
      verdict(f.cls < clsZeroBelow, `${target.route} mobile CLS ${f.cls.toFixed(3)} = 0`);
    }
    if (presets.includes('desktop')) {
      const f = get(target, 'desktop');
      const fb = get(b, 'desktop');
      if (fb.score >= desktopBaselineHigh)
        verdict(
          f.score === 100,
          `${target.route} desktop score ${f.score} = 100 (baseline ${fb.score} ≥ ${desktopBaselineHigh})`,
        );
      else
        verdict(
          f.score >= fb.score,
          `${target.route} desktop score ${f.score} ≥ baseline ${fb.score} (baseline < ${desktopBaselineHigh})`,
        );
      verdict(f.cls < clsZeroBelow, `${target.route} desktop CLS ${f.cls.toFixed(3)} = 0`);
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
        f.jsGzip <= docJsGzipOfBaseline * fb.jsGzip,
        `${target.route} (no diagram) JS loaded ${kb(f.jsGzip)} gzip ≤ ${docJsGzipOfBaseline} × baseline ${kb(fb.jsGzip)}`,
      );
    }
  }
  if (figures['search open to first results ms'] !== undefined) {
    const before = snapshot?.['search open to first results ms'];
    const now = figures['search open to first results ms'];
    if (before) verdict(now <= before, `search open to first results ${now} ms ≤ snapshot ${before} ms`);
    else console.log(`INFO  search open to first results ${now} ms (no .bench-snapshot.json to compare with)`);
  }
}
