/**
 * The serving rules of the site, in one place. src/plugins/serving-rules writes them at build time as
 * `_headers` + `_redirects` in the build (Netlify, Cloudflare Pages) and as `<build>.nginx.conf` beside it (nginx, used
 * by `npm run serve:nginx` and by the tests), so the hosts cannot drift apart. tests/deploy checks nginx
 * against the first two files.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {redirects as configRedirects, testnetTools} from '../config/redirects';

export interface Redirect {
  from: string;
  to: string;
}

/** What the CSP must allow beyond the site's own origin: one entry per integration switched on in config/env.ts. */
export interface Integrations {
  algoliaAppId?: string;
  gtm?: boolean;
  statusPageScriptUrl?: string | null;
  aiWidgetScriptUrl?: string | null;
}

export const cacheImmutable = 'public, max-age=31536000, immutable';
/** HTML, sitemap.xml, search-index.json, .md/.txt copies, images under /img: every file whose name does not change with its content. */
export const cacheRevalidate = 'no-cache';
/** Files named with a content hash: Docusaurus writes every JS/CSS chunk and bundled image under /assets/. */
export const hashedPrefix = '/assets/';

/** SPEC §2: the second readings redirect to the canonical ones (config/redirects.ts also makes in-page redirects for them). */
export const serverRedirects: Redirect[] = [
  ...(configRedirects ?? []).flatMap((r) =>
    (Array.isArray(r.from) ? r.from : [r.from]).map((from) => ({from, to: r.to})),
  ),
  ...testnetTools.map((tool) => ({from: `/docs/testnet/${tool}`, to: `/docs/network/testnet/${tool}`})),
];

/**
 * Top-level files other plugins write in their postBuild, which Docusaurus runs at the same time as ours, so a
 * listing of the folder can miss them. (`llms*.txt` and `markdown-index.json`: src/plugins/markdown-export.)
 */
export const lateTopLevelFiles = [
  'sitemap.xml',
  'search-index.json',
  'robots.txt',
  'llms.txt',
  'llms-full.txt',
  'markdown-index.json',
];

/** Build files that are instructions for hosts, never content: nginx answers 404 for them, as Netlify and Cloudflare do. */
export const privateFiles = ['_headers', '_redirects'];

/**
 * nginx's rules for a build, written beside the build folder and never in it: a static host publishes every file of
 * the folder (Cloudflare Pages served `/_nginx/server.conf` when it lived there). `build` → `build.nginx.conf`.
 */
export const nginxServerConfPath = (outDir: string): string => `${path.resolve(outDir)}.nginx.conf`;

/**
 * Features the site never uses, denied to every frame. Only names Chromium recognises: an unknown one is a
 * console warning on every page. clipboard-write stays allowed (the code blocks' copy button).
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every built HTML page under `dir`, hashed assets left out (the CSP here; the built-site tests too). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The URL path a built HTML file answers at (`docs/x.html` → `/docs/x`, `index.html` → `/`). */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const rel = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  if (rel === '/index.html') return '/';
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/**
 * SHA-256 sources of every inline script the browser runs on a page the server answers with. JSON-LD is data,
 * not run, so it needs none; the client-redirect pages of `serverRedirects` are never served (the server
 * redirects first), so their scripts are left out of the policy.
 */
export function inlineScriptHashes(outDir: string): string[] {
  const redirected = new Set(serverRedirects.map((r) => r.from));
  const hashes = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    if (redirected.has(routeOfHtmlFile(outDir, file))) continue;
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1] ?? '';
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
      hashes.add(sha256(match[2] ?? ''));
    }
  }
  return [...hashes].sort();
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The GraphQL runner's only destinations (src/components/widgets/GraphQLRunner): the two endpoints the pinned
 * @0xintuition/graphql names, over HTTPS for queries and as wss: for subscriptions. Full URLs, so the CSP
 * allows exactly those paths and no other path on those hosts.
 */
export const graphqlEndpoints: string[] = [API_URL_PROD, API_URL_DEV].flatMap((url) => [
  url,
  url.replace(/^https:/, 'wss:'),
]);

/**
 * The read console's and live parameters' only destinations (src/components/widgets/ReadConsole): the HTTP JSON-RPC URL of
 * each network as the pinned @0xintuition/protocol defines it. Full URLs like the GraphQL endpoints (no other
 * path on those hosts), HTTPS only: the console reads over HTTP, never over the chains' wss: URLs.
 */
