import {expect, type Page} from '@playwright/test';

/** Opens the search modal with Ctrl+K, runs a query that every backend answers, and closes it again. */
export async function runSearch(page: Page, where: string, query = 'atom'): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  // The modal's code loads on this first key press; a loaded two-core machine has taken more than the default 5 s.
  await expect(input, `search input on ${where}`).toBeFocused({timeout: 15_000});
  await input.fill(query);
  await expect(page.locator('.DocSearch-Hit').first(), `a search result for "${query}" on ${where}`).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
}
