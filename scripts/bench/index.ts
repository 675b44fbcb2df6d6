/**
 * Performance figures of the built site (never a test), each next to a bare Docusaurus site measured in the
 * same run (./baseline.ts), so that the numbers mean something on a noisy machine. Run after
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
 *                                         # the same page with its code as text: ./code-as-text)
 *   npm run bench -- --cpu [--pages …] [--compare dir] [--runs N]   # main-thread CPU time of each page load
 *                                         # (thread time from a Chromium trace: unlike Lighthouse's wall-clock
 *                                         # figures it hardly moves with the machine's load; for before/after)
 *   npm run bench -- --all --compare /tmp/old/build   # the same, each page also measured on another build right
 *                                         # before this one (before/after figures under the same load)
 *
 * One file per job: options.ts (the flags), serve.ts, baseline.ts (the bare site), pages.ts (sizes and shapes),
 * search.ts, runner.ts (the GraphQL runner), lighthouse.ts (+ lighthouse-run.mjs), sizes.ts, compare.ts and
 * report.ts (the default run), all.ts (`--all`), cpu.ts (`--cpu`); every budget is in budgets.ts.
 *
 * Lighthouse 12 (its own mobile and desktop presets, simulated throttling) drives Debian's Chromium, headless;
 * both sites are served by scripts/serve.ts, each in its own process. Ratios compare a page with the
 * baseline's page of the same type: the home page with its home page, every other page with its doc.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import {benchAll} from './all';
import {againstBaseline} from './compare';
import {benchCpu} from './cpu';
import {buildDir, flag, snapshotFile} from './options';
import {report} from './report';
import {serve} from './serve';
import {sizeAndSearch} from './sizes';

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
    await sizeAndSearch(site, figures, snapshot);
    if (flag('--no-lighthouse')) return;
    report(await againstBaseline(site, servers), figures, snapshot);
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