export const rpcEndpoints: string[] = [intuitionMainnet, intuitionTestnet].map((chain) => {
  const url = chain.rpcUrls.default.http[0];
  if (!url?.startsWith('https://')) throw new Error(`@0xintuition/protocol: chain ${chain.id} has no HTTPS RPC URL`);
  return url;
});

/** The Content-Security-Policy: the site's own origin only, widened per integration that is switched on. */
export function contentSecurityPolicy(scriptHashes: string[], integrations: Integrations): string {
  const script = new Set<string>(["'self'", ...scriptHashes]);
  const connect = new Set<string>(["'self'", ...graphqlEndpoints, ...rpcEndpoints]);
  const img = new Set<string>(["'self'", 'data:']);
  const frame = new Set<string>();

  if (integrations.algoliaAppId) {
    // DocSearch queries the app's DSN host first and falls back to three algolianet hosts (algoliasearch's host list).
    const app = integrations.algoliaAppId.toLowerCase();
    for (const host of [
      `${app}-dsn.algolia.net`,
      `${app}-1.algolianet.com`,
      `${app}-2.algolianet.com`,
      `${app}-3.algolianet.com`,
    ]) {
      connect.add(`https://${host}`);
    }
  }
  if (integrations.gtm) {
    // Google's documented CSP for Tag Manager with Google Analytics 4; its inline loader is hashed like any other script.
    script.add('https://www.googletagmanager.com');
    img.add('https://www.googletagmanager.com').add('https://*.google-analytics.com');
    connect
      .add('https://*.google-analytics.com')
      .add('https://*.analytics.google.com')
      .add('https://www.googletagmanager.com');
    frame.add('https://www.googletagmanager.com'); // the <noscript> iframe
  }
  for (const url of [integrations.statusPageScriptUrl, integrations.aiWidgetScriptUrl]) {
    if (!url) continue;
    // A widget loads its script, talks to its own API and may draw its panel in an iframe, all from its origin.
    script.add(originOf(url));
    connect.add(originOf(url));
    frame.add(originOf(url));
  }

  const directives: [string, Set<string> | string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // Styles stay 'unsafe-inline' (scripts never do): Mermaid writes a <style> element and style attributes into
    // each diagram it draws in the browser, with per-diagram ids, so no hash can be known at build time; the
    // theme's SVG sprite also carries style="display: none;" in the static HTML.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', img],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', frame.size ? frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...values].join(' ')}`).join('; ');
}

/** Headers on every response. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'DENY',
  };
}

export interface ServingRules {
  redirects: Redirect[];
  security: Record<string, string>;
  /** Top-level entries of the build other than /assets: the static-host files set their cache header one by one. */
  topLevel: {files: string[]; dirs: string[]};
}

export function servingRules(outDir: string, integrations: Integrations): ServingRules {
  const files: string[] = [...lateTopLevelFiles];
  const dirs: string[] = [];
  for (const entry of fs.readdirSync(outDir, {withFileTypes: true})) {
    if (privateFiles.includes(entry.name) || `/${entry.name}/` === hashedPrefix || entry.name === '404.html') continue;
    if (entry.isDirectory()) dirs.push(entry.name);
    else files.push(entry.name === 'index.html' ? '' : entry.name.replace(/\.html$/, ''));
    // Each page's Markdown copy (src/plugins/markdown-export) may not be written yet when this runs, since
    // plugins' postBuild hooks run concurrently: name it from its HTML page instead of waiting for the listing.
    if (entry.isFile() && entry.name.endsWith('.html')) files.push(entry.name.replace(/\.html$/, '.md'));
  }
  return {
    redirects: serverRedirects,
    security: securityHeaders(contentSecurityPolicy(inlineScriptHashes(outDir), integrations)),
    topLevel: {files: [...new Set(files)].sort(), dirs: dirs.sort()},
  };
}

/**
 * `_headers`. Both hosts join the values of one header from several matching rules, so Cache-Control is
 * never on `/*`: `/assets/*` gets the immutable value and every other top-level file or folder the
 * revalidating one. Both already serve `.md` as text/markdown and `.txt` as text/plain.
 */
