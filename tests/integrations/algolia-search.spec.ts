import {expect, test, type Page, type Route} from '@playwright/test';
import {waitForHydration} from '../support/page';

/**
 * The Algolia backend (build-integrations/, built with fake keys): the endpoint is stubbed here, never called.
 * The same DocSearch UI must send contextual multi-index queries and render what Algolia answers.
 */
interface AlgoliaRequest {
  indexName: string;
  query?: string;
  params?: string;
  facetFilters?: (string | string[])[];
  hitsPerPage?: number;
}

const siteUrl = 'https://docs.intuition.systems';

function hit(path: string, anchor: string, lvl1: string, lvl2: string, content: string) {
  const hierarchy = {lvl0: 'Primitives', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const hl = (value: string | null) => ({value: value ?? '', matchLevel: 'full', matchedWords: ['atom']});
  return {
    objectID: `${path}#${anchor}`,
    url: `${siteUrl}${path}#${anchor}`,
    type: 'lvl2',
    hierarchy,
    content,
    _highlightResult: {hierarchy: {lvl0: hl('Primitives'), lvl1: hl(lvl1), lvl2: hl(lvl2)}, content: hl(content)},
    _snippetResult: {hierarchy: {lvl1: hl(lvl1), lvl2: hl(lvl2)}, content: hl(content)},
  };
}

/** How the request was sent (SPEC §7): method, host and path, and the application id and key wherever the client put them. */
interface AlgoliaCall {
  method: string;
  host: string;
  path: string;
  applicationId: string | null;
  apiKey: string | null;
}

/** Answers every Algolia search request; records what the site asked, and how. */
async function stubAlgolia(page: Page, answer: (request: AlgoliaRequest) => 'hits' | 'empty' | 'fail') {
  const seen: AlgoliaRequest[] = [];
  const calls: AlgoliaCall[] = [];
  const handler = async (route: Route) => {
    const url = new URL(route.request().url());
    const headers = route.request().headers();
    calls.push({
      method: route.request().method(),
      host: url.host,
      path: url.pathname,
      applicationId: headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id'),
      apiKey: headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key'),
    });
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests?: AlgoliaRequest[]};
    const requests = body.requests ?? [];
    seen.push(...requests);
    const mode = requests.map(answer).includes('fail') ? 'fail' : undefined;
    if (mode === 'fail')
      return route.fulfill({status: 500, contentType: 'application/json', body: '{"message":"down"}'});
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        results: requests.map((request) => {
          const hits =
            answer(request) === 'hits'
              ? [
                  hit(
                    '/docs/primitives/atoms',
                    'id-derivation',
                    'Atoms',
                    'Id derivation',
                    'An atom id is a hash of its data.',
                  ),
                  hit(
                    '/docs/primitives/triples',
                    'counter-triples',
                    'Triples',
                    'Counter-triples',
                    'Every triple has a counter.',
                  ),
                ]
              : [];
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: hits.length ? 1 : 0,
            hitsPerPage: 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query: request.query ?? '',
            params: '',
          };
        }),
      }),
    });
  };
  await page.route(/https:\/\/[^/]*algolia(net)?\.(net|com)\//, handler);
  return Object.assign(seen, {calls});
}

function hitsPerPageOf(request: AlgoliaRequest): number | undefined {
  if (request.hitsPerPage !== undefined) return request.hitsPerPage;
  const fromParams = request.params ? new URLSearchParams(request.params).get('hitsPerPage') : null;
  return fromParams === null ? undefined : Number(fromParams);
}

function facetFiltersOf(request: AlgoliaRequest): string[] {
  const fromParams = request.params ? new URLSearchParams(request.params).get('facetFilters') : null;
  const filters = request.facetFilters ?? (fromParams ? (JSON.parse(fromParams) as (string | string[])[]) : []);
  return filters.flat();
}

test(
  'the modal sends a contextual query to the "docs" index and shows the hits',
  {tag: ['@spec-docsearch-call', '@spec-search-labels']},
  async ({page}) => {
    const seen = await stubAlgolia(page, () => 'hits');
    await page.goto('/docs/introduction/overview');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
    await page.locator('.DocSearch-Input').fill('atom');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);

    const request = seen.find((r) => (r.query ?? '') === 'atom')!;
    expect(request.indexName).toBe('docs');
    expect(hitsPerPageOf(request), '20 hits per page, sent explicitly').toBe(20);
    // SPEC §7: a POST to the multi-index queries endpoint of the configured application, with its search key.
    const call = seen.calls.find((c) => c.path.endsWith('/queries'))!;
    expect(call, 'a multi-index query').toBeDefined();
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/1/indexes/*/queries');
    expect(call.host.toLowerCase()).toMatch(/^testapp(-dsn)?\.algolia\.net$/);
    expect(call.applicationId).toBe('TESTAPP');
    expect(call.apiKey).toBe('test-search-key');
    const filters = facetFiltersOf(request);
    expect(filters).toContain('language:en');
    expect(filters).toContain('docusaurus_tag:docs-default-current');

    // Absolute Algolia URLs on the site's own origin become in-site links to the heading.
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/\/docs\/primitives\/atoms#id-derivation$/);
  },
);

test('a query Algolia has nothing for shows the no-results texts', {tag: '@spec-no-results'}, async ({page}) => {
  await stubAlgolia(page, () => 'empty');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Search'}).click();
  await page.locator('.DocSearch-Input').fill('zqxjvwk');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('zqxjvwk');
});

test(
  'the /search page queries Algolia from ?q= and lists the results',
  {tag: ['@spec-search-page', '@spec-docsearch-call']},
  async ({page}) => {
    const seen = await stubAlgolia(page, () => 'hits');
    await page.goto('/search?q=atom');
    await waitForHydration(page);
    // The stub's own hit (its heading is "Id derivation"), not any link that happens to mention atoms.
    await expect(page.locator('main a[href="/docs/primitives/atoms#id-derivation"]').first()).toBeVisible();
    expect(seen.some((r) => r.query === 'atom' || (r.params ?? '').includes('query=atom'))).toBe(true);
  },
);

test('no request leaves for Algolia until the reader searches', {tag: '@spec-no-product-calls'}, async ({page}) => {
  const seen = await stubAlgolia(page, () => 'hits');
  await page.goto('/docs/introduction/overview');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect([...seen], 'no query sent').toEqual([]);
  expect(seen.calls, 'no request of any kind to Algolia').toEqual([]);
  // The stub does see the site's queries once the reader searches, so the silence above means something.
  await page.getByRole('button', {name: 'Search'}).click();
  await page.locator('.DocSearch-Input').fill('atom');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});
