/** The clean path for a request path ending in .html or /index.html, or null when it is already clean (SPEC §2). */
export function cleanPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return null;
}
