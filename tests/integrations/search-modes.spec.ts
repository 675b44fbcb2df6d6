import {expect, test} from '@playwright/test';
import {waitForHydration} from '../support/page';

/** build-integrations has an AI assistant configured (fake script, stubbed) and the Algolia backend. */
test.beforeEach(async ({page}) => {
  await page.route(/ai\.example\.test|status\.example\.test|googletagmanager\.com/, (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
  );
});

test(
  'the modal offers docs search and the AI assistant; the choice is kept under "search"',
  {tag: '@spec-search-mode'},
  async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {asked: string[]}).asked = [];
      window.addEventListener('intuition:ask-ai', (event) =>
        (window as unknown as {asked: string[]}).asked.push((event as CustomEvent<{query: string}>).detail.query),
      );
    });
    await page.goto('/docs/introduction/overview');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search'}).click();
    const modes = page.getByRole('group', {name: 'Search mode'});
    await expect(modes.getByRole('button', {name: 'Search docs'})).toHaveAttribute('aria-pressed', 'true');

    await modes.getByRole('button', {name: 'Ask AI'}).click();
    await expect(modes.getByRole('button', {name: 'Ask AI'})).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('search'))).toBe('ai');

    await page.locator('.DocSearch-Input').fill('what is an atom');
    await page.getByRole('button', {name: 'Ask: “what is an atom”'}).click();
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {asked: string[]}).asked)).toEqual(['what is an atom']);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.getByRole('group', {name: 'Search mode'}).getByRole('button', {name: 'Ask AI'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('group', {name: 'Search mode'}).getByRole('button', {name: 'Search docs'}).click();
    expect(await page.evaluate(() => localStorage.getItem('search'))).toBe('docsearch');
  },
);

test(
  'when Algolia cannot be reached the modal shows the failure screen, not "No results"',
  {tag: '@spec-search-failure'},
  async ({page}) => {
    let fail = true;
    await page.route(/https:\/\/[^/]*algolia(net)?\.(net|com)\//, (route) =>
      fail
        ? route.fulfill({status: 500, contentType: 'application/json', body: '{"message":"down"}'})
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              results: [
                {
                  hits: [],
                  nbHits: 0,
                  page: 0,
                  nbPages: 0,
                  hitsPerPage: 20,
                  processingTimeMS: 1,
                  exhaustiveNbHits: true,
                  query: 'atoms',
                  params: '',
                },
              ],
            }),
          }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search'}).click();
    await page.locator('.DocSearch-Input').fill('atom');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results', {timeout: 15_000});
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results for')).toBeHidden();

    fail = false;
    await page.locator('.DocSearch-Input').fill('atoms');
    await expect(error).toBeHidden();
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
  },
);
