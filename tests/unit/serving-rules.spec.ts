import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {
  contentSecurityPolicy,
  htmlFiles,
  inlineScriptHashes,
  nginxServerConfPath,
  renderHeadersFile,
  renderNginxServerConf,
  renderRedirectsFile,
  routeOfHtmlFile,
  securityHeaders,
  servingRules,
  writeServingRules,
} from '../../deploy/rules';

/**
 * deploy/rules.ts without a server: the rules it derives from a small build written here, checked by what each
 * host would do with them. The deploy tests check the same rules as nginx and Cloudflare serve the real build;
 * these run in a second and let StrykerJS (npm run test:mutation) judge the module alone.
 */
const hash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

function fixtureBuild({withNginx = true}: {withNginx?: boolean} = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'index.html',
    '<script>home()</script><script src="/assets/js/main.js"></script><script type="application/ld+json">{"a":1}</script>',
  );
  write(
    'docs/a.html',
    '<SCRIPT type="module">moduleCode()</SCRIPT><script type="text/plain">notRun()</script><script type=text/javascript>typed()</script>' +
      // Spacing, quoting and types the parser must read as a browser does.
      '<script type = "module">\n  spaced( 1 );\n</script><script type=text/plain>unquotedData()</script>' +
      '<script type="application/javascript">appJs()</script><script src = "/assets/js/b.js"></script>' +
      '<script type = "text/plain">spacedData()</script>',
  );
  write('docs/b/index.html', '<script>home()</script>');
  // A client-redirect page the server answers before it is ever served: its script is not in the policy.
  write('sdks/ui.html', '<script>redirectPage()</script>');
  write('assets/js/page.html', '<script>insideAssets()</script>');
  write('404.html', '<script>notFound()</script>');
  write('faq.html', '<p>no script</p>');
  write('_headers', 'old');
  if (withNginx) fs.writeFileSync(nginxServerConfPath(dir), 'old');
  write('img/logo.svg', '<svg/>');
  return dir;
}

/** `name a b; name2 c` → {name: [a, b], name2: [c]} */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values];
    }),
  );
}

/** A _headers file as pattern → header lines. */
function headerBlocks(text: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      expect(blocks.has(line), `one block per pattern (${line})`).toBe(false);
      current = [];
      blocks.set(line, current);
    } else current!.push(line.trim());
  }
  return blocks;
}

test('htmlFiles skips /assets and routes map to clean paths', () => {
  const dir = fixtureBuild();
  const routes = htmlFiles(dir)
    .map((file) => routeOfHtmlFile(dir, file))
    .sort();
  expect(routes).toEqual(['/', '/404', '/docs/a', '/docs/b', '/faq', '/sdks/ui']);
});

test('the policy hashes exactly the inline scripts a browser runs on a served page', () => {
  const dir = fixtureBuild();
  const expected = ['home()', 'moduleCode()', 'typed()', '\n  spaced( 1 );\n', 'appJs()', 'notFound()']
    .map(hash)
    .sort();
  const hashes = inlineScriptHashes(dir);
  expect(hashes).toEqual(expected);
  // Sorted, so the policy (and the _headers file) does not change with the order files are read in.
  expect(hashes).toEqual([...hashes].sort());
  expect(hashes).not.toEqual(
    ['home()', 'moduleCode()', 'typed()', '\n  spaced( 1 );\n', 'appJs()', 'notFound()'].map(hash),
  );
});

