import MiniSearch, {type SearchResult} from 'minisearch';
import {hitsPerPage as defaultHitsPerPage, maxQueryLength, type SearchIndexFile, type SearchRecord} from './types';

/**
 * A search client with the surface DocSearch and the /search page call (`search({requests})`), answered
 * from the index the build wrote into the site. It loads the index on first use and never leaves the origin.
 */
export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  params?: {query?: string; hitsPerPage?: number; page?: number};
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface LocalHit {
  objectID: string;
  url: string;
  type: SearchRecord['type'];
  hierarchy: SearchRecord['hierarchy'] & {lvl4: null; lvl5: null; lvl6: null};
  content: string | null;
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content: HighlightValue};
  _snippetResult: {hierarchy: Record<string, HighlightValue>; content: HighlightValue};
}

export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  params: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Normalises a raw query: trimmed, capped at 64 characters (SPEC §5), never an error. */
export function normaliseQuery(raw: unknown): string {
  return (typeof raw === 'string' ? raw : '').slice(0, maxQueryLength).trim();
}

function highlight(text: string | null, terms: string[]): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const escaped = escapeHtml(text);
  if (terms.length === 0) return {value: escaped, matchLevel: 'none', matchedWords: []};
  const pattern = new RegExp(`(${terms.map((t) => escapeRegExp(escapeHtml(t))).join('|')})`, 'gi');
  const matched = new Set<string>();
  const value = escaped.replace(pattern, (m) => {
    matched.add(m.toLowerCase());
    return `<mark>${m}</mark>`;
  });
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/** A window of about 24 words around the first matching term. */
function snippetText(text: string | null, terms: string[]): string | null {
  if (!text) return text;
  const words = text.split(' ');
  if (words.length <= 24) return text;
  const lower = terms.map((t) => t.toLowerCase());
  const at = Math.max(
    0,
    words.findIndex((w) => lower.some((t) => w.toLowerCase().includes(t))),
  );
  const start = Math.max(0, at - 8);
  const end = Math.min(words.length, start + 24);
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}

function toHit(record: SearchRecord, terms: string[]): LocalHit {
  const hierarchy = {...record.hierarchy, lvl4: null, lvl5: null, lvl6: null};
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;
  const hierarchyHighlight = Object.fromEntries(levels.map((l) => [l, highlight(record.hierarchy[l], terms)]));
  return {
    objectID: String(record.id),
    url: record.url,
    type: record.type,
    hierarchy,
    content: record.content,
    _highlightResult: {hierarchy: hierarchyHighlight, content: highlight(record.content, terms)},
    _snippetResult: {hierarchy: hierarchyHighlight, content: highlight(snippetText(record.content, terms), terms)},
  };
}

/**
 * Words a question is built from ("how do I …", "what is a …"): dropped from a query, since every page has
 * them and requiring them hides the page that answers. Indexed as usual, and kept when a query has nothing else.
 * Why, when and where stay: pages are named with them ("Why Intuition", "Where the money goes").
 */
const stopWords = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or should the this to what which who with you your'.split(
    ' ',
  ),
);

const wordSeparator = /[\n\r\p{Z}]+/u;
const punctuation = /[\p{P}\p{S}]+/u;

/**
 * Index tokens: the words split at spaces, punctuation and symbols (`$multiVault`, `x=1` and `<address>` give
 * their words), plus a hyphenated compound's parts joined (`counter-triple` → countertriple), as readers type it.
 * Identifiers are kept whole: splitting `MultiVault` into multi and vault made "vault" match every MultiVault
 * mention, and lowered the relevance score (measured in tests/unit/search-relevance.spec.ts).
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(wordSeparator)) {
    const parts = word.split(punctuation).filter(Boolean);
    tokens.push(...parts);
    if (parts.length > 1 && /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)+$/u.test(word)) tokens.push(parts.join(''));
  }
  return tokens;
}

const queryTokens = (text: string): string[] => text.split(/[\n\r\p{Z}\p{P}\p{S}]+/u).filter(Boolean);

/**
 * Lower case, and the plural folded onto the singular (atoms → atom, addresses → address, fees → fee), in the
 * index and in queries alike, so "what is an atom" finds the page titled "Atoms" as surely as "Create an atom".
 */
