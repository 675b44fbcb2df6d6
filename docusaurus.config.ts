import {execFileSync} from 'node:child_process';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

import navbar from './config/navbar';
import footer from './config/footer';
import {algoliaThemeConfig, searchBackend} from './config/search';
import {redirects, createRedirects} from './config/redirects';
import {env} from './config/env';
import {additionalLanguages} from './config/prism';
import {classOnlyTheme} from './src/theme/CodeBlock/tokenColours';
import {announcementBar, announcementResetScript} from './config/announcement';
import {ssrTemplate} from './config/ssrTemplate';
import protocolDataPlugin from './src/plugins/protocol-data';
import contractReferencePlugin from './src/plugins/contract-reference';
import docsRootRedirectPlugin from './src/plugins/docs-root-redirect';
import searchIndexPlugin from './src/plugins/search-index';
import exampleSourcesPlugin from './src/plugins/example-sources';
import remarkCodeFile from './src/plugins/remark-code-file';
import remarkPrismLanguages from './src/plugins/remark-prism-languages';
import markdownExportPlugin from './src/plugins/markdown-export';
import servingRulesPlugin from './src/plugins/serving-rules';
import leanEntryPlugin from './src/plugins/lean-entry';
import codeColoursPlugin from './src/plugins/code-colours';

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
    // Faster's SSG worker threads require the v4 flags (removeLegacyPostBuildHeadAttribute); v4 also puts
    // Infima in CSS cascade layers, so src/css/custom.css overrides it without specificity tricks.
    v4: true,
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
          breadcrumbs: true,
          // ```ts file=…/examples/x.ts blocks show the example programs tests/chain runs (one source each).
          beforeDefaultRemarkPlugins: [remarkCodeFile],
          // Each page imports the Prism grammars its code blocks need (src/theme/CodeBlock/prismLanguages.ts).
          remarkPlugins: [[remarkPrismLanguages, {additionalLanguages}]],
          // Every value shown in docs that can change lives in a package or a data file; the edit link lets readers fix prose.
          editUrl: 'https://github.com/0xIntuition/intuition-docs/edit/main/',
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
    docsRootRedirectPlugin,
    ...(searchBackend === 'local' ? [searchIndexPlugin] : []),
    markdownExportPlugin,
    leanEntryPlugin,
    codeColoursPlugin,
    ...(env.gtmContainerId
      ? [['@docusaurus/plugin-google-tag-manager', {containerId: env.gtmContainerId}] satisfies PluginConfig]
      : []),
    // Last: its postBuild hashes the inline scripts of the final HTML for the CSP (deploy/rules.ts).
    servingRulesPlugin,
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
      // The colours of config/prism.ts are classes (src/theme/CodeBlock/tokenColours.ts, src/plugins/code-colours).
      theme: classOnlyTheme,
      darkTheme: classOnlyTheme,
      additionalLanguages,
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
    ...(algoliaThemeConfig ? {algolia: algoliaThemeConfig} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
