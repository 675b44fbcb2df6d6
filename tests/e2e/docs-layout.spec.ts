import {expect, test} from '@playwright/test';
import {docPath, nonSidebarDocIds} from '../support/routes';
import {gotoHydrated} from '../support/page';

test('breadcrumbs lead back through the section', {tag: '@spec-breadcrumbs'}, async ({page}) => {
  await gotoHydrated(page, '/docs/introduction/the-economics/bonding-curves');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', {name: 'The economics'})).toHaveAttribute(
    'href',
    '/docs/introduction/the-economics',
  );
});

test('the table of contents lists exactly the level 2 and 3 headings', {tag: '@spec-toc'}, async ({page}) => {
  await gotoHydrated(page, '/docs/introduction/the-economics/bonding-curves');
  const headings = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((els) => els.map((el) => `#${el.id}`));
  expect(headings.length).toBeGreaterThan(1);
  const toc = await page.locator('.table-of-contents a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(toc).toEqual(headings);
});

test(
  'the docs sidebar starts with the overview and can be hidden and shown again',
  {tag: ['@spec-sidebar', '@spec-sidebar-behaviour']},
  async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/primitives/atoms');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.locator('a.menu__link').first()).toHaveAttribute('href', '/docs/introduction/overview');
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(sidebar).toBeVisible();
  },
);

test('opening a category collapses the others (auto-collapse)', {tag: '@spec-sidebar-behaviour'}, async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/docs/primitives/atoms');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'Triples', exact: true})).toBeVisible();
  await sidebar.getByRole('button', {name: /Quickstart/}).click();
  await expect(sidebar.getByRole('link', {name: 'Triples', exact: true})).toBeHidden();
});

// Pages kept out of the sidebar still have a way around (a pager both ways, no sidebar link): the crawl checks it on
// the page it loads (tests/smoke/crawl.spec.ts).

test(
  'a slow route change shows the progress bar after 200ms, not before, then the page',
  {tag: '@spec-progress-bar'},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    // Both times on the page's clock: the route change (the router's pushState) and the moment #nprogress enters
    // the document. SPEC §4/§9: the bar waits 200 ms, so a fast route change never flashes it.
    await page.evaluate(() => {
      const w = window as {barAt?: number; pushedAt?: number};
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        w.pushedAt ??= performance.now();
        push(...args);
      };
      new MutationObserver((_records, observer) => {
        if (document.getElementById('nprogress')) {
          w.barAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await page.locator('footer').getByRole('link', {name: 'Architecture'}).click();
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1000});
    const {barAt, pushedAt} = await page.evaluate(() => {
      const w = window as {barAt?: number; pushedAt?: number};
      return {barAt: w.barAt, pushedAt: w.pushedAt};
    });
    const delay = (barAt ?? Number.NaN) - (pushedAt ?? Number.NaN);
    expect(delay, 'the bar waits 200 ms after the route change').toBeGreaterThanOrEqual(195);
    expect(delay, 'and then appears').toBeLessThan(1000);
    await expect(page).toHaveURL(/\/docs\/developer-tools\/deep-dive\/architecture$/);
    await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 10_000});
  },
);

test.describe('pages kept out of the sidebar are linked from their parent page', () => {
  const parentOf = (id: string): string[] => {
    if (id.startsWith('developer-tools/interactions/')) {
      return id.endsWith('/overview')
        ? ['/docs/quickstart/getting-started']
        : ['/docs/developer-tools/interactions/overview'];
    }
    if (id.includes('/fundamentals/') || id.includes('/structuring/')) return ['/docs/introduction/the-primitives'];
    if (id === 'network/mainnet') return ['/docs/network'];
    return ['/docs/resources'];
  };
  for (const id of nonSidebarDocIds) {
    test(docPath(id), async ({request}) => {
      for (const parent of parentOf(id)) {
        const html = await (await request.get(parent)).text();
        // Built HTML is minified: attribute quotes are optional.
        expect(html, `${parent} links to ${docPath(id)}`).toMatch(new RegExp(`href="?${docPath(id)}["\\s>#]`));
      }
    });
  }
});