export function processTerm(term: string): string {
  const word = term.toLowerCase();
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The generated package reference (src/protocol/packageReferenceDocs.ts): 20 long pages that name every export,
 * type and parameter. Its records weigh this much, so a query a prose page answers ("protocol package",
 * "slippage minShares") lands there first and the reference still wins where it alone has the words
 * (a parameter or function no guide mentions). Measured on the 207 queries of tests/unit/search-relevance.spec.ts.
 */
export const packageReferenceRoute = '/docs/developer-tools/sdks/reference';
export const packageReferenceWeight = 0.3;

export function buildEngine(records: SearchRecord[]): MiniSearch<SearchRecord> {
  const weight = records.map((record) =>
    record.url === packageReferenceRoute ||
    record.url.startsWith(`${packageReferenceRoute}/`) ||
    record.url.startsWith(`${packageReferenceRoute}#`)
      ? packageReferenceWeight
      : 1,
  );
  const engine = new MiniSearch<SearchRecord>({
    fields: ['title', 'page', 'section', 'summary', 'content'],
    storeFields: [],
    tokenize: indexTokens,
    processTerm,
    extractField: (record, field) => {
      // A page's title weighs most on the page's own record; its sections carry it as lighter context, or a
      // title word ("MultiVault") would lift every section of that page above the page that answers the question.
      if (field === 'title') return record.type === 'lvl1' ? record.hierarchy.lvl1 : '';
      if (field === 'page') return record.type === 'lvl1' ? '' : record.hierarchy.lvl1;
      if (field === 'section') return [record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' ');
      // A page's own record leads with its description, the author's summary of what the page answers.
      // Its front matter keywords join the description: words readers type for the page that its text lacks.
      if (field === 'summary') return record.type === 'lvl1' ? `${record.content ?? ''} ${record.keywords ?? ''}` : '';
      if (field === 'content') return record.content ?? '';
      return String((record as unknown as Record<string, unknown>)[field] ?? '');
    },
    searchOptions: {
      boost: {title: 6, page: 1, section: 3, summary: 3, content: 1},
      tokenize: queryTokens,
      // A word as typed outweighs the longer words it begins: a page full of identifiers that start with it
      // (MultiVault_…, createTripleStatement) would otherwise outrank the one that uses the word itself.
      weights: {fuzzy: 0.45, prefix: 0.2},
      boostDocument: (id) => weight[id as number] ?? 1,
      prefix: true,
      // Edit distance 1 from four letters, 2 from six ("tripel" → "triple" is a swap, two edits).
      fuzzy: (term) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0),
    },
  });
  engine.addAll(records);
  return engine;
}

export function searchRecords(
  engine: MiniSearch<SearchRecord>,
  records: SearchRecord[],
  rawQuery: unknown,
  {page = 0, hitsPerPage = defaultHitsPerPage}: {page?: number; hitsPerPage?: number} = {},
): LocalSearchResult {
  const started = Date.now();
  const query = normaliseQuery(rawQuery);
  let results: SearchResult[] = [];
  if (query) {
    const words = queryTokens(query);
    const meaningful = words.filter((word) => !stopWords.has(word.toLowerCase()));
    const terms = meaningful.length > 0 ? meaningful : words;
    const search = (combineWith: 'AND' | 'OR') => engine.search(terms.join(' '), {combineWith});
    results = search('AND');
    if (results.length === 0) results = search('OR');
  }
  const terms = [...new Set(results.flatMap((r) => r.terms))];
  const nbHits = results.length;
  const perPage = Math.max(1, hitsPerPage);
  const nbPages = Math.ceil(nbHits / perPage);
  const safePage = Math.min(Math.max(0, page), Math.max(0, nbPages - 1));
  const hits = results
    .slice(safePage * perPage, safePage * perPage + perPage)
    .map((r) => toHit(records[r.id as number]!, terms.length ? terms : query.split(/\s+/)));
  return {
    hits,
    nbHits,
    page: safePage,
    nbPages,
    hitsPerPage: perPage,
    query,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    params: '',
  };
}

let loaded: Promise<{engine: MiniSearch<SearchRecord>; records: SearchRecord[]}> | null = null;

/** Loads the index once; a failed load is forgotten so that the next search (Retry) tries again. */
export function loadIndex(indexUrl: string): Promise<{engine: MiniSearch<SearchRecord>; records: SearchRecord[]}> {
  loaded ??= fetch(indexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => ({engine: buildEngine(file.records), records: file.records}))
    .catch((error: unknown) => {
      loaded = null;
      // DocSearch shows its "Unable to fetch results" screen only for Algolia's unreachable-host error.
      const unreachable = new Error(error instanceof Error ? error.message : 'Search index unavailable');
      unreachable.name = 'RetryError';
      throw unreachable;
    });
  return loaded;
}

export function createLocalSearchClient(indexUrl: string) {
  return {
    async search({requests}: {requests: SearchRequest[]}): Promise<{results: LocalSearchResult[]}> {
      const {engine, records} = await loadIndex(indexUrl);
      return {
        results: requests.map((request) =>
          searchRecords(engine, records, request.query ?? request.params?.query, {
            page: request.page ?? request.params?.page,
            hitsPerPage: request.hitsPerPage ?? request.params?.hitsPerPage,
          }),
        ),
      };
    },
  };
}
