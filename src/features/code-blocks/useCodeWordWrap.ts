import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Stands in for theme-common's useCodeWordWrap (the alias in ./index.ts) and returns the same. The theme measures each code
 * block in an effect right after hydration (scrollWidth against clientWidth, to show the word-wrap button only when
 * the code scrolls sideways); the first such read forces the whole page's style and layout inside hydration's task,
 * 155 ms of a 4×-CPU profile of a reference page with 13 blocks. Here a ResizeObserver measures after the browser's
 * own layout. It also fires on a window resize and when a hidden tab panel is shown, which the theme watched
 * separately.
 */
export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // Lines skipped by content-visibility (a block away from the viewport) have no layout, or a stale one, to measure:
    // they are measured when they near the viewport (below). Hidden tab panels wait for the observer the same way.
    const code = pre.querySelector('code');
    if (code?.checkVisibility({contentVisibilityAuto: true}) === false) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || !!code?.hasAttribute('style'));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // As the theme: no sideways scrolling at all once wrapped, even for one very long token.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
    // Wrapping or unwrapping changes what scrolls even when the block keeps its size; a click may force a layout.
    measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    // The block's box in the theme's layout (the parent of ./Content.tsx's wrapper, which has no box of
    // its own), not the <pre>: a block rendered in the browser before Prism arrives shows a plain <pre> that the
    // highlighted one later replaces, and measure() reads whichever the ref holds.
    const box = pre.closest('[data-code-lines]')?.parentElement ?? pre;
    observer.observe(box);
    // A <pre> away from the viewport skips laying out its lines (content-visibility, see the Content wrapper's
    // styles) until it nears the viewport, when this event fires. It does not bubble; capturing it on the box
    // follows whichever <pre> the block holds.
    const onVisibility = (event: Event) => {
      if (!(event as Event & {skipped?: boolean}).skipped) measure();
    };
    box.addEventListener('contentvisibilityautostatechange', onVisibility, {capture: true});
    return () => {
      observer.disconnect();
      box.removeEventListener('contentvisibilityautostatechange', onVisibility, {capture: true});
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