test('the default policy allows only this origin, the hashed scripts, the two GraphQL endpoints and the two RPC URLs', () => {
  const csp = directives(contentSecurityPolicy(["'sha256-x'"], {}));
  expect(csp).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'sha256-x'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      API_URL_PROD,
      API_URL_PROD.replace('https:', 'wss:'),
      API_URL_DEV,
      API_URL_DEV.replace('https:', 'wss:'),
      intuitionMainnet.rpcUrls.default.http[0],
      intuitionTestnet.rpcUrls.default.http[0],
    ],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  expect(API_URL_PROD).toMatch(/^https:\/\//);
  expect(intuitionMainnet.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
  expect(intuitionTestnet.rpcUrls.default.http[0]).toMatch(/^https:\/\//);
});

test('each integration widens the policy by its own origins only', () => {
  const algolia = directives(contentSecurityPolicy([], {algoliaAppId: 'TESTAPP'}));
  expect(algolia['connect-src']!.slice(7)).toEqual([
    'https://testapp-dsn.algolia.net',
    'https://testapp-1.algolianet.com',
    'https://testapp-2.algolianet.com',
    'https://testapp-3.algolianet.com',
  ]);
  expect(algolia['script-src']).toEqual(["'self'"]);

  const gtm = directives(contentSecurityPolicy([], {gtm: true}));
  expect(gtm['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
  expect(gtm['img-src']).toEqual([
    "'self'",
    'data:',
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
  ]);
  expect(gtm['connect-src']!.slice(7)).toEqual([
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ]);
  expect(gtm['frame-src']).toEqual(['https://www.googletagmanager.com']);

  const widgets = directives(
    contentSecurityPolicy([], {
      statusPageScriptUrl: 'https://status.example.test/widget.js',
      aiWidgetScriptUrl: 'https://ai.example.test:8443/w.js?k=1',
    }),
  );
  for (const name of ['script-src', 'frame-src']) {
    expect(widgets[name]!.filter((v) => v !== "'self'")).toEqual([
      'https://status.example.test',
      'https://ai.example.test:8443',
    ]);
  }
  expect(widgets['connect-src']!.slice(7)).toEqual(['https://status.example.test', 'https://ai.example.test:8443']);
  // Nothing configured: no widget origin, and null counts as not configured.
  expect(contentSecurityPolicy([], {statusPageScriptUrl: null, aiWidgetScriptUrl: null})).toBe(
    contentSecurityPolicy([], {}),
  );
});

test('security headers carry the policy and every fixed value', () => {
  const headers = securityHeaders('POLICY');
  expect(headers).toEqual({
    'Content-Security-Policy': 'POLICY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': expect.any(String),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'DENY',
  });
  const features = headers['Permissions-Policy']!.split(', ');
  expect(features).toContain('camera=()');
  expect(features).toContain('geolocation=()');
  expect(features.every((f) => /^[a-z-]+=\(\)$/.test(f))).toBe(true);
  // The copy buttons write to the clipboard.
  expect(features.some((f) => f.startsWith('clipboard-write'))).toBe(false);
});

test('serving rules list every top-level file and folder but /assets, 404 and the host files', () => {
  const dir = fixtureBuild();
  const rules = servingRules(dir, {});
  expect(rules.topLevel.dirs).toEqual(['docs', 'img', 'sdks']);
  // index.html answers at '' (the root); each page's Markdown copy is named from its HTML; 404.html is the host's own.
  expect(rules.topLevel.files).toEqual([
    '',
    'faq',
    'faq.md',
    'index.md',
    'llms-full.txt',
    'llms.txt',
    'markdown-index.json',
    'robots.txt',
    'search-index.json',
    'sitemap.xml',
  ]);
  expect(rules.redirects).toContainEqual({from: '/sdks/ui', to: '/sdks/1ui'});
  expect(rules.redirects).toContainEqual({from: '/docs/testnet/bridge', to: '/docs/network/testnet/bridge'});
  expect(directives(rules.security['Content-Security-Policy']!)['script-src']).toEqual([
    "'self'",
    ...inlineScriptHashes(dir),
  ]);
});

test('_headers: security on every path, hashed assets immutable, everything else revalidated, one cache value per path', () => {
  const rules = servingRules(fixtureBuild(), {});
  const text = renderHeadersFile(rules);
  expect(text.split('\n')[0]).toBe(
    '# Generated by src/plugins/serving-rules from deploy/rules.ts; change that file, not this one.',
  );
  const blocks = headerBlocks(text);
  expect(blocks.get('/*')).toEqual(Object.entries(rules.security).map(([name, value]) => `${name}: ${value}`));
  expect(blocks.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
  const revalidated = [
    '/404',
    ...rules.topLevel.files.map((f) => `/${f}`),
    ...rules.topLevel.dirs.map((d) => `/${d}/*`),
  ];
  for (const pattern of revalidated) expect(blocks.get(pattern), pattern).toEqual(['Cache-Control: no-cache']);
  expect(blocks.size).toBe(2 + revalidated.length);
});

test('_redirects: the second readings, then /x/index.html to /x, all 301', () => {
  const rules = servingRules(fixtureBuild(), {});
  const text = renderRedirectsFile(rules);
  expect(text.split('\n')[0]).toMatch(/^# Generated by src\/plugins\/serving-rules from deploy\/rules\.ts/);
  const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
  expect(lines).toEqual([...rules.redirects.map((r) => `${r.from} ${r.to} 301`), '/*/index.html /:splat 301']);
  expect(lines).toContain('/sdks/ui /sdks/1ui 301');
});

test('nginx: every answering location repeats the whole header set with its cache value; redirects keep the query', () => {
  const rules = servingRules(fixtureBuild(), {});
  const conf = renderNginxServerConf(rules);
  const header = (name: string, value: string) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`;
  const security = Object.entries(rules.security).map(([name, value]) => header(name, value));
  const locations = new Map<string, string>();
  for (const match of conf.matchAll(/^location ([^{]+?) \{\n([\s\S]*?)\n\}/gm)) locations.set(match[1]!, match[2]!);
  const expectations: [string, string][] = [
    ['= /404.html', 'no-cache'],
    ['^~ /assets/', 'public, max-age=31536000, immutable'],
    ['= /', 'no-cache'],
    ['/', 'no-cache'],
  ];
  for (const [location, cache] of expectations) {
    const body = locations.get(location)!;
    expect(body, location).toBeDefined();
    const lines = body
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('add_header'));
    expect(lines, location).toEqual([...security, header('Cache-Control', cache)]);
  }
  expect(locations.get('= /404.html')).toContain('internal;');
  expect(locations.get('/')).toContain('try_files $uri $uri.html =404;');
  expect(locations.get('= /')).toContain('try_files /index.html =404;');
  expect(locations.get('^~ /assets/')).toContain('try_files $uri =404;');
  for (const line of security) expect(conf.split('\n'), 'server-level header').toContain(line);
  expect(conf).toContain('error_page 404 /404.html;');
  expect(conf).toContain('location = /404 { return 404; }');
  expect(conf).toContain('location ~ ^/(_headers|_redirects)(/|$) { return 404; }');
  for (const r of rules.redirects)
    expect(conf.split('\n')).toContain(`location = ${r.from} { return 301 ${r.to}$is_args$args; }`);
  // A header value is an nginx string: its double quotes and backslashes escaped.
  const odd = renderNginxServerConf({...rules, security: {'X-Test': 'a"b\\c'}});
  expect(odd).toContain('add_header X-Test "a\\"b\\\\c" always;');
  expect(conf).toContain('location = /index.html { return 301 /$is_args$args; }');
  expect(conf).toContain('location ~ ^(?<clean>/.+)/index\\.html$ { return 301 $clean$is_args$args; }');
  expect(conf).toContain('location ~ ^(?<clean>/.+)\\.html$ { return 301 $clean$is_args$args; }');
  expect(conf).toContain('location ~ ^(?<clean>/.+)/$ { return 301 $clean$is_args$args; }');
  for (const line of ['absolute_redirect off;', 'server_tokens off;', 'gzip on;', 'gzip_static on;', 'charset utf-8;'])
    expect(conf).toContain(line);
  expect(conf).toMatch(/^gzip_types .*text\/markdown.*application\/javascript.*$/m);
});

test('writeServingRules writes the host files into the build and nginx’s beside it, never in it', () => {
  const dir = fixtureBuild({withNginx: false});
  const before = fs.readdirSync(dir, {recursive: true}).sort();
  expect(writeServingRules(dir, {gtm: true})).toEqual([
    '_headers',
    '_redirects',
    `../${path.basename(dir)}.nginx.conf`,
  ]);
  // Written after the listing, so the old _headers does not count as content.
  const rules = servingRules(dir, {gtm: true});
  expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(renderHeadersFile(rules));
  expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe(renderRedirectsFile(rules));
  expect(fs.readFileSync(`${dir}.nginx.conf`, 'utf8')).toBe(renderNginxServerConf(rules));
  // The published folder gains the two files its hosts read, and nothing else (no nginx configuration).
  expect(fs.readdirSync(dir, {recursive: true}).sort()).toEqual([...new Set([...before, '_redirects'])].sort());
  expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain('https://www.googletagmanager.com');
  // A second build step over the same folder (nginx's file now exists beside it) writes them again.
  expect(writeServingRules(dir, {})).toHaveLength(3);
  expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).not.toContain('https://www.googletagmanager.com');
  expect(fs.readFileSync(`${dir}.nginx.conf`, 'utf8')).toBe(renderNginxServerConf(servingRules(dir, {})));
});
