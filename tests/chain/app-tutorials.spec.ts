import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {chromium, type Browser, type Locator, type Page} from '@playwright/test';
import {parseEther, toHex, type Hex} from 'viem';
import {chromium as debianChromium} from '../support/chromium';
import {expect, test, type Protocol} from './fixtures';
import {buildAndServeApp, pageWithWallet, routeToLocal} from './harness/appBrowser';
import {startIndexer, type Indexer} from './harness/indexer';
import {repoRoot} from './harness/runExample';
import {ownWallet} from './support';

/**
 * The app's tutorial views (apps/claims-browser/src/tutorials; docs/tutorials/curated-list-app.mdx and
 * for-against-app.mdx) in Chromium
 * against this worker's chain and the local indexer, with the injected test wallet; plus axe, dark mode and 375 px
 * on every view of the app.
 */
let indexer: Indexer;
let app: {url: string; close: () => Promise<unknown>};
let browser: Browser;

test.beforeAll(async ({protocol}) => {
  test.setTimeout(180_000);
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
  app = await buildAndServeApp();
  browser = await chromium.launch(debianChromium.launchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  await app?.close();
  await indexer?.stop();
});

const WIDTH = 375;
const schemes = ['light', 'dark'] as const;

/**
 * The screenshots the tutorial page shows are this test's own: with UPDATE_TUTORIAL_SCREENSHOTS=1 it writes them to
 * static/img/tutorials/, otherwise it compares each new shot with the committed file, pixel by pixel in the browser,
 * and fails when more than 0.5% of the pixels differ, so a page can only show what the current app renders. The data
 * behind them is fixed (atom texts, amounts, a key derived from a fixed label) and the shots hold no hashes or block
 * numbers.
 */
const shotDir = path.join(repoRoot, 'static', 'img', 'tutorials');
async function shot(page: Page, name: string, region: string) {
  // Coordinates from the top of the document: with fullPage, the clip may reach below the viewport.
  const box = await page.locator(region).evaluate((element) => {
    const {top, height} = element.getBoundingClientRect();
    return {y: top + window.scrollY, height};
  });
  const png = await page.screenshot({
    fullPage: true,
    clip: {x: 0, y: box.y, width: WIDTH, height: Math.ceil(box.height)},
  });
  const file = path.join(shotDir, `${name}.png`);
  if (process.env.UPDATE_TUTORIAL_SCREENSHOTS === '1') {
    fs.mkdirSync(shotDir, {recursive: true});
    fs.writeFileSync(file, png);
    return;
  }
  expect(fs.existsSync(file), `${file} is missing: run with UPDATE_TUTORIAL_SCREENSHOTS=1`).toBe(true);
  const diff = await differing(fs.readFileSync(file), png);
  expect(diff, `${name}.png differs from what the app renders now (UPDATE_TUTORIAL_SCREENSHOTS=1 rewrites it)`).toBe(0);
}

/** How many pixels differ (count above 0.5% of the image, or any size change), decoded by the browser itself. */
async function differing(committed: Buffer, current: Buffer): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([a, b]) => {
        const decode = async (base64: string) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [x, y] = [await decode(a), await decode(b)];
        if (x.width !== y.width || x.height !== y.height) return x.width * x.height + 1;
        let count = 0;
        for (let i = 0; i < x.data.length; i += 4)
          if ([0, 1, 2].some((c) => Math.abs(x.data[i + c]! - y.data[i + c]!) > 32)) count++;
        return count > (x.width * x.height) / 200 ? count : 0;
      },
      [committed.toString('base64'), current.toString('base64')] as const,
    );
  } finally {
    await page.close();
  }
}

