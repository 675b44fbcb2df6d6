import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

/**
 * The two overlays keep keyboard focus inside while open and give it back to what opened them
 * (src/clientModules/focusTraps.ts), and the search button's accessible name holds its visible text
 * (WCAG 2.5.3, so a speech user can say what they see).
 */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      : 'nothing';
  });

async function expectFocusStaysIn(
  page: Page,
  container: string,
  presses: number,
  key: 'Tab' | 'Shift+Tab',
): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    const inside = await page.evaluate(
      (selector) => document.activeElement?.closest(selector) !== null && document.activeElement !== document.body,
      container,
    );
    const where = await describeFocus(page);
    expect(inside, `${key} #${i + 1} left ${container} for ${where}`).toBe(true);
    seen.add(where);
  }
  return seen;
}

test('Tab and Shift+Tab stay in the search modal; Escape returns focus to the search button', async ({page}) => {
  await gotoHydrated(page, '/docs/introduction/overview');
  const button = page.locator('.navbar .DocSearch-Button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('atom');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const reached = await expectFocusStaysIn(page, '.DocSearch-Modal', 30, 'Tab');
  expect(reached.size, 'Tab walks through the hits, not one element').toBeGreaterThan(3);
  await expectFocusStaysIn(page, '.DocSearch-Modal', 8, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe('mobile menu at 375px', {tag: '@spec-mobile-menu'}, () => {
  test.use({viewport: {width: 375, height: 740}});

  test('takes focus when opened, keeps it, and gives it back to the toggle on Escape or Close', async ({page}) => {
    await gotoHydrated(page, '/docs/introduction/overview');
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.navbar-sidebar') !== null))
      .toBe(true);
    const reached = await expectFocusStaysIn(page, '.navbar-sidebar', 40, 'Tab');
    expect(reached.size, 'Tab walks through the menu').toBeGreaterThan(5);
    await expectFocusStaysIn(page, '.navbar-sidebar', 10, 'Shift+Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test(
  "the navbar search button's accessible name contains its visible text",
  {tag: '@spec-search-labels'},
  async ({page}) => {
    await gotoHydrated(page, '/');
    const button = page.locator('.navbar .DocSearch-Button');
    const visible = (await button.innerText()).split(/\s+/).filter(Boolean);
    expect(visible, 'the button shows a label').toContain('Search');
    const snapshot = await button.ariaSnapshot();
    const name = /- button "([^"]*)"/.exec(snapshot)?.[1];
    expect(name, snapshot).toBeTruthy();
    for (const word of visible)
      expect(name!.toLowerCase(), `"${word}" is in the accessible name`).toContain(word.toLowerCase());
  },
);
