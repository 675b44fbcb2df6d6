import {expect, test} from '@playwright/test';
import {externalLinks} from '../../src/data/links';
import {gotoHydrated} from '../support/page';

test(
  'navbar items come in the spec order with the right targets, then search',
  {tag: '@spec-navbar'},
  async ({page}) => {
    await gotoHydrated(page, '/');
    const navbar = page.locator('nav.navbar');
    const labels = await navbar
      .locator('.navbar__items a.navbar__link, .navbar__items [data-search-button], .navbar__items .DocSearch-Button')
      .evaluateAll((elements) =>
        elements.map((el) =>
          el.matches('[data-search-button], .DocSearch-Button') ? 'search' : (el.textContent ?? '').trim(),
        ),
      );
    const expected = ['Docs', 'Protocol Explorer', 'Network Hub', 'Website', 'GitHub', 'Forum'];
    const positions = [...expected, 'search'].map((label) => labels.indexOf(label));
    expect(
      positions.every((p) => p >= 0),
      `navbar labels: ${labels.join(', ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      '/docs/introduction/overview',
    );
    const targets: [string, string][] = [
      ['Protocol Explorer', externalLinks.protocolExplorer],
      ['Network Hub', externalLinks.networkHubTestnet],
      ['Website', externalLinks.website],
      ['GitHub', externalLinks.github],
      ['Forum', externalLinks.forum],
    ];
    for (const [name, href] of targets) {
      const link = navbar.locator('.navbar__items a.navbar__link', {hasText: name});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(navbar.getByRole('button', {name: 'Search'})).toBeVisible();
  },
);

test(
  'brand logo is 101 by 40 and links home; language and version menus are present',
  {tag: '@spec-navbar-chrome'},
  async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    const brand = page.locator('a.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    const box = await brand.locator('img:visible').boundingBox();
    expect(box?.width).toBe(101);
    expect(box?.height).toBe(40);
    await expect(page.locator('.navbar__items--right').getByRole('button', {name: /English/})).toBeVisible();
    await expect(page.locator('.navbar__items--right a.navbar__link', {hasText: 'Next'})).toHaveAttribute(
      'href',
      '/docs/introduction/overview',
    );
  },
);

test('the navbar stays visible while scrolling down', {tag: '@spec-navbar-no-hide'}, async ({page}) => {
  await gotoHydrated(page, '/docs/introduction/overview');
  await page.mouse.wheel(0, 2500);
  // The page has scrolled (a hide-on-scroll navbar reacts to that scroll), then two frames for React to render.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('nav.navbar')).toBeInViewport();
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
});

test.describe('mobile menu', {tag: '@spec-mobile-menu'}, () => {
  test.use({viewport: {width: 375, height: 740}});

  test('opens, shows the main links, and returns from the docs menu to the main menu', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the menu opens on the docs sidebar, with a way back to the main menu.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    for (const name of ['Docs', 'Protocol Explorer', 'Network Hub', 'Website', 'GitHub', 'Forum']) {
      await expect(sidebar.locator('.menu__link', {hasText: name}).first()).toBeVisible();
    }
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('the menu closes when the window reaches desktop width (996px)', async ({page}) => {
    await page.setViewportSize({width: 800, height: 740});
    await gotoHydrated(page, '/docs/introduction/overview');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 995, height: 740});
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1000, height: 740});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('desktop widths just above the breakpoint', () => {
  for (const width of [1000, 1100, 1280]) {
    test(`at ${width}px the navbar is one row and nothing overlaps`, async ({page}) => {
      await page.setViewportSize({width, height: 700});
      await gotoHydrated(page, '/docs/introduction/overview');
      const boxes = await page
        .locator(
          'nav.navbar .navbar__brand, nav.navbar .navbar__items > .navbar__item, nav.navbar .DocSearch-Button, nav.navbar [class*="colorModeToggle"]',
        )
        .evaluateAll((els) =>
          els
            .map((el) => el.getBoundingClientRect())
            .map((r) => ({left: r.left, right: r.right, top: r.top, bottom: r.bottom})),
        );
      const sorted = boxes.filter((b) => b.right > b.left).sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.left, `item ${i} starts before item ${i - 1} ends`).toBeGreaterThanOrEqual(
          sorted[i - 1]!.right - 1,
        );
      }
      expect(Math.max(...sorted.map((b) => b.right))).toBeLessThanOrEqual(width);
      const height = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(64);
    });
  }
});
