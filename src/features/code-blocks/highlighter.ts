import {lazy} from 'react';
import type Highlighted from './Highlighted';

type HighlightedLines = typeof Highlighted;

let loaded: HighlightedLines | undefined;
let loading: Promise<{default: HighlightedLines}> | undefined;

/**
 * Starts loading ./Highlighted (Prism's part of a code block) once. Hydrated blocks keep the server's markup and
 * never need it, so it is loaded for the first block rendered in the browser, or earlier when a client-side
 * navigation starts (./highlighterOnNavigation.ts), while the next page's own code downloads.
 */
export function loadHighlighter(): Promise<{default: HighlightedLines}> {
  loading ??= import('./Highlighted').then((module) => {
    loaded = module.default;
    return module;
  });
  return loading;
}

/** The highlighter once loaded, so a block can render it without suspending. */
export function loadedHighlighter(): HighlightedLines | undefined {
  return loaded;
}

export const LazyHighlighted = lazy(loadHighlighter);
