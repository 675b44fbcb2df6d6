/**
 * Registers the extra Prism languages (themeConfig.prism.additionalLanguages) one at a time, the first time a
 * code block in that language renders, instead of all of them when the code-block chunk loads. Registering all
 * thirteen was the longest task of a docs page on a phone (about 150 ms at Lighthouse's 4× CPU slowdown): each
 * prismjs component runs Prism's insertBefore, which walks every grammar loaded so far.
 *
 * The grammars must not depend on which pages were rendered before, or the server (one process renders every
 * page) and the browser (one page) would highlight differently. So languages are loaded in units whose effects
 * do not overlap, and tests/unit/prism-languages.spec.ts checks that every language's grammar is the same,
 * property by property, whatever was loaded before it, and the same as the theme's load-everything order:
 * - each prismjs language that only defines itself (bash, ruby, …) is a unit of its own;
 * - typescript and javascript are one unit, in the configured order: prismjs's javascript replaces the bundled
 *   one and rewires markup's <script> and attribute grammars, and typescript extends whichever javascript it
 *   finds, so every language those touch needs the whole unit first;
 * - languages prism-react-renderer bundles with the same grammar as prismjs's are not loaded again.
 */

/** The subset of Prism this module uses. */
export interface PrismLike {
  languages: Record<string, unknown>;
}

/** prismjs's aliases for the languages loaded here (from prismjs/components.json; the test compares). */
export const prismAliases: Readonly<Record<string, readonly string[]>> = {
  bash: ['sh', 'shell'],
  ruby: ['rb'],
  solidity: ['sol'],
};

/** prismjs languages whose component defines them from javascript, so they load as one unit, in this order. */
export const javascriptUnit: readonly string[] = ['typescript', 'javascript'];

/** Bundled by prism-react-renderer 2.4 with the same grammar as prismjs's (compared by the test). */
export const bundledAsInPrismjs: readonly string[] = ['cpp', 'json', 'kotlin', 'swift', 'objectivec'];

/**
 * Languages prism-react-renderer bundles whose grammar none of the loaded units changes (measured by the
 * test): a block in one of these needs nothing loaded. Any other language, the markup and JavaScript family
 * included, gets the JavaScript unit.
 */
export const untouchedBundled: readonly string[] = [
  'plain', 'plaintext', 'text', 'txt', 'xml', 'ssml', 'atom', 'rss', 'regex', 'clike', 'coffeescript', 'coffee',
  'javadoclike', 'css', 'yaml', 'yml', 'markdown', 'md', 'graphql', 'sql', 'jsdoc', 'flow', 'n4js', 'n4jsd', 'jsx',
  'tsx', 'swift', 'kotlin', 'kt', 'kts', 'c', 'objectivec', 'objc', 'reason', 'rust', 'go', 'cpp', 'python', 'py',
  'json', 'webmanifest',
];

export interface LanguageLoader {
  /** Makes sure the grammar a code block in `language` needs is registered (idempotent). */
  ensure(language: string): void;
  /** Registers every configured language, in units (what the theme did at start-up). */
  ensureAll(): void;
}

/**
 * `load(name)` runs prismjs's component for `name` with `globalThis.Prism` set to `prism` (the caller's
 * bundler decides how components are found).
 */
export function createLanguageLoader(prism: PrismLike, additionalLanguages: readonly string[], load: (name: string) => void): LanguageLoader {
  const units: string[][] = [];
  const unitOf = new Map<string, string[]>();
  const jsUnit = additionalLanguages.filter((name) => javascriptUnit.includes(name));
  if (jsUnit.length > 0) units.push(jsUnit);
  for (const name of additionalLanguages) {
    if (javascriptUnit.includes(name)) continue;
    if (bundledAsInPrismjs.includes(name) && prism.languages[name]) continue;
    const unit = [name];
    units.push(unit);
    for (const key of [name, ...(prismAliases[name] ?? [])]) unitOf.set(key, unit);
  }
  const loaded = new Set<string[]>();
  const loadUnit = (unit: string[]): void => {
    if (loaded.has(unit)) return;
    loaded.add(unit);
    const before = (globalThis as {Prism?: unknown}).Prism;
    (globalThis as {Prism?: unknown}).Prism = prism;
    try {
      unit.forEach(load);
    } finally {
      if (before === undefined) delete (globalThis as {Prism?: unknown}).Prism;
      else (globalThis as {Prism?: unknown}).Prism = before;
    }
  };
  return {
    ensure(language) {
      const key = language.toLowerCase();
      const own = unitOf.get(key);
      if (own) loadUnit(own);
      else if (!untouchedBundled.includes(key) && jsUnit.length > 0) loadUnit(jsUnit);
    },
    ensureAll() {
      units.forEach(loadUnit);
    },
  };
}
