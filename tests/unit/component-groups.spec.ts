import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {filesUnder} from '../support/sourceFiles';

/**
 * src/components is grouped by who uses a component (src/components/README.md): mdx/ for authors, widgets/ for what a
 * reader starts, chrome/ for the frame. These checks keep the grouping and its README true as components are added.
 */
const root = 'src/components';
const groups = ['chrome', 'mdx', 'widgets'] as const;
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The README's table rows under one `## <group>/` heading: first cell → the row's other cells. */
function listed(group: string): Map<string, string[]> {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${group}/`)) ?? '';
  const rows = section
    .split('\n')
    .filter((line, i, lines) => /^\| [A-Z]\w+ \|/.test(line) && !lines[i + 1]?.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, -1),
    );
  return new Map(rows.map(([name, ...rest]) => [name!, rest]));
}

const folders = (dir: string) =>
  fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

test('src/components holds only the three groups, and the README lists every component of each', () => {
  expect(folders(root).sort()).toEqual([...groups]);
  for (const group of groups) {
    expect([...listed(group).keys()].sort(), `${group}/ in src/components/README.md`).toEqual(
      folders(path.join(root, group)).sort(),
    );
  }
});

const componentImport = /from\s+['"]@site\/src\/components\/([^/'"]+)\/([^/'"]+)/g;

test('docs pages and the MDX registry take components from mdx/ and widgets/ only', () => {
  const authored = [...filesUnder('docs', /\.mdx?$/), 'src/theme/MDXComponents.tsx'];
  const imports = authored.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(componentImport)].map((m) => ({file, group: m[1]!, name: m[2]!})),
  );
  // Enough imports that an empty match (a changed import style) cannot pass unnoticed.
  expect(imports.length).toBeGreaterThan(20);
  expect(
    imports.filter((i) => i.group !== 'mdx' && i.group !== 'widgets').map((i) => `${i.file}: ${i.group}/${i.name}`),
  ).toEqual([]);
});

test('every widget the README says calls a network loads its code through OpenOnIntent', () => {
  const widgets = listed('widgets');
  const networked = [...widgets].filter(([, [, network]]) => !/^(none|—)/.test(network ?? '')).map(([name]) => name);
  expect(networked.sort()).toEqual(['GraphQLRunner', 'LiveParameters', 'ReadConsole']);
  for (const name of networked) {
    const sources = filesUnder(path.join(root, 'widgets', name), /\.tsx?$/).map((file) =>
      fs.readFileSync(file, 'utf8'),
    );
    expect(
      sources.some((text) => /from '@site\/src\/components\/widgets\/OpenOnIntent'/.test(text)),
      `${name} imports OpenOnIntent`,
    ).toBe(true);
  }
});
