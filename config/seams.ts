import fs from 'node:fs';
import path from 'node:path';

/**
 * Every place the site reaches past Docusaurus's public options: swizzles in src/theme, webpack aliases that replace
 * a private module, a copied core template, code that mimics an upstream module, and the future flags. Each entry
 * names the upstream files it depends on with their sha256 (first 16 hex digits) in the installed 3.8.1 packages;
 * tests/unit/upstream-seams.spec.ts fails, naming the seam, when one of them changes, and the aliases resolve their
 * targets through `upstreamFile` when the config loads, so a moved file stops the build.
 *
 * How to add: a new swizzle, alias, copy or flag gets an entry here in the same commit (its `here` files must exist;
 * the spec checks). Record each upstream file's hash with
 * `sha256sum node_modules/<package>/<file> | cut -c1-16`.
 *
 * On a Docusaurus bump: run the spec; for each seam it names, read the upstream diff, re-check `breaksOnUpgrade`, run
 * `heldBy`, then record the new hash.
 */

/** Docusaurus's tiers (@docusaurus/theme-classic/lib/getSwizzleConfig.js; an unlisted component counts as unsafe). */
export type Tier = 'safe' | 'unsafe' | 'forbidden' | 'documented' | 'private' | 'public option';

export type SeamKind = 'swizzle (wrap)' | 'swizzle (eject)' | 'alias' | 'copied template' | 'mimic' | 'future flag';

export interface UpstreamFile {
  /** npm package name. */
  pkg: string;
  /** Path inside the package. */
  file: string;
  /** First 16 hex digits of the file's sha256 at the recorded version. */
  sha256: string;
}

export interface Seam {
  /** Stable name used in test failures and build errors. */
  id: string;
  kind: SeamKind;
  /** Docusaurus's own tier for this action at 3.8.1. */
  tier: Tier;
  /** Files in this repository that hold the seam. */
  here: string[];
  upstream: UpstreamFile[];
  why: string;
  breaksOnUpgrade: string;
  /** Tests that show the behaviour the seam exists for. */
  heldBy: string[];
}

/** The Docusaurus version the hashes were recorded against. */
export const recordedDocusaurusVersion = '3.8.1';

const classic = '@docusaurus/theme-classic';
const common = '@docusaurus/theme-common';
const core = '@docusaurus/core';

