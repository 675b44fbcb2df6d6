import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, waitForHydration} from '../support/page';

/**
 * SPEC behaviours the test review (../shared/reviews/test-review-2026-11-24.md §2) found without a test that could
 * fail: the colour mode with no system preference, Cmd+K, a crashed page, a failed route change, and the docs
 * version preference key. Each test names the one-line break it was seen to catch (see the closing note).
 */

const marker = async (page: Page) =>
  page.evaluate(() => {
    (window as {stayedOnPage?: boolean}).stayedOnPage = true;
  });
const stayed = async (page: Page) => page.evaluate(() => (window as {stayedOnPage?: boolean}).stayedOnPage === true);

test(
  '§4: with no system colour preference and nothing stored, the site is light',
  {tag: '@spec-colour-mode'},
  async ({page}) => {
    await page.emulateMedia({colorScheme: 'no-preference'});
    await gotoHydrated(page, '/docs/introduction/overview');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  },
);

test(
  '§4: Cmd+K opens search as Ctrl+K does (macOS), and Escape closes it',
  {tag: '@spec-search-modal'},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    const modal = page.locator('.DocSearch-Modal');
    await page.keyboard.press('Meta+k');
    await expect(modal).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  },
);

test(
  '§8: a page that throws while rendering shows "This page crashed.", the error, and Try again recovers it',
  {tag: '@spec-crash'},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    // The last-updated line formats its date while rendering: make that throw for the next page only.
    await page.evaluate(() => {
      const original = Intl.DateTimeFormat;
      const w = window as {crashNextRender?: boolean};
      w.crashNextRender = true;
      const patched = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        if (w.crashNextRender) throw new Error('Injected render failure for the crash-screen test');
        return new original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
      Object.assign(patched, original);
      Intl.DateTimeFormat = patched;
    });
    await page.locator('footer').getByRole('link', {name: 'Architecture'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Injected render failure for the crash-screen test')).toBeVisible();
    await page.evaluate(() => {
      (window as {crashNextRender?: boolean}).crashNextRender = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
  },
);

test(
  '§4: when the next route cannot load its code, the browser loads that page in full',
  {tag: ['@spec-route-change', '@spec-page-loading']},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    await marker(page);
    let aborted = 0;
    // Fail the client-side route change: the first route chunk it requests fails; everything after it (the full
    // load, its entry scripts and chunks) is served.
    await page.route('**/assets/js/*.js', async (route) => {
      if (aborted === 0 && !/\/(runtime~)?main\.\w+\.js$/.test(route.request().url())) {
        aborted += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.locator('footer').getByRole('link', {name: 'Architecture'}).click();
    await expect(page).toHaveURL(/\/docs\/developer-tools\/deep-dive\/architecture$/);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Architecture deep dive');
    expect(aborted, 'the route change requested code, and it failed').toBeGreaterThan(0);
    expect(await stayed(page), 'a full page load replaced the document').toBe(false);
  },
);

test(
  '§9 docs-preferred-version: the single-version site renders the versions item as a link and never writes the key',
  {tag: '@spec-docs-version'},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    const versions = page.locator('.navbar__items--right a.navbar__link', {hasText: 'Next'});
    await expect(versions).toHaveCount(1);
    await versions.click();
    await waitForHydration(page);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    // A documented departure (README, "Notes on behaviour"): Docusaurus saves the preference only from a dropdown of
    // two or more versions; with one, nothing can be chosen, so nothing is stored.
    expect(keys.filter((key) => key.startsWith('docs-preferred-version'))).toEqual([]);
  },
);

test(
  '§3/§9: the document stays lang="en" dir="ltr" after hydration and after a client-side route change',
  {tag: '@spec-locale'},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await marker(page);
    await page.locator('footer').getByRole('link', {name: 'Architecture'}).click();
    await expect(page.locator('article h1')).toHaveText('Architecture deep dive');
    expect(await stayed(page), 'a client-side route change').toBe(true);
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
  },
);

test(
  "§2.4/§8: when a page's code can never load, the reader keeps the whole server-rendered page and its links work",
  {tag: '@spec-page-loading'},
  async ({page}) => {
    // Every route chunk fails, on this load and any later one; only the entry scripts are served.
    let aborted = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      if (/\/(runtime~)?main\.\w+\.js$/.test(route.request().url())) return route.continue();
      aborted += 1;
      return route.abort('failed');
    });
    await page.goto('/docs/introduction/overview');
    // On a busy machine the entry script can still be running when the network has been idle for 500 ms, so wait
    // for the route code's request itself rather than for network idle.
    await expect.poll(() => aborted, {message: 'the page asked for its route code, and it failed'}).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Docusaurus hydrates only after the route's code has loaded (README, "Notes on behaviour"), so no spinner or
    // blank screen replaces the content: the server's HTML stays, readable.
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article h1')).toHaveText('Overview');
    await expect(page.locator('article .markdown p').first()).toBeVisible();
    await expect(page.locator('svg#loader')).toHaveCount(0);
    // Links are real anchors, so the reader can still go on: the browser loads the next page in full.
    await page.locator('footer').getByRole('link', {name: 'Architecture'}).click();
    await expect(page).toHaveURL(/\/docs\/developer-tools\/deep-dive\/architecture$/);
    await expect(page.locator('article h1')).toHaveText('Architecture deep dive');
  },
);
