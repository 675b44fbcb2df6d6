import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {env} from '../../../config/env';

/**
 * One search UI, two backends (README.md beside this file). Algolia is used only when its keys are set at build time;
 * otherwise the site searches an index it builds itself, so a fresh clone works offline.
 */
export type SearchBackend = 'algolia' | 'local';

export const searchBackend: SearchBackend = env.algolia.appId && env.algolia.apiKey ? 'algolia' : 'local';

export const algoliaThemeConfig: AlgoliaThemeConfig['algolia'] | undefined =
  searchBackend === 'algolia'
    ? {
        appId: env.algolia.appId!,
        apiKey: env.algolia.apiKey!,
        indexName: env.algolia.indexName,
        contextualSearch: true, // SPEC §7: facet filters on language and docs version tag
        searchPagePath: 'search', // SPEC §2.3
      }
    : undefined;
