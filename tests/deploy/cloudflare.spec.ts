import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {cacheRevalidate} from '../../deploy/rules';
import {chromium} from '../support/chromium';
import {cspOf, watchCspViolations} from '../support/csp';
import {rawGet} from '../support/http';
import {waitForHydration} from '../support/page';
import {testBuildDir} from '../support/routes';
import {runSearch} from '../support/search';
import {hostChecks} from './hostChecks';

/**
 * Cloudflare Pages' own runtime (`npm run serve:cloudflare`: `wrangler pages dev` with its workerd binary,
 * offline, account-free, on loopback) serving the tested build with its generated `_headers` and `_redirects`:
 * the same HTTP checks as nginx (hostChecks.ts, differences by design in the host profile below and in README
 * "Deploying"), then Chromium on a sample of pages under the CSP Cloudflare sends. The server starts before
 * the file's first test and stops after its last.
 */
const repo = path.resolve(__dirname, '../..');
const port = Number(process.env.TEST_PORT ?? 3311) + 4;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.use({...chromium, baseURL: base});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(
    path.join(repo, 'node_modules/.bin/tsx'),
    [path.join(repo, 'scripts/serve-cloudflare.ts'), testBuildDir],
    {
      env: {...process.env, PORT: String(port)},
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  // wrangler logs each request it cannot serve (the rule files) with a stack: shown only if the server does not come up.
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(async () => (await rawGet(`${base}/`).catch(() => ({status: 0}))).status, {
      timeout: 110_000,
      intervals: [500],
    })
    .toBe(200)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nwrangler's log:\n${log}`);
    });
});

test.afterAll(async () => {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
});

test.describe('Cloudflare Pages (wrangler pages dev) serves the site by its rules', () => {
  hostChecks({
    name: 'Cloudflare Pages',
    base,
    cleanUrlStatus: 308,
    notFoundPathStatus: 200,
    notFoundCacheControl: 'no-store',
    hostFiles: 'never-served',
    sitemapContentType: 'application/xml',
    varyOnGzip: false,
  });

  test('/404, served as a page, still carries the revalidating cache header of its _headers rule', async () => {
    const res = await rawGet(`${base}/404`);
    expect([res.status, res.headers['cache-control']]).toEqual([200, cacheRevalidate]);
  });
});

// The page kinds with their own scripts: home, a doc with the bonding-curve explorer, a Mermaid diagram, the
// GraphQL runner, the contract addresses, the search page, a redirect target and the not-found page.
const sample = [
  '/',
  '/docs/introduction/overview',
  '/docs/introduction/the-economics/bonding-curves',
  '/docs/developer-tools/deep-dive/architecture',
  '/graphql',
  '/docs/developer-tools/contracts/deployments',
  '/search?q=atom',
  '/sdks/ui',
  '/no-such-page',
];

test.describe('Chromium under the CSP Cloudflare sends', () => {
  for (const url of sample) {
    test(
      `${url} hydrates with no CSP violation, console error or request to another host`,
      {tag: '@spec-no-product-calls'},
      async ({page}) => {
        const violations = await watchCspViolations(page);
        const problems: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !/status of 404/.test(msg.text())) problems.push(msg.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('request', (request) => {
          if (new URL(request.url()).origin !== base && !request.url().startsWith('data:'))
            problems.push(`request to ${request.url()}`);
        });
        const response = await page.goto(url);
        cspOf(await response!.allHeaders(), url);
        await waitForHydration(page);
        if (url === '/') await runSearch(page, url);
        expect(problems, url).toEqual([]);
        expect(violations, url).toEqual([]);
      },
    );
  }
});
