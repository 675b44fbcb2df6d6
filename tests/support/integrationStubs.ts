import type {Page} from '@playwright/test';

const siteUrl = 'https://docs.intuition.systems';

/**
 * Stands in for every host the integrations build talks to (its fake values from `npm run build:integrations`),
 * so nothing leaves the machine. A route answers only a request the page's CSP let through: a host the policy
 * forgot is a violation, never a stub. Returns the URLs each stub answered.
 */
export async function stubIntegrationHosts(page: Page): Promise<string[]> {
  const answered: string[] = [];
  await page.route(
    /googletagmanager\.com|google-analytics\.com|status\.example\.test|ai\.example\.test/,
    async (route) => {
      answered.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'application/javascript', body: '/* stub */'});
    },
  );
  await page.route(/https:\/\/[^/]*algolia(net)?\.(net|com)\//, async (route) => {
    answered.push(route.request().url());
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests?: {query?: string}[]};
    const hierarchy = {
      lvl0: 'Primitives',
      lvl1: 'Atoms',
      lvl2: 'Id derivation',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const hl = (value: string) => ({value, matchLevel: 'full', matchedWords: ['atom']});
    const hit = {
      objectID: '/docs/primitives/atoms#id-derivation',
      url: `${siteUrl}/docs/primitives/atoms#id-derivation`,
      type: 'lvl2',
      hierarchy,
      content: 'An atom id is a hash of its data.',
      _highlightResult: {
        hierarchy: {lvl0: hl('Primitives'), lvl1: hl('Atoms'), lvl2: hl('Id derivation')},
        content: hl('An atom id'),
      },
      _snippetResult: {hierarchy: {lvl1: hl('Atoms'), lvl2: hl('Id derivation')}, content: hl('An atom id')},
    };
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({
        results: (body.requests ?? []).map((request) => ({
          hits: [hit],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
          query: request.query ?? '',
          params: '',
        })),
      }),
    });
  });
  return answered;
}
