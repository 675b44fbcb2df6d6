/**
 * The default run's Lighthouse figures: each chosen page of the site and the bare baseline's home page and doc,
 * mobile and desktop, `--runs` times (report.ts prints them).
 */
import type {ChildProcess} from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import {buildBaseline} from './baseline';
import {runLighthouse, type LighthouseFigures} from './lighthouse';
import {
  baselineDoc,
  baselineHome,
  buildDir,
  chromeFlags,
  chromePath,
  flag,
  pages,
  presets,
  projectDir,
  runs,
  type Preset,
} from './options';
import {serve} from './serve';

export type Target = {name: string; origin: string; dir: string; route: string};
export const key = (t: Target, preset: Preset) => `${t.name} ${t.route} ${preset}`;

/** Every run of every target; the baseline's server is pushed onto `servers` so the caller stops it. */
export async function againstBaseline(
  site: {origin: string},
  servers: ChildProcess[],
): Promise<{targets: Target[]; results: Map<string, LighthouseFigures[]>}> {
  // ---- the bare Docusaurus baseline, built and served the same way ----
  console.log('\nBuilding the bare Docusaurus baseline…');
  const baselineBuild = buildBaseline(projectDir, {reuse: flag('--reuse-baseline')});
  const base = await serve(baselineBuild);
  servers.push(base.child);
  const targets: Target[] = [
    ...pages.map((route) => ({name: 'site', origin: site.origin, dir: buildDir, route})),
    {name: 'baseline', origin: base.origin, dir: baselineBuild, route: baselineHome},
    {name: 'baseline', origin: base.origin, dir: baselineBuild, route: baselineDoc},
  ];
  const results = new Map<string, LighthouseFigures[]>();
  // Runs are interleaved (site, baseline, site, …) so that the machine's load falls on both alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const preset of presets) {
      const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...chromeFlags]});
      try {
        for (const target of targets) {
          process.stdout.write(`  run ${run}/${runs} ${preset.padEnd(7)} ${target.name.padEnd(8)} ${target.route}\n`);
          const figuresOfRun = await runLighthouse(chrome.port, `${target.origin}${target.route}`, preset, target.dir);
          results.set(key(target, preset), [...(results.get(key(target, preset)) ?? []), figuresOfRun]);
        }
      } finally {
        chrome.kill();
      }
    }
  }
  return {targets, results};
}
