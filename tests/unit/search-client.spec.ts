import {expect, test} from '@playwright/test';
import {
  buildEngine,
  createLocalSearchClient,
  indexTokens,
  loadIndex,
  normaliseQuery,
  processTerm,
  searchRecords,
} from '../../src/features/search/localClient';
import {hitsPerPage, maxQueryLength, type SearchRecord} from '../../src/features/search/types';

/**
 * The built-in search client, on a small index of its own: what the modal and /search page receive (hit shape,
 * highlights, snippets, paging) and how a query is read (length cap, stop words, plurals, compounds, typos).
 * search-relevance.spec.ts measures ranking on the real index; this file pins the behaviour exactly.
 */
const base = {language: 'en', docusaurus_tag: 'docs-default-current'};
const longText = Array.from({length: 40}, (_, i) => (i === 20 ? 'slippage' : `w${i}`)).join(' ');
const records: SearchRecord[] = [
  {
    ...base,
    id: 0,
    url: '/docs/atoms',
    type: 'lvl1',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: null, lvl3: null},
    content: 'An atom is an identifier & its <data>.',
  },
  {
    ...base,
    id: 1,
    url: '/docs/atoms#counter-triple',
    type: 'lvl2',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: 'Counter-triple vaults', lvl3: null},
    content: 'Every triple has a counter-triple.',
  },
  {
    ...base,
    id: 2,
    url: '/docs/deposit#limits',
    type: 'lvl3',
    hierarchy: {lvl0: 'Guides', lvl1: 'Deposit', lvl2: 'Bounds', lvl3: 'Limits'},
    content: longText,
  },
  {
    ...base,
    id: 3,
    url: '/docs/why',
    type: 'lvl1',
    hierarchy: {lvl0: 'Introduction', lvl1: 'Why Intuition', lvl2: null, lvl3: null},
    content: 'Addresses and fees, explained.',
  },
];
const engine = buildEngine(records);
const search = (query: unknown, options?: {page?: number; hitsPerPage?: number}) =>
  searchRecords(engine, records, query, options);
const urls = (query: unknown) => search(query).hits.map((hit) => hit.url);

test('a query is trimmed and cut at 64 characters; anything but a string is an empty query with no hits', () => {
  expect(maxQueryLength).toBe(64);
  expect(normaliseQuery(`  ${'a'.repeat(70)}`)).toBe('a'.repeat(62));
  expect(normaliseQuery(' atom ')).toBe('atom');
  for (const raw of [undefined, null, 42, {query: 'atom'}]) expect(normaliseQuery(raw)).toBe('');
  const empty = search('   ');
  expect(empty).toMatchObject({hits: [], nbHits: 0, nbPages: 0, page: 0, query: '', exhaustiveNbHits: true});
});

test('index words split at spaces, punctuation and symbols; a hyphenated compound is also indexed joined', () => {
  expect(indexTokens('counter-triple $multiVault x=1 <address>\nMultiVault_Fee')).toEqual([
    'counter',
    'triple',
    'countertriple',
    'multiVault',
    'x',
    '1',
    'address',
    'MultiVault',
    'Fee',
  ]);
  // Only words that are letters and digits joined by hyphens, end to end, are joined.
  expect(indexTokens('a_b-c')).toEqual(['a', 'b', 'c']);
  expect(indexTokens('a-b_c')).toEqual(['a', 'b', 'c']);
  expect(indexTokens('on-chain-data ERC-20')).toEqual(['on', 'chain', 'data', 'onchaindata', 'ERC', '20', 'ERC20']);
  expect(urls('countertriple')).toEqual(['/docs/atoms#counter-triple']);
});

test('terms are lower-cased and plurals folded onto the singular, short words and -ss/-us/-is left alone', () => {
  expect(
    ['Atoms', 'fees', 'addresses', 'boxes', 'matches', 'wishes', 'status', 'basis', 'class', 'gas', 'its'].map(
      processTerm,
    ),
  ).toEqual(['atom', 'fee', 'address', 'box', 'match', 'wish', 'status', 'basis', 'class', 'gas', 'its']);
  // Only an ending folds: "ches" inside a word is not a plural's.
  expect(processTerm('chestnuts')).toBe('chestnut');
  expect(urls('ATOMS')[0]).toBe('/docs/atoms');
  expect(urls('address')).toEqual(['/docs/why']);
});

