import {expect, type Page} from '@playwright/test';

/** Docusaurus sets data-has-hydrated once React has taken over the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
