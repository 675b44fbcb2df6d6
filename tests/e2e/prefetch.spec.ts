import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/page';

/**
 * Route chunks fetched after the page has hydrated: prefetches of the pages its links point to. The page
 * has links but no diagram, because Mermaid loads layout chunks of its own at an unpredictable moment.
 */
async function prefetchesAfterHydration(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.goto('/docs/resources');
  await waitForHydration(page);
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(request.url())) fetched.push(request.url());
  });
  // Links entering the viewport are what Docusaurus prefetches.
  await page.mouse.wheel(0, 1500);
  await page.locator('article a[href^="/docs/"]').first().hover();
  await page.waitForTimeout(1500);
  return fetched;
}

test('links prefetch the next page’s code on a normal connection', {tag: ['@spec-prefetch', '@spec-route-change']}, async ({page}) => {
  expect((await prefetchesAfterHydration(page)).length).toBeGreaterThan(0);
});

test('prefetching is skipped when the reader asks to save data', {tag: '@spec-prefetch'}, async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
  expect(await prefetchesAfterHydration(page)).toEqual([]);
});

test('prefetching is skipped on a 2g connection', {tag: '@spec-prefetch'}, async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: false, effectiveType: 'slow-2g'}, configurable: true});
  });
  expect(await prefetchesAfterHydration(page)).toEqual([]);
});
