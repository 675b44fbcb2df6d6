import {useState} from 'react';

/**
 * Keeping the server's markup through hydration, for the two features that render large static markup: code blocks
 * (the highlighted lines) and diagrams (the build's SVGs). It sits beside both features rather than in either.
 *
 * A component renders its kept markup with `dangerouslySetInnerHTML` on an element carrying `[attribute]={id}`.
 * While hydrating, React leaves the children of such an element as the server sent them, compares nothing in a
 * production build, and later renders pass the same string, so the server's markup stays without being read back
 * (the longest page holds 400 KB of highlighted code). React gives a component the same `useId` on the server and
 * in hydration, and a different one to a component first rendered in the browser, so the attribute finds server
 * markup only for the instance that rendered it.
 */

/** Markup already shown, by a key naming everything that decides it: a hydrated element (read when reused) or a string. */
export type KeptMarkup = Map<string, Element | string>;

export interface Kept {
  /**
   * `''` while hydrating the server's markup; a copy of what `kept` holds for the key; null for nothing to keep
   * (rendering on the server, a key never seen, or server markup that `usable` refused).
   */
  markup: string | null;
  /** Whether this instance is hydrating markup the server rendered (usable or not). */
  serverRendered: boolean;
}

/**
 * Decides once, on the first render, what this instance shows from before. The theme's Tabs mount their panels again
 * right after hydration (to apply a stored tab choice), and a component inside them finds the markup of the element
 * hydrated under the same key instead of rendering it again.
 */
export function useKeptServerMarkup(
  kept: KeptMarkup,
  attribute: string,
  id: string,
  key: string | undefined,
  usable: (server: Element) => boolean = () => true,
): Kept {
  const [initial] = useState((): Kept => {
    if (key === undefined || typeof document === 'undefined') return {markup: null, serverRendered: false};
    const server = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
    if (server !== null) {
      if (!usable(server)) return {markup: null, serverRendered: true};
      kept.set(key, server);
      return {markup: '', serverRendered: true};
    }
    const earlier = kept.get(key);
    if (earlier === undefined) return {markup: null, serverRendered: false};
    return {markup: typeof earlier === 'string' ? earlier : earlier.innerHTML, serverRendered: false};
  });
  return initial;
}
