import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

/**
 * Diagram text stays readable (issue 11): Mermaid scales an SVG down to the column, and a wide left-to-right
 * flowchart used to draw its labels at about 6 px. At 1280 px no text may be under 12 CSS px; at 375 px the
 * same holds and a diagram wider than the column scrolls sideways and can be focused to scroll with keys.
 */
const minTextPx = 12;
// A wide left-to-right flowchart (the one that was at 6 px), a sequence diagram and a top-down flowchart.
const pages = [
  '/docs/introduction/overview',
  '/docs/developer-tools/deep-dive/architecture',
  '/docs/introduction/why-intuition',
];

interface DiagramFigures {
  smallestTextPx: number;
  texts: number;
  overflows: boolean;
  scrollable: boolean;
  focusable: boolean;
  /** Labels wider than the box drawn for them (a drawing from the build measured with other fonts clips them). */
  clipped: string[];
}

/** Renders every diagram of the page and measures it: text size as drawn, and whether it scrolls. */
async function measureDiagrams(page: Page, path: string): Promise<DiagramFigures[]> {
  await gotoHydrated(page, path);
  const diagrams = page.locator('[data-mermaid-diagram]');
  const count = await diagrams.count();
  expect(count, `${path} has diagrams`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await diagrams.nth(i).scrollIntoViewIfNeeded();
    await expect(diagrams.nth(i).locator('.docusaurus-mermaid-container svg:visible')).toBeVisible({timeout: 15_000});
  }
  // Each SVG shown has its minimum width (set by the build that drew it, or by src/features/diagrams/Mermaid.tsx when Mermaid
  // drew it in the browser), and React has rendered the scroll region that follows from it.
  for (let i = 0; i < count; i += 1) {
    const svg = diagrams.nth(i).locator('.docusaurus-mermaid-container svg:visible');
    await expect
      .poll(() => svg.evaluate((element: SVGSVGElement) => element.style.minWidth), `diagram ${i + 1} fitted`)
      .not.toBe('');
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return diagrams.evaluateAll((wrappers) =>
    wrappers.map((wrapper) => {
      // The SVG of the colour mode shown (a drawing from the build has one per mode).
      const svg = Array.from(wrapper.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container svg')).find(
        (element) => element.getClientRects().length > 0,
      )!;
      // The SVG is drawn at (its on-screen width / its viewBox width) of its own units.
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = Array.from(svg.querySelectorAll('text, foreignObject *'))
        .filter((element) => element.textContent?.trim() && element.getClientRects().length > 0)
        .map((element) => parseFloat(getComputedStyle(element).fontSize) * scale);
      const overflowX = getComputedStyle(wrapper).overflowX;
      return {
        smallestTextPx: Math.min(...sizes),
        texts: sizes.length,
        overflows: wrapper.scrollWidth > wrapper.clientWidth + 1,
        scrollable: overflowX === 'auto' || overflowX === 'scroll',
        focusable: (wrapper as HTMLElement).tabIndex === 0,
        clipped: Array.from(svg.querySelectorAll('foreignObject'))
          .filter((object) => {
            const label = object.firstElementChild as HTMLElement | null;
            return label && label.scrollWidth > object.width.baseVal.value + 1;
          })
          .map((object) => object.textContent ?? ''),
      };
    }),
  );
}

for (const path of pages) {
  test(`${path}: diagram text is at least ${minTextPx} px at 1280 px wide`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    for (const diagram of await measureDiagrams(page, path)) {
      expect(diagram.texts).toBeGreaterThan(0);
      expect(diagram.clipped, 'every label fits its box').toEqual([]);
      expect(diagram.smallestTextPx).toBeGreaterThanOrEqual(minTextPx - 0.01);
      if (diagram.overflows) expect(diagram.scrollable && diagram.focusable).toBe(true);
    }
  });

  test(`${path}: at 375 px a diagram is readable and scrolls sideways when wider than the column`, async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    for (const diagram of await measureDiagrams(page, path)) {
      expect(diagram.smallestTextPx).toBeGreaterThanOrEqual(minTextPx - 0.01);
      if (diagram.overflows) {
        expect(diagram.scrollable, 'the diagram scrolls sideways').toBe(true);
        expect(diagram.focusable, 'a keyboard user can focus it to scroll').toBe(true);
      }
      // The page itself never scrolls sideways because of a diagram.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
}
