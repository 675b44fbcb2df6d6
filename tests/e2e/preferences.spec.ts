import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';

test.describe('colour mode', {tag: '@spec-colour-mode'}, () => {
  test('defaults to light, cycles light → dark → system, and persists under the "theme" key', async ({page}) => {
    // No system preference, so only the site's default can make it light (review H5: with 'light' emulated, a dark
    // default passed too).
    await page.emulateMedia({colorScheme: 'no-preference'});
    await gotoHydrated(page, '/docs/introduction/overview');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toBeVisible();

    await toggle.click(); // system (light) → light
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click(); // light → dark
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click(); // dark → system
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('follows the system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', {tag: '@spec-announcement'}, () => {
  test('can be dismissed, stays dismissed, and returns when its id changes', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('banner').filter({has: page.getByRole('button', {name: 'Close'})});
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Intuition mainnet is live');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('button', {name: 'Close'})).toHaveCount(0);

    // A new announcement (a different id) resets the dismissal.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.getByRole('banner').filter({has: page.getByRole('button', {name: 'Close'})})).toBeVisible();
  });
});

test.describe('framework query parameter', {tag: '@spec-framework-param'}, () => {
  test('is saved as the preferred tab and opens framework tabs on it', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview?framework=viem');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.tab.framework'))).toBe('viem');

    await gotoHydrated(page, '/docs/quickstart/getting-started');
    await expect(page.getByRole('tab', {name: 'viem'}).first()).toHaveAttribute('aria-selected', 'true');

    await gotoHydrated(page, '/docs/quickstart/getting-started?framework=sdk');
    await expect(page.getByRole('tab', {name: 'SDK'}).first()).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.framework'))).toBe('sdk');
  });
});
