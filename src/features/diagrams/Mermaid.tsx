import React, {Suspense, lazy, useEffect, useId, useRef, useState, type ComponentProps} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type OriginalMermaidType from '@theme-original/Mermaid';
import {useKeptServerMarkup, type KeptMarkup} from '../useKeptServerMarkup';
import {readableMinWidth, smallestFontSize} from './diagramText';
import styles from './Mermaid.module.css';

/**
 * Wraps the theme's Mermaid component (wrap, not eject: configuration can do none of this). A diagram the build
 * drew (./index.ts: both colour modes' SVGs in the page's HTML) is kept through hydration and
 * never loads Mermaid; first rendered in the browser (client-side navigation), it fetches those SVGs from
 * build/assets/diagrams. Any other diagram fetches the Mermaid library (about 270 KB gzip) only when it comes
 * near the viewport: MDXComponents imports @theme/Mermaid statically, so without this wrapper the library would
 * be part of every page that renders MDX. And a wide diagram is never shrunk until its text is unreadable:
 * Mermaid scales the SVG down to the column (a left-to-right flowchart drew its labels at about 6 px), so its
 * minimum width keeps the text at `minTextPx` (./diagramText.ts) and the diagram scrolls sideways instead.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** `diagram`: the hash under which the build drew this diagram (./remark.ts). */
type Props = ComponentProps<typeof OriginalMermaidType> & {diagram?: string};

/** Where a diagram's SVGs come from: the page's HTML, a fetch of the build's files, or Mermaid in the browser. */
type Source = 'kept' | 'fetch' | 'browser';

/** Drawings already shown, by hash, so a diagram rendered again (or on another page) reuses them. */
const drawings: KeptMarkup = new Map();

/** A server slot holds a drawing unless the build could not draw this diagram (then it holds the placeholder). */
const holdsDrawing = (slot: Element): boolean => slot.querySelector('.docusaurus-mermaid-container') !== null;

/**
 * Decides once, on the first render, where this diagram's drawing comes from: kept from the server's markup (or
 * from an earlier rendering of the same diagram), fetched from the build's files, or drawn by Mermaid here.
 */
function useDrawing(id: string, diagram: string | undefined): [Source, string | null] {
  const {markup, serverRendered} = useKeptServerMarkup(drawings, 'data-mermaid-slot', id, diagram, holdsDrawing);
  if (markup !== null) return ['kept', markup];
  return [diagram && !serverRendered && typeof document !== 'undefined' ? 'fetch' : 'browser', null];
}

/** Sets the SVG's minimum width so that its smallest text is drawn at least `minTextPx`; returns whether it now overflows. */
function fitDiagram(wrapper: HTMLElement): boolean {
  const svg = wrapper.querySelector<SVGSVGElement>('.docusaurus-mermaid-container svg');
  const viewBoxWidth = svg?.viewBox.baseVal?.width;
  if (!svg || !viewBoxWidth) return false;
  const font = smallestFontSize(svg);
  if (!Number.isFinite(font)) return false;
  svg.style.minWidth = `${readableMinWidth(viewBoxWidth, font)}px`;
  return wrapper.scrollWidth > wrapper.clientWidth + 1;
}

/** Whether a label of the drawing shown is wider than the box the build drew for it. */
function clipsALabel(wrapper: HTMLElement): boolean {
  return Array.from(wrapper.querySelectorAll<SVGForeignObjectElement>('svg[data-mermaid-mode] foreignObject')).some(
    (object) => {
      const label = object.firstElementChild;
      return label !== null && label.scrollWidth > object.width.baseVal.value + 1;
    },
  );
}

export default function Mermaid({diagram, ...props}: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [initialSource, initialMarkup] = useDrawing(id, diagram);
  const [source, setSource] = useState<Source>(initialSource);
  const [markup, setMarkup] = useState<string | null>(initialMarkup);
  const [near, setNear] = useState(false);
  const [scrolls, setScrolls] = useState(false);
  const assets = useBaseUrl('/assets/diagrams/');

  // First rendered in the browser: fetch the build's drawings; if there are none, Mermaid draws it.
  useEffect(() => {
    if (source !== 'fetch' || !diagram) return undefined;
    let current = true;
    const file = (mode: string) =>
      fetch(`${assets}${diagram}-${mode}.svg`).then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.text();
      });
    Promise.all([file('light'), file('dark')]).then(
      ([light, dark]) => {
        const drawn = `<div class="docusaurus-mermaid-container">${light}${dark}</div>`;
        drawings.set(diagram, drawn);
        if (current) setMarkup(drawn);
      },
      () => current && setSource('browser'),
    );
    return () => {
      current = false;
    };
  }, [source, diagram, assets]);

  useEffect(() => {
    const element = ref.current;
    if (source !== 'browser' || !element) return undefined;
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
  }, [source]);

  // The build measured the labels with its fonts (./index.ts). Where the reader's font draws a
  // label wider than its box, the drawing would clip it: Mermaid draws the diagram here instead, as without a build.
  useEffect(() => {
    const element = ref.current;
    if (markup === null || !element) return;
    if (clipsALabel(element)) {
      setMarkup(null);
      setSource('browser');
    }
  }, [markup]);

  // Mermaid renders asynchronously (and again on a colour-mode change); the column width changes with the window.
  // A drawing from the build already has its minimum width: only whether it overflows is left to find.
  useEffect(() => {
    const element = ref.current;
    const drawn = markup !== null;
    if (!(drawn || near) || !element) return undefined;
    const fit = () => setScrolls(drawn ? element.scrollWidth > element.clientWidth + 1 : fitDiagram(element));
    const mutations = new MutationObserver(fit);
    if (!drawn) mutations.observe(element, {childList: true, subtree: true});
    const resizes = new ResizeObserver(fit);
    resizes.observe(element);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [near, markup]);

  const placeholder = <div className={styles.placeholder} role="img" aria-label="Diagram loading" aria-busy="true" />;
  let content: React.ReactNode = placeholder;
  if (source === 'browser' && near) {
    content = <Suspense fallback={placeholder}>{<OriginalMermaid {...props} />}</Suspense>;
  }
  return (
    <div
      ref={ref}
      className={styles.diagram}
      data-mermaid-diagram=""
      // A diagram wider than the column scrolls sideways; keyboard users need to focus it to scroll it.
      {...(scrolls ? {tabIndex: 0, role: 'region', 'aria-label': 'Diagram (scrolls sideways)'} : {})}>
      {markup !== null ? (
        // React does not touch markup set this way while hydrating, and later renders pass the same string. The
        // string is the build's drawing of this diagram (the server's markup, or the build's file), never outside input.
        <div
          key="drawn"
          data-mermaid-slot={id}
          data-diagram={diagram}
          className={styles.slot}
          // eslint-disable-next-line react/no-danger -- the build's own drawing, see above
          dangerouslySetInnerHTML={{__html: markup}}
        />
      ) : (
        <div key="browser" data-mermaid-slot={id} data-diagram={diagram} className={styles.slot}>
          {content}
        </div>
      )}
    </div>
  );
}
