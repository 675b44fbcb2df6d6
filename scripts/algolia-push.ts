/**
 * Pushes the built site's search records to an Algolia index (atomically: all or nothing).
 *
 *   npm run build && ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… npm run search:push
 *
 * ALGOLIA_INDEX_NAME (default "docs") and SITE_URL (default https://docs.intuition.systems) are optional.
 * Then build with ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY (a search-only key) to use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {algoliaIndexSettings, toAlgoliaRecords} from '../src/features/search/algoliaRecords';
import type {SearchIndexFile} from '../src/features/search/types';

async function main(): Promise<void> {
  const appId = process.env.ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_API_KEY;
  const indexName = process.env.ALGOLIA_INDEX_NAME || 'docs';
  const siteUrl = process.env.SITE_URL || 'https://docs.intuition.systems';
  if (!appId || !adminKey) {
    throw new Error('Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (a key that can write the index).');
  }
  const file = path.resolve('build/search-index.json');
  if (!fs.existsSync(file)) throw new Error('build/search-index.json is missing: run "npm run build" first.');
  const {records} = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile;
  const objects = toAlgoliaRecords(records, siteUrl);

  const client = algoliasearch(appId, adminKey);
  await client.replaceAllObjects({indexName, objects: objects as unknown as Record<string, unknown>[]});
  const {taskID} = await client.setSettings({indexName, indexSettings: algoliaIndexSettings});
  await client.waitForTask({indexName, taskID});
  console.log(`Pushed ${objects.length} records to Algolia index "${indexName}".`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
