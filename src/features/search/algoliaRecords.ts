import type {SearchRecord} from './types';

/**
 * Turns the built-in index's section records into DocSearch-shaped Algolia objects, so a team can move
 * to Algolia with `npm run search:push` instead of running a crawler. URLs become absolute on the site's
 * origin (the theme turns them back into in-site links); facets match contextual search.
 */
export interface AlgoliaRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecord['type'];
  hierarchy: SearchRecord['hierarchy'] & {lvl4: null; lvl5: null; lvl6: null};
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
}

const levelWeight: Record<SearchRecord['type'], number> = {lvl1: 100, lvl2: 90, lvl3: 80, content: 0};

export function toAlgoliaRecords(records: SearchRecord[], siteUrl: string): AlgoliaRecord[] {
  const origin = siteUrl.replace(/\/$/, '');
  return records.map((record, position) => {
    const [pathPart, anchor] = record.url.split('#');
    return {
      objectID: `${record.url}`,
      url: `${origin}${record.url}`,
      url_without_anchor: `${origin}${pathPart}`,
      anchor: anchor ?? null,
      type: record.type,
      hierarchy: {...record.hierarchy, lvl4: null, lvl5: null, lvl6: null},
      content: record.content,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      weight: {pageRank: 0, level: levelWeight[record.type], position},
    };
  });
}

/** Index settings equivalent to DocSearch's for a Docusaurus site: searchable levels, facets, snippets. */
export const algoliaIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url_without_anchor',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};
