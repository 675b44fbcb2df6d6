import React, {Suspense, lazy, useEffect, useRef, useState, type ComponentProps} from 'react';
import type OriginalMermaidType from '@theme-original/Mermaid';
import styles from './styles.module.css';

/**
 * Wraps the theme's Mermaid component for two reasons. The Mermaid library (about 270 KB gzip) is fetched
 * only when a diagram comes near the viewport, instead of with every docs page: MDXComponents imports
 * @theme/Mermaid statically, so without this wrapper the library is part of every page that renders MDX.
 * And a wide diagram is never shrunk until its text is unreadable: Mermaid scales the SVG down to the
 * column (a left-to-right flowchart drew its labels at about 6 px), so the wrapper stops the shrinking at
 * `minTextPx` and lets the diagram scroll sideways instead. Configuration can do neither, hence the swizzle
 * (wrap, not eject).
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = ComponentProps<typeof OriginalMermaidType>;

/** The smallest diagram text, in CSS pixels, as drawn on screen. */
export const minTextPx = 12;

/** Smallest font size used by the diagram's text, in the SVG's own units (before Mermaid's scaling). */
function smallestFontSize(svg: SVGSVGElement): number {
  let smallest = Infinity;
  for (const element of Array.from(svg.querySelectorAll<Element>('text, foreignObject *'))) {
    if (!element.textContent?.trim()) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return smallest;
}

/** Sets the SVG's minimum width so that its smallest text is drawn at least `minTextPx`; returns whether it now overflows. */
function fitDiagram(wrapper: HTMLElement): boolean {
  const svg = wrapper.querySelector<SVGSVGElement>('.docusaurus-mermaid-container svg');
  const viewBoxWidth = svg?.viewBox.baseVal?.width;
  if (!svg || !viewBoxWidth) return false;
  const font = smallestFontSize(svg);
  if (!Number.isFinite(font)) return false;
  svg.style.minWidth = `${Math.ceil((viewBoxWidth * minTextPx) / font)}px`;
  return wrapper.scrollWidth > wrapper.clientWidth + 1;
}

export default function Mermaid(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // Start loading a screen ahead, so a reader scrolling normally never sees the placeholder.
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Mermaid renders asynchronously (and again on a colour-mode change); the column width changes with the window.
  useEffect(() => {
    const element = ref.current;
    if (!near || !element) return undefined;
    const fit = () => setScrolls(fitDiagram(element));
    const mutations = new MutationObserver(fit);
    mutations.observe(element, {childList: true, subtree: true});
    const resizes = new ResizeObserver(fit);
    resizes.observe(element);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [near]);

  const placeholder = <div className={styles.placeholder} role="img" aria-label="Diagram loading" aria-busy="true" />;
  return (
    <div
      ref={ref}
      className={styles.diagram}
      data-mermaid-diagram=""
      // A diagram wider than the column scrolls sideways; keyboard users need to focus it to scroll it.
      {...(scrolls ? {tabIndex: 0, role: 'region', 'aria-label': 'Diagram (scrolls sideways)'} : {})}>
      {near ? <Suspense fallback={placeholder}>{<OriginalMermaid {...props} />}</Suspense> : placeholder}
    </div>
  );
}
