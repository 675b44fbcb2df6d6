import {expect, test} from '@playwright/test';
import {waitForHydration} from '../support/page';

/** With analytics on (GTM_CONTAINER_ID in build:integrations), a feedback answer becomes a dataLayer event. */
test(
  'page feedback pushes one page_feedback event to the dataLayer when GTM is configured',
  {tag: '@spec-third-party-scripts'},
  async ({page}) => {
    await page.route(/googletagmanager\.com/, (route) =>
      route.fulfill({status: 200, contentType: 'application/javascript', body: '/* stub */'}),
    );
    await page.goto('/docs/network/mainnet');
    await waitForHydration(page);
    await page.locator('[data-page-feedback]').getByRole('button', {name: 'Yes'}).click();
    const events = await page.evaluate(() =>
      ((window as {dataLayer?: Record<string, unknown>[]}).dataLayer ?? []).filter((e) => e.event === 'page_feedback'),
    );
    expect(events).toEqual([{event: 'page_feedback', page_path: '/docs/network/mainnet', helpful: true}]);
  },
);
