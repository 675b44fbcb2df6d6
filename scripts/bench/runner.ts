import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright';
import {gzipSize} from './numbers';
import {buildDir} from './options';

/**
 * The GraphQL runner (issue 20), cold, on a page with GraphQL blocks: the bytes fetched once Run is pressed
 * (its chunks, editor included, and CSS; none are loaded before) and the time from the press to the query's
 * request leaving the page. The API is answered locally, so nothing leaves the machine.
 */
export async function runnerFigures(
  browser: Browser,
  origin: string,
  route: string,
): Promise<{gzip: number; files: number; ms: number}> {
  const context = await browser.newContext();
  await context.route(/^https:\/\/[^/]+\/v1\/graphql$/, (r) => r.fulfill({json: {data: {result: []}}}));
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()))
      assets.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
  const run = page.locator('[data-graphql-run]').first().getByRole('button', {name: 'Run', exact: true});
  // Scrolling brings links into view, and Docusaurus prefetches their pages' chunks: let that finish first so
  // only what pressing Run fetches is counted.
  await run.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const before = new Set(assets);
  const request = page.waitForRequest(/\/v1\/graphql$/);
  const started = Date.now();
  await run.click();
  await request;
  const elapsed = Date.now() - started;
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  const added = [...assets].filter((asset) => !before.has(asset));
  for (const asset of added) gzip += gzipSize(fs.readFileSync(path.join(buildDir, asset)));
  await context.close();
  return {gzip, files: added.length, ms: elapsed};
}
