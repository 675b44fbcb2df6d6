import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import {additionalLanguages} from '../../config/prism';
import fs from 'node:fs';
import path from 'node:path';
import {
  bundledAsInPrismjs,
  createLanguageLoader,
  languagesNeeded,
  prismAliases,
  type LanguageLoader,
  type PrismLike,
} from '../../src/features/code-blocks/prismLanguages';
import remarkPrismLanguages from '../../src/features/code-blocks/remarkPrismLanguages';

/**
 * src/features/code-blocks registers each Prism language on first use. The server renders every page in one process
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

/** A page's loader with every language module of src/features/code-blocks/languages provided. */
function pageLoader(prism: PrismLike, onRegister?: (name: string) => void): LanguageLoader {
  const provided = new Map(
    languageModules.map((name) => [
      name,
      () => {
        onRegister?.(name);
        loadComponent(name);
      },
    ]),
  );
  return createLanguageLoader(prism, additionalLanguages, provided);
}

const languagesDir = path.join(__dirname, '../../src/features/code-blocks/languages');
const languageModules = fs
  .readdirSync(languagesDir)
  .filter((file) => file !== 'provide.ts')
  .map((file) => file.replace(/\.ts$/, ''));

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
    : `{${Object.entries(value)
        .map(([key, item]) => `${key}:${fingerprint(item, path)}`)
        .join(',')}}`;
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
    pageLoader(prism).ensure(language);
    expect(grammars(prism).get(language), language).toBe(reference.get(language));
  }
});

test('grammars do not depend on the order pages asked for them: forwards and backwards agree', () => {
  for (const order of [everyLanguage, [...everyLanguage].reverse()]) {
    const prism = freshPrism();
    const loader = pageLoader(prism);
    for (const language of order) {
      loader.ensure(language);
      expect(grammars(prism).get(language), language).toBe(reference.get(language));
    }
    expect(grammars(prism)).toEqual(reference);
  }
});

test('every configured language prism-react-renderer lacks has a module in src/features/code-blocks/languages that provides it', () => {
  const expected = additionalLanguages.filter((name) => !bundledAsInPrismjs.includes(name));
  expect([...languageModules].sort()).toEqual([...expected].sort());
  for (const name of languageModules) {
    expect(fs.readFileSync(path.join(languagesDir, `${name}.ts`), 'utf8')).toContain(
      `providedLanguages.set('${name}', () => require('prismjs/components/prism-${name}'));`,
    );
  }
});

test('a Markdown page imports the grammars its code blocks need, and nothing for diagrams, GraphQL or plain text', () => {
  const code = (lang: string) => ({type: 'code', lang});
  const tree = {
    type: 'root',
    children: [
      code('sh'),
      code('ts'),
      code('mermaid'),
      code('graphql'),
      code('text'),
      {type: 'paragraph', children: [code('sol')]},
    ],
  };
  remarkPrismLanguages({additionalLanguages})(tree);
  const imports = tree.children
    .filter((node) => node.type === 'mdxjsEsm')
    .map(
      (node) =>
        (node as unknown as {data: {estree: {body: Array<{source: {value: string}}>}}}).data.estree.body[0]!.source
          .value,
    );
  expect(imports).toEqual(
    ['bash', 'solidity', 'typescript', 'javascript'].map((name) => `@site/src/features/code-blocks/languages/${name}`),
  );
  const bare = {type: 'root', children: [code('mermaid'), code('json')]};
  remarkPrismLanguages({additionalLanguages})(bare);
  expect(bare.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
});

test('every component that renders <CodeBlock language> imports the grammars that language needs', () => {
  const files = ['src/components', 'src/features', 'src/pages'].flatMap((dir) =>
    (fs.readdirSync(path.join(__dirname, '../..', dir), {recursive: true}) as string[])
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => path.join(dir, f)),
  );
  let checked = 0;
  for (const file of files) {
    const source = fs.readFileSync(path.join(__dirname, '../..', file), 'utf8');
    for (const [, language] of source.matchAll(/<CodeBlock[^>]*\blanguage="([^"]+)"/g)) {
      checked += 1;
      for (const name of languagesNeeded(additionalLanguages, language!)) {
        expect(
          source,
          `${file}: <CodeBlock language="${language}"> needs import '@site/src/features/code-blocks/languages/${name}'`,
        ).toContain(`import '@site/src/features/code-blocks/languages/${name}';`);
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(7);
});

test('a page of bash and GraphQL loads neither the JavaScript unit nor the other languages', () => {
  const loaded: string[] = [];
  const loader = pageLoader(freshPrism(), (name) => loaded.push(name));
  for (const language of ['bash', 'graphql', 'sh', 'json', 'text']) loader.ensure(language);
  expect(loaded).toEqual(['bash']);
  loader.ensure('ts');
  expect(loaded).toEqual(['bash', 'typescript', 'javascript']);
});

/** SPEC §9, written out here rather than read from config/prism.ts, so a language dropped from the config fails. */
const specLanguages = [
  'dart',
  'ruby',
  'groovy',
  'kotlin',
  'java',
  'swift',
  'objectivec',
  'json',
  'bash',
  'solidity',
  'typescript',
  'javascript',
  'cpp',
];

test(
  'SPEC §9: exactly the thirteen code-block languages are configured, and a page that shows one highlights it',
  {tag: '@spec-code-languages'},
  () => {
    expect([...additionalLanguages].sort()).toEqual([...specLanguages].sort());
    // A keyword every one of these grammars marks as a token (json: a property name).
    const sample: Record<string, string> = {json: '{"a": 1}', bash: 'if true; then echo; fi', objectivec: 'return 0;'};
    for (const language of specLanguages) {
      const prism = freshPrism();
      pageLoader(prism).ensure(language);
      const grammar = prism.languages[language];
      expect(typeof grammar === 'object' && grammar !== null, `${language} registered on first use`).toBe(true);
      const tokens = (prism as unknown as {tokenize(text: string, grammar: unknown): unknown[]}).tokenize(
        sample[language] ?? 'return 0;',
        grammar,
      );
      expect(
        tokens.some((token) => typeof token !== 'string'),
        `${language} produces tokens`,
      ).toBe(true);
    }
  },
);
