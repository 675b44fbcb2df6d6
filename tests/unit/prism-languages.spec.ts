import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import {additionalLanguages} from '../../config/prism';
import {createLanguageLoader, prismAliases, untouchedBundled, type PrismLike} from '../../src/theme/CodeBlock/prismLanguages';

/**
 * src/theme/CodeBlock registers each Prism language on first use. The server renders every page in one process
 * and the browser one page, so a grammar must not depend on what was registered before it, and must be the
 * grammar the theme's own start-up code produced (every configured language, in order). These tests compare
 * grammars property by property (regular expressions by source and flags) on fresh copies of Prism.
 */
const require = createRequire(__filename);

/** A new Prism, as a page load gets: prism-react-renderer and prismjs components evaluated afresh. */
function freshPrism(): PrismLike {
  for (const key of Object.keys(require.cache)) {
    if (/node_modules[\\/](prism-react-renderer|prismjs)[\\/]/.test(key)) delete require.cache[key];
  }
  return (require('prism-react-renderer') as {Prism: PrismLike}).Prism;
}

const loadComponent = (name: string): void => {
  require(`prismjs/components/prism-${name}`);
};

/** theme-classic 3.8.1's lib/theme/prism-include-languages.js: every configured language at start-up. */
function themeStartup(): PrismLike {
  const prism = freshPrism();
  (globalThis as {Prism?: unknown}).Prism = prism;
  additionalLanguages.forEach(loadComponent);
  delete (globalThis as {Prism?: unknown}).Prism;
  return prism;
}

/** The grammar's whole structure; a reference back up the path (grammars nest themselves) by its distance. */
function fingerprint(value: unknown, path: unknown[] = []): string {
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (typeof value === 'function') return `function ${value.name}`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const up = path.indexOf(value);
  if (up >= 0) return `^${path.length - up}`;
  path.push(value);
  const body = Array.isArray(value)
    ? `[${value.map((item) => fingerprint(item, path)).join(',')}]`
    : `{${Object.entries(value).map(([key, item]) => `${key}:${fingerprint(item, path)}`).join(',')}}`;
  path.pop();
  return body;
}

function grammars(prism: PrismLike): Map<string, string> {
  return new Map(
    Object.entries(prism.languages)
      .filter(([, grammar]) => typeof grammar === 'object' && grammar !== null)
      .map(([name, grammar]) => [name, fingerprint(grammar)]),
  );
}

const reference = grammars(themeStartup());
const everyLanguage = [...reference.keys()];

test('the theme start-up registers every SPEC §9 language with its prismjs aliases', () => {
  for (const name of additionalLanguages) expect(reference.has(name), name).toBe(true);
  const components = require('prismjs/components.json') as {languages: Record<string, {alias?: string | string[]}>};
  for (const [name, aliases] of Object.entries(prismAliases)) {
    expect([components.languages[name]?.alias ?? []].flat(), name).toEqual(aliases);
  }
});

test('a code block in any language gets the grammar the theme start-up gave it, on a page that loads nothing else', () => {
  for (const language of everyLanguage) {
    const prism = freshPrism();
    createLanguageLoader(prism, additionalLanguages, loadComponent).ensure(language);
    expect(grammars(prism).get(language), language).toBe(reference.get(language));
  }
});

test('grammars do not depend on the order pages asked for them: forwards, backwards and all at once agree', () => {
  for (const order of [everyLanguage, [...everyLanguage].reverse()]) {
    const prism = freshPrism();
    const loader = createLanguageLoader(prism, additionalLanguages, loadComponent);
    for (const language of order) {
      loader.ensure(language);
      expect(grammars(prism).get(language), language).toBe(reference.get(language));
    }
    expect(grammars(prism)).toEqual(reference);
  }
  const prism = freshPrism();
  createLanguageLoader(prism, additionalLanguages, loadComponent).ensureAll();
  expect(grammars(prism)).toEqual(reference);
});

test('the languages said to need nothing loaded have the same grammar with no extra language registered', () => {
  const bare = grammars(freshPrism());
  for (const language of untouchedBundled) expect(bare.get(language), language).toBe(reference.get(language));
});

test('a page of bash and GraphQL loads neither the JavaScript unit nor the other languages', () => {
  const loaded: string[] = [];
  const prism = freshPrism();
  const loader = createLanguageLoader(prism, additionalLanguages, (name) => {
    loaded.push(name);
    loadComponent(name);
  });
  for (const language of ['bash', 'graphql', 'sh', 'json', 'text']) loader.ensure(language);
  expect(loaded).toEqual(['bash']);
  loader.ensure('ts');
  expect(loaded).toEqual(['bash', 'typescript', 'javascript']);
});
