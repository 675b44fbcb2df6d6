import {expect, test} from '@playwright/test';
import {waitForHydration} from '../support/page';

/**
 * Diagrams load the Mermaid library only when they come near the viewport (src/theme/Mermaid), so a docs
 * page does not pay for it up front; scrolling to a diagram still renders it, in both colour modes.
 */
test('a diagram below the fold renders only once the reader scrolls to it', {tag: '@spec-diagrams'}, async ({page}) => {
  let scriptBytesBeforeScroll = 0;
  let scrolled = false;
  const lateScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (scrolled) lateScripts.push(response.url());
    else scriptBytesBeforeScroll += (await response.body().catch(() => Buffer.alloc(0))).length;
  });

  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/developer-tools/contracts/trust-bonding');
  await waitForHydration(page);
  const diagram = page.locator('[data-mermaid-diagram]').first();
  await expect(diagram).toBeAttached();
  await expect(diagram).not.toBeInViewport();
  await expect(diagram.locator('[aria-busy="true"]')).toBeAttached();
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);

  scrolled = true;
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 15_000});
  await expect(diagram.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(lateScripts.length, 'the Mermaid chunks arrive after the scroll').toBeGreaterThan(0);
  expect(scriptBytesBeforeScroll).toBeGreaterThan(0);
});

test('a diagram renders in dark mode too', {tag: '@spec-diagrams'}, async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/docs/developer-tools/contracts/trust-bonding');
  const diagram = page.locator('[data-mermaid-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 15_000});
});
