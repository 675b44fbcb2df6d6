/**
 * Registers the extra Prism languages (themeConfig.prism.additionalLanguages) the first time a code block in
 * that language renders, and ships each only with the pages that show it: ./remarkPrismLanguages.ts
 * imports ./languages/<name>.ts into every Markdown page with such a block, and components that render a
 * <CodeBlock language> import theirs. Registering all thirteen from one chunk was the longest task of a docs
 * page on a phone (about 150 ms at Lighthouse's 4× CPU slowdown: each prismjs component runs Prism's
 * insertBefore, which walks every grammar loaded so far), and their code was 10 KB gzip on every page with code.
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
 * Languages whose grammar the JavaScript unit changes (measured by the test against prism-react-renderer 2.4's
 * bundle): a block in one of these gets the JavaScript unit. Every other language needs nothing but its own unit,
 * if it has one; one the config does not list and the bundle lacks is plain text either way.
 */
export const changedByJavascriptUnit: readonly string[] = [
  'markup',
  'html',
  'mathml',
  'svg',
  'javascript',
  'js',
  'actionscript',
  'typescript',
  'ts',
];

/** The languages a code block in `language` needs registered first, in order; none when it needs nothing. */
export function languagesNeeded(additionalLanguages: readonly string[], language: string): readonly string[] {
  const key = language.toLowerCase();
  for (const name of additionalLanguages) {
    if (javascriptUnit.includes(name) || bundledAsInPrismjs.includes(name)) continue;
    if (key === name || prismAliases[name]?.includes(key)) return [name];
  }
  return changedByJavascriptUnit.includes(key)
    ? additionalLanguages.filter((name) => javascriptUnit.includes(name))
    : [];
}

export interface LanguageLoader {
  /**
   * Registers what a code block in `language` needs, if every part of it was provided (idempotent). A page that
   * did not import a language it shows highlights it as plain text in the browser, and the crawl's hydration
   * check fails on it.
   */
  ensure(language: string): void;
}

/**
 * `provided` maps a language to the code that registers it (its prismjs component), filled by the language
 * modules a page imports; each runs at most once, with `globalThis.Prism` set to `prism` as prismjs expects.
 */
export function createLanguageLoader(
  prism: PrismLike,
  additionalLanguages: readonly string[],
  provided: ReadonlyMap<string, () => void>,
): LanguageLoader {
  const registered = new Set<string>();
  return {
    ensure(language) {
      const needed = languagesNeeded(additionalLanguages, language).filter((name) => !registered.has(name));
      if (needed.length === 0 || !needed.every((name) => provided.has(name))) return;
      const before = (globalThis as {Prism?: unknown}).Prism;
      (globalThis as {Prism?: unknown}).Prism = prism;
      try {
        for (const name of needed) {
          registered.add(name);
          provided.get(name)!();
        }
      } finally {
        if (before === undefined) delete (globalThis as {Prism?: unknown}).Prism;
        else (globalThis as {Prism?: unknown}).Prism = before;
      }
    },
  };
}
