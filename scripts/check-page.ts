/**
 * `npm run check:page -- <file>…`: the cheap checks for a small edit, with no build, so a maintainer who changed one
 * paragraph need not wait for the full suite. With no files it takes what git reports as changed or new.
 *
 * It runs, on the given files only: Prettier (code, CSS, JSON, YAML), ESLint (code), Stylelint (CSS) and cspell (the
 * files `npm run lint` spells); then the unit specs that read sources rather than a build, picked by what changed
 * (docs and examples: the code-example and consistency specs; data files: the data spec; README.md: its paths
 * spec; a changed spec: that spec). Checks of built pages (links, crawl, axe, Markdown export) need a build and are
 * left out on purpose: CONTRIBUTING.md says when to run them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
const files = (argv.length > 0 ? argv : changedFiles())
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

const specs = new Set<string>();
if (has(/^(docs\/.*\.mdx?|examples\/|src\/data\/(codeExamples|graphqlExamples)\.ts$)/).length > 0) {
  specs.add('tests/unit/snippets.spec.ts').add('tests/unit/config-snippets.spec.ts');
}
if (has(/^(docs|src)\//).length > 0) specs.add('tests/unit/consistency.spec.ts');
if (has(/^src\/data\//).length > 0) specs.add('tests/unit/data.spec.ts');
if (has(/^README\.md$/).length > 0) specs.add('tests/unit/readme-paths.spec.ts');
for (const spec of has(/^tests\/unit\/.*\.spec\.ts$/)) specs.add(spec);

const steps: {name: string; args: string[]}[] = [
  ...(formatted.length ? [{name: 'prettier', args: ['prettier', '--check', '--log-level', 'warn', ...formatted]}] : []),
  ...(code.length ? [{name: 'eslint', args: ['eslint', '--max-warnings', '0', ...code]}] : []),
  ...(css.length ? [{name: 'stylelint', args: ['stylelint', ...css]}] : []),
  ...(spelled.length ? [{name: 'cspell', args: ['cspell', '--no-progress', '--no-summary', ...spelled]}] : []),
  ...(specs.size
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

console.log(`check:page: ${files.length} file(s): ${files.join(', ')}`);
const failed: string[] = [];
for (const step of steps) {
  const start = Date.now();
  const run = spawnSync('npx', step.args, {cwd: root, stdio: 'inherit'});
  const ok = run.status === 0;
  if (!ok) failed.push(step.name);
  console.log(`check:page: ${step.name} ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - start) / 1000)} s`);
}
if (failed.length) {
  console.error(`check:page failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('check:page: passed. Links, the crawl, axe and the Markdown export need a build (see CONTRIBUTING.md).');