/** axe (WCAG 2.0/2.1 A and AA, 2.2 AA): no serious or critical violation; and nothing scrolls sideways. */
async function accessible(page: Page, view: string) {
  const {violations} = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, view).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${view} scrolls sideways at ${WIDTH} px`).toBeLessThanOrEqual(0);
}

/** Each check and picture in both colour modes, on the same page and data. */
async function bothSchemes(page: Page, check: (scheme: (typeof schemes)[number]) => Promise<void>) {
  for (const colorScheme of schemes) {
    await page.emulateMedia({colorScheme});
    await check(colorScheme);
  }
  await page.emulateMedia({colorScheme: 'light'});
}

/** Connect the test wallet, which starts on another chain, and switch as the network prompt asks. */
async function connectAndSwitch(page: Page) {
  await page.getByRole('button', {name: 'Connect Test Wallet'}).click();
  await page
    .getByRole('region', {name: 'Network'})
    .getByRole('button', {name: /^Switch to /})
    .click();
}

/**
 * One write as the reader makes it in a Write block: Preview, the preview's sentence, then Sign and send, and by
 * default the block's status once the indexer has the transaction. `beforeSend` runs while the preview shows.
 */
async function previewAndSend(
  block: Locator,
  preview: string,
  sentence: RegExp,
  {indexed = true, beforeSend}: {indexed?: boolean; beforeSend?: () => Promise<void>} = {},
) {
  await block.getByRole('button', {name: preview}).click();
  await expect(block.getByText(sentence)).toBeVisible();
  await beforeSend?.();
  await block.getByRole('button', {name: 'Sign and send'}).click();
  if (indexed) await expect(block.getByRole('status')).toHaveText(/and indexed\.$/, {timeout: 30_000});
}

const TAG = 'https://schema.org/keywords';
const LIST = 'Reading list in the browser';
const SEEDED = ['Whitepaper', 'Bonding curves explained', 'GraphQL cookbook'];
const ADDED = 'Trust score tutorial';
const atomId = (text: string) => calculateAtomId(toHex(text));
const entryId = (item: string) => calculateTripleId(atomId(item), atomId(TAG), atomId(LIST));

/** The list before the reader arrives, written from the fixture's wallet: three items, two with stakes. */
async function seedList(protocol: Protocol) {
  const contract = {address: protocol.multiVault, abi: MultiVaultAbi} as const;
  const send = async (functionName: string, args: readonly unknown[], value: bigint) => {
    const hash = await protocol.walletClient.writeContract({
      ...contract,
      account: protocol.walletClient.account!,
      chain: protocol.chain,
      functionName,
      args,
      value,
    } as never);
    expect((await protocol.publicClient.waitForTransactionReceipt({hash})).status).toBe('success');
  };
  const created = (id: Hex) =>
    protocol.publicClient.readContract({...contract, functionName: 'isTermCreated', args: [id]});
  const missing: string[] = [];
  for (const text of [LIST, TAG, ...SEEDED]) if (!(await created(atomId(text)))) missing.push(text);
  const atomCost = await protocol.publicClient.readContract({...contract, functionName: 'getAtomCost'});
  if (missing.length)
    await send(
      'createAtoms',
      [missing.map((t) => toHex(t)), missing.map(() => atomCost)],
      atomCost * BigInt(missing.length),
    );
  const tripleCost = await protocol.publicClient.readContract({...contract, functionName: 'getTripleCost'});
  await send(
    'createTriples',
    [SEEDED.map(atomId), SEEDED.map(() => atomId(TAG)), SEEDED.map(() => atomId(LIST)), SEEDED.map(() => tripleCost)],
    tripleCost * 3n,
  );
  const reader = protocol.walletClient.account!.address;
  await send('deposit', [reader, entryId('GraphQL cookbook'), 1n, 0n], parseEther('1'));
  await send('deposit', [reader, entryId('Bonding curves explained'), 1n, 0n], parseEther('0.5'));
}

test('curated list in the browser: connect, switch, add an item, stake, the ranking follows; screenshots, axe', async ({
  protocol,
}) => {
  test.setTimeout(180_000);
  await seedList(protocol);
  const wallet = await ownWallet(protocol, 'curated list app tutorial');
  const listUrl = `${app.url}#/curated-list?list=${encodeURIComponent(LIST)}`;
  const context = await browser.newContext({colorScheme: 'light', viewport: {width: WIDTH, height: 900}});
  try {
    // The main view and a read-only visit first, before anyone connects.
    const visitor = await context.newPage();
    await routeToLocal(visitor, protocol.rpcUrl, indexer.url);
    await visitor.goto(app.url);
    await expect(visitor.getByRole('heading', {name: 'Claims', exact: true})).toBeVisible();
    await bothSchemes(visitor, (scheme) => accessible(visitor, `claims browser, ${scheme}`));
    await visitor.goto(listUrl);
    const seeded = visitor.getByRole('region', {name: 'Ranking'}).locator('li .item');
    await expect(seeded).toHaveText(['GraphQL cookbook', 'Bonding curves explained', 'Whitepaper']);
    await bothSchemes(visitor, (scheme) => accessible(visitor, `curated list, read only, ${scheme}`));
    await visitor.close();

    const {page} = await pageWithWallet(context, protocol, indexer.url, wallet.privateKey);
    const connect = async () => {
      await connectAndSwitch(page);
      await expect(page.getByRole('heading', {name: 'Add an item'})).toBeVisible();
    };
    await page.goto(listUrl);
    await connect();
    const rows = page.getByRole('region', {name: 'Ranking'}).locator('li');
    const labels = rows.locator('.item');
    await expect(labels).toHaveText(['GraphQL cookbook', 'Bonding curves explained', 'Whitepaper']);
    await expect(rows.getByTestId('signal')).toHaveText([/^0\.9875 /, /^0\.49375 /, /^0 /]);
    await bothSchemes(page, async (scheme) => {
      await accessible(page, `curated list, connected, ${scheme}`);
      await shot(page, `curated-list-app-connected-${scheme}`, 'section[aria-labelledby="ranking"]');
    });

    // Add: step 1 creates the missing atom, step 2 the entry; the new item joins the items with no signal.
    const add = page.getByRole('region', {name: 'Add an item'});
    await add.getByLabel('New item').fill(ADDED);
    await previewAndSend(add, 'Preview add', /^Step 1 of 2: creates the atoms Trust score tutorial for /, {
      beforeSend: () =>
        bothSchemes(page, (scheme) => shot(page, `curated-list-app-add-${scheme}`, 'section[aria-labelledby="add"]')),
    });
    await previewAndSend(add, 'Preview add', /^Step 2 of 2: puts Trust score tutorial on the list for /);
    await expect(labels).toHaveText(['GraphQL cookbook', 'Bonding curves explained', ADDED, 'Whitepaper']);

    // Stake 2 on the new item: it rises to the top once the indexer reports the deposit.
    await page.getByLabel(/^Stake per click/).fill('2');
    const row = rows.filter({hasText: ADDED});
    // The row moves once the indexer has the deposit, so the ranking is what is awaited.
    await previewAndSend(row, `Preview stake on ${ADDED}`, /^Stakes 2 \S+ for about 1\.975 shares\.$/, {
      indexed: false,
    });
    await expect(labels).toHaveText([ADDED, 'GraphQL cookbook', 'Bonding curves explained', 'Whitepaper'], {
      timeout: 30_000,
    });
    await expect(rows.first().getByTestId('signal')).toHaveText(/^1\.975 /);
    await expect(rows.first()).toContainText('from 1 holder(s)');
    const shares = await protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'getShares',
      args: [wallet.address, entryId(ADDED), 1n],
    });
    expect(shares).toBeGreaterThan(0n);
    // The picture is taken after a reload, so it holds no transaction status lines.
    await page.reload();
    await connect();
    await expect(labels.first()).toHaveText(ADDED);
    await bothSchemes(page, (scheme) =>
      shot(page, `curated-list-app-ranked-${scheme}`, 'section[aria-labelledby="ranking"]'),
    );
  } finally {
    await context.close();
  }
});

