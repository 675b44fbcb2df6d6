import {expect, test, type Page} from '@playwright/test';
import {docPath, nonSidebarDocIds, sitemapPaths} from '../support/routes';

/**
 * Every page reads without JavaScript (a blocked or failed script must not leave a blank page): the static
 * HTML shows the page's heading and text, the navbar's links and the footer's, and on docs pages the
 * sidebar; at 375px, where the menu needs a script to open, the footer and breadcrumbs still lead on.
 */
test.use({javaScriptEnabled: false});
test.describe.configure({mode: 'parallel'});

const visibleLinks = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).length);

const withoutSidebar = new Set(nonSidebarDocIds.map(docPath));

for (const path of sitemapPaths()) {
  test(`reads without JavaScript: ${path}`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const words = (await page.locator('main').first().innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, `words of content on ${path}`).toBeGreaterThanOrEqual(80);
    expect(await visibleLinks(page, '.navbar__items a.navbar__link'), 'navbar links').toBeGreaterThanOrEqual(3);
    expect(await visibleLinks(page, 'footer a'), 'footer links').toBeGreaterThanOrEqual(10);
    // SPEC §2.2 keeps some docs out of the sidebar; they have none with or without JavaScript.
    if (path.startsWith('/docs/') && !withoutSidebar.has(path))
      expect(await visibleLinks(page, '.theme-doc-sidebar-menu a'), 'docs sidebar links').toBeGreaterThanOrEqual(5);

    await page.setViewportSize({width: 375, height: 740});
    expect(await visibleLinks(page, 'footer a'), 'footer links at 375px').toBeGreaterThanOrEqual(10);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
