import {execFileSync} from 'node:child_process';
import type {Config, FutureConfig, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

import {sidebarItemsGenerator} from './config/sidebarItemsGenerator';
import navbar from './config/navbar';
import footer from './config/footer';
import {algoliaThemeConfig, searchBackend} from './src/features/search/config';
import {redirects, createRedirects} from './config/redirects';
import {env} from './config/env';
import {additionalLanguages} from './config/prism';
import {classOnlyTheme} from './src/features/code-blocks/tokenColours';
import {announcementBar, announcementResetScript} from './config/announcement';
import {ssrTemplate} from './config/ssrTemplate';
import protocolDataPlugin from './src/plugins/protocol-data';
import contractReferencePlugin from './src/plugins/contract-reference';
import docsRootRedirectPlugin from './src/plugins/docs-root-redirect';
import searchIndexPlugin, {writeSearchIndex} from './src/features/search';
import exampleSourcesPlugin from './src/plugins/example-sources';
import remarkCodeFile from './src/plugins/remark-code-file';
import codeFileDependenciesPlugin from './src/plugins/remark-code-file/dependencies';
import remarkPrismLanguages from './src/features/code-blocks/remarkPrismLanguages';
import {exportMarkdown} from './src/plugins/markdown-export';
import {writeServingFiles} from './src/plugins/serving-rules';
import {postBuildPipeline} from './src/plugins/post-build';
import leanEntryPlugin from './src/plugins/lean-entry';
import codeBlocksPlugin from './src/features/code-blocks';
import {drawDiagrams} from './src/features/diagrams';
import remarkMermaidPrerender from './src/features/diagrams/remark';
import {prerenderEnabled} from './src/features/diagrams/shared';
import {writePackageReferenceDocs} from './src/features/package-reference/generate';
import {writeSymbolIndex} from './src/features/package-reference/plugin';
import benchCodeAsTextPlugin from './scripts/bench/code-as-text';

// The SDK and protocol package reference (docs/developer-tools/sdks/reference, ignored by git) is generated from the
// packages' type declarations before the docs plugin reads the folder; an export in no group fails the build here.
// Its symbol index goes to the plugin that writes build/package-reference.json (src/features/package-reference).
const packageReference = writePackageReferenceDocs(__dirname);

// Last-updated dates read git history; a shallow clone only makes them coarse, but a source export without .git
// (a tarball, a Docker context) makes Docusaurus fail the build, so the dates are shown only where git works.
const hasGitHistory = ((): boolean => {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

// Link strictness: SPEC §8 ships warnings; the test build (STRICT_LINKS=1) turns every one into a failure.
const linkSeverity = env.strictLinks ? 'throw' : 'warn';

/** Diagrams' Mermaid configuration: the theme's in the browser, and the build's when it draws them. */
const mermaidThemeConfig = {theme: {light: 'neutral', dark: 'dark'}, options: {}};

const config: Config = {
  title: 'Intuition Docs',
  tagline: 'Documentation for the Intuition knowledge and attestation protocol',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  organizationName: '0xIntuition',
  projectName: 'intuition-docs',
  trailingSlash: false, // SPEC §2
  onBrokenLinks: linkSeverity,
  onBrokenAnchors: linkSeverity,
  onBrokenMarkdownLinks: linkSeverity,
  onDuplicateRoutes: linkSeverity,

  future: {
    experimental_faster: true,
    // Each v4 flag by name, not `v4: true`, which would also turn on flags later minors add (3.10 adds two that change
    // heading ids and storage keys). `satisfies` makes typecheck name a flag a Docusaurus bump adds (config/seams.ts).
    v4: {
      // Faster's SSG worker threads require it.
      removeLegacyPostBuildHeadAttribute: true,
      // Infima in CSS cascade layers, so src/css/custom.css overrides it without specificity tricks.
      useCssCascadeLayers: true,
    } satisfies FutureConfig['v4'],
  },

  i18n: {
    defaultLocale: 'en', // SPEC §1: single locale, left-to-right
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  markdown: {
    mermaid: true,
  },

  customFields: {
    searchBackend,
    statusPageScriptUrl: env.statusPageScriptUrl,
    aiWidget: env.aiWidget,
    // Page feedback becomes an analytics event only when an analytics integration is on.
    analytics: env.gtmContainerId ? 'gtm' : null,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator, // drops a folder's index doc from its autogenerated items (config/sidebarItemsGenerator.ts)
          breadcrumbs: true,
          // ```ts file=…/examples/x.ts blocks show the example programs tests/chain runs (one source each).
          // ```mermaid fences get the hash under which the build draws them (src/features/diagrams).
          beforeDefaultRemarkPlugins: [
            remarkCodeFile,
            [remarkMermaidPrerender, {mermaid: mermaidThemeConfig, enabled: prerenderEnabled()}],
          ],
          // Each page imports the Prism grammars its code blocks need (src/features/code-blocks/prismLanguages.ts).
          remarkPlugins: [[remarkPrismLanguages, {additionalLanguages}]],
          // Every value shown in docs that can change lives in a package or a data file; the edit link lets readers fix
          // prose in the repository DOCS_REPOSITORY_URL names. The official repository has none of these pages, so
          // without the setting no page links anywhere. (The generated package reference sets custom_edit_url: null.)
          editUrl: env.docsRepositoryUrl
            ? `${env.docsRepositoryUrl.replace(/\/+$/, '')}/edit/${env.docsRepositoryBranch}/`
            : undefined,
          showLastUpdateTime: hasGitHistory,
        },
        blog: false,
        pages: {
          remarkPlugins: [[remarkPrismLanguages, {additionalLanguages}]],
          exclude: ['**/_*/**', '**/_*.{js,jsx,ts,tsx,md,mdx}', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // SPEC §9: the sitemap leaves out tag pages and /api/*.
          ignorePatterns: ['/docs/tags/**', '/tags/**', '/api/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  // The classic preset adds @docusaurus/theme-search-algolia by itself when themeConfig.algolia is set.
  themes: ['@docusaurus/theme-mermaid'],

  plugins: [
    ['@docusaurus/plugin-client-redirects', {redirects, createRedirects} satisfies RedirectOptions],
    protocolDataPlugin,
    contractReferencePlugin,
    exampleSourcesPlugin,
    codeFileDependenciesPlugin,
    docsRootRedirectPlugin,
    ...(searchBackend === 'local' ? [searchIndexPlugin] : []),
    leanEntryPlugin,
    codeBlocksPlugin,
    ...(env.benchCodeAsText ? [benchCodeAsTextPlugin] : []),
    ...(env.gtmContainerId
      ? [['@docusaurus/plugin-google-tag-manager', {containerId: env.gtmContainerId}] satisfies PluginConfig]
      : []),
    // Every step that works on the built pages, in order (core would run separate postBuild hooks all at once).
    postBuildPipeline([
      // Fills the pages' diagram slots, which the steps after it read.
      [drawDiagrams],
      [
        ...(searchBackend === 'local' ? [writeSearchIndex] : []),
        exportMarkdown,
        writeSymbolIndex(packageReference.symbolIndex),
      ],
      // Hashes the inline scripts of the final pages for the CSP (deploy/rules.ts): last.
      [writeServingFiles],
    ]),
  ],

  headTags: [announcementResetScript],

  // Entry scripts load after the first paint (issue 11: the text paint waited for them).
  ssrTemplate,
  // SPEC §8: on the home page. Its trigger is the entry scripts failing to load (config/ssrTemplate.ts), not their
  // absence at DOMContentLoaded, which is normal now that they load after the first paint.
  baseUrlIssueBanner: true,

  clientModules: [
    './src/clientModules/frameworkPreference.ts',
    './src/clientModules/focusTraps.ts',
    './src/clientModules/warmIntl.ts',
    './src/features/code-blocks/highlighterOnNavigation.ts',
  ],

  themeConfig: {
    image: 'img/og-default.png',
    metadata: [{name: 'theme-color', content: '#0c2b5a'}],
    colorMode: {
      defaultMode: 'light', // SPEC §4
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar,
    docs: {
      sidebar: {
        autoCollapseCategories: true, // SPEC §2.2
        hideable: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2, // SPEC §2.2: table of contents shows levels 2 to 3
      maxHeadingLevel: 3,
    },
    navbar,
    footer,
    prism: {
      // The code colours are classes (src/features/code-blocks/tokenColours.ts).
      theme: classOnlyTheme,
      darkTheme: classOnlyTheme,
      additionalLanguages,
    },
    mermaid: mermaidThemeConfig,
    ...(algoliaThemeConfig ? {algolia: algoliaThemeConfig} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
