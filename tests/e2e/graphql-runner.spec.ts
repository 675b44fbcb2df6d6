/**
 * The Run control under every GraphQL block (src/components/widgets/GraphQLRunner), in Chromium through nginx under the
 * shipped CSP. The API endpoints the pinned @0xintuition/graphql names are routed to a local HTTP server this
 * file starts (page.route + route.fetch), and their wss: forms to a graphql-ws peer (page.routeWebSocket), so a
 * test sees exactly what the page sends. Pages are found in the build, so every page that gains a GraphQL block
 * (the cookbook) is covered without editing this file.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {htmlFiles, routeOfHtmlFile} from '../../deploy/rules';
import {axeFindings} from '../support/axe';
import {watchCspViolations} from '../support/csp';
import {gotoHydrated} from '../support/page';
import {testBuildDir} from '../support/routes';

/** Every built page with a Run control (server-rendered, so the HTML says so), with how many it has. */
const controlsByPage = new Map(
  htmlFiles(testBuildDir)
    .map(
      (file) =>
        [
          routeOfHtmlFile(testBuildDir, file),
          fs.readFileSync(file, 'utf8').split('data-graphql-run').length - 1,
        ] as const,
    )
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const runnablePages = [...controlsByPage.keys()];
/** A page with at least two blocks, for the outcome tests (one of them passes an id from one block to the next). */
const busiestPage = [...controlsByPage].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '/';

type Mode = 'data' | 'empty' | 'graphql-error' | 'http-500' | 'hang';
interface Received {
  query: string;
  variables?: unknown;
}

let server: http.Server;
let serverUrl = '';
let mode: Mode = 'data';
const received: Received[] = [];
const hanging = new Set<http.ServerResponse>();

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as Received);
      const json = (status: number, value: unknown): void => {
        res.writeHead(status, {'content-type': 'application/json'});
        res.end(JSON.stringify(value));
      };
      if (mode === 'data') json(200, {data: {result: [{term_id: '0xfeed', label: 'Answer from the test server'}]}});
      else if (mode === 'empty') json(200, {data: {result: []}});
      else if (mode === 'graphql-error')
        json(200, {errors: [{message: 'field "nope" not found in type: query_root', path: ['atoms', 0, 'nope']}]});
      else if (mode === 'http-500') json(500, {error: 'internal'});
      else hanging.add(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/graphql`;
});

test.afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(() => {
  mode = 'data';
  received.length = 0;
});

// The timeout test leaves a route.fetch waiting on the hanging server; it must not fail the next test.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

interface WsLog {
  subscribed: Received[];
  completed: number;
  send: (payload: unknown) => void;
}

/** Routes both endpoints to the local server and their wss: forms to an in-test graphql-ws peer; `network` fails every request instead. */
async function routeApi(page: Page, {network = true}: {network?: boolean} = {}): Promise<WsLog> {
  for (const url of [API_URL_PROD, API_URL_DEV]) {
    await page.route(url, async (route) => {
      if (!network) return route.abort('internetdisconnected');
      const response = await route.fetch({url: serverUrl});
      await route.fulfill({response});
    });
  }
  const log: WsLog = {subscribed: [], completed: 0, send: () => {}};
  for (const url of [API_URL_PROD, API_URL_DEV]) {
    await page.routeWebSocket(url.replace('https:', 'wss:'), (ws) => {
      let id = '';
      ws.onMessage((raw) => {
        const message = JSON.parse(String(raw)) as {type: string; id?: string; payload?: Received};
        if (message.type === 'connection_init') ws.send(JSON.stringify({type: 'connection_ack'}));
        if (message.type === 'subscribe') {
          id = message.id!;
          log.subscribed.push(message.payload!);
        }
        if (message.type === 'complete') log.completed += 1;
      });
      log.send = (payload) => ws.send(JSON.stringify({type: 'next', id, payload}));
    });
  }
  return log;
}

/** The nth Run control's block: its query as shown, and the variables block after it if there is one. */
async function shownOperation(control: Locator): Promise<{query: string; variables?: unknown}> {
  // As a reader sees it: a block away from the viewport has no laid-out text until it nears it (content-visibility).
  await control.scrollIntoViewIfNeeded();
  await control.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return control.evaluate((element) => {
    const block = element.previousElementSibling;
    const query = (block?.querySelector('pre code') as HTMLElement | null)?.innerText.trim() ?? '';
    const next = element.nextElementSibling;
    const vars = next?.classList.contains('graphql-variables')
      ? (next.querySelector('pre code') as HTMLElement).innerText
      : undefined;
    return {query, variables: vars === undefined ? undefined : (JSON.parse(vars) as unknown)};
  });
}

async function openRunner(page: Page, index = 0): Promise<Locator> {
  const control = page.locator('[data-graphql-run]').nth(index);
  const button = control.getByRole('button', {name: /^(Run|Close runner)$/});
  // Seen once under load on a page with many blocks: a click that landed before the block's subtree had
  // hydrated was lost. Press again until the control reports itself open; the runner must then appear.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', {timeout: 1000});
  }).toPass({timeout: 15_000});
  const runner = control.getByRole('region', {name: 'GraphQL runner'});
  await expect(runner).toBeVisible({timeout: 15_000});
  return runner;
}

const outcome = (runner: Locator): Locator => runner.locator('[aria-live="polite"]');
const send = (runner: Locator): Promise<void> => runner.getByRole('button', {name: /^(Run query|Subscribe)$/}).click();

test('pages with GraphQL blocks exist in the build', () => {
  expect(runnablePages.length).toBeGreaterThanOrEqual(3);
});

for (const route of runnablePages) {
  test(`Run on every GraphQL block of ${route} sends the query and variables shown and renders the answer`, async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const ws = await routeApi(page);
    await gotoHydrated(page, route);
    const controls = page.locator('[data-graphql-run]');
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      const shown = await shownOperation(control);
      expect(shown.query, `block ${index} on ${route}`).not.toBe('');
      const before = received.length;
      const runner = await openRunner(page, index);
      await expect(runner.getByLabel('Query')).toHaveValue(shown.query);
      // No second press: Run itself sends the block as shown.
      const subscription = /^\s*subscription\b/m.test(shown.query);
      if (subscription) {
        await expect.poll(() => ws.subscribed.length).toBeGreaterThan(0);
        expect(ws.subscribed.at(-1)).toEqual(
          shown.variables === undefined ? {query: shown.query} : {query: shown.query, variables: shown.variables},
        );
        ws.send({data: {result: [{term_id: '0xfeed'}]}});
        await expect(outcome(runner)).toContainText('1 event so far');
        await runner.getByRole('button', {name: 'Stop'}).click();
      } else {
        const network = await control.getAttribute('data-network');
        await expect(outcome(runner)).toContainText(new RegExp(`1 row in \\d+ ms from ${network}`));
        await expect(outcome(runner)).toContainText('Answer from the test server');
        expect(received.length).toBe(before + 1);
        expect(received.at(-1)).toEqual(
          shown.variables === undefined ? {query: shown.query} : {query: shown.query, variables: shown.variables},
        );
      }
      await control.getByRole('button', {name: 'Close runner'}).click();
    }
    expect(violations).toEqual([]);
  });
}

/** A page's HTML in the build under test ('' when it has none). */
function builtHtml(route: string): string {
  const file = `${testBuildDir}/${route === '/' ? 'index.html' : `${route.slice(1)}.html`}`;
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

test('the runner reads a variables block whose lines are not laid out (a block off screen skips its layout)', async ({
  page,
}) => {
  const route = runnablePages.find((path) => builtHtml(path).includes('graphql-variables'));
  expect(route).toBeDefined();
  await routeApi(page);
  await gotoHydrated(page, route!);
  const control = page.locator('[data-graphql-run]:has(+ .graphql-variables)').first();
  const shown = await shownOperation(control);
  expect(shown.variables).toBeDefined();
  // What content-visibility does to a block far from the viewport, made certain for this one block.
  await control.evaluate((element) => {
    (element.nextElementSibling!.querySelector('pre') as HTMLElement).style.contentVisibility = 'hidden';
  });
  const runner = await openRunner(
    page,
    await control.evaluate((element) => {
      return Array.from(document.querySelectorAll('[data-graphql-run]')).indexOf(element);
    }),
  );
  expect(JSON.parse(await runner.getByLabel('Variables (JSON)').inputValue())).toEqual(shown.variables);
});

/** Blocks whose meta names where valid ids come from (`ids-from`): an empty answer must lead there. */
const pagesWithIdsFrom = runnablePages.filter((route) => builtHtml(route).includes('data-ids-from='));
for (const route of pagesWithIdsFrom) {
  test(`an empty answer on ${route} links to the block that lists valid ids`, async ({page}) => {
    await routeApi(page);
    await gotoHydrated(page, route);
    mode = 'empty';
    const controls = page.locator('[data-graphql-run][data-ids-from]');
    for (let index = 0; index < (await controls.count()); index += 1) {
      const control = controls.nth(index);
      await control.getByRole('button', {name: 'Run', exact: true}).click();
      const runner = control.getByRole('region', {name: 'GraphQL runner'});
      await expect(outcome(runner)).toContainText('most likely does not exist on');
      const link = outcome(runner).getByRole('link', {name: 'Run the query that lists valid ids'});
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      // A heading anchor is linked; an operation name scrolls to its block (href "#").
      if (href !== '#') await expect(page.locator(`[id="${href.slice(1)}"]`)).toBeAttached();
      await control.getByRole('button', {name: 'Close runner'}).click();
    }
  });
}

test.describe('outcomes', () => {
  const route = busiestPage;

  test('a GraphQL error shows its message and path', async ({page}) => {
    await routeApi(page);
    await gotoHydrated(page, route);
    mode = 'graphql-error';
    const runner = await openRunner(page);
    await expect(outcome(runner)).toContainText('field "nope" not found in type: query_root');
    await expect(outcome(runner)).toContainText('at atoms.0.nope');
  });

  test('an HTTP 500 shows the status and what to try', async ({page}) => {
    await routeApi(page);
    await gotoHydrated(page, route);
    mode = 'http-500';
    const runner = await openRunner(page);
    await expect(outcome(runner)).toContainText('HTTP 500');
    await expect(outcome(runner)).toContainText('try again in a minute');
  });

  test('no answer within the limit is a timeout with advice, and Cancel stops a query', async ({page}) => {
    await page.clock.install();
    await routeApi(page);
    await gotoHydrated(page, route);
    mode = 'hang';
    const runner = await openRunner(page);
    await expect(runner.getByRole('button', {name: 'Cancel'})).toBeVisible();
    await expect.poll(() => received.length).toBe(1);
    await page.clock.fastForward('00:16');
    await expect(outcome(runner)).toContainText('No answer after 15 s');
    await expect(outcome(runner)).toContainText('smaller limit');
    await send(runner);
    await runner.getByRole('button', {name: 'Cancel'}).click();
    await expect(outcome(runner)).toContainText('Cancelled');
  });

  test('the network down is explained', async ({page}) => {
    await routeApi(page, {network: false});
    await gotoHydrated(page, route);
    const runner = await openRunner(page);
    await expect(outcome(runner)).toContainText('could not reach mainnet');
    await expect(outcome(runner)).toContainText('Check your connection');
  });

  test('invalid JSON variables are reported and nothing is sent', async ({page}) => {
    await routeApi(page);
    await gotoHydrated(page, route);
    const runner = await openRunner(page);
    await expect(outcome(runner)).toContainText('1 row');
    expect(received).toHaveLength(1);
    await runner.getByLabel('Variables (JSON)').fill('{"id": ');
    await send(runner);
    await expect(outcome(runner)).toContainText('not valid JSON, so nothing was sent');
    expect(received).toHaveLength(1);
  });

  test('an empty answer says why, and testnet goes to the testnet endpoint', async ({page}) => {
    const hosts: string[] = [];
    page.on('request', (request) => hosts.push(request.url()));
    await routeApi(page);
    await gotoHydrated(page, route);
    mode = 'empty';
    const runner = await openRunner(page);
    await expect(outcome(runner)).toContainText('does not exist on mainnet');
    expect(hosts.filter((url) => url === API_URL_PROD)).toHaveLength(1);
    await runner.getByLabel('Network').selectOption('testnet');
    await send(runner);
    await expect(outcome(runner)).toContainText('does not exist on testnet');
    expect(hosts.filter((url) => url === API_URL_DEV)).toHaveLength(1);
    expect(hosts.filter((url) => url === API_URL_PROD)).toHaveLength(1);
  });

  test('a subscription starts, shows events (the newest 20) and stops', async ({page}) => {
    const violations = await watchCspViolations(page);
    const ws = await routeApi(page);
    await gotoHydrated(page, route);
    const runner = await openRunner(page);
    await expect(outcome(runner)).not.toBeEmpty();
    await runner.getByLabel('Query').fill('subscription Live { atoms(limit: 1) { term_id } }');
    await runner.getByLabel('Variables (JSON)').fill('');
    await send(runner);
    await expect.poll(() => ws.subscribed).toEqual([{query: 'subscription Live { atoms(limit: 1) { term_id } }'}]);
    for (let n = 1; n <= 22; n += 1) ws.send({data: {atoms: [{term_id: `0x${n}`}]}});
    await expect(outcome(runner)).toContainText('22 events so far');
    await expect(outcome(runner)).toContainText('Showing the newest 20');
    await expect(outcome(runner).locator('li')).toHaveCount(20);
    await runner.getByRole('button', {name: 'Stop'}).click();
    await expect(outcome(runner)).toContainText('Stopped after 22 events');
    await expect.poll(() => ws.completed).toBe(1);
    expect(violations).toEqual([]);
  });

  test('copy as curl and as TypeScript give the request the runner sends, through the package client', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await routeApi(page);
    await gotoHydrated(page, route);
    const runner = await openRunner(page);
    await expect(outcome(runner)).toContainText('1 row');
    const sent = received.at(-1)!;
    await runner.getByRole('button', {name: 'Copy as curl'}).click();
    await expect(runner.getByRole('status')).toHaveText('Copied as curl.');
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain(`curl -sS '${API_URL_PROD}'`);
    const body = /--data-raw '([\s\S]*)'$/.exec(curl)![1]!.replaceAll("'\\''", "'");
    expect(JSON.parse(body)).toEqual(sent);
    await runner.getByLabel('Network').selectOption('testnet');
    await runner.getByRole('button', {name: 'Copy as TypeScript'}).click();
    await expect(runner.getByRole('status')).toHaveText('Copied as TypeScript.');
    const ts = await page.evaluate(() => navigator.clipboard.readText());
    expect(ts).toContain("import {configureClient, fetcher, API_URL_DEV} from '@0xintuition/graphql';");
    expect(ts).toContain('configureClient({apiUrl: API_URL_DEV});');
    expect(ts).toContain(sent.query);
  });

  test('an id from an earlier answer on the page can fill a variable', async ({page}) => {
    await routeApi(page);
    await gotoHydrated(page, route);
    const first = await openRunner(page);
    await expect(outcome(first)).toContainText('1 row');
    const runner = await openRunner(page, 1);
    await runner.getByLabel('Variables (JSON)').fill('{"atomId": "x"}');
    await runner.getByLabel(/Use an id from a result on this page/).selectOption('0xfeed');
    await expect(runner.getByLabel('Variables (JSON)')).toHaveValue(/"atomId": "0xfeed"/);
  });
});

test('no byte of the runner and no API request before intent; hovering Run loads it', async ({page}) => {
  // Chunk file names are numeric ids, so the runner is recognised by its content: its own event name and
  // graphql-ws's protocol message.
  const scripts = new Map<string, string>();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), await response.text().catch(() => ''));
  });
  const isRunnerCode = (text: string): boolean =>
    text.includes('graphql-runner-ids') || text.includes('connection_ack');
  const route = runnablePages[0]!;
  await gotoHydrated(page, route);
  await page.mouse.wheel(0, 5000);
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts].filter(([, text]) => isRunnerCode(text)).map(([url]) => url)).toEqual([]);
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  await page.locator('[data-graphql-run]').first().getByRole('button', {name: 'Run', exact: true}).hover();
  await expect.poll(() => [...scripts.values()].filter((text) => text.includes('graphql-runner-ids')).length).toBe(1);
  await expect.poll(() => [...scripts.values()].filter((text) => text.includes('connection_ack')).length).toBe(1);
  expect(requests.filter((url) => url.startsWith(API_URL_PROD) || url.startsWith(API_URL_DEV))).toEqual([]);
});

test('a runner whose code failed to load loads when Run is pressed again', async ({page}) => {
  await routeApi(page);
  await gotoHydrated(page, runnablePages[0]!);
  // The runner's chunk, recognised by its content as above, fails once, as on a dropped connection.
  let failed = 0;
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    if (failed === 0 && (await response.text()).includes('graphql-runner-ids')) {
      failed += 1;
      return route.abort('connectionreset');
    }
    await route.fulfill({response});
  });
  const control = page.locator('[data-graphql-run]').first();
  const button = control.getByRole('button', {name: /^(Run|Close runner)$/});
  // A click with no pointer or focus before it, so that the press itself starts the load that fails.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.dispatchEvent('click');
    await expect(button).toHaveAttribute('aria-expanded', 'true', {timeout: 1000});
  }).toPass({timeout: 15_000});
  await expect(control.getByRole('alert')).toHaveText('The runner could not be loaded. Reload the page and try again.');
  expect(failed).toBe(1);
  await button.click();
  const runner = await openRunner(page);
  await expect(outcome(runner)).toContainText('1 row');
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`the open runner passes axe in ${colorMode} mode and fits 375 px`, async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.emulateMedia({colorScheme: colorMode});
    await routeApi(page);
    await gotoHydrated(page, runnablePages[0]!);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
    const runner = await openRunner(page);
    await expect(runner.getByLabel('Query')).toBeFocused();
    await page.keyboard.press('Control+Enter');
    await expect(outcome(runner)).toContainText('1 row');
    expect(await axeFindings(page, {include: ['[data-graphql-run]']})).toEqual([]);
    const box = await runner.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