export const seams: Seam[] = [
  {
    id: 'swizzle Root',
    kind: 'swizzle (wrap)',
    tier: 'documented',
    here: ['src/theme/Root.tsx'],
    upstream: [{pkg: core, file: 'lib/client/theme-fallback/Root/index.js', sha256: '450d33ef242b1cc6'}],
    why: 'Loads the optional third-party scripts (status page, AI widget) on every page when configured.',
    breaksOnUpgrade: 'Low risk: upstream Root only renders its children.',
    heldBy: ['tests/integrations/scripts.spec.ts'],
  },
  {
    id: 'swizzle MDXComponents',
    kind: 'swizzle (wrap)',
    tier: 'forbidden',
    here: ['src/theme/MDXComponents.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/MDXComponents/index.js', sha256: 'b1a0eed95525de25'}],
    why: 'Registers the global MDX components by spreading @theme-original/MDXComponents (the documented pattern; the CLI forbids wrapping an object).',
    breaksOnUpgrade: 'A renamed or removed upstream key (e.g. `mermaid`, `code`) would be shadowed or lost.',
    heldBy: ['tests/smoke/crawl.spec.ts'],
  },
  {
    id: 'swizzle SearchBar',
    kind: 'swizzle (wrap)',
    tier: 'safe',
    here: [
      'src/theme/SearchBar/index.tsx',
      'src/features/search/LocalSearchBar',
      'src/features/search/SearchModalExtras',
    ],
    upstream: [
      {pkg: '@docusaurus/theme-search-algolia', file: 'lib/theme/SearchBar/index.js', sha256: 'd5b14f512da2dbb1'},
    ],
    why: 'One search UI for two backends: the local MiniSearch index or Algolia (src/features/search/config.ts).',
    breaksOnUpgrade:
      'Docusaurus 3.9 moves the Algolia bar to DocSearch v4, while the local bar copies the v3.9 markup (see "mimic DocSearch button").',
    heldBy: ['tests/e2e/search.spec.ts'],
  },
  {
    id: 'swizzle Footer/Copyright',
    kind: 'swizzle (wrap)',
    tier: 'safe',
    here: ['src/theme/Footer/Copyright/index.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/Footer/Copyright/index.js', sha256: '2a34b39d70f32757'}],
    why: 'Adds the social icons beside the copyright line.',
    breaksOnUpgrade: 'Low risk.',
    heldBy: ['tests/e2e/footer.spec.ts'],
  },
  {
    id: 'swizzle Footer/Links/MultiColumn',
    kind: 'swizzle (eject)',
    tier: 'safe',
    here: ['src/theme/Footer/Links/MultiColumn/index.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/Footer/Links/MultiColumn/index.js', sha256: '6a1048d7510bbc9e'}],
    why: 'A 3.8.1 copy whose column titles become accordion buttons on narrow screens (SPEC §2.4).',
    breaksOnUpgrade: 'The copy drifts silently: upstream fixes and class names are not picked up.',
    heldBy: ['tests/e2e/footer.spec.ts'],
  },
  {
    id: 'swizzle DocItem/Content',
    kind: 'swizzle (wrap)',
    tier: 'unsafe',
    here: ['src/theme/DocItem/Content/index.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/DocItem/Content/index.js', sha256: '0902dcb538c3dbbe'}],
    why: 'Adds the page tools (copy page as Markdown) above the doc body.',
    breaksOnUpgrade: 'Unlisted, so unsafe: the synthetic title and layout around the content may move.',
    heldBy: ['tests/e2e/page-tools.spec.ts'],
  },
  {
    id: 'swizzle DocItem/Footer',
    kind: 'swizzle (wrap)',
    tier: 'unsafe',
    here: ['src/theme/DocItem/Footer/index.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/DocItem/Footer/index.js', sha256: '93722eb781e3c4f8'}],
    why: 'Adds the "was this page helpful" feedback under each doc.',
    breaksOnUpgrade: 'Unlisted, so unsafe: the footer may render in another place or not at all.',
    heldBy: ['tests/integrations/page-feedback.spec.ts'],
  },
  {
    id: 'swizzle DocItem/Metadata',
    kind: 'swizzle (wrap)',
    tier: 'unsafe',
    here: ['src/theme/DocItem/Metadata/index.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/DocItem/Metadata/index.js', sha256: 'f92ee0be920631f3'}],
    why: 'Keeps page titles unique where two docs share a title ("Atoms", "Triples"); reads useDocsVersion.',
    breaksOnUpgrade:
      'Unlisted, so unsafe: a second <title> or lost description if upstream changes how it sets head tags.',
    heldBy: ['tests/deploy/page-head.spec.ts'],
  },
  {
    id: 'swizzle Mermaid',
    kind: 'swizzle (wrap)',
    tier: 'unsafe',
    here: ['src/theme/Mermaid/index.tsx', 'src/features/diagrams/Mermaid.tsx', 'src/features/useKeptServerMarkup.ts'],
    upstream: [{pkg: '@docusaurus/theme-mermaid', file: 'lib/theme/Mermaid/index.js', sha256: '00cfd826fd26f876'}],
    why: 'Shows the diagram drawn at build time and loads the original component lazily, only when a diagram has none.',
    breaksOnUpgrade: 'theme-mermaid has no swizzle config (all unsafe); its props (`value`) and rendering may change.',
    heldBy: ['tests/e2e/mermaid-lazy.spec.ts', 'tests/e2e/mermaid-readable.spec.ts'],
  },
  {
    id: 'swizzle CodeBlock',
    kind: 'swizzle (wrap)',
    tier: 'safe',
    here: ['src/theme/CodeBlock/index.tsx', 'src/features/code-blocks/CodeBlock.tsx'],
    upstream: [
      {pkg: classic, file: 'lib/theme/CodeBlock/index.js', sha256: '639f8655d319e123'},
      // Imported as @theme/CodeBlock/Content/String (its 3.8.1 source: "TODO Docusaurus v4: move this component").
      {pkg: classic, file: 'lib/theme/CodeBlock/Content/String.js', sha256: '81ab153e9e797be7'},
      // parseLanguage (parseClassNameLanguage) from @docusaurus/theme-common/internal.
      {pkg: common, file: 'lib/utils/codeBlockUtils.js', sha256: 'ade5a2056ef4f591'},
    ],
    why: 'Adds the GraphQL Run control and re-derives the block language the way the theme does.',
    breaksOnUpgrade:
      'A moved Content/String or a renamed /internal export fails the build; a changed language rule drifts silently.',
    heldBy: ['tests/e2e/code-highlighting.spec.ts', 'tests/e2e/graphql-runner.spec.ts'],
  },
  {
    id: 'swizzle CodeBlock/Content',
    kind: 'swizzle (wrap)',
    tier: 'unsafe',
    here: [
      'src/theme/CodeBlock/Content/index.tsx',
      'src/features/code-blocks/Content.tsx',
      'src/features/code-blocks/Highlighted.tsx',
      'src/features/useKeptServerMarkup.ts',
    ],
    upstream: [
      {pkg: classic, file: 'lib/theme/CodeBlock/Content/index.js', sha256: '0d361f5894590ea4'},
      // useCodeBlockContext from @docusaurus/theme-common/internal.
      {pkg: common, file: 'lib/utils/codeBlockUtils.js', sha256: 'ade5a2056ef4f591'},
      // Kept markup has no React element per line: the copy button must take its text from the block's context
      // (metadata.code), and the layout must hand the wrapper the same context and <pre> ref.
      {pkg: classic, file: 'lib/theme/CodeBlock/Buttons/CopyButton/index.js', sha256: 'b4ac750c7e9bedfe'},
      {pkg: classic, file: 'lib/theme/CodeBlock/Layout/index.js', sha256: '7cff522ae9e56f76'},
    ],
    why: 'Keeps the server-highlighted markup through hydration and loads Prism only for blocks first rendered in the browser.',
    breaksOnUpgrade:
      'Listed unsafe upstream; relies on the code-block context shape, on the copy button reading metadata.code rather than the lines, and on Tabs remounting after hydration (hydratedBlocks), which 3.10 reworks.',
    heldBy: ['tests/e2e/code-highlighting.spec.ts'],
  },
  {
    id: 'swizzle CodeBlock/Line/Token',
    kind: 'swizzle (wrap)',
    tier: 'unsafe',
    here: ['src/theme/CodeBlock/Line/Token/index.tsx', 'src/features/code-blocks/Token.tsx'],
    upstream: [{pkg: classic, file: 'lib/theme/CodeBlock/Line/Token/index.js', sha256: '4e10e6f7181cd3aa'}],
    why: 'Renders a token no colour applies to as bare text (smaller HTML; colours are classes, src/features/code-blocks/tokenColours.ts).',
    breaksOnUpgrade: 'Unlisted, so unsafe: token props may change.',
    heldBy: ['tests/e2e/code-highlighting.spec.ts'],
  },
  {
    id: 'mimic CodeBlock plain lines',
    kind: 'mimic',
    tier: 'private',
    here: ['src/features/code-blocks/Content.tsx', 'src/features/code-blocks/Content.module.css'],
    upstream: [
      {pkg: classic, file: 'lib/theme/CodeBlock/Line/index.js', sha256: '479eb973f4abe0c0'},
      {pkg: classic, file: 'lib/theme/CodeBlock/Content/styles.module.css', sha256: '26dba21a9e8eb538'},
    ],
    why: "A block first rendered in the browser shows its text unhighlighted until Prism arrives (PlainLines): the theme's line markup (a `token-line` span ending in <br>) in the box of its .codeBlock and .codeBlockLines, so nothing moves when the highlighted lines replace them.",
    breaksOnUpgrade:
      'A changed line markup or box upstream makes the unhighlighted lines differ from the highlighted ones (a jump when Prism arrives, other text selected or copied).',
    heldBy: ['tests/e2e/code-highlighting.spec.ts'],
  },
  {
    id: 'alias prism-include-languages',
    kind: 'alias',
    tier: 'private',
    here: ['src/features/code-blocks/index.ts', 'src/features/code-blocks/noPrismInEntry.ts'],
    upstream: [{pkg: classic, file: 'lib/prism-include-languages.js', sha256: 'a464a26897ccb5b2'}],
    why: "Keeps prism-react-renderer out of the entry chunk: theme-classic's client module imports Prism on every page.",
    breaksOnUpgrade:
      'A moved file stops the build (resolved at config load); a new client module doing the same would put Prism back in main.',
    heldBy: ['tests/smoke/crawl.spec.ts (tests/support/prism.ts: Prism chunk never requested)'],
  },
  {
    id: 'alias prefetch',
    kind: 'alias',
    tier: 'private',
    here: ['src/plugins/lean-entry/index.ts', 'src/plugins/lean-entry/prefetchOnce.ts'],
    upstream: [{pkg: core, file: 'lib/client/prefetch.js', sha256: '7543271549a9882a'}],
    why: "Replaces core's prefetch helper with one that adds a single <link> per file.",
    breaksOnUpgrade:
      'A moved file stops the build (resolved at config load); a changed export signature breaks prefetching.',
    heldBy: ['tests/e2e/prefetch.spec.ts'],
  },
  {
    id: 'alias useCodeWordWrap',
    kind: 'alias',
    tier: 'private',
    here: ['src/features/code-blocks/index.ts', 'src/features/code-blocks/useCodeWordWrap.ts'],
    upstream: [{pkg: common, file: 'lib/hooks/useCodeWordWrap.js', sha256: '3483ac26c8c5cb90'}],
    why: "Replaces theme-common's word-wrap hook with one that measures without forcing a layout.",
    breaksOnUpgrade:
      'A moved file stops the build (resolved at config load); a changed return shape breaks the wrap button.',
    heldBy: ['tests/e2e/code-highlighting.spec.ts'],
  },
  {
    id: 'copied ssrTemplate',
    kind: 'copied template',
    tier: 'public option',
    here: ['config/ssrTemplate.ts'],
    upstream: [{pkg: core, file: 'lib/ssg/ssgTemplate.html.js', sha256: '5d6584e4a61b22d4'}],
    why: "Core's page template with the entry scripts added after the first paint, and the base-URL banner triggered by a failed entry script.",
    breaksOnUpgrade: 'The copy drifts silently: new template variables or head changes upstream are not picked up.',
    heldBy: ['tests/e2e/base-url-banner.spec.ts', 'tests/smoke/crawl.spec.ts'],
  },
  {
    id: 'mimic mdx-loader mermaid node',
    kind: 'mimic',
    tier: 'private',
    here: ['src/features/diagrams/remark.ts'],
    upstream: [{pkg: '@docusaurus/mdx-loader', file: 'lib/remark/mermaid/index.js', sha256: 'ddd4b090bd31dca6'}],
    why: "Runs before the loader's Mermaid step and emits the same `mermaid` MDX node, adding the drawing's hash.",
    breaksOnUpgrade:
      'If the loader changes the node it emits, diagrams drawn at build time and in the browser diverge.',
    heldBy: ['tests/e2e/mermaid-lazy.spec.ts', 'tests/unit/mermaid-prerender.spec.ts'],
  },
  {
    id: 'mimic DocSearch button',
    kind: 'mimic',
    tier: 'private',
    here: [
      'src/features/search/LocalSearchBar/SearchButton.tsx',
      'src/features/search/SearchModalExtras',
      'src/features/search/useSearchKeyboardEvents.ts',
    ],
    upstream: [{pkg: '@docsearch/react', file: 'package.json', sha256: '97b558ba66b4234f'}],
    why: "Copies @docsearch/react 3.9's button markup, classes and keyboard hook so the modal loads on first intent.",
    breaksOnUpgrade:
      'Any @docsearch/react version change (Docusaurus 3.9 brings DocSearch v4): markup and classes diverge.',
    heldBy: ['tests/e2e/search.spec.ts'],
  },
  {
    id: 'future flags',
    kind: 'future flag',
    tier: 'public option',
    here: ['docusaurus.config.ts'],
    // Checked by the set of v4 flag names the installed core defines (DEFAULT_FUTURE_V4_CONFIG), not by hash: the
    // file changes on every release.
    upstream: [{pkg: core, file: 'lib/server/configValidation.js', sha256: ''}],
    why: "removeLegacyPostBuildHeadAttribute is required by Faster's SSG worker threads; useCssCascadeLayers lets src/css/custom.css override Infima without specificity tricks. Listed one by one instead of `v4: true`, which would also opt into flags later minors add (3.10: siteStorageNamespacing changes storage keys, mdx1CompatDisabledByDefault drops {#id} heading ids).",
    breaksOnUpgrade:
      'A new v4 flag upstream is left off until reviewed; docusaurus.config.ts lists every flag (`satisfies FutureConfig["v4"]`), so typecheck names a new one.',
    heldBy: ['tests/e2e/preferences.spec.ts', 'tests/smoke/crawl.spec.ts'],
  },
];

