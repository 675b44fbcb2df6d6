import {expect, test} from '@playwright/test';
import {watchCspViolations} from '../support/csp';
import {gotoHydrated} from '../support/page';

/**
 * SPEC §8, wrong base URL: a red banner 'Your Docusaurus site did not load properly' with a suggested base URL.
 * The trigger is an entry script that fails to load (config/ssrTemplate.ts), so the correct build never shows it
 * although its entry scripts start only after the first paint. The crawl checks every page of the correct build;
 * here the same build is served under /mirror/ (the nginx answers, re-mounted by the test), where every asset
 * URL, written for the root, is not found.
 */
const banner = '#__docusaurus-base-url-issue-banner-container';

test(
  'the correct build shows no base-URL banner on its home page, before or after hydration',
  {tag: '@spec-base-url-banner'},
  async ({page}) => {
    // The old misfire inserted the banner at DOMContentLoaded, long before hydration: wait for both.
    await gotoHydrated(page, '/');
    await page.waitForLoadState('load');
    await expect(page.locator(banner)).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
  },
);

test(
  'the same build served under another path shows the banner, suggesting that path as the base URL',
  {tag: '@spec-base-url-banner'},
  async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith('/mirror/'))
        return route.fulfill({status: 404, contentType: 'text/html', body: 'Not found'});
      // The server's own answer, headers and Content-Security-Policy included, one level down.
      const response = await route.fetch({url: `${origin}${url.pathname.slice('/mirror'.length)}${url.search}`});
      return route.fulfill({response});
    });
    const violations = await watchCspViolations(page);
    await page.goto('/mirror/');
    const shown = page.locator(banner);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('Your Docusaurus site did not load properly');
    await expect(shown.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/mirror/');
    // One banner, although both entry scripts (runtime and main) fail.
    await expect(shown).toHaveCount(1);
    expect(violations, 'the banner script runs under the shipped CSP').toEqual([]);
  },
);
