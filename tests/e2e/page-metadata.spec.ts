import {expect, test, type APIRequestContext} from '@playwright/test';
import * as cheerio from 'cheerio';

import {ogImagePath, sitePageList, type SitePage} from '../../src/data/sitePages';
import {gotoHydrated} from '../support/page';

/**
 * What a link preview sees: link unfurlers read the server HTML without running scripts, so these
 * checks parse the HTML as served. Every page of src/data/sitePages.ts has its own <title>, meta
 * description and Open Graph image; the image URL is absolute on the site URL and names a PNG of
 * 1200×630 that the server returns.
 */

const siteTitle = 'Intuition Docs';

interface HeadMeta {
  readonly title: string;
  readonly description: string[];
  readonly ogUrl: string[];
  readonly ogImage: string[];
  readonly twitterImage: string[];
}

async function headMeta(request: APIRequestContext, route: string): Promise<HeadMeta> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const $ = cheerio.load(await response.text());
  const all = (selector: string): string[] =>
    $(selector)
      .map((_, el) => $(el).attr('content') ?? '')
      .get();
  return {
    title: $('head title').text(),
    description: all('meta[name="description"]'),
    ogUrl: all('meta[property="og:url"]'),
    ogImage: all('meta[property="og:image"]'),
    twitterImage: all('meta[name="twitter:image"]'),
  };
}

/** Width and height from a PNG's IHDR chunk, or null if the bytes are not a PNG. */
function pngSize(bytes: Buffer): {width: number; height: number} | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (
    bytes.length < 24 ||
    !bytes.subarray(0, 8).equals(signature) ||
    bytes.subarray(12, 16).toString('latin1') !== 'IHDR'
  ) {
    return null;
  }
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

test.describe('each landing page has its own title, description and share image', () => {
  for (const page of sitePageList) {
    test(page.route, async ({request}) => {
      const meta = await headMeta(request, page.route);
      expect(meta.title).toBe(`${page.title} | ${siteTitle}`);
      expect(meta.description).toEqual([page.description]);

      // One og:image and one twitter:image, the same absolute URL on the site's own origin.
      expect(meta.ogUrl).toHaveLength(1);
      const origin = new URL(meta.ogUrl[0]!).origin;
      expect(meta.ogImage).toEqual([`${origin}${ogImagePath(page)}`]);
      expect(meta.twitterImage).toEqual(meta.ogImage);

      const image = await request.get(new URL(meta.ogImage[0]!).pathname);
      expect(image.status(), meta.ogImage[0]).toBe(200);
      expect(image.headers()['content-type']).toContain('image/png');
      expect(pngSize(await image.body()), meta.ogImage[0]).toEqual({width: 1200, height: 630});
    });
  }

  test('no two pages share a title, a description or an image', async ({request}) => {
    const metas = await Promise.all(sitePageList.map((page) => headMeta(request, page.route)));
    for (const field of ['title', 'description', 'ogImage'] as const) {
      const values = metas.map((meta) => String(meta[field]));
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  test('docs pages keep the site-wide share image', async ({request}) => {
    const meta = await headMeta(request, '/docs/introduction/overview');
    expect(meta.ogImage).toHaveLength(1);
    expect(new URL(meta.ogImage[0]!).pathname).toBe('/img/og-default.png');
    expect(meta.twitterImage).toEqual(meta.ogImage);
  });
});

test('after hydration the browser keeps the page title and share image', async ({page}) => {
  const checked: SitePage[] = sitePageList.filter((p) => ['/', '/faq', '/sdks/1ui'].includes(p.route));
  expect(checked).toHaveLength(3);
  for (const sitePage of checked) {
    await gotoHydrated(page, sitePage.route);
    await expect(page).toHaveTitle(`${sitePage.title} | ${siteTitle}`);
    const images = await page
      .locator('meta[property="og:image"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('content')));
    expect(images).toHaveLength(1);
    expect(new URL(images[0]!).pathname).toBe(ogImagePath(sitePage));
  }
});
