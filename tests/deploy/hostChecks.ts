import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {docIds, docPath, pageRoutes, testBuildDir, testnetTools} from '../support/routes';
import {rawGet} from '../support/http';
import {
  cacheImmutable,
  cacheRevalidate,
  indexHtmlRedirect,
  renderHeadersFile,
  nginxServerConfPath,
  renderNginxServerConf,
  renderRedirectsFile,
  serverRedirects,
  servingRules,
} from '../../deploy/rules';

/**
 * The HTTP checks every host of the site must pass, over real requests: every route, the redirects, the 404
 * status and body, cache headers, gzip, every security header and the CSP hashes, all held equal to the generated
 * `_headers` / `_redirects` files. nginx.spec.ts runs them against nginx, cloudflare.spec.ts against Cloudflare
 * Pages' own runtime. Where a host behaves differently by design, its `StaticHost` says so (one field per
 * difference, each with its reason), and README "Deploying" lists the same differences.
 */
export interface StaticHost {
  name: string;
  base: string;
  /**
   * Status of the host's own clean-URL redirects (`/x/`, `/x.html`, `/index.html` → clean path). nginx: 301 from
   * `_nginx/server.conf`. Cloudflare Pages: 308, built into its asset server (not configurable). `/x/index.html`
   * is 301 on both (`_redirects` rule `/*\/index.html /:splat 301` on Cloudflare).
   */
  cleanUrlStatus: 301 | 308;
  /** `/404` itself: nginx answers it 404 like any unknown path; Cloudflare serves `404.html` there with 200, as it serves `/x` from `x.html`. */
  notFoundPathStatus: 200 | 404;
  /** Cache-Control of a 404: nginx the revalidating value; Cloudflare always `no-store` (its asset server replaces any `_headers` value on a 404). */
  notFoundCacheControl: string;
  /**
   * What the host answers for its own rule files (`/_headers`, `/_redirects`): nginx answers them 404 with the
   * not-found page. Cloudflare never serves them (production answers 404; `wrangler pages dev` 4.86 answers 502, a
   * local-runtime quirk). nginx's own rules are written beside the build, so neither host has them to serve.
   */
  hostFiles: 'not-found-page' | 'never-served';
  /** Content-Type of sitemap.xml: nginx `text/xml; charset=utf-8` (Debian's mime.types); Cloudflare `application/xml`. */
  sitemapContentType: string;
  /** nginx adds `Vary: Accept-Encoding` to gzipped answers; Cloudflare's runtime compresses per request without it (its edge cache keys on encoding itself). */
  varyOnGzip: boolean;
}

const buildDir = testBuildDir;
const routes = [...pageRoutes, '/docs', ...docIds.map(docPath)];
export const assetOf = (dir: string, ext: string): string => {
  const file = fs.readdirSync(path.join(buildDir, 'assets', dir)).find((f) => f.endsWith(ext));
  if (!file) throw new Error(`no ${ext} file in ${buildDir}/assets/${dir}`);
  return `/assets/${dir}/${file}`;
};

/** `_headers` as rules: path pattern → headers. */
function parseHeadersFile(text: string): {pattern: string; headers: Record<string, string>}[] {
  const rules: {pattern: string; headers: Record<string, string>}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({pattern: line.trim(), headers: {}});
    else {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)!.headers[name!.toLowerCase()] = value.join(': ');
    }
  }
  return rules;
}
const headersFile = () => parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
const securityHeaders = () => headersFile().find((r) => r.pattern === '/*')!.headers;

