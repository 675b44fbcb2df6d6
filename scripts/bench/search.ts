/** Search timings: cold opening of the modal in Chromium, and the engine's time per keystroke in Node. */
import type {Browser} from 'playwright';
import {buildEngine, searchRecords} from '../../src/features/search/localClient';
import type {SearchIndexFile} from '../../src/features/search/types';

/** Cold cache: from clicking Search to the first hit for a typed query (modal code, index fetch, engine build). */
export async function searchOpenToResults(browser: Browser, origin: string): Promise<number> {
  // A fresh context is a cold cache.
  const page = await browser.newContext().then((context) => context.newPage());
  await page.goto(`${origin}/docs/introduction/overview`, {waitUntil: 'networkidle'});
  const started = Date.now();
  await page.getByRole('button', {name: 'Search'}).click();
  await page.locator('.DocSearch-Input').fill('bonding curve');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const elapsed = Date.now() - started;
  await page.context().close();
  return elapsed;
}

/** Cold cache: from typing one letter on the page (no click first) to the modal showing hits for it. */
export async function keystrokeToResults(browser: Browser, origin: string): Promise<number> {
  const page = await browser.newContext().then((context) => context.newPage());
  await page.goto(`${origin}/docs/introduction/overview`, {waitUntil: 'networkidle'});
  const started = Date.now();
  await page.keyboard.press('t');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const elapsed = Date.now() - started;
  await page.context().close();
  return elapsed;
}

const keystrokeQueries = [
  'multivault address',
  'create a triple',
  'bonding curve price',
  'testnet faucet',
  'graphql pagination',
  'counter triple',
  'tripel',
  'veTRUST lock',
  'mcp server',
  'share price',
  'atom wallet',
  'slippage',
  'emissions schedule',
  'caip10 account atom',
];

/** Every prefix of every query is one keystroke; returns [median, p95] in milliseconds. */
export function keystrokeTimes(index: SearchIndexFile): [number, number] {
  const engine = buildEngine(index.records);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of keystrokeQueries) {
      for (let i = 1; i <= query.length; i += 1) {
        const started = performance.now();
        searchRecords(engine, index.records, query.slice(0, i));
        times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return [at(0.5), at(0.95)];
}
