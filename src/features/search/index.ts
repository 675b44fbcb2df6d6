import fs from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import type {PostBuildStep} from '../../plugins/post-build';
import {extractRecords} from './extractRecords';
import {searchIndexPath, type SearchIndexFile} from './types';

/**
 * Adds the /search results page. Only loaded when no Algolia keys are configured (docusaurus.config.ts), which then
 * also runs writeSearchIndex after the build.
 */
const searchIndexPlugin: PluginModule = () => ({
  name: 'search-index',
  contentLoaded: async ({actions}) => {
    actions.addRoute({path: '/search', exact: true, component: '@site/src/features/search/LocalSearchPage'});
  },
});

/** Writes the local search index (section records from the rendered pages, diagrams drawn) into the build. */
export const writeSearchIndex: PostBuildStep = {
  name: 'search-index',
  run: async ({outDir, routesPaths}) => {
    const records: SearchIndexFile['records'] = [];
    const seen = new Set<string>();
    for (const route of [...routesPaths].sort()) {
      if (route === '/search' || route === '/404' || route === '/docs' || seen.has(route)) continue;
      seen.add(route);
      const file = route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
      const html = await fs.readFile(file, 'utf8').catch(() => null);
      if (html === null) continue;
      for (const record of extractRecords(html, route)) {
        records.push({...record, id: records.length});
      }
    }
    const index: SearchIndexFile = {version: 1, records};
    await fs.writeFile(path.join(outDir, searchIndexPath), JSON.stringify(index));
  },
};

export default searchIndexPlugin;
