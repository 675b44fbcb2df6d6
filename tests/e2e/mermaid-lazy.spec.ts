import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/page';

/**
 * Diagrams load the Mermaid library only when they come near the viewport (src/theme/Mermaid), so a docs
 * page does not pay for it up front; scrolling to a diagram still renders it, in both colour modes.
 */
/** The Mermaid library's core (its mermaidAPI object): only its own chunk carries the name, not per-diagram chunks. */
const mermaidCore = 'mermaidAPI';

test('a diagram below the fold renders only once the reader scrolls to it', {tag: '@spec-diagrams'}, async ({page}) => {
  let scrolled = false;
  const coreBefore: string[] = [];
  const coreAfter: string[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const when = scrolled ? coreAfter : coreBefore;
    bodies.push(
      response
        .text()
        .then((text) => {
          if (text.includes(mermaidCore)) when.push(response.url());
        })
        .catch(() => undefined),
    );
  });

  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/developer-tools/contracts/trust-bonding');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const diagram = page.locator('[data-mermaid-diagram]').first();
  await expect(diagram).toBeAttached();
  await expect(diagram).not.toBeInViewport();
  await expect(diagram.locator('[aria-busy="true"]')).toBeAttached();
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  await Promise.all(bodies);
  expect(coreBefore, 'the Mermaid library is not loaded with the page, nor prefetched before the scroll').toEqual([]);

  scrolled = true;
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible({timeout: 15_000});
  await expect(diagram.locator('[aria-busy="true"]')).toHaveCount(0);
  await Promise.all(bodies);
  expect(coreAfter.length, 'the Mermaid library arrives once the diagram comes into view').toBe(1);
});

/** The style Mermaid wrote into the first diagram's svg, which carries its theme's colours. */
async function diagramStyle(page: Page, theme: 'light' | 'dark'): Promise<string> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto('/docs/developer-tools/contracts/trust-bonding');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const diagram = page.locator('[data-mermaid-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  const svg = diagram.locator('.docusaurus-mermaid-container svg');
  await expect(svg).toBeVisible({timeout: 15_000});
  return svg
    .locator('style')
    .first()
    .evaluate((style) => style.textContent ?? '');
}

test('a diagram renders in dark mode too, with the dark Mermaid theme', {tag: '@spec-diagrams'}, async ({browser}) => {
  const styles: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext();
    styles.push(await diagramStyle(await context.newPage(), theme));
    await context.close();
  }
  const [light, dark] = styles;
  expect(light!.length, 'Mermaid wrote its theme into the svg').toBeGreaterThan(100);
  expect(dark, 'the dark page draws with another theme than the light one').not.toBe(light);
  // Mermaid's dark theme paints its main background #1f2020 (neutral uses #eee).
  expect(dark).toContain('#1f2020');
});
