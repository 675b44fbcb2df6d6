import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * The tutorials start "from an empty folder" with `npm install name@version …` lines. Each version there must
 * be the one this site's tests run the tutorial code with (the installed package, which package-lock.json
 * pins), so a reader who copies the line gets the code the chain tests proved. `@types/node@20` names a major
 * version and matches any 20.x.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const tutorialsDir = path.join(repoRoot, 'docs', 'tutorials');

const installedVersion = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

/** `name@version` specs of every `npm install` line in a Markdown text. */
export function installSpecs(markdown: string): {name: string; version: string}[] {
  return [...markdown.matchAll(/^npm install (.+)$/gm)].flatMap((line) =>
    (line[1] ?? '')
      .split(/\s+/)
      .filter((word) => !word.startsWith('-'))
      .map((word) => {
        const at = word.lastIndexOf('@');
        return at > 0 ? {name: word.slice(0, at), version: word.slice(at + 1)} : {name: word, version: ''};
      }),
  );
}

test('installSpecs reads scoped and plain names, skips flags', () => {
  expect(installSpecs('x\nnpm install @0xintuition/sdk@2.0.2 viem@2.56.0\nnpm install --save-dev tsx@4\n')).toEqual([
    {name: '@0xintuition/sdk', version: '2.0.2'},
    {name: 'viem', version: '2.56.0'},
    {name: 'tsx', version: '4'},
  ]);
});

test('every npm install line of a tutorial pins the versions the tests run with', () => {
  const pages = fs.existsSync(tutorialsDir)
    ? fs.readdirSync(tutorialsDir).filter((file) => /\.mdx?$/.test(file) && !file.startsWith('index.'))
    : [];
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    const specs = installSpecs(fs.readFileSync(path.join(tutorialsDir, page), 'utf8'));
    expect(specs.length, `${page} has an npm install line`).toBeGreaterThan(0);
    for (const {name, version} of specs) {
      expect(version, `${page}: ${name} has a version`).not.toBe('');
      const installed = installedVersion(name);
      expect(
        installed === version || installed.startsWith(`${version}.`),
        `${page}: ${name}@${version} ≠ ${installed}`,
      ).toBe(true);
    }
  }
});
