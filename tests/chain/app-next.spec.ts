import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {API_URL_DEV} from '@0xintuition/graphql';
import {intuitionTestnet} from '@0xintuition/protocol';
import {chromium, expect, test, type Browser, type Page} from '@playwright/test';
import {chromium as debianChromium} from '../support/chromium';
import {announceProvider} from './harness/appBrowser';
import {repoRoot} from './harness/runExample';
import {dataFile, type BundleFigures} from '../../scripts/app-bundle';
import {freePort} from '../../scripts/ports';

/**
 * The Next.js variant of the claims browser (apps/claims-browser-next, issue 36): one production build, one
 * `next start` on loopback, a few page loads in Debian's Chromium with an EIP-6963 test wallet. No chain is
 * needed: what is checked is server rendering (the first HTML of a request with wagmi's cookie already shows the
 * account) and that hydrating that HTML gives React no mismatch to report.
 */
const appDir = path.join(repoRoot, 'apps', 'claims-browser-next');
const nextBin = path.join(appDir, 'node_modules', 'next', 'dist', 'bin', 'next');
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let server: ChildProcess;
let appUrl: string;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // npm test installs the app beside the lint step (scripts/test.sh); a run on its own installs it here.
  if (!fs.existsSync(path.join(appDir, 'node_modules')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: appDir, stdio: 'pipe'});
  const env = {...process.env, NEXT_TELEMETRY_DISABLED: '1'};
  const started = Date.now();
  // `next build` type-checks the app as well, so this is the app's typecheck too.
  execFileSync(process.execPath, [nextBin, 'build'], {cwd: appDir, stdio: 'pipe', env});
  const port = await freePort();
  server = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    stdio: 'ignore',
    env,
  });
  appUrl = `http://127.0.0.1:${port}/`;
  await expect
    .poll(
      () =>
        fetch(appUrl).then(
          (r) => r.status,
          () => 0,
        ),
      {timeout: 30_000},
    )
    .toBe(200);
  console.log(`next build + start: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  browser = await chromium.launch(debianChromium.launchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  server?.kill();
});

/** The same kind of wallet as the Vite app's test, already on the app's chain: EIP-1193, announced the same way. */
const walletScript = `(() => {
  // Like a real wallet, it remembers that the site was allowed to see the account, across reloads.
  let accounts = JSON.parse(sessionStorage.getItem('testWalletAccounts') || '[]');
  const listeners = {};
  const emit = (event, value) => (listeners[event] || []).forEach((listener) => listener(value));
  const provider = {
    async request({method}) {
      if (method === 'eth_chainId') return '0x${intuitionTestnet.id.toString(16)}';
      if (method === 'eth_accounts') return accounts;
      if (method === 'wallet_requestPermissions' || method === 'eth_requestAccounts') {
        accounts = ['${address}'];
        sessionStorage.setItem('testWalletAccounts', JSON.stringify(accounts));
        emit('accountsChanged', accounts);
        return method === 'eth_requestAccounts' ? accounts : [{parentCapability: 'eth_accounts'}];
      }
      throw {code: 4200, message: 'Unsupported method ' + method};
    },
    on(event, listener) { (listeners[event] ||= []).push(listener); },
    removeListener(event, listener) { listeners[event] = (listeners[event] || []).filter((l) => l !== listener); },
  };
${announceProvider}
})();`;

/** Every console error or warning and every uncaught error of the page, where React reports a hydration mismatch. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The account the server put into a page's HTML, from a plain request (no JavaScript runs). */
async function serverAccount(cookie?: string): Promise<string> {
  const html = await (await fetch(appUrl, {headers: cookie ? {cookie} : {}})).text();
  return /data-testid="account">([^<]*)</.exec(html)?.[1] ?? '(none)';
}

test('Next.js variant: the first HTML shows the account from the wagmi cookie, and hydration reports nothing', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page's GraphQL read gets a fixed answer, and nothing else leaves the machine.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.request().url() === API_URL_DEV
        ? route.fulfill({json: {data: {atoms: [{term_id: '0x01', label: 'served by the test'}]}}})
        : route.abort(),
  );
  await page.addInitScript(walletScript);
  const problems = problemsOf(page);
  try {
    // A first visit: no cookie, so the server renders the disconnected state.
    expect(await serverAccount()).toBe('Not connected');
    await page.goto(appUrl);
    await expect(page.getByRole('listitem')).toHaveText('served by the test');
    await page.getByRole('button', {name: 'Connect Test Wallet'}).click();
    await expect(page.getByTestId('account')).toHaveText(address);

    // wagmi saved the connection in a cookie; sent with a request, the server renders the account into the HTML.
    const cookie = (await context.cookies(appUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('wagmi.store=');
    expect(await serverAccount(cookie)).toBe(address);

    // A reload sends the cookie: the server's HTML and the browser's first render agree, then wagmi reconnects.
    await page.reload();
    await expect(page.getByRole('region', {name: 'Wallet'})).toContainText(`${address} (connected)`);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * The first-load JavaScript the server-rendering page quotes (src/data/appBundle.json, nextFirstLoad): every script
 * the served HTML names, raw and gzipped. Held to within 5 %; WRITE_BUNDLE=1 stores a fresh measurement.
 */
test('Next.js variant: first-load JavaScript matches the figure on the page', async () => {
  const html = await (await fetch(appUrl)).text();
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))];
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const code = Buffer.from(await (await fetch(new URL(src, appUrl))).arrayBuffer());
    raw += code.length;
    gzip += gzipSync(code, {level: 9}).length;
  }
  const next = (
    JSON.parse(fs.readFileSync(path.join(appDir, 'node_modules', 'next', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const measured = {next, raw, gzip, scripts: scripts.length};
  const figures = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as BundleFigures;
  if (process.env.WRITE_BUNDLE)
    fs.writeFileSync(dataFile, `${JSON.stringify({...figures, nextFirstLoad: measured}, null, 2)}\n`);
  const stored = process.env.WRITE_BUNDLE ? measured : figures.nextFirstLoad!;
  expect(measured.next).toBe(stored.next);
  expect(Math.abs(raw - stored.raw), `${raw} vs stored ${stored.raw}`).toBeLessThanOrEqual(stored.raw * 0.05);
  expect(Math.abs(gzip - stored.gzip), `${gzip} vs stored ${stored.gzip}`).toBeLessThanOrEqual(stored.gzip * 0.05);
});