test('question words are dropped unless the query has nothing else; Why stays a word', () => {
  // "what is an atom" must not require "what", "is" or "an" (no record has all four).
  expect(urls('what is an atom')[0]).toBe('/docs/atoms');
  // A query of stop words only is searched as typed ("an" is in record 0's content).
  expect(search('is an').nbHits).toBeGreaterThan(0);
  expect(search('is an?').nbHits).toBe(search('is an').nbHits); // punctuation is not a word
  expect(urls('why')).toEqual(['/docs/why']);
});

test('all words must match; when no record has them all, any word matches', () => {
  expect(urls('atom identifier')).toEqual(['/docs/atoms']);
  // A section carries its page's title as context: "atoms" and its own heading's "vaults" find it alone.
  expect(urls('atoms vaults')).toEqual(['/docs/atoms#counter-triple']);
  // Both heading levels of a subsection are its words, each on its own.
  expect(urls('bounds limits')).toEqual(['/docs/deposit#limits']);
  const either = urls('identifier slippage');
  expect(either).toHaveLength(2);
  expect(either).toEqual(expect.arrayContaining(['/docs/atoms', '/docs/deposit#limits']));
});

test('a word typed in part finds the words it begins; typos are forgiven from four letters, two edits from six', () => {
  expect(urls('slipp')).toEqual(['/docs/deposit#limits']);
  expect(urls('tripel')).toContain('/docs/atoms#counter-triple'); // a swap: two edits at six letters
  expect(urls('atim')).toContain('/docs/atoms'); // one edit at four letters
  expect(urls('ato')).toContain('/docs/atoms'); // prefix, not fuzzy
  expect(urls('fwes')).toEqual([]); // two edits at four letters: too far
  expect(urls('sxipqqge')).toEqual([]); // three edits at eight letters: too far
});

test('a page title weighs more on its own record than on its sections', () => {
  expect(urls('atoms')).toEqual(['/docs/atoms', '/docs/atoms#counter-triple']);
  // A section that mentions the title word once more still ranks below the page itself: the title is the page
  // record's, and a section carries it only as light context.
  const pageAndSection = [
    {...records[0]!, id: 0, content: 'Identifiers.'},
    {...records[1]!, id: 1, content: 'An atom vault holds shares.'},
  ];
  const hits = searchRecords(buildEngine(pageAndSection), pageAndSection, 'atoms').hits.map((h) => h.url);
  expect(hits).toEqual(['/docs/atoms', '/docs/atoms#counter-triple']);
});

test('a page’s description outweighs a section heading with the same word', () => {
  const index = [
    {
      ...records[2]!,
      id: 0,
      url: '/docs/limits#caps',
      hierarchy: {...records[2]!.hierarchy, lvl3: 'Caps'},
      content: 'Per vault.',
    },
    {
      ...records[3]!,
      id: 1,
      url: '/docs/caps',
      hierarchy: {...records[3]!.hierarchy, lvl1: 'Limits'},
      content: 'Deposit caps per vault.',
    },
  ];
  expect(searchRecords(buildEngine(index), index, 'caps').hits.map((h) => h.url)).toEqual([
    '/docs/caps',
    '/docs/limits#caps',
  ]);
});

test('the generated package reference weighs less than a guide with the same words', () => {
  // The reference's index page, a section of it, and a page below it.
  for (const url of [
    '/docs/developer-tools/sdks/reference',
    '/docs/developer-tools/sdks/reference#protocol',
    '/docs/developer-tools/sdks/reference/sdk/stake-and-exit',
  ]) {
    const index = [
      {...records[2]!, id: 0, url, content: 'minShares slippage bound.'},
      {...records[2]!, id: 1, url: '/docs/guides/deposit#slippage', content: 'minShares slippage bound.'},
    ];
    expect(searchRecords(buildEngine(index), index, 'slippage').hits.map((h) => h.url)).toEqual([
      '/docs/guides/deposit#slippage',
      url,
    ]);
  }
});

