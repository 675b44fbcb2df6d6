/**
 * `npm run check:page -- <file>…`: the checks for a small edit, so a maintainer who changed one paragraph need not wait
 * for the full suite. With no files it takes what git reports as changed or new.
 *
 * It runs, on the given files only: Prettier (code, CSS, JSON, YAML), ESLint (code), Stylelint (CSS) and cspell (the
 * files `npm run lint` spells); then the unit specs that read sources rather than a build, picked by what changed
 * (docs and examples: the code-example and consistency specs; data files: the data spec; README.md: its paths
 * spec; a changed spec: that spec), while the strict build runs beside them (broken links and anchors fail it); then
 * the crawl of each changed page (hydration, console, CSP, no foreign request, content, search, axe in both colour
 * modes) on the new build served by nginx. `--no-build` stops after the unit specs. A changed component or data file
 * has no page of its own: `--pages /docs/x,/y` names the pages to crawl.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {changedRoutes, crawlGrep, docPermalinks, specsFor} from './check-page-plan';
import {freePortPair} from './ports';

const root = path.join(__dirname, '..');

// Tests in the picked specs that read build/ only: a stale build would check yesterday's HTML, so they stay out. The
// atom-type test reads sources first and then the built pages, so it runs only where a build exists.
const buildDir = path.join(root, process.env.TEST_BUILD_DIR ?? 'build');
const needsBuild = fs.existsSync(buildDir) ? /built pages? / : /built pages? |types out the atom types/;

function changedFiles(): string[] {
  const git = (args: string[]) =>
    spawnSync('git', args, {cwd: root, encoding: 'utf8'}).stdout.split('\n').filter(Boolean);
  return [
    ...new Set([...git(['diff', '--name-only', 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])]),
  ];
}

const argv = process.argv.slice(2);
const noBuild = argv.includes('--no-build');
const pagesOption =
  argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length) ??
  (argv.includes('--pages') ? argv[argv.indexOf('--pages') + 1] : undefined);
const paths = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--pages');
const files = (paths.length > 0 ? paths : changedFiles())
  .map((file) => path.relative(root, path.resolve(file)))
  .filter((file) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile());
if (files.length === 0) {
  console.log('check:page: no changed files (give paths: npm run check:page -- docs/x/y.md)');
  process.exit(0);
}

const has = (pattern: RegExp) => files.filter((file) => pattern.test(file));
// The same scope as cspell.config.yaml's `files`, minus what it ignores.
const spelled = has(/^(docs\/.*\.mdx?|src\/(data|pages|components)\/.*\.tsx?)$/).filter(
  (file) => !file.startsWith('docs/developer-tools/sdks/reference/'),
);
const code = has(/\.(ts|tsx|mjs|js)$/);
const css = has(/\.css$/);
const formatted = has(/\.(ts|tsx|mjs|js|css|json|ya?ml)$/);

const specs = specsFor(files);

const steps: {name: string; args: string[]}[] = [
  ...(formatted.length ? [{name: 'prettier', args: ['prettier', '--check', '--log-level', 'warn', ...formatted]}] : []),
  ...(code.length ? [{name: 'eslint', args: ['eslint', '--max-warnings', '0', ...code]}] : []),
  ...(css.length ? [{name: 'stylelint', args: ['stylelint', ...css]}] : []),
  ...(spelled.length ? [{name: 'cspell', args: ['cspell', '--no-progress', '--no-summary', ...spelled]}] : []),
  ...(specs.length
    ? [
        {
          name: 'unit specs',
          args: [
            'playwright',
            'test',
            // The unit project alone with no web server: the main config starts nginx on build/, which may be absent.
            '-c',
            'playwright.mutation.config.ts',
            '--workers=2',
            '--reporter=list',
            '--grep-invert',
            needsBuild.source,
            '--output',
            path.join(os.tmpdir(), `check-page-${process.pid}`),
            ...specs,
          ],
        },
      ]
    : []),
];

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

async function main(): Promise<void> {
  console.log(`check:page: ${files.length} file(s): ${files.join(', ')}`);
  const failed: string[] = [];
  // The build writes build/ and .docusaurus while the unit specs read sources only, so both run at once; its output
  // is kept and shown only if it fails.
  const buildStart = Date.now();
  const build = noBuild
    ? undefined
    : new Promise<{ok: boolean; output: string}>((resolve) => {
        const child = spawn('npm', ['run', 'build:strict'], {cwd: root});
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ok: code === 0, output}));
      });
  for (const step of steps) {
    const start = Date.now();
    const run = spawnSync('npx', step.args, {cwd: root, stdio: 'inherit'});
    const ok = run.status === 0;
    if (!ok) failed.push(step.name);
    console.log(`check:page: ${step.name} ${ok ? 'ok' : 'FAILED'} in ${seconds(start)}`);
  }
  if (build) {
    const {ok, output} = await build;
    if (!ok) {
      console.log(output.split('\n').slice(-60).join('\n'));
      failed.push('strict build (links, anchors)');
    }
    console.log(`check:page: strict build ${ok ? 'ok' : 'FAILED'} in ${seconds(buildStart)} (beside the steps above)`);
    const routes = pagesOption
      ? pagesOption.split(',').filter(Boolean)
      : changedRoutes(files, docPermalinks(path.join(root, '.docusaurus/docusaurus-plugin-content-docs/default')));
    if (ok && routes.length > 0) {
      const start = Date.now();
      const grep = crawlGrep(routes);
      const run = spawnSync(
        'npx',
        [
          'playwright',
          'test',
          '--project=smoke',
          'tests/smoke/crawl.spec.ts',
          '--reporter=list',
          '--grep',
          grep,
          '--output',
          path.join(os.tmpdir(), `check-page-crawl-${process.pid}`),
        ],
        // The config also serves the integrations build; the fast loop has only build/, served twice.
        {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            TEST_INTEGRATIONS_BUILD_DIR: 'build',
            TEST_PORT: process.env.TEST_PORT ?? String(await freePortPair()),
          },
        },
      );
      if (run.status !== 0) failed.push('crawl');
      console.log(
        `check:page: crawl of ${routes.join(', ')} ${run.status === 0 ? 'ok' : 'FAILED'} in ${seconds(start)}`,
      );
    } else if (ok) {
      console.log('check:page: no changed page to crawl (a component or data file: name its pages with --pages /x,/y)');
    }
  }
  if (failed.length) {
    console.error(`check:page failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(
    noBuild
      ? 'check:page: passed. Without --no-build it also builds and crawls the changed pages.'
      : 'check:page: passed. The Markdown copies, search and the screenshots are left to the full suite (CONTRIBUTING).',
  );
}

void main();