const CLAIM = ['GraphQL cookbook', 'is recommended for', 'beginners'] as const;

test('for or against in the browser: both sides, stake, the counter-stake rule, redeem; screenshots, axe', async ({
  protocol,
}) => {
  test.setTimeout(180_000);
  const contract = {address: protocol.multiVault, abi: MultiVaultAbi} as const;
  const [s, p, o] = CLAIM.map(atomId) as [Hex, Hex, Hex];
  const tripleId = calculateTripleId(s, p, o);
  // The id the view computes for the Against side is the contract's own.
  expect(calculateCounterTripleId(tripleId)).toBe(
    await protocol.publicClient.readContract({...contract, functionName: 'getCounterIdFromTripleId', args: [tripleId]}),
  );
  const seed = async (functionName: string, args: readonly unknown[], value: bigint) => {
    const hash = await protocol.walletClient.writeContract({
      ...contract,
      account: protocol.walletClient.account!,
      chain: protocol.chain,
      functionName,
      args,
      value,
    } as never);
    expect((await protocol.publicClient.waitForTransactionReceipt({hash})).status).toBe('success');
  };
  // The claim, and 0.5 against it from the fixture's wallet, before the reader arrives.
  const missing: string[] = [];
  for (const text of CLAIM)
    if (!(await protocol.publicClient.readContract({...contract, functionName: 'isTermCreated', args: [atomId(text)]})))
      missing.push(text);
  const atomCost = await protocol.publicClient.readContract({...contract, functionName: 'getAtomCost'});
  if (missing.length)
    await seed(
      'createAtoms',
      [missing.map((t) => toHex(t)), missing.map(() => atomCost)],
      atomCost * BigInt(missing.length),
    );
  const tripleCost = await protocol.publicClient.readContract({...contract, functionName: 'getTripleCost'});
  await seed('createTriples', [[s], [p], [o], [tripleCost]], tripleCost);
  const against = calculateCounterTripleId(tripleId);
  await seed('deposit', [protocol.walletClient.account!.address, against, 1n, 0n], parseEther('0.5'));

  const wallet = await ownWallet(protocol, 'for against app tutorial');
  const context = await browser.newContext({colorScheme: 'light', viewport: {width: WIDTH, height: 900}});
  try {
    const {page} = await pageWithWallet(context, protocol, indexer.url, wallet.privateKey);
    await page.goto(`${app.url}#/for-against?triple=${tripleId}`);
    await expect(page.locator('.claim')).toHaveText(CLAIM.join(' · '));
    const sideFor = page.getByRole('region', {name: 'For', exact: true});
    const sideAgainst = page.getByRole('region', {name: 'Against', exact: true});
    // Each side has two Write blocks, stake and redeem: each block is its Preview button's parent.
    const stakeFor = sideFor.getByRole('button', {name: 'Preview stake For'}).locator('..');
    const redeemFor = sideFor.getByRole('button', {name: 'Preview redeem For'}).locator('..');
    const stakeAgainst = sideAgainst.getByRole('button', {name: 'Preview stake Against'}).locator('..');
    await expect(sideFor.getByTestId('total')).toHaveText(/^0 /);
    await expect(sideAgainst.getByTestId('total')).toHaveText(/^0\.49375 /);
    await expect(sideAgainst).toContainText('from 1 holder(s)');
    await connectAndSwitch(page);
    await expect(sideFor.getByTestId('mine')).toHaveText('0');
    await bothSchemes(page, (scheme) => accessible(page, `for or against, connected, ${scheme}`));

    // Stake 1 For: the For total and the reader's For shares change; Against does not.
    await page.getByLabel(/^Stake per click/).fill('1');
    await previewAndSend(stakeFor, 'Preview stake For', /^Stakes 1 \S+ for about 0\.9875 shares\.$/);
    await expect(sideFor.getByTestId('total')).toHaveText(/^0\.9875 /);
    await expect(sideFor).toContainText('from 1 holder(s)');
    await expect(sideFor.getByTestId('mine')).toHaveText('0.9875');
    await expect(sideAgainst.getByTestId('total')).toHaveText(/^0\.49375 /);
    await expect(sideAgainst.getByTestId('mine')).toHaveText('0');

    // Against while holding For: the simulation reverts with the counter-stake rule, and nothing is sent. The
    // picture is taken after a reload, so it holds no transaction status line (with its block number).
    await page.reload();
    await connectAndSwitch(page);
    await expect(sideFor.getByTestId('mine')).toHaveText('0.9875');
    const nonce = await protocol.publicClient.getTransactionCount({address: wallet.address});
    await stakeAgainst.getByRole('button', {name: 'Preview stake Against'}).click();
    await expect(stakeAgainst.getByRole('alert')).toContainText('MultiVault_HasCounterStake');
    await bothSchemes(page, (scheme) => shot(page, `for-against-app-staked-${scheme}`, 'main'));
    expect(await protocol.publicClient.getTransactionCount({address: wallet.address})).toBe(nonce);

    // Redeem For, then Against is open to the reader.
    await previewAndSend(redeemFor, 'Preview redeem For', /^Redeems 0\.9875 shares for about 0\.975\d* \S+\.$/, {
      indexed: false,
    });
    await expect(sideFor.getByTestId('mine')).toHaveText('0', {timeout: 30_000});
    await expect(sideFor).toContainText('from 0 holder(s)', {timeout: 30_000});
    await page.getByLabel(/^Stake per click/).fill('0.5');
    await previewAndSend(stakeAgainst, 'Preview stake Against', /^Stakes 0\.5 \S+ for about /, {indexed: false});
    await expect(sideAgainst).toContainText('from 2 holder(s)', {timeout: 30_000});
    await expect(sideAgainst.getByTestId('total')).toHaveText(/^0\.9875 /);
    await expect(sideAgainst.getByTestId('mine')).not.toHaveText('0');
  } finally {
    await context.close();
  }
});
