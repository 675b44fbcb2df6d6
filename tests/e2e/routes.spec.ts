import {expect, test} from '@playwright/test';
import {docIds, docPath, docTitle, sitemapPaths, testnetTools} from '../support/routes';
import {waitForHydration} from '../support/page';

// Each doc route's status and heading are checked by the crawl on the page it loads (tests/smoke/crawl.spec.ts), which
// covers every sitemap page: this makes sure every SPEC route is one of them. The §2.1 pages' exact headings and lists
// are site-pages.spec.ts's; their HTTP 200 is the deploy checks'.
test('every spec doc route is in the sitemap, so the crawl checks its heading', {tag: '@spec-routes'}, () => {
  const listed = new Set(sitemapPaths());
  expect(docIds.map(docPath).filter((route) => !listed.has(route))).toEqual([]);
});

test('/docs redirects to the main doc', {tag: '@spec-docs-root'}, async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/introduction\/overview$/);
  await expect(page.locator('article h1')).toHaveText(docTitle('introduction/overview'));
});

test('/docs redirects even without JavaScript (meta refresh)', {tag: '@spec-docs-root'}, async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/introduction\/overview$/);
  await context.close();
});

test.describe('second readings redirect to the canonical route', {tag: '@spec-second-readings'}, () => {
  for (const tool of testnetTools) {
    test(`/docs/testnet/${tool}`, async ({page}) => {
      await page.goto(`/docs/testnet/${tool}`);
      await expect(page).toHaveURL(new RegExp(`/docs/network/testnet/${tool}$`));
      await expect(page.locator('article h1')).toHaveText(docTitle(`network/testnet/${tool}`));
    });
  }

  test('/sdks/ui', async ({page}) => {
    await page.goto('/sdks/ui');
    await expect(page).toHaveURL(/\/sdks\/1ui$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('unknown paths show the not-found page', {tag: '@spec-not-found'}, () => {
  for (const route of ['/no-such-page', '/docs/no-such-doc', '/docs/introduction/overview/extra', '/apps-typo']) {
    test(route, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
    });
  }
});

test.describe('.html and /index.html reach the clean page', {tag: '@spec-clean-paths'}, () => {
  const cases: [string, RegExp][] = [
    ['/docs/introduction/overview.html', /\/docs\/introduction\/overview$/],
    ['/index.html', /127\.0\.0\.1:\d+\/$/],
    ['/docs/network/testnet/index.html', /\/docs\/network\/testnet$/],
    ['/faq.html', /\/faq$/],
    ['/docs/resources/index.html', /\/docs\/resources$/],
  ];
  for (const [from, to] of cases) {
    test(from, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(to);
      // The clean page itself, not a not-found page or a blank one: the same heading the server renders for it.
      const clean = new URL(page.url()).pathname;
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s
        .exec(await (await page.request.get(clean)).text())?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
      expect(h1, `the server renders an h1 on ${clean}`).toBeTruthy();
      expect(h1).not.toBe('Page Not Found');
      await expect(page.locator('h1').first()).toHaveText(h1!);
    });
  }
});

test(
  'the sitemap lists the pages but no tag pages, no /api/*, and not the /docs redirect',
  {tag: '@spec-sitemap'},
  async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain('/docs/introduction/overview');
    expect(paths).toContain('/Apps');
    expect(paths.filter((p) => /\/tags(\/|$)/.test(p) || p.startsWith('/api/') || p === '/docs')).toEqual([]);
  },
);

test('the share image every page advertises exists', async ({request}) => {
  for (const route of ['/', '/docs/introduction/overview', '/Apps']) {
    const html = await (await request.get(route)).text();
    const image = /<meta[^>]+property="?og:image"?[^>]+content="?([^"\s>]+)/.exec(html)?.[1];
    expect(image, `og:image on ${route}`).toBeTruthy();
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
});
