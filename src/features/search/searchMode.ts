import {createStorageSlot} from '@docusaurus/theme-common';

/** SPEC §4: the search mode is kept in local storage under `search`, as 'ai' or 'docsearch'. */
export type SearchMode = 'ai' | 'docsearch';

export const searchModeSlot = createStorageSlot('search');

export function readSearchMode(): SearchMode {
  return searchModeSlot.get() === 'ai' ? 'ai' : 'docsearch';
}

/**
 * Hands a question to the AI assistant: a DOM event any widget integration can listen for, and, when
 * AI_WIDGET_OPEN_FUNCTION names one (e.g. "Kapa.open"), a call to that global with {query}.
 */
export function askAssistant(query: string, openFunction: string | null): void {
  window.dispatchEvent(new CustomEvent('intuition:ask-ai', {detail: {query}}));
  if (!openFunction) return;
  const path = openFunction.split('.');
  let owner: unknown = window;
  for (const key of path.slice(0, -1)) owner = (owner as Record<string, unknown> | undefined)?.[key];
  const fn = (owner as Record<string, unknown> | undefined)?.[path[path.length - 1]!];
  if (typeof fn === 'function') (fn as (arg: {query: string}) => void).call(owner, {query});
}
