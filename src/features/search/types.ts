/** One searchable section of a page, in the shape DocSearch renders (hierarchy levels, content, url with anchor). */
export interface SearchRecord {
  id: number;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: {lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null};
  content: string | null;
  /**
   * On a page's own record (lvl1): the words of its front matter `keywords`, which a reader types for it but its
   * title and description do not carry ("react" for the web-app guide). Searched with the description, never shown.
   */
  keywords?: string;
  /** Contextual-search facets, as the Algolia crawler would record them. */
  language: string;
  docusaurus_tag: string;
}

export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
}

export const searchIndexPath = '/search-index.json';
/** SPEC §9: the search query limit (DocSearch's default). */
export const maxQueryLength = 64;
/** SPEC §9: hits per page. */
export const hitsPerPage = 20;