test('every question word is dropped from a query that has another word', () => {
  const questionWords =
    'a an and are as at be by can do does for from how i in is it me my of on or should the this to what which who with you your';
  const index = [
    {...records[0]!, id: 0, content: `${questionWords} why where when`},
    {...records[3]!, id: 1, hierarchy: {...records[3]!.hierarchy, lvl1: 'Costs'}},
  ];
  const engineOf = buildEngine(index);
  const kept = questionWords.split(' ').filter((word) => searchRecords(engineOf, index, `${word} fees`).nbHits !== 1);
  expect(kept).toEqual([]);
  // Why, where and when name pages ("Why Intuition"): kept, so no record has both words and either matches.
  for (const word of ['why', 'where', 'when']) expect(searchRecords(engineOf, index, `${word} fees`).nbHits).toBe(2);
  expect(urls('why')).toEqual(['/docs/why']);
});

test('a hit has DocSearch’s shape: escaped highlights with their match level and a snippet around the match', () => {
  const [hit] = search('identifier data').hits;
  expect(hit).toMatchObject({
    objectID: '0',
    url: '/docs/atoms',
    type: 'lvl1',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'An atom is an identifier & its <data>.',
  });
  expect(hit!._highlightResult.content).toEqual({
    value: 'An atom is an <mark>identifier</mark> &amp; its &lt;<mark>data</mark>&gt;.',
    matchLevel: 'full',
    matchedWords: ['identifier', 'data'],
  });
  expect(hit!._highlightResult.hierarchy.lvl1).toEqual({value: 'Atoms', matchLevel: 'none', matchedWords: []});
  expect(hit!._highlightResult.hierarchy.lvl2).toEqual({value: '', matchLevel: 'none', matchedWords: []});
  expect(hit!._snippetResult.content.value).toBe(hit!._highlightResult.content.value); // short text: no window

  // Quotes are escaped too; a word typed in part is highlighted as the whole word it matched.
  const quoted = [{...records[0]!, id: 0, content: `The "atom" isn't a triple.`}];
  expect(searchRecords(buildEngine(quoted), quoted, 'atom').hits[0]!._highlightResult.content.value).toBe(
    'The &quot;<mark>atom</mark>&quot; isn&#39;t a triple.',
  );
  expect(search('slipp').hits[0]!._highlightResult.content.value).toContain('<mark>slippage</mark>');
  const result = search('identifier');
  expect(result.params).toBe('');
  expect(result.processingTimeMS).toBeGreaterThanOrEqual(0);
  expect(result.processingTimeMS).toBeLessThan(5000);

  const partial = search('identifier slippage').hits.find((h) => h.url === '/docs/atoms')!;
  expect(partial._highlightResult.content.matchLevel).toBe('partial');
  expect(partial._highlightResult.content.matchedWords).toEqual(['identifier']);

  // A long text is cut to 24 words starting 8 before the first match, with an ellipsis on each cut side.
  const long = search('slippage').hits[0]!;
  expect(long._snippetResult.content.value).toBe(
    `… ${Array.from({length: 24}, (_, i) => (i + 12 === 20 ? '<mark>slippage</mark>' : `w${i + 12}`)).join(' ')} …`,
  );
  expect(long._highlightResult.content.value).toBe(longText.replace('slippage', '<mark>slippage</mark>'));
  // 24 words are shown whole; from 25 the text is cut.
  const ofLength = (n: number) => Array.from({length: n}, (_, i) => (i === 0 ? 'slippage' : `w${i}`)).join(' ');
  for (const [n, cut] of [
    [24, false],
    [25, true],
  ] as const) {
    const own = [{...records[2]!, id: 0, content: ofLength(n)}];
    const value = searchRecords(buildEngine(own), own, 'slippage').hits[0]!._snippetResult.content.value;
    expect(value.endsWith(' …'), `${n} words`).toBe(cut);
  }
  // The window starts at the first word that matches any term, and has no trailing ellipsis when it reaches the end.
  const twoTerms = [{...records[2]!, id: 0, content: longText.replace('w15', 'identifier')}];
  expect(
    searchRecords(buildEngine(twoTerms), twoTerms, 'identifier slippage').hits[0]!._snippetResult.content.value,
  ).toMatch(/^… w7 .* <mark>identifier<\/mark> .* w30 …$/);
  const late = [{...records[2]!, id: 0, content: longText.replace('w38', 'identifier')}];
  expect(searchRecords(buildEngine(late), late, 'identifier').hits[0]!._snippetResult.content.value).toMatch(
    /^… w30 .* <mark>identifier<\/mark> w39$/,
  );
  // A match near the start: no leading ellipsis.
  const earlyRecords = [{...records[2]!, id: 0, content: `slippage ${longText}`}];
  const early = searchRecords(buildEngine(earlyRecords), earlyRecords, 'slippage').hits[0]!;
  expect(early._snippetResult.content.value).toMatch(/^<mark>slippage<\/mark> w0 .* w22 …$/);
});

