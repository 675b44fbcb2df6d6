import {expect, test} from '@playwright/test';
import {externalLinks, socialLinks} from '../../src/data/links';
import {gotoHydrated} from '../support/page';

const columns: [string, [string, string][]][] = [
  [
    'Overview',
    [
      ['Overview', '/docs/introduction/overview'],
      ['Why Intuition', '/docs/introduction/why-intuition'],
    ],
  ],
  ['Products', [['Protocol Explorer', externalLinks.protocolExplorer]]],
  [
    'Developers',
    [
      ['GraphQL', '/docs/developer-tools/graphql-api/overview'],
      ['Smart Contracts', '/docs/developer-tools/contracts/contract-architecture'],
      ['AI Integration', '/docs/intuition-ai'],
      ['Primitives', '/docs/primitives/overview'],
      ['Architecture', '/docs/developer-tools/deep-dive/architecture'],
    ],
  ],
  [
    'Community',
    [
      ['X (Twitter)', externalLinks.x],
      ['Medium', externalLinks.medium],
      ['Discord', externalLinks.discord],
      ['Telegram', externalLinks.telegram],
      ['LinkedIn', externalLinks.linkedin],
      ['Farcaster', externalLinks.farcaster],
    ],
  ],
];

for (const route of ['/', '/docs/introduction/overview', '/faq', '/no-such-page']) {
  test(`footer on ${route} has the four columns with exactly the spec links`, {tag: '@spec-footer'}, async ({page}) => {
    await page.goto(route);
    const footer = page.locator('footer.footer');
    const cols = footer.locator('.footer__col');
    await expect(cols).toHaveCount(4);
    for (const [i, [title, links]] of columns.entries()) {
      const col = cols.nth(i);
      await expect(col.locator('.footer__title')).toHaveText(title);
      const anchors = col.locator('a');
      await expect(anchors).toHaveCount(links.length);
      for (const [j, [label, href]] of links.entries()) {
        await expect(anchors.nth(j)).toHaveText(label);
        await expect(anchors.nth(j)).toHaveAttribute('href', href);
      }
    }
  });
}

test(
  'footer has social icons, the copyright with this year, a themed logo and a 1080px maximum width',
  {tag: '@spec-footer-extras'},
  async ({page}) => {
    await page.setViewportSize({width: 1600, height: 900});
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    for (const link of socialLinks) {
      await expect(footer.getByRole('link', {name: link.label})).toHaveAttribute('href', link.href);
    }
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Intuition Systems Inc.`);
    const width = await footer.locator('> .container').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(1080);
    expect(width).toBeGreaterThan(900);

    await expect(footer.locator('img.footer__logo:visible')).toHaveAttribute('src', /logo-light\.svg$/);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(footer.locator('img.footer__logo:visible')).toHaveAttribute('src', /logo-dark\.svg$/);
  },
);

test.describe('narrow screens', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('each footer column opens and closes on its own', {tag: '@spec-footer-toggle'}, async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer');
    const developers = footer.getByRole('button', {name: 'Developers'});
    const community = footer.getByRole('button', {name: 'Community'});
    await expect(developers).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', {name: 'GraphQL'})).toBeHidden();

    await developers.click();
    await expect(developers).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', {name: 'GraphQL'})).toBeVisible();
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', {name: 'Discord'})).toBeHidden();

    await developers.click();
    await expect(footer.getByRole('link', {name: 'GraphQL'})).toBeHidden();
  });
});
