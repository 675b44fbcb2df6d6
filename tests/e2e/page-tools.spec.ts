import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {axeFindings} from '../support/axe';
import {gotoHydrated} from '../support/page';
import {testBuildDir} from '../support/routes';
import {docsEditLinks} from '../support/editLinks';

/** The furniture on every docs page: Copy page, the Open in menu, page feedback and the last-updated line. */
const docPath = '/docs/network/mainnet';
const markdown = fs.readFileSync(path.join(testBuildDir, `${docPath}.md`), 'utf8');

/** Every request that leaves the page's own origin. */
function thirdParty(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) seen.push(request.url());
  });
  return seen;
}

test('Copy page copies the page Markdown by keyboard and announces it', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, docPath);
  const button = page.getByRole('button', {name: 'Copy page'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('Copy page says so when the Markdown cannot be fetched', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.route(`**${docPath}.md`, (route) => route.fulfill({status: 500, body: 'down'}));
  await gotoHydrated(page, docPath);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copying failed'})).toBeVisible();
});

test('the Open in menu only builds links: no request until one is followed', async ({page, context, baseURL}) => {
  // Recorded for the whole context, so a request from a tab the menu opens counts too.
  const requests: string[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) requests.push(request.url());
  });
  await context.route('https://chatgpt.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<title>stub</title>'}),
  );
  await gotoHydrated(page, docPath);
  const toggle = page.getByRole('button', {name: 'Open in…'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const mdUrl = `https://docs.intuition.systems${docPath}.md`;
  const prompt = encodeURIComponent(`Read ${mdUrl} so I can ask questions about it.`);
  await expect(page.getByRole('link', {name: 'Open in ChatGPT'})).toHaveAttribute(
    'href',
    `https://chatgpt.com/?q=${prompt}`,
  );
  await expect(page.getByRole('link', {name: 'Open in Claude'})).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${prompt}`,
  );
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${docPath}.md`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Open in ChatGPT'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  // Following a link is what sends the first request, so the silence above was not a deaf recorder.
  await toggle.click();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', {name: 'Open in ChatGPT'}).click();
  await opened;
  await expect.poll(() => requests.filter((url) => url.startsWith('https://chatgpt.com/?q='))).toHaveLength(1);
});

test('the Open in menu closes when the reader clicks elsewhere on the page', async ({page}) => {
  await gotoHydrated(page, docPath);
  const toggle = page.getByRole('button', {name: 'Open in…'});
  await toggle.click();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
  await page.locator('article h1').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveCount(0);
});

test('page feedback is stored per page, not asked twice, and sends nothing by default', async ({page, baseURL}) => {
  const requests = thirdParty(page, baseURL!);
  await gotoHydrated(page, docPath);
  const feedback = page.locator('[data-page-feedback]');
  await expect(feedback.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
  await feedback.getByRole('button', {name: 'No'}).click();
  await expect(feedback.getByRole('status')).toContainText('Thank you for your answer.');
  const issue = feedback.getByRole('link', {name: 'Tell us what is wrong in a GitHub issue'});
  const href = new URL((await issue.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://github.com/0xIntuition/intuition-docs/issues/new');
  expect(href.searchParams.get('body')).toContain(`https://docs.intuition.systems${docPath}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), `page-feedback:${docPath}`)).toBe('no');
  expect(await page.evaluate(() => (window as {dataLayer?: unknown[]}).dataLayer)).toBeUndefined();

  await page.reload();
  await expect(feedback.getByRole('heading', {name: 'You found this page not helpful.'})).toBeVisible();
  await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveCount(0);
  // Another page still asks.
  await gotoHydrated(page, '/docs/network/testnet');
  await expect(page.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
  expect(requests).toEqual([]);
});

test('the last-updated date shows, and no Edit this page link without a configured repository', async ({page}) => {
  await gotoHydrated(page, docPath);
  const row = page.locator('.theme-doc-footer-edit-meta-row');
  // The official repository has none of these pages; DOCS_REPOSITORY_URL turns the link on (tests/integrations).
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
  const time = row.locator('.theme-last-updated time');
  await expect(row.locator('.theme-last-updated')).toContainText('Last updated on');
  const when = Date.parse((await time.getAttribute('datetime'))!);
  expect(when).toBeGreaterThan(Date.parse('2024-01-01'));
  expect(when).toBeLessThanOrEqual(Date.now() + 86_400_000);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a docs page with the menu open and feedback answered (${theme})`, async ({page}) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await gotoHydrated(page, docPath);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('button', {name: 'Open in…'}).click();
    await page.locator('[data-page-feedback]').getByRole('button', {name: 'No'}).click();
    expect(await axeFindings(page)).toEqual([]);
  });
}

test('at 375 px the copy bar and feedback fit without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, docPath);
  await page.getByRole('button', {name: 'Open in…'}).click();
  for (const selector of ['[data-markdown-skip]', '[data-page-feedback]']) {
    const box = (await page.locator(selector).first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  const menu = (await page.getByRole('link', {name: 'Open in Claude'}).boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('no docs page of the default build has an Edit this page link', () => {
  const pages = docsEditLinks(testBuildDir);
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((p) => p.hrefs.length > 0).map((p) => `${p.pagePath}: ${p.hrefs.join(' ')}`)).toEqual([]);
});
