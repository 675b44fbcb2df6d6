import {expect, test} from '@playwright/test';
import {sitemapPaths, testIntegrationsBuildDir} from '../support/routes';
import {waitForHydration} from '../support/page';
import {cspOf, watchCspViolations} from '../support/csp';
import {runSearch} from '../support/search';
import {stubIntegrationHosts} from '../support/integrationStubs';

/**
 * The build with every integration switched on (`npm run build:integrations`), served by nginx under its
 * widened CSP. The policy is one rule for every path and the scripts come from one Root, the same on every page,
 * so every sitemap page is checked over HTTP for the widened policy, and a sample of pages of each kind (home,
 * a docs page with diagrams, one with long code and the Run control, a landing page, /search, /faq) in a browser,
 * in both colour modes: the tag manager, status-page and AI-widget scripts load and an Algolia query answers (all
 * stubbed), with no CSP violation and no console error. The default build's own crawl (crawl.spec.ts) checks
 * content and accessibility on every page.
 */
const integrationHosts = [
  'https://www.googletagmanager.com',
  'https://status.example.test',
  'https://ai.example.test',
  'https://testapp-dsn.algolia.net',
];
const browserSample = [
  '/',
  '/docs/introduction/overview',
  '/docs/developer-tools/graphql-api/query-examples',
  '/graphql',
  '/search',
  '/faq',
];

test('every sitemap page of the integrations build is served with the policy widened for each integration', async ({
  request,
}) => {
  const paths = sitemapPaths(testIntegrationsBuildDir);
  for (const path of browserSample) expect(paths, `the browser sample's ${path} is a sitemap page`).toContain(path);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), `HTTP status of ${path}`).toBe(200);
    const csp = cspOf(response.headers(), path);
    for (const host of integrationHosts) expect(csp, `CSP of ${path} widened for ${host}`).toContain(host);
  }
});

for (const path of browserSample) {
  test(`integrations crawl ${path}`, async ({page}) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const violations = await watchCspViolations(page);
    const answered = await stubIntegrationHosts(page);

    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(200);
    const csp = cspOf(await response!.allHeaders(), path);
    for (const host of integrationHosts) expect(csp, `CSP widened for ${host}`).toContain(host);
    await waitForHydration(page);
    for (const script of [
      'googletagmanager.com/gtm.js?id=GTM-TEST123',
      'status.example.test/widget.js',
      'ai.example.test/widget.js',
    ]) {
      await expect.poll(() => answered.some((url) => url.includes(script)), `${script} loads on ${path}`).toBe(true);
    }
    await runSearch(page, path);
    expect(
      answered.some((url) => /algolia/.test(url)),
      `Algolia answered the query on ${path}`,
    ).toBe(true);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    expect(problems, `console errors on ${path}`).toEqual([]);
    expect(violations, `Content-Security-Policy violations on ${path}`).toEqual([]);
  });
}
