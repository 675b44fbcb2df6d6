import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {calculateAtomId} from '@0xintuition/sdk';
import {stringToHex} from 'viem';
import {
  catalogueAtoms,
  classifyAtomData,
  lookalikeForm,
  predicateSources,
  sourceUrl,
  type CatalogueAtomKey,
} from '../../src/data/predicates';
import {snapAtom} from '../../src/data/snapAtoms';
import {computePredicateIds} from '../../src/protocol/predicateIds';
import {testBuildDir} from '../support/routes';

/**
 * The predicate catalogue (docs/primitives/predicates.mdx, src/data/predicates.ts) promises the exact atoms other
 * apps read. Its ids are computed from the data at build time, so what can go wrong is the data: a row edited to a
 * look-alike (`Keywords`, `followAction`, `hasTag`) still gets an id, just one no app reads. These checks hold each
 * row to the id its app publishes, refuse look-alike rows, and check the built page shows the computed ids.
 */

const atomId = (data: string): string => calculateAtomId(stringToHex(data)).toLowerCase();

/**
 * The id each app publishes for the atom, copied from the file and commit src/data/predicates.ts names (the Snap's
 * come from src/data/snapAtoms.ts, itself checked against its config.ts). Where no app publishes one, the id
 * recorded from @0xintuition/sdk 2.0.2 when the row was added: a change means the data or the SDK changed.
 */
const publishedIds: Record<CatalogueAtomKey, {id: string; where: string}> = {
  keywords: {
    id: '0x7ec36d201c842dc787b45cb5bb753bea4cf849be3908fb1b0a7d067c3c3cc1f5',
    where: 'Sofia chainConfig.prod.ts:62 HAS_TAG at a041258; intuition-url-shortener README.md:92 at 1740f28',
  },
  hasTagText: {id: snapAtom('trustPredicate').termId, where: 'Snap config.ts hasTagAtomId (snapAtoms.ts)'},
  hasAliasText: {id: snapAtom('aliasPredicate').termId, where: 'Snap config.ts hasAliasAtomId (snapAtoms.ts)'},
  followAction: {
    id: '0xffd07650dc7ab341184362461ebf52144bf8bcac5a19ef714571de15f1319260',
    where: 'Sofia chainConfig.prod.ts:59 FOLLOW at a041258',
  },
  thing: {
    id: '0xbcdd42321ed10397782febfb9ee860d233cefe02bdbae5c45d3913fd4aa86859',
    where: 'no app publishes it (the indexer finds it by type); recorded from @0xintuition/sdk 2.0.2, 2026-11-26',
  },
  firstPerson: {
    id: '0x7ab197b346d386cd5926dbfeeb85dade42f113c7ed99ff2046a5123bb5cd016b',
    where: 'Sofia chainConfig.prod.ts:87 SUBJECT_IDS.I at a041258',
  },
  trustworthy: {id: snapAtom('trustObject').termId, where: 'Snap config.ts trustworthyAtomId (snapAtoms.ts)'},
};

/** Spellings a writer might type for an atom: each is different bytes, hence a different atom. */
function lookalikes(data: string): string[] {
  const variants = new Set<string>([
    data.toLowerCase(),
    data.toUpperCase(),
    data.charAt(0).toUpperCase() + data.slice(1),
    data.charAt(0).toLowerCase() + data.slice(1),
    ` ${data}`,
    `${data} `,
  ]);
  if (/\s/.test(data)) {
    variants.add(data.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase()));
    variants.add(data.replace(/\s+/g, ''));
    variants.add(data.replace(/\s+/g, '_'));
    variants.add(data.replace(/\s+/g, '-'));
  }
  const url = data.match(/^https:\/\/schema\.org\/(\w)(.*)$/);
  if (url) {
    const [, first = '', rest = ''] = url;
    variants.add(`http://schema.org/${first}${rest}`);
    variants.add(`https://www.schema.org/${first}${rest}`);
    variants.add(
      `https://schema.org/${first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()}${rest}`,
    );
    variants.add(`${data}/`);
    variants.add(first + rest);
  }
  variants.delete(data);
  return [...variants];
}

