/**
 * How small diagram text may be drawn, shared by the two places that size a diagram: the build, which draws it in
 * Chromium (./index.ts), and the browser wrapper, which sizes a diagram Mermaid drew on the page (./Mermaid.tsx).
 * Mermaid scales an SVG down to the column, so a wide diagram's text would shrink until unreadable (a left-to-right
 * flowchart drew its labels at about 6 px); its minimum width keeps the smallest text at `minTextPx` and the diagram
 * scrolls sideways instead.
 */

/** The smallest diagram text, in CSS pixels, as drawn on screen. */
export const minTextPx = 12;

/**
 * Smallest font size used by the diagram's text, in the SVG's own units (before Mermaid's scaling); Infinity when
 * it has no text. Self-contained (no imports, no other function of this module): the build runs its source in the
 * drawing page.
 */
export function smallestFontSize(svg: SVGSVGElement): number {
  let smallest = Infinity;
  for (const element of Array.from(svg.querySelectorAll<Element>('text, foreignObject *'))) {
    if (!element.textContent?.trim()) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return smallest;
}

/** The SVG's minimum CSS width, in pixels, for its smallest text (`font`, from smallestFontSize) to draw at minTextPx. */
export function readableMinWidth(viewBoxWidth: number, font: number, minPx: number = minTextPx): number {
  return Math.ceil((viewBoxWidth * minPx) / font);
}