test('paging: hits per page from the request (default 20), the page clamped to the last one, at least one per page', () => {
  expect(hitsPerPage).toBe(20);
  const all = search('atom');
  expect(all).toMatchObject({nbHits: 2, nbPages: 1, page: 0, hitsPerPage: 20});
  const second = search('atom', {hitsPerPage: 1, page: 1});
  expect(second).toMatchObject({nbHits: 2, nbPages: 2, page: 1, hitsPerPage: 1});
  expect(second.hits.map((h) => h.url)).toEqual([all.hits[1]!.url]);
  expect(search('atom', {hitsPerPage: 1, page: 9}).page).toBe(1);
  expect(search('atom', {hitsPerPage: 1, page: -3}).page).toBe(0);
  expect(search('atom', {hitsPerPage: 0})).toMatchObject({hitsPerPage: 1, nbPages: 2});
  expect(search('atom', {hitsPerPage: 0}).hits).toHaveLength(1);
  // The third page of two: hits 5 and 6 of the 6 records that hold "w".
  const many = Array.from({length: 6}, (_, id) => ({
    ...records[2]!,
    id,
    url: `/docs/p${id}`,
    content: `w ${'x '.repeat(id)}`,
  }));
  const manyEngine = buildEngine(many);
  const allUrls = searchRecords(manyEngine, many, 'w').hits.map((h) => h.url);
  expect(allUrls).toHaveLength(6);
  expect(searchRecords(manyEngine, many, 'w', {page: 2, hitsPerPage: 2}).hits.map((h) => h.url)).toEqual(
    allUrls.slice(4),
  );
});

test('the client answers DocSearch’s requests from the index it loads once; a failed load is retried next time', async () => {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  let fail: 'throw' | 'http' | false = 'throw';
  globalThis.fetch = (async (url: string) => {
    calls.push(url);
    // A rejection that is not an Error (an extension, a polyfill) still becomes DocSearch's retry error.
    if (fail === 'throw') throw 'offline';
    if (fail === 'http') return new Response('nope', {status: 503});
    return new Response(JSON.stringify({version: 1, records}), {status: 200});
  }) as typeof fetch;
  try {
    const client = createLocalSearchClient('/search-index.json');
    const offline = await client.search({requests: [{query: 'atom'}]}).catch((e: unknown) => e as Error);
    expect(offline).toMatchObject({name: 'RetryError', message: 'Search index unavailable'});
    fail = 'http';
    const error = await client.search({requests: [{query: 'atom'}]}).catch((e: unknown) => e as Error);
    // DocSearch shows its "unable to fetch" screen with Retry only for this error name.
    expect(error).toMatchObject({name: 'RetryError', message: 'Search index: HTTP 503'});
    fail = false;
    const {results} = await client.search({
      requests: [{query: 'atom', hitsPerPage: 1}, {params: {query: 'atom', page: 1, hitsPerPage: 1}}],
    });
    expect(results.map((r) => [r.query, r.page, r.hitsPerPage, r.hits.length])).toEqual([
      ['atom', 0, 1, 1],
      ['atom', 1, 1, 1],
    ]);
    await client.search({requests: [{query: 'fee'}]});
    // A request with no query at all is an empty query.
    expect((await client.search({requests: [{}]})).results[0]).toMatchObject({query: '', hits: []});
    await loadIndex('/search-index.json');
    expect(calls).toEqual(['/search-index.json', '/search-index.json', '/search-index.json']); // two failures, then one load kept
  } finally {
    globalThis.fetch = realFetch;
  }
});