export function hostChecks(host: StaticHost): void {
  const {base} = host;

  test('every SPEC route answers 200 with HTML', {tag: '@spec-routes'}, async () => {
    for (const route of routes) {
      const res = await rawGet(`${base}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toBe('text/html; charset=utf-8');
    }
  });

  test(
    `/x/ and /x.html answer ${host.cleanUrlStatus} to /x, /x/index.html 301, keeping the query string`,
    {tag: '@spec-clean-paths'},
    async () => {
      for (const route of routes.filter((r) => r !== '/')) {
        for (const [variant, status] of [
          [`${route}/`, host.cleanUrlStatus],
          [`${route}.html`, host.cleanUrlStatus],
          [`${route}/index.html`, 301],
        ] as const) {
          const res = await rawGet(`${base}${variant}?ref=a%20b&x=1`);
          expect(res.status, variant).toBe(status);
          expect(res.headers.location, variant).toBe(`${route}?ref=a%20b&x=1`);
        }
      }
      const index = await rawGet(`${base}/index.html?x=1`);
      expect([index.status, index.headers.location]).toEqual([host.cleanUrlStatus, '/?x=1']);
    },
  );

  test(
    'the second readings redirect with 301 at the server, to pages that exist',
    {tag: '@spec-second-readings'},
    async () => {
      expect(serverRedirects.map((r) => r.from)).toEqual([
        '/sdks/ui',
        ...testnetTools.map((t) => `/docs/testnet/${t}`),
      ]);
      for (const {from, to} of serverRedirects) {
        const res = await rawGet(`${base}${from}?q=1`);
        expect([res.status, res.headers.location], from).toEqual([301, `${to}?q=1`]);
        expect((await rawGet(`${base}${to}`)).status, to).toBe(200);
      }
    },
  );

  test("unknown paths answer the site's not-found page with 404", {tag: '@spec-not-found'}, async () => {
    const notFound = fs.readFileSync(path.join(buildDir, '404.html'));
    const hostFiles = ['/_headers', '/_redirects'];
    // Where nginx's rules once lived inside the build (a static host published them): now an unknown path.
    const nginxRules = ['/_nginx/server.conf', `/${path.basename(buildDir)}.nginx.conf`];
    for (const url of [
      '/no-such-page',
      '/docs/no-such-page',
      '/assets/js/no-such.js',
      '/404',
      ...hostFiles,
      ...nginxRules,
    ]) {
      const res = await rawGet(`${base}${url}`);
      if (hostFiles.includes(url) && host.hostFiles === 'never-served') {
        // The rule files are never sent (see StaticHost.hostFiles).
        expect(res.status, url).not.toBe(200);
        expect(res.body.toString('utf8'), url).not.toContain('Generated by');
        continue;
      }
      expect(res.status, url).toBe(url === '/404' ? host.notFoundPathStatus : 404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body.equals(notFound), `${url} body is build/404.html`).toBe(true);
      expect(res.headers['cache-control'], url).toBe(res.status === 404 ? host.notFoundCacheControl : cacheRevalidate);
    }
    expect(fs.readFileSync(path.join(buildDir, '404.html'), 'utf8')).toContain('Page Not Found');
  });

  test('hashed assets are cached a year and immutable; everything else revalidates', async () => {
    for (const asset of [assetOf('js', '.js'), assetOf('css', '.css')]) {
      const res = await rawGet(`${base}${asset}`);
      expect([res.status, res.headers['cache-control']], asset).toEqual([200, cacheImmutable]);
    }
    for (const url of [
      '/',
      '/docs/introduction/overview',
      '/docs',
      '/sitemap.xml',
      '/search-index.json',
      '/robots.txt',
      '/img/favicon.svg',
    ]) {
      const res = await rawGet(`${base}${url}`);
      expect([res.status, res.headers['cache-control']], url).toEqual([200, 'no-cache']);
      // Revalidation is cheap: the validator gets a 304 without the body.
      const again = await rawGet(`${base}${url}`, {'If-None-Match': String(res.headers.etag)});
      expect(again.status, `${url} revalidated by ETag`).toBe(304);
    }
  });

  test('text is gzipped when the client accepts it, and sent plain otherwise', async () => {
    for (const url of [
      '/docs/introduction/overview',
      assetOf('js', '.js'),
      assetOf('css', '.css'),
      '/search-index.json',
      '/sitemap.xml',
      '/img/logo-light.svg',
    ]) {
      const zipped = await rawGet(`${base}${url}`, {'Accept-Encoding': 'gzip'});
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      if (host.varyOnGzip) expect(zipped.headers.vary, url).toContain('Accept-Encoding');
      const plain = await rawGet(`${base}${url}`);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(zipped.body.length, `${url} compressed`).toBeLessThan(plain.body.length);
    }
  });

  test('every response carries every security header; the CSP allows only this origin, hashed inline scripts and the two GraphQL endpoints', async () => {
    const security = securityHeaders();
    expect(Object.keys(security).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(security['x-content-type-options']).toBe('nosniff');
    expect(security['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(security['strict-transport-security']).toMatch(/^max-age=(\d{8,}); includeSubDomains$/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(security['permissions-policy']).toContain(`${feature}=()`);

    const csp = Object.fromEntries(
      security['content-security-policy']!.split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name!, values];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']![0]).toBe("'self'");
    for (const source of csp['script-src']!.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // The only other origins: the GraphQL runner's two endpoints, as the pinned package names them (and wss: forms),
    // and the read console's two HTTPS RPC URLs, as @0xintuition/protocol's chains name them (no wss: RPC).
    expect(csp['connect-src']).toEqual([
      "'self'",
      API_URL_PROD,
      API_URL_PROD.replace('https:', 'wss:'),
      API_URL_DEV,
      API_URL_DEV.replace('https:', 'wss:'),
      intuitionMainnet.rpcUrls.default.http[0],
      intuitionTestnet.rpcUrls.default.http[0],
    ]);
    for (const chain of [intuitionMainnet, intuitionTestnet])
      expect(chain.rpcUrls.default.http[0]).toMatch(/^https:\/\/[a-z.]+\/http$/);
    expect(csp['connect-src']!.join(' ')).not.toContain('rpc.intuition.systems/ws');
    for (const url of [API_URL_PROD, API_URL_DEV]) expect(url).toMatch(/^https:\/\/[a-z.]+\/v1\/graphql$/);
    const others = Object.entries(csp)
      .filter(([name]) => name !== 'connect-src')
      .flatMap(([, values]) => values!);
    expect(others.join(' ')).not.toMatch(/unsafe-eval|https?:|wss?:|\*/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);

    // A page, a hashed asset, a server redirect, a clean-URL redirect, the /x/index.html rule, a 404 and a text file.
    for (const url of [
      '/',
      '/docs/introduction/overview',
      assetOf('js', '.js'),
      '/sdks/ui',
      '/docs/',
      '/faq/index.html',
      '/no-such-page',
      '/robots.txt',
    ]) {
      const res = await rawGet(`${base}${url}`);
      for (const [name, value] of Object.entries(security))
        expect(res.headers[name], `${name} on ${url} (${res.status})`).toBe(value);
    }

    // Every inline script each served page runs is allowed by its hash, and nothing more is allowed.
    const needed = new Set<string>();
    for (const route of routes) {
      const html = (await rawGet(`${base}${route}`)).body.toString('utf8');
      for (const m of html.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*type=application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        needed.add(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
      }
    }
    expect(new Set(csp['script-src']!.slice(1))).toEqual(needed);
  });

  test(`_headers and _redirects are generated from deploy/rules.ts, and ${host.name} sends what they say`, async () => {
    const rules = servingRules(buildDir, {});
    expect(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')).toBe(renderHeadersFile(rules));
    expect(fs.readFileSync(path.join(buildDir, '_redirects'), 'utf8')).toBe(renderRedirectsFile(rules));
    expect(fs.readFileSync(nginxServerConfPath(buildDir), 'utf8')).toBe(renderNginxServerConf(rules));
    // Nothing a host publishes holds nginx's configuration.
    const published = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'});
    expect(published.filter((f) => f.startsWith('_nginx') || f.endsWith('.conf'))).toEqual([]);

    // What a static host would send for each _headers rule is what this host sends.
    for (const {pattern, headers} of headersFile()) {
      const sample =
        pattern === '/*'
          ? '/faq'
          : pattern === '/assets/*'
            ? assetOf('js', '.js')
            : pattern.endsWith('/*')
              ? null
              : pattern;
      const urls = sample
        ? [sample]
        : fs
            .readdirSync(path.join(buildDir, pattern.slice(1, -2)))
            .map((f) => `${pattern.slice(0, -1)}${f.replace(/\.html$/, '')}`)
            .filter((url) => !serverRedirects.some((r) => r.from === url))
            .slice(0, 3);
      for (const url of urls) {
        const res = await rawGet(`${base}${url}`);
        // A rule may name a file another build step writes only when it runs (llms.txt); its 404 carries the same headers.
        const exists = ['', '.html', '/index.html'].some(
          (ext) =>
            fs.existsSync(path.join(buildDir, `${url}${ext}`)) &&
            !fs.statSync(path.join(buildDir, `${url}${ext}`)).isDirectory(),
        );
        expect(res.status, `${url} (${pattern})`).toBe(url === '/404' ? host.notFoundPathStatus : exists ? 200 : 404);
        for (const [name, value] of Object.entries(headers)) {
          const expected = name === 'cache-control' && res.status === 404 ? host.notFoundCacheControl : value;
          expect(res.headers[name], `${name} on ${url} (${pattern})`).toBe(expected);
        }
      }
    }
    const lines = fs
      .readFileSync(path.join(buildDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.length).toBe(serverRedirects.length + 1);
    for (const line of lines) {
      const [from, to, status] = line.split(' ');
      // The splat rule, tried on a real page: /docs/introduction/overview/index.html → /docs/introduction/overview.
      const [url, location] =
        from === indexHtmlRedirect.from
          ? ['/docs/introduction/overview/index.html', '/docs/introduction/overview']
          : [from, to];
      const res = await rawGet(`${base}${url}`);
      expect([res.status, res.headers.location], line).toEqual([Number(status), location]);
    }
  });

  test(`robots.txt names the sitemap, which ${host.name} serves`, async () => {
    const robots = await rawGet(`${base}/robots.txt`);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots.body.toString())?.[1];
    expect(sitemap).toBe('https://docs.intuition.systems/sitemap.xml');
    const res = await rawGet(`${base}${new URL(sitemap!).pathname}`);
    expect([res.status, res.headers['content-type']]).toEqual([200, host.sitemapContentType]);
  });
}
