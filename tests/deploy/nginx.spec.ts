import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {docIds, docPath, pageRoutes, testBuildDir, testnetTools} from '../support/routes';
import {rawGet} from '../support/http';
import {
  cacheImmutable,
  cacheRevalidate,
  renderHeadersFile,
  renderNginxServerConf,
  renderRedirectsFile,
  serverRedirects,
  servingRules,
} from '../../deploy/rules';

/**
 * Real HTTP requests to nginx with the site's generated rules (`npm run serve:nginx`, started by
 * playwright.config.ts over the tested build): routes, redirects, the 404 page, cache headers by file type,
 * gzip, every security header and the CSP, all held equal to the `_headers` / `_redirects` files a static host
 * reads. A second nginx over the same build plus a few fixture files checks Markdown, text and precompressed files.
 */
const buildDir = testBuildDir;
const repo = path.resolve(__dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3311);
const base = `http://127.0.0.1:${port}`;
const fixturePort = port + 2;
const fixtureBase = `http://127.0.0.1:${fixturePort}`;

const routes = [...pageRoutes, '/docs', ...docIds.map(docPath)];
const assetOf = (dir: string, ext: string): string => {
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

test.describe('nginx serves the site by its rules', () => {
  test('every SPEC route answers 200 with HTML', async () => {
    for (const route of routes) {
      const res = await rawGet(`${base}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toBe('text/html; charset=utf-8');
    }
  });

  test('/x/, /x.html and /x/index.html answer 301 to /x, keeping the query string', async () => {
    for (const route of routes.filter((r) => r !== '/')) {
      for (const variant of [`${route}/`, `${route}.html`, `${route}/index.html`]) {
        const res = await rawGet(`${base}${variant}?ref=a%20b&x=1`);
        expect(res.status, variant).toBe(301);
        expect(res.headers.location, variant).toBe(`${route}?ref=a%20b&x=1`);
      }
    }
    const index = await rawGet(`${base}/index.html?x=1`);
    expect([index.status, index.headers.location]).toEqual([301, '/?x=1']);
  });

  test('the second readings redirect with 301 at the server, to pages that exist', async () => {
    expect(serverRedirects.map((r) => r.from)).toEqual(['/sdks/ui', ...testnetTools.map((t) => `/docs/testnet/${t}`)]);
    for (const {from, to} of serverRedirects) {
      const res = await rawGet(`${base}${from}?q=1`);
      expect([res.status, res.headers.location], from).toEqual([301, `${to}?q=1`]);
      expect((await rawGet(`${base}${to}`)).status, to).toBe(200);
    }
  });

  test('unknown paths and host files answer the site\'s not-found page with 404', async () => {
    const notFound = fs.readFileSync(path.join(buildDir, '404.html'));
    for (const url of ['/no-such-page', '/docs/no-such-page', '/assets/js/no-such.js', '/404', '/_headers', '/_redirects', '/_nginx/server.conf']) {
      const res = await rawGet(`${base}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body.equals(notFound), `${url} body is build/404.html`).toBe(true);
      expect(res.headers['cache-control'], url).toBe(cacheRevalidate);
    }
    expect(fs.readFileSync(path.join(buildDir, '404.html'), 'utf8')).toContain('Page Not Found');
  });

  test('hashed assets are cached a year and immutable; everything else revalidates', async () => {
    for (const asset of [assetOf('js', '.js'), assetOf('css', '.css')]) {
      const res = await rawGet(`${base}${asset}`);
      expect([res.status, res.headers['cache-control']], asset).toEqual([200, cacheImmutable]);
    }
    for (const url of ['/', '/docs/introduction/overview', '/docs', '/sitemap.xml', '/search-index.json', '/robots.txt', '/img/favicon.svg']) {
      const res = await rawGet(`${base}${url}`);
      expect([res.status, res.headers['cache-control']], url).toEqual([200, 'no-cache']);
      // Revalidation is cheap: the validator gets a 304 without the body.
      const again = await rawGet(`${base}${url}`, {'If-None-Match': String(res.headers.etag)});
      expect(again.status, `${url} revalidated by ETag`).toBe(304);
    }
  });

  test('text is gzipped when the client accepts it, and sent plain otherwise', async () => {
    for (const url of ['/docs/introduction/overview', assetOf('js', '.js'), assetOf('css', '.css'), '/search-index.json', '/sitemap.xml', '/img/logo-light.svg']) {
      const zipped = await rawGet(`${base}${url}`, {'Accept-Encoding': 'gzip'});
      expect(zipped.headers['content-encoding'], url).toBe('gzip');
      expect(zipped.headers.vary, url).toContain('Accept-Encoding');
      const plain = await rawGet(`${base}${url}`);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(zipped.body.length, `${url} compressed`).toBeLessThan(plain.body.length);
    }
  });

  test('every response carries every security header; the CSP allows only this origin, hashed inline scripts and the two GraphQL endpoints', async () => {
    const security = securityHeaders();
    expect(Object.keys(security).sort()).toEqual(
      ['content-security-policy', 'permissions-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options'],
    );
    expect(security['x-content-type-options']).toBe('nosniff');
    expect(security['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(security['strict-transport-security']).toMatch(/^max-age=(\d{8,}); includeSubDomains$/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(security['permissions-policy']).toContain(`${feature}=()`);

    const csp = Object.fromEntries(
      security['content-security-policy']!.split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name!, values];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']![0]).toBe("'self'");
    for (const source of csp['script-src']!.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // The only other origins: the GraphQL runner's two endpoints, as the pinned package names them (and wss: forms).
    expect(csp['connect-src']).toEqual(["'self'", API_URL_PROD, API_URL_PROD.replace('https:', 'wss:'), API_URL_DEV, API_URL_DEV.replace('https:', 'wss:')]);
    for (const url of [API_URL_PROD, API_URL_DEV]) expect(url).toMatch(/^https:\/\/[a-z.]+\/v1\/graphql$/);
    const others = Object.entries(csp).filter(([name]) => name !== 'connect-src').flatMap(([, values]) => values!);
    expect(others.join(' ')).not.toMatch(/unsafe-eval|https?:|wss?:|\*/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);

    for (const url of ['/', '/docs/introduction/overview', assetOf('js', '.js'), '/sdks/ui', '/docs/', '/no-such-page', '/robots.txt']) {
      const res = await rawGet(`${base}${url}`);
      for (const [name, value] of Object.entries(security)) expect(res.headers[name], `${name} on ${url} (${res.status})`).toBe(value);
    }

    // Every inline script each served page runs is allowed by its hash, and nothing more is allowed.
    const needed = new Set<string>();
    for (const route of routes) {
      const html = (await rawGet(`${base}${route}`)).body.toString('utf8');
      for (const m of html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type=application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
        needed.add(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
      }
    }
    expect(new Set(csp['script-src']!.slice(1))).toEqual(needed);
  });

  test('_headers and _redirects are the rules nginx serves, generated from deploy/rules.ts', async () => {
    const rules = servingRules(buildDir, {});
    expect(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8')).toBe(renderHeadersFile(rules));
    expect(fs.readFileSync(path.join(buildDir, '_redirects'), 'utf8')).toBe(renderRedirectsFile(rules));
    expect(fs.readFileSync(path.join(buildDir, '_nginx/server.conf'), 'utf8')).toBe(renderNginxServerConf(rules));

    // What a static host would send for each _headers rule is what nginx sends.
    for (const {pattern, headers} of headersFile()) {
      const sample =
        pattern === '/*' ? '/faq' : pattern === '/assets/*' ? assetOf('js', '.js') : pattern.endsWith('/*') ? null : pattern;
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
        const exists = ['', '.html', '/index.html'].some((ext) => fs.existsSync(path.join(buildDir, `${url}${ext}`)) && !fs.statSync(path.join(buildDir, `${url}${ext}`)).isDirectory());
        expect(res.status, `${url} (${pattern})`).toBe(exists ? 200 : 404);
        for (const [name, value] of Object.entries(headers)) expect(res.headers[name], `${name} on ${url} (${pattern})`).toBe(value);
      }
    }
    const lines = fs.readFileSync(path.join(buildDir, '_redirects'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines.length).toBe(serverRedirects.length);
    for (const line of lines) {
      const [from, to, status] = line.split(' ');
      const res = await rawGet(`${base}${from}`);
      expect([res.status, res.headers.location], line).toEqual([Number(status), to]);
    }
  });

  test('robots.txt names the sitemap, which nginx serves', async () => {
    const robots = await rawGet(`${base}/robots.txt`);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots.body.toString())?.[1];
    expect(sitemap).toBe('https://docs.intuition.systems/sitemap.xml');
    const res = await rawGet(`${base}${new URL(sitemap!).pathname}`);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'text/xml; charset=utf-8']);
  });
});

test.describe('nginx over a build with Markdown, text and precompressed files', () => {
  let fixtureDir: string;
  let server: ChildProcess;
  const markdown = '# Overview\n\nAtoms, triples — and signals.\n'.repeat(20);
  const text = 'llms.txt fixture\n'.repeat(40);

  test.beforeAll(async () => {
    // The real build's files, linked, plus fixtures the build may not have yet.
    fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-deploy-fixture-'));
    fs.chmodSync(fixtureDir, 0o755);
    for (const entry of fs.readdirSync(buildDir)) fs.symlinkSync(path.join(buildDir, entry), path.join(fixtureDir, entry));
    fs.writeFileSync(path.join(fixtureDir, 'fixture-page.md'), markdown);
    fs.writeFileSync(path.join(fixtureDir, 'fixture.txt'), text);
    fs.writeFileSync(path.join(fixtureDir, 'fixture-static.txt'), text);
    // A .gz that differs from what nginx would make on the fly proves the precompressed file is the one sent.
    fs.writeFileSync(path.join(fixtureDir, 'fixture-static.txt.gz'), gzipSync(`${text}precompressed\n`, {level: 9}));
    server = spawn('npx', ['tsx', path.join(repo, 'scripts/serve-nginx.ts'), fixtureDir], {
      env: {...process.env, PORT: String(fixturePort)},
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(async () => (await rawGet(`${fixtureBase}/`).catch(() => ({status: 0}))).status, {timeout: 20_000})
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(fixtureDir, {recursive: true, force: true});
  });

  test('.md is text/markdown and .txt text/plain, in UTF-8, revalidated, never redirected', async () => {
    const md = await rawGet(`${fixtureBase}/fixture-page.md`);
    expect([md.status, md.headers['content-type'], md.headers['cache-control']]).toEqual([200, 'text/markdown; charset=utf-8', 'no-cache']);
    expect(md.body.toString('utf8')).toBe(markdown);
    const txt = await rawGet(`${fixtureBase}/fixture.txt?x=1`);
    expect([txt.status, txt.headers['content-type'], txt.headers['cache-control']]).toEqual([200, 'text/plain; charset=utf-8', 'no-cache']);
    expect((await rawGet(`${fixtureBase}/fixture-page.md`, {'Accept-Encoding': 'gzip'})).headers['content-encoding']).toBe('gzip');
    for (const url of ['/llms.txt', '/llms-full.txt', '/docs/introduction/overview.md']) {
      // Written by the Markdown-copies build step when present; a redirect or an HTML answer would be wrong either way.
      const res = await rawGet(`${fixtureBase}${url}`);
      expect(res.status, url).not.toBe(301);
      if (res.status === 200) expect(res.headers['content-type'], url).toMatch(/^text\/(plain|markdown); charset=utf-8$/);
    }
  });

  test('a precompressed .gz next to a file is sent as it is', async () => {
    const res = await rawGet(`${fixtureBase}/fixture-static.txt`, {'Accept-Encoding': 'gzip'});
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(fs.readFileSync(path.join(fixtureDir, 'fixture-static.txt.gz')))).toBe(true);
  });

  test('serve:nginx names the package to install when nginx is missing', () => {
    const run = spawnSync('npx', ['tsx', path.join(repo, 'scripts/serve-nginx.ts'), buildDir], {
      env: {...process.env, NGINX_PATH: '/nonexistent/nginx', PORT: String(fixturePort + 1)},
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apt-get install -y nginx');
  });
});
