import {expect, test} from '@playwright/test';
import {waitForHydration} from '../support/page';

/** Each optional integration loads when its variable is set (see `build:integrations`); the hosts are stubbed. */
test(
  'analytics, status-page and AI-widget scripts load when configured, after the page is ready',
  {tag: '@spec-third-party-scripts'},
  async ({page}) => {
    const loaded: string[] = [];
    await page.route(/googletagmanager\.com|status\.example\.test|ai\.example\.test/, async (route) => {
      loaded.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'application/javascript', body: '/* stub */'});
    });
    await page.goto('/docs/introduction/overview');
    await waitForHydration(page);

    await expect
      .poll(() => loaded.some((url) => url.includes('googletagmanager.com/gtm.js?id=GTM-TEST123')))
      .toBe(true);
    await expect.poll(() => loaded.includes('https://status.example.test/widget.js')).toBe(true);
    await expect.poll(() => loaded.includes('https://ai.example.test/widget.js')).toBe(true);

    const ai = page.locator('script[src="https://ai.example.test/widget.js"]');
    await expect(ai).toHaveAttribute('data-client-key', 'test-client-key');
    await expect(ai).toHaveAttribute('async', '');
    await expect(page.locator('script[src="https://status.example.test/widget.js"]')).toHaveCount(1);
    // SPEC §7: the status-page script is asynchronous too, so it never holds up the page.
    await expect(page.locator('script[src="https://status.example.test/widget.js"]')).toHaveAttribute('async', '');
  },
);