export function renderHeadersFile(rules: ServingRules): string {
  const block = (pattern: string, headers: Record<string, string>): string =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  return [
    '# Generated by src/plugins/serving-rules from deploy/rules.ts; change that file, not this one.',
    block('/*', rules.security),
    block(`${hashedPrefix}*`, {'Cache-Control': cacheImmutable}),
    // Cloudflare Pages answers /404 with the not-found page itself (status 200): it revalidates like every page.
    block('/404', {'Cache-Control': cacheRevalidate}),
    ...rules.topLevel.files.map((file) => block(`/${file}`, {'Cache-Control': cacheRevalidate})),
    ...rules.topLevel.dirs.flatMap((dir) => [block(`/${dir}/*`, {'Cache-Control': cacheRevalidate})]),
  ].join('\n');
}

/**
 * `/x/index.html` → `/x`, as nginx does. Netlify and Cloudflare Pages strip `.html` and a trailing slash by
 * themselves, but this build has no `x/index.html` files, so without the rule that path is a 404 there.
 */
export const indexHtmlRedirect = {from: '/*/index.html', to: '/:splat'} as const;

/**
 * `_redirects`: the spec's second readings, then `/x/index.html` → `/x`. Both hosts keep the query string,
 * serve `/x` from `x.html`, send `/x.html` and `/x/` to `/x` (Cloudflare with 308) and answer unknown paths
 * with 404.html and status 404 by themselves.
 */
export function renderRedirectsFile(rules: ServingRules): string {
  return [
    '# Generated by src/plugins/serving-rules from deploy/rules.ts; change that file, not this one.',
    ...rules.redirects.map((r) => `${r.from} ${r.to} 301`),
    `${indexHtmlRedirect.from} ${indexHtmlRedirect.to} 301`,
    '',
  ].join('\n');
}

const nginxString = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** `<build>.nginx.conf`: include it inside a `server {}` whose `root` is the build folder (deploy/nginx/nginx.conf.template). */
export function renderNginxServerConf(rules: ServingRules): string {
  // add_header in a location replaces every add_header above it, so each location that answers carries the whole set.
  const headers = (cacheControl: string): string =>
    [
      ...Object.entries(rules.security).map(([name, value]) => `    add_header ${name} ${nginxString(value)} always;`),
      `    add_header Cache-Control ${nginxString(cacheControl)} always;`,
    ].join('\n');
  const redirect = (to: string): string => `return 301 ${to}$is_args$args;`;
  return `# Generated by src/plugins/serving-rules from deploy/rules.ts; change that file, not this one.
# Include inside a server {} whose root is the build folder; deploy/nginx/nginx.conf.template shows how.
absolute_redirect off;
server_tokens off;
charset utf-8;
charset_types text/css text/plain text/markdown text/xml application/javascript application/json application/xml image/svg+xml;
gzip on;
gzip_vary on;
gzip_min_length 256;
gzip_comp_level 6;
gzip_types text/css text/plain text/markdown text/xml application/javascript application/json application/xml image/svg+xml;
# A file.gz next to a file is sent as it is, with no compression work per request.
gzip_static on;
error_page 404 /404.html;
${Object.entries(rules.security)
  .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`)
  .join('\n')}

location = /404.html {
    internal;
${headers(cacheRevalidate)}
}
location = /404 { return 404; }
location ~ ^/(${privateFiles.join('|')})(/|$) { return 404; }

# SPEC §2: second readings, 301 at the server.
${rules.redirects.map((r) => `location = ${r.from} { ${redirect(r.to)} }`).join('\n')}

# SPEC §2: clean URLs without a trailing slash; .html and /index.html go to the clean path, query kept.
location = /index.html { ${redirect('/')} }
location ~ ^(?<clean>/.+)/index\\.html$ { ${redirect('$clean')} }
location ~ ^(?<clean>/.+)\\.html$ { ${redirect('$clean')} }
location ~ ^(?<clean>/.+)/$ { ${redirect('$clean')} }

location ^~ ${hashedPrefix} {
${headers(cacheImmutable)}
    try_files $uri =404;
}
location = / {
${headers(cacheRevalidate)}
    try_files /index.html =404;
}
location / {
${headers(cacheRevalidate)}
    try_files $uri $uri.html =404;
}
`;
}

/** Writes the two host files into the build and nginx's beside it; returns what it wrote, relative to outDir. */
export function writeServingRules(outDir: string, integrations: Integrations): string[] {
  const rules = servingRules(outDir, integrations);
  fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(rules));
  fs.writeFileSync(path.join(outDir, '_redirects'), renderRedirectsFile(rules));
  const nginxConf = nginxServerConfPath(outDir);
  fs.writeFileSync(nginxConf, renderNginxServerConf(rules));
  return ['_headers', '_redirects', path.relative(outDir, nginxConf)];
}
