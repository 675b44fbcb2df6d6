import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {calculateAtomId} from '@0xintuition/sdk';
import {stringToHex} from 'viem';
import {formerSnapPredicates, snapAtoms} from '../../src/data/snapAtoms';

/**
 * The MetaMask Snap matches atoms by term id, and a review found the docs deriving its predicates from the
 * labels in its README (`hasCharacteristic`, `hasNickname`), which are different atoms. These checks keep
 * every Snap atom on the site coming from src/data/snapAtoms.ts (run `npm run build` first).
 */
const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'node_modules' ? [] : files(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const atomId = (data: string): string => calculateAtomId(stringToHex(data)).toLowerCase();

/** Spellings a writer might type for the Snap's atoms; each is a different atom unless it is the exact data. */
const lookalikeLabels = [
  'hasCharacteristic',
  'has characteristic',
  'HasCharacteristic',
  'hasNickname',
  'has nickname',
  'hasTag',
  'HasTag',
  'has Tag',
  'hasAlias',
  'has Alias',
  'trustworthiness',
  'Trustworthy',
  'is trustworthy',
];
const snapIds = new Set(snapAtoms.map((a) => a.termId.toLowerCase()));
const wrongIds = new Map<string, string>([
  ...lookalikeLabels.map((label): [string, string] => [atomId(label), `the atom of the string "${label}"`]),
  ...formerSnapPredicates.map((p): [string, string] => [p.termId.toLowerCase(), `the former Snap predicate labelled ${p.readmeLabel}`]),
]);

/** Text of a built page without tags, scripts and styles, with entities for brackets decoded. */
function pageText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('every Snap term id in the data file is the atom id of its data string, and none is a look-alike', () => {
  expect(snapAtoms.length).toBe(3);
  for (const atom of snapAtoms) {
    expect(atomId(atom.data), `${atom.key}: calculateAtomId("${atom.data}")`).toBe(atom.termId.toLowerCase());
    expect(wrongIds.has(atom.termId.toLowerCase()), atom.key).toBe(false);
  }
});

test('built pages show Snap term ids only through <SnapAtom>/<SnapAtomTable>, and no id of a look-alike label', () => {
  expect(fs.existsSync(buildDir), 'run "npm run build" first').toBe(true);
  const problems: string[] = [];
  let rendered = 0;
  for (const file of files(buildDir, (n) => n.endsWith('.html'))) {
    const html = fs.readFileSync(file, 'utf8');
    const rel = path.relative(buildDir, file);
    const fromComponent = [...html.matchAll(/data-snap-atom=["']?(\w+)["']?[^>]*>(0x[0-9a-fA-F]{64})</g)];
    rendered += fromComponent.length;
    for (const [, key, id = ''] of fromComponent) {
      const atom = snapAtoms.find((a) => a.key === key);
      if (atom?.termId.toLowerCase() !== id.toLowerCase()) problems.push(`${rel}: ${key} rendered as ${id}`);
    }
    const all = [...html.matchAll(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/g)].map((m) => m[0].toLowerCase());
    for (const id of all) {
      const wrong = wrongIds.get(id);
      if (wrong) problems.push(`${rel}: ${id} is ${wrong}, not an atom the Snap reads`);
    }
    for (const id of snapIds) {
      const typed = all.filter((x) => x === id).length;
      const viaComponent = fromComponent.filter(([, , x = '']) => x.toLowerCase() === id).length;
      if (typed > viaComponent) problems.push(`${rel}: ${id} typed by hand ${typed - viaComponent} time(s); use <SnapAtom>`);
    }
  }
  expect(problems).toEqual([]);
  // The checks above pass on a site that shows no Snap id at all: the Snap page, overview and the
  // structuring pages render them.
  expect(rendered, 'Snap term ids rendered by the components').toBeGreaterThanOrEqual(8);
});

test('no page writes a triple whose predicate is a look-alike of the Snap’s (hasCharacteristic, hasNickname, …)', () => {
  const snapData = new Set(snapAtoms.map((a) => a.data));
  const problems: string[] = [];
  for (const file of files(buildDir, (n) => n.endsWith('.html'))) {
    const text = pageText(fs.readFileSync(file, 'utf8'));
    const rel = path.relative(buildDir, file);
    // Bracketed triples as the pages write them: [subject] [predicate] [object].
    for (const [, , predicate = ''] of text.matchAll(/\[([^\][]{1,60})\]\s*\[([^\][]{1,40})\]\s*\[([^\][]{1,60})\]/g)) {
      const p = predicate.trim();
      if (/^has\s*(characteristic|nickname|tag|alias)$/i.test(p) && !snapData.has(p)) {
        problems.push(`${rel}: [${p}] looks like a Snap predicate but is not its data (${[...snapData].join(', ')})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('no docs source or data file computes a Snap atom id from a label', () => {
  const sources = [
    ...files(path.join(root, 'docs'), (n) => /\.mdx?$/.test(n)),
    ...files(path.join(root, 'src'), (n) => /\.tsx?$/.test(n) && n !== 'snapAtoms.ts'),
  ];
  const derive =
    /(calculateAtomId|stringToHex|toHex|keccak256)\(\s*(?:stringToHex\(\s*)?['"`](has\s*(characteristic|nickname|tag|alias)|trustworth\w*)['"`]/i;
  const problems = sources.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (derive.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(problems, 'take the id from src/data/snapAtoms.ts (<SnapAtom>) instead').toEqual([]);
});
