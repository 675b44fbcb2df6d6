import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildEngine, searchRecords} from '../../src/features/search/localClient';
import type {SearchIndexFile} from '../../src/features/search/types';
import {markdownPath} from '../../src/plugins/markdown-export/sections';
import {docTitle, testBuildDir} from '../support/routes';

/**
 * The Tutorials section (issue 22) is findable: each page is in the search index and its title finds it, its
 * Markdown copy holds every step file the page shows, llms.txt lists the pages under "Tutorials" in sidebar
 * order, and the install line of each tutorial pins the versions this site is built with. Needs a build.
 */
const repoRoot = path.resolve(__dirname, '../..');
const tutorialsDir = path.join(repoRoot, 'docs/tutorials');

interface Tutorial {
  id: string;
  route: string;
  source: string;
  position: number;
}

const tutorials: Tutorial[] = fs
  .readdirSync(tutorialsDir)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const name = file.replace(/\.mdx?$/, '');
    const source = fs.readFileSync(path.join(tutorialsDir, file), 'utf8');
    const position = Number(/^sidebar_position:\s*(\d+)/m.exec(source)?.[1] ?? (name === 'index' ? 0 : NaN));
    return {
      id: `tutorials/${name}`,
      route: name === 'index' ? '/docs/tutorials' : `/docs/tutorials/${name}`,
      source,
      position,
    };
  })
  .sort((a, b) => a.position - b.position);
const steps = tutorials.filter((t) => t.route !== '/docs/tutorials');

/** The example files a page shows with ```ts file=… blocks, resolved from the page's folder. */
const shownFiles = (t: Tutorial): string[] =>
  [...t.source.matchAll(/^```\w+ (?:[^\n]*? )?file=(\S+)/gm)].map((m) => path.resolve(tutorialsDir, m[1]!));

test('the section has its index and at least one tutorial, each with a sidebar position', () => {
  expect(tutorials.map((t) => t.route)).toContain('/docs/tutorials');
  expect(steps.length).toBeGreaterThan(0);
  for (const t of steps) expect(t.position, `${t.id}: sidebar_position`).toBeGreaterThan(0);
  expect(new Set(steps.map((t) => t.position)).size).toBe(steps.length);
});

test('every tutorial is in the search index, and searching its title finds it first', () => {
  const {records} = JSON.parse(
    fs.readFileSync(path.join(testBuildDir, 'search-index.json'), 'utf8'),
  ) as SearchIndexFile;
  const engine = buildEngine(records);
  for (const t of tutorials) {
    const own = records.filter((r) => r.url.split('#')[0] === t.route);
    // The index page is one record (no headings); a tutorial has one per section.
    expect(own.length, `${t.route}: records in the search index`).toBeGreaterThan(
      t.route === '/docs/tutorials' ? 0 : 3,
    );
    const top = searchRecords(engine, records, docTitle(t.id), {hitsPerPage: 3}).hits.map((h) => h.url.split('#')[0]);
    expect(top[0], `search "${docTitle(t.id)}" → ${top.join(', ')}`).toBe(t.route);
  }
  // The code is searchable too: a line of each tutorial's first step file finds the page.
  for (const t of steps) {
    const file = shownFiles(t)[0];
    expect(file, `${t.id} shows no step file`).toBeDefined();
    const own = records
      .filter((r) => r.url.split('#')[0] === t.route)
      .map((r) => r.content ?? '')
      .join('\n');
    const line = fs
      .readFileSync(file!, 'utf8')
      .split('\n')
      .find((l) => l.trim().length > 30 && !l.trim().startsWith('import'));
    expect(own.replace(/\s+/g, ' '), `${t.route}: the index holds its code`).toContain(
      line!.trim().replace(/\s+/g, ' '),
    );
  }
});

test("each tutorial's Markdown copy holds every step file it shows, whole", () => {
  for (const t of tutorials) {
    const markdown = fs.readFileSync(path.join(testBuildDir, markdownPath(t.route)), 'utf8');
    expect(markdown.startsWith(`# ${docTitle(t.id)}\n`), `${markdownPath(t.route)} heading`).toBe(true);
    for (const file of shownFiles(t)) {
      const code = fs.readFileSync(file, 'utf8').trimEnd();
      expect(
        markdown.includes(`\n${code}\n\`\`\``),
        `${markdownPath(t.route)} holds ${path.relative(repoRoot, file)}`,
      ).toBe(true);
    }
  }
});

test('llms.txt has a Tutorials section listing the tutorials in sidebar order', () => {
  const llms = fs.readFileSync(path.join(testBuildDir, 'llms.txt'), 'utf8');
  const section = llms.split('\n## ').find((part) => part.startsWith('Tutorials\n')) ?? '';
  const listed = [...section.matchAll(/^- \[([^\]]+)\]\(https:\/\/[^/]+([^)]+)\)/gm)].map((m) => [m[1], m[2]]);
  expect(listed).toEqual(tutorials.map((t) => [docTitle(t.id), markdownPath(t.route)]));
});

test("each tutorial's install line pins the versions in package.json", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  // The packages package.json pins exactly (a bare version, no range). The protocol's packages and viem must be among
  // them (README, "Dependency pins"); a tutorial may install any package that is.
  const all = Object.entries({...pkg.dependencies, ...pkg.devDependencies});
  const pinned = all.filter(([, version]) => /^\d+\.\d+\.\d+$/.test(version));
  const protocolPackages = all.filter(([name]) => name.startsWith('@0xintuition/') || name === 'viem');
  expect(protocolPackages.length).toBeGreaterThanOrEqual(4);
  for (const entry of protocolPackages) expect(pinned).toContainEqual(entry);
  const appDir = path.join(repoRoot, 'apps', 'claims-browser');
  for (const t of steps) {
    // A browser tutorial adds views to the claims-browser app: its packages are the app's package.json, which the
    // reader installs as the set-up page says, pinned exactly and at the site's own Intuition and viem versions.
    if (shownFiles(t).some((file) => file.startsWith(appDir + path.sep))) {
      const app = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as typeof pkg;
      const appAll = Object.entries({...app.dependencies, ...app.devDependencies});
      expect(
        appAll.filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version)),
        `${t.id}: app ranges`,
      ).toEqual([]);
      for (const [name, version] of appAll.filter(([name]) => protocolPackages.some(([n]) => n === name)))
        expect(version, `${t.id}: the app's ${name}`).toBe(pkg.dependencies[name] ?? pkg.devDependencies[name]);
      continue;
    }
    const installs = t.source.split('\n').filter((line) => /^npm install (?!--save-dev)/.test(line));
    expect(installs.length, `${t.id}: one npm install line`).toBe(1);
    const named = [...installs[0]!.matchAll(/(@?[\w./-]+)@(\S+)/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(named.length, `${t.id}: ${installs[0]}`).toBeGreaterThan(0);
    for (const [name, version] of named) {
      const wanted = pinned.find(([n]) => n === name)?.[1];
      expect(wanted, `${t.id} installs ${name}, which package.json does not pin`).toBeDefined();
      expect(version, `${t.id}: ${name}`).toBe(wanted);
    }
    // A pinned package named without its version would install whatever is newest.
    expect(installs[0]!.split(/\s+/).filter((w) => all.some(([name]) => name === w))).toEqual([]);
  }
});
