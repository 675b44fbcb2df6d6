/**
 * Ids seen in answers on this page, newest first, shared by every runner on it: an example that needs an id offers
 * them. A module-level store (one per page load), read through useSyncExternalStore; the window event is its change
 * signal.
 */
import {useSyncExternalStore} from 'react';

const limit = 50;
const idsEvent = 'graphql-runner-ids';
let pageIds: readonly string[] = [];

/** Keeps the ids an answer holds: every value of a field named `id` or ending in `_id`. */
export function rememberIds(data: unknown): void {
  const found: string[] = [];
  const walk = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
    else if (key && /(^|_)id$/.test(key) && (typeof value === 'string' || typeof value === 'number'))
      found.push(String(value));
  };
  walk(data);
  const next = [...pageIds];
  for (const id of found.slice(0, limit)) {
    const at = next.indexOf(id);
    if (at >= 0) next.splice(at, 1);
    next.unshift(id);
  }
  pageIds = next.slice(0, limit);
  window.dispatchEvent(new Event(idsEvent));
}

const subscribe = (update: () => void): (() => void) => {
  window.addEventListener(idsEvent, update);
  return () => window.removeEventListener(idsEvent, update);
};
const none: readonly string[] = [];

export function usePageIds(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => pageIds,
    () => none,
  );
}