const lookalikeIds = new Map<string, string>(
  catalogueAtoms.flatMap((atom) =>
    lookalikes(atom.data).map((variant): [string, string] => [
      atomId(variant),
      `"${variant}", a look-alike of "${atom.data}"`,
    ]),
  ),
);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Elements a catalogue component rendered: [key, id shown]. */
function renderedIds(html: string): [string, string][] {
  return [...html.matchAll(/data-predicate-atom=["']?(\w+)["']?[^>]*>(0x[0-9a-fA-F]{64})</g)].map(
    ([, key = '', id = '']): [string, string] => [key, id.toLowerCase()],
  );
}

test('every catalogue id is the SDK’s atom id of the row’s data and the id its app publishes', () => {
  const built = computePredicateIds('test').ids;
  for (const atom of catalogueAtoms) {
    const id = atomId(atom.data);
    const published = publishedIds[atom.key];
    expect(id, `${atom.key}: calculateAtomId("${atom.data}") against ${published.where}`).toBe(
      published.id.toLowerCase(),
    );
    expect(built[atom.key].toLowerCase(), `${atom.key}: src/protocol/predicateIds.ts`).toBe(id);
  }
  expect(Object.keys(publishedIds).sort()).toEqual(catalogueAtoms.map((a) => a.key).sort());
});

test('no catalogue row is a look-alike of another, and no row’s data is a look-alike spelling', () => {
  const forms = new Map<string, string>();
  for (const atom of catalogueAtoms) {
    const form = lookalikeForm(atom.data);
    expect(forms.get(form), `${atom.key} ("${atom.data}") reads like ${forms.get(form)}`).toBeUndefined();
    forms.set(form, atom.key);
    expect(lookalikeIds.has(atomId(atom.data)), `${atom.key}: "${atom.data}" is a look-alike of another row`).toBe(
      false,
    );
  }
  // The form must see through the spellings the page warns about, or the uniqueness check above proves nothing.
  for (const atom of catalogueAtoms)
    for (const variant of lookalikes(atom.data))
      expect(lookalikeForm(variant), `"${variant}" against "${atom.data}"`).toBe(lookalikeForm(atom.data));
});

test('each row’s kind is the kind of its data, and each source is a commit-pinned file', () => {
  for (const atom of catalogueAtoms) expect(classifyAtomData(atom.data), atom.key).toBe(atom.kind);
  for (const key of Object.keys(predicateSources) as (keyof typeof predicateSources)[]) {
    expect(predicateSources[key].commit, key).toMatch(/^[0-9a-f]{40}$/);
    expect(sourceUrl(key)).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/\S+$/);
  }
  for (const atom of catalogueAtoms) expect(atom.readBy.length, atom.key).toBeGreaterThan(0);
});

test('the built catalogue page shows every row with its computed id, and no id typed by hand', () => {
  const page = path.join(testBuildDir, 'docs/primitives/predicates.html');
  expect(fs.existsSync(page), `${page}: run "npm run build" first`).toBe(true);
  const html = fs.readFileSync(page, 'utf8');
  const shown = renderedIds(html);
  expect(shown.map(([key]) => key).sort()).toEqual(catalogueAtoms.map((a) => a.key).sort());
  for (const [key, id] of shown) expect(id, key).toBe(atomId(catalogueAtoms.find((a) => a.key === key)!.data));
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  const all = [...main.matchAll(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/g)].map((m) => m[0].toLowerCase());
  expect(all.length, 'every 32-byte id on the page comes from <PredicateTable>/<PredicateAtom>').toBe(shown.length);
  for (const source of Object.values(predicateSources)) expect(html, source.path).toContain(source.commit);
});

test('no built page shows a catalogue id other than its computed one, or the id of a look-alike spelling', () => {
  const problems: string[] = [];
  let rendered = 0;
  for (const file of htmlFiles(testBuildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const rel = path.relative(testBuildDir, file);
    for (const [key, id] of renderedIds(html)) {
      rendered += 1;
      const atom = catalogueAtoms.find((a) => a.key === key);
      if (!atom) problems.push(`${rel}: data-predicate-atom="${key}" is no catalogue row`);
      else if (atomId(atom.data) !== id) problems.push(`${rel}: ${key} shown as ${id}`);
    }
    for (const [id] of html.matchAll(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/g)) {
      const wrong = lookalikeIds.get(id.toLowerCase());
      if (wrong) problems.push(`${rel}: ${id} is the id of ${wrong}`);
    }
  }
  expect(problems).toEqual([]);
  expect(rendered, 'catalogue ids rendered by the components').toBeGreaterThanOrEqual(catalogueAtoms.length);
});
