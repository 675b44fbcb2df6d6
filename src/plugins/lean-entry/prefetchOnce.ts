/**
 * Stands in for @docusaurus/core's client `prefetch` helper (the alias in ./index.ts), which adds one
 * `<link rel="prefetch">` per call. Docusaurus calls it for every chunk of every nested route a link leads to, and
 * a docs route nests three routes with the same path, so each link in view asked for the docs layout's chunks
 * three times again: a reference page added 303 links for 24 files during load, about 150 ms of main thread at
 * Lighthouse's 4× CPU. Here each URL gets one link, and later calls share its promise.
 */
const requested = new Map<string, Promise<void>>();

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(url));
    document.head.appendChild(link);
  });
}

function xhrPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.withCredentials = true;
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(url)));
    request.send(null);
  });
}

let strategy: ((url: string) => Promise<void>) | undefined;

export default function prefetch(url: string): Promise<void> {
  let pending = requested.get(url);
  if (!pending) {
    if (typeof document === 'undefined') return Promise.resolve();
    strategy ??= document.createElement('link').relList?.supports?.('prefetch') ? linkPrefetch : xhrPrefetch;
    // As Docusaurus: a failed prefetch is not an error (the request shows in the console anyway).
    pending = strategy(url).catch(() => undefined);
    requested.set(url, pending);
  }
  return pending;
}
