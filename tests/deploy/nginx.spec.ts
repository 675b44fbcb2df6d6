import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {testBuildDir} from '../support/routes';
import {rawGet} from '../support/http';
import {cacheRevalidate, nginxServerConfPath} from '../../deploy/rules';
import {hostChecks} from './hostChecks';

/**
 * Real HTTP requests to nginx with the site's generated rules (`npm run serve:nginx`, started by
 * playwright.config.ts over the tested build): the checks of hostChecks.ts (routes, redirects, the 404 page,
 * cache headers by file type, gzip, every security header and the CSP, all held equal to the `_headers` /
 * `_redirects` files a static host reads), which cloudflare.spec.ts runs against Cloudflare Pages too. A second
 * nginx over the same build plus a few fixture files checks Markdown, text and precompressed files.
 */
const buildDir = testBuildDir;
const repo = path.resolve(__dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3311);
const base = `http://127.0.0.1:${port}`;
const fixturePort = port + 2;
const fixtureBase = `http://127.0.0.1:${fixturePort}`;

test.describe('nginx serves the site by its rules', () => {
  hostChecks({
    name: 'nginx',
    base,
    cleanUrlStatus: 301,
    notFoundPathStatus: 404,
    notFoundCacheControl: cacheRevalidate,
    hostFiles: 'not-found-page',
    sitemapContentType: 'text/xml; charset=utf-8',
    varyOnGzip: true,
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
    for (const entry of fs.readdirSync(buildDir))
      fs.symlinkSync(path.join(buildDir, entry), path.join(fixtureDir, entry));
    // nginx's rules live beside a build, not in it (deploy/rules.ts nginxServerConfPath).
    fs.copyFileSync(nginxServerConfPath(buildDir), nginxServerConfPath(fixtureDir));
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
    fs.rmSync(nginxServerConfPath(fixtureDir), {force: true});
  });

  test('.md is text/markdown and .txt text/plain, in UTF-8, revalidated, never redirected', async () => {
    const md = await rawGet(`${fixtureBase}/fixture-page.md`);
    expect([md.status, md.headers['content-type'], md.headers['cache-control']]).toEqual([
      200,
      'text/markdown; charset=utf-8',
      'no-cache',
    ]);
    expect(md.body.toString('utf8')).toBe(markdown);
    const txt = await rawGet(`${fixtureBase}/fixture.txt?x=1`);
    expect([txt.status, txt.headers['content-type'], txt.headers['cache-control']]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'no-cache',
    ]);
    expect(
      (await rawGet(`${fixtureBase}/fixture-page.md`, {'Accept-Encoding': 'gzip'})).headers['content-encoding'],
    ).toBe('gzip');
    // The build's own Markdown copies (src/plugins/markdown-export), served as the files they are (review M10).
    for (const [url, type] of [
      ['/llms.txt', 'text/plain'],
      ['/llms-full.txt', 'text/plain'],
      ['/docs/introduction/overview.md', 'text/markdown'],
    ] as const) {
      const res = await rawGet(`${fixtureBase}${url}`);
      expect([res.status, res.headers['content-type'], res.headers['cache-control']], url).toEqual([
        200,
        `${type}; charset=utf-8`,
        'no-cache',
      ]);
      expect(res.body.equals(fs.readFileSync(path.join(buildDir, url))), `${url} is the built file`).toBe(true);
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