/**
 * The keys of `future` docusaurus.config.ts sets. An upgrade rehearsal to 3.10.2 stopped the build on
 * `experimental_faster` (renamed `faster` there) before any seam named it; the spec now checks each key is one the
 * installed core still defines (DEFAULT_FUTURE_CONFIG).
 */
export const futureKeysSet = ['experimental_faster', 'v4'] as const;

/** The v4 future flags this site turns on, each reviewed; every other flag upstream defines stays off. */
export const futureV4FlagsOn = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers'] as const;

/** The root folder of an installed package, found from `fromDir` even when its exports map hides package.json. */
export function packageRoot(pkg: string, fromDir: string): string {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`, {paths: [fromDir]}));
  } catch {
    let dir = path.dirname(require.resolve(pkg, {paths: [fromDir]}));
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === pkg) {
        return dir;
      }
      dir = path.dirname(dir);
    }
    throw new Error(`Cannot find the root of ${pkg} from ${fromDir}`);
  }
}

/**
 * The installed path of a seam's upstream file, for an alias target: throws, naming the seam, when the file is gone,
 * so an upstream move stops the build instead of leaving an alias that silently matches nothing.
 */
export function upstreamFile(seamId: string, fromDir: string): string {
  const seam = seams.find((s) => s.id === seamId);
  if (!seam) throw new Error(`config/seams.ts has no seam "${seamId}"`);
  const [first] = seam.upstream;
  if (!first) throw new Error(`Seam "${seamId}" lists no upstream file`);
  const {pkg, file} = first;
  const found = path.join(packageRoot(pkg, fromDir), file);
  if (!fs.existsSync(found)) {
    throw new Error(
      `Framework seam "${seamId}" (config/seams.ts): ${pkg}/${file} no longer exists in the installed package, so ` +
        `${seam.here.join(', ')} would replace nothing. Find where upstream moved it and update the seam.`,
    );
  }
  return found;
}
