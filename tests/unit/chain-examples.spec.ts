/**
 * src/data/chainExamples.ts says which example each chain spec runs; the package reference trusts it when it marks
 * an example "run by `npm run test:chain`". This reads the specs (the one place that may read them as text) and
 * fails, naming the spec, when a spec runs an example the manifest does not list under it, or the reverse.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {chainExamples} from '../../src/data/chainExamples';

const root = path.resolve(__dirname, '../..');
const under = (dir: string, pattern: RegExp) =>
  (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[])
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => pattern.test(file))
    .sort();
const examples = under('examples', /\.tsx?$/);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The examples a spec names: the path as a string, through tests/chain/support.ts's `site('x')` and
 * `interactions('a/b')`, a template such as `examples/…/first-triple-${variant}.ts` (any name in its place), or, in
 * tutorial-<name>.spec.ts, a file of examples/tutorials/<name>/ by its file name (steps are joined to a `dir`).
 */
function named(spec: string): string[] {
  const text = fs.readFileSync(path.join(root, spec), 'utf8');
  const tutorial = /tutorial-([\w-]+)\.spec\.ts$/.exec(spec)?.[1];
  const templates = [...text.matchAll(/`(examples\/[^`]*\$\{[^`]*)`/g)].map(
    (match) =>
      new RegExp(
        `^${match[1]!
          .split(/\$\{[^}]*\}/)
          .map(escape)
          .join('[\\w.-]+')}$`,
      ),
  );
  return examples.filter((file) => {
    if ([`'${file}'`, `"${file}"`, `\`${file}\``].some((quoted) => text.includes(quoted))) return true;
    const site = /^examples\/site\/(.+)$/.exec(file)?.[1];
    if (site && text.includes(`site('${site}')`)) return true;
    const interaction = /^examples\/interactions\/(.+)$/.exec(file)?.[1];
    if (interaction && text.includes(`interactions('${interaction}')`)) return true;
    const step = /^examples\/tutorials\/([\w-]+)\/([\w.-]+)$/.exec(file);
    if (step && step[1] === tutorial && text.includes(step[2]!)) return true;
    return templates.some((template) => template.test(file));
  });
}

test('each chain spec runs exactly the examples src/data/chainExamples.ts lists under it', () => {
  const found = Object.fromEntries(
    under('tests/chain', /\.spec\.ts$/)
      .map((spec) => [spec, named(spec)] as const)
      .filter(([, files]) => files.length > 0),
  );
  const listed = Object.fromEntries(Object.entries(chainExamples).map(([spec, files]) => [spec, [...files].sort()]));
  expect(listed, 'src/data/chainExamples.ts: list each example under the spec that runs it').toEqual(found);
  // Extraction that found nothing would pass vacuously.
  expect(Object.keys(found).length).toBeGreaterThanOrEqual(8);
  expect(found['tests/chain/examples-use.spec.ts']).toContain(
    'examples/quickstart/getting-started/first-triple-viem.ts',
  );
});

test('every example the manifest lists exists', () => {
  const missing = Object.values(chainExamples)
    .flat()
    .filter((file) => !fs.existsSync(path.join(root, file)));
  expect(missing).toEqual([]);
});
