import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/page';

/**
 * Code of other routes a docs page fetches: prefetches (requests made for <link rel="prefetch">, which Chromium
 * does not type as scripts) from the very start of the load, so one fired during hydration counts too, and any
 * script requested after hydration (a hovered link's preload). The page has links but no diagram, because
 * Mermaid loads layout chunks of its own at an unpredictable moment.
 */
async function otherRouteCode(page: Page, settle: (requested: () => string[]) => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  let hydrated = false;
  page.on('request', (request) => {
    if (!/\/assets\/js\/.+\.js$/.test(request.url())) return;
    if (request.resourceType() !== 'script' || hydrated)
      requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/docs/resources');
  await waitForHydration(page);
  hydrated = true;
  // Links entering the viewport are prefetched, a hovered one preloaded.
  await page.mouse.wheel(0, 1500);
  await page.locator('article a[href^="/docs/"]').first().hover();
  await settle(() => requested);
  return requested;
}

/** Docusaurus's own decision for a route the page has not fetched yet: false when it refuses to prefetch. */
const prefetchAllowed = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as {docusaurus: {prefetch(path: string): unknown}}).docusaurus.prefetch(
        '/graphql/read/atoms',
      ) !== false,
  );

test(
  'links prefetch the next page’s code on a normal connection',
  {tag: ['@spec-prefetch', '@spec-route-change']},
  async ({page}) => {
    const others = await otherRouteCode(page, async (requested) => {
      await expect.poll(() => requested().length, 'code of the linked pages is fetched').toBeGreaterThan(0);
    });
    expect(others.length).toBeGreaterThan(0);
    expect(await page.locator('link[rel="prefetch"]').count(), 'as <link rel="prefetch">').toBeGreaterThan(0);
    expect(await prefetchAllowed(page)).toBe(true);
  },
);

/** On a constrained connection nothing may come: the window is the one the normal connection fills (above). */
const quietWindow = async () => new Promise<void>((resolve) => setTimeout(resolve, 1500));

test('prefetching is skipped when the reader asks to save data', {tag: '@spec-prefetch'}, async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
  });
  expect(await otherRouteCode(page, quietWindow)).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  expect(await prefetchAllowed(page), 'Docusaurus refuses to prefetch').toBe(false);
});

test('prefetching is skipped on a 2g connection', {tag: '@spec-prefetch'}, async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: {saveData: false, effectiveType: 'slow-2g'},
      configurable: true,
    });
  });
  expect(await otherRouteCode(page, quietWindow)).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  expect(await prefetchAllowed(page), 'Docusaurus refuses to prefetch').toBe(false);
});

test(
  'each file is prefetched once, however many links in view lead to routes that share it',
  {tag: '@spec-prefetch'},
  async ({page}) => {
    // A reference page: its breadcrumbs and index links lead to docs routes, which share the docs layout's chunks
    // (Docusaurus's own helper added a link per chunk per route: 303 links for 24 files on this page).
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/docs/developer-tools/sdks/reference/protocol/read-config-and-fees');
    await waitForHydration(page);
    const links = page.locator('link[rel="prefetch"]');
    await expect.poll(() => links.count(), 'files of the linked routes are prefetched').toBeGreaterThan(5);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    const hrefs = await links.evaluateAll((elements) => elements.map((link) => (link as HTMLLinkElement).href));
    expect(hrefs.length, `${hrefs.length} prefetch links for ${new Set(hrefs).size} files`).toBe(new Set(hrefs).size);
  },
);
