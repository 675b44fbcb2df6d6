import {expect, type Page} from '@playwright/test';

/** Mermaid draws client-side, after hydration; a diagram with bad syntax still draws an svg, holding this text. */
const mermaidErrorText = /Syntax error|Parse error/i;

/**
 * Every Mermaid diagram on the page has drawn an svg without Mermaid's error text. Diagrams load only when they
 * come near the viewport (src/features/diagrams/Mermaid.tsx), so each is scrolled to first. Returns how many diagrams there
 * were, so a caller can compare it with the number of diagrams in the page's source.
 */
export async function expectMermaidRendered(page: Page, where: string): Promise<number> {
  const diagrams = page.locator('[data-mermaid-diagram]');
  const count = await diagrams.count();
  const theme = await page.locator('html').getAttribute('data-theme');
  for (let i = 0; i < count; i += 1) {
    await diagrams.nth(i).scrollIntoViewIfNeeded();
    await expect(
      // The SVG of the page's colour mode: a diagram drawn at build time carries one per mode.
      diagrams
        .nth(i)
        .locator(`.docusaurus-mermaid-container svg:is([data-mermaid-mode="${theme}"], :not([data-mermaid-mode]))`),
      `Mermaid diagram ${i + 1} on ${where} draws an svg`,
    ).toHaveCount(1, {timeout: 15_000});
    await expect(diagrams.nth(i), `Mermaid diagram ${i + 1} on ${where} shows no error`).not.toContainText(
      mermaidErrorText,
    );
  }
  return count;
}
