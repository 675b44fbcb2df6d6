import {expect, test, type Locator, type Page} from '@playwright/test';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {encodeFunctionData} from 'viem';
import {testnetTools} from '../../config/redirects';
import {loadProtocolData} from '../../src/protocol/loadProtocolData';
import type {NetworkKey} from '../../src/protocol/types';
import {gotoHydrated} from '../support/page';

/**
 * The network pages show the connection values of @0xintuition/protocol and @0xintuition/graphql, as a reader
 * sees them. The expected values come from the same loader the build uses, run here in Node, never typed.
 */
const protocol = loadProtocolData();

const pages: Record<NetworkKey, string> = {mainnet: '/docs/network/mainnet', testnet: '/docs/network/testnet'};

/** The value cell of the row whose header reads `label`, in a table found by its caption. */
function cell(table: Locator, label: string): Locator {
  return table.locator('tr', {has: table.page().getByRole('rowheader', {name: label, exact: true})}).getByRole('cell');
}

function connectionTable(page: Page, network: NetworkKey): Locator {
  return page.getByRole('table', {name: `${protocol.networks[network].name}: connection details`});
}

for (const network of ['mainnet', 'testnet'] as const) {
  test(`${pages[network]} shows the package's connection values, once`, async ({page}) => {
    const info = protocol.networks[network];
    await gotoHydrated(page, pages[network]);
    // One connection table: the wallet button's manual fallback only appears after a click without a wallet.
    const table = connectionTable(page, network);
    await expect(table).toHaveCount(1);
    await expect(table).toBeVisible();

    await expect(cell(table, 'Network name')).toHaveText(info.name);
    await expect(cell(table, 'Chain ID')).toHaveText(String(info.chainId));
    await expect(cell(table, 'Currency symbol')).toHaveText(info.currencySymbol);
    await expect(cell(table, 'Currency name')).toHaveText(info.currencyName);
    await expect(cell(table, 'RPC (HTTP)')).toHaveText(info.rpcHttp);
    await expect(cell(table, 'RPC (WebSocket)')).toHaveText(info.rpcWs);
    await expect(cell(table, 'Block explorer')).toHaveText(info.explorer);
    await expect(cell(table, 'Block explorer').getByRole('link')).toHaveAttribute('href', info.explorer);
    await expect(cell(table, 'GraphQL API')).toHaveText(info.graphql);

    // The page does not repeat the endpoints elsewhere: each URL appears in the table only.
    const article = page.locator('article');
    for (const value of [info.rpcHttp, info.rpcWs, info.graphql]) {
      await expect(article.getByText(value, {exact: true})).toHaveCount(1);
    }
    await expect(article.locator(`a[href="${info.explorer}"]`)).toHaveCount(1);
  });
}

test('the mainnet page lists the package addresses of the core contracts', async ({page}) => {
  await gotoHydrated(page, pages.mainnet);
  const article = page.locator('article');
  for (const [contract, network] of [
    ['MultiVault', 'mainnet'],
    ['TrustBonding', 'mainnet'],
    ['WrappedTrust', 'mainnet'],
    ['Trust', 'base'],
  ] as const) {
    const address = protocol.contracts[contract][network];
    expect(address, `${contract} on ${network}: the package has an address to show`).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect(article.getByText(address ?? '', {exact: true})).toHaveCount(1);
  }
});

test('the network overview compares both networks with the package values', async ({page}) => {
  await gotoHydrated(page, '/docs/network');
  const table = page.locator('article table', {has: page.getByRole('columnheader', {name: 'Mainnet'})});
  const row = (label: string) => table.locator('tr', {has: page.getByRole('cell', {name: label, exact: true})});
  await expect(row('Chain id').getByRole('cell')).toHaveText([
    'Chain id',
    String(protocol.networks.mainnet.chainId),
    String(protocol.networks.testnet.chainId),
  ]);
  await expect(row('Gas token').getByRole('cell')).toHaveText([
    'Gas token',
    protocol.networks.mainnet.currencySymbol,
    protocol.networks.testnet.currencySymbol,
  ]);
});

test('the RPC page examples use the package endpoint and the real getAtomCost selector', async ({page}) => {
  await gotoHydrated(page, '/docs/network/testnet/rpc');
  const article = page.locator('article');
  const endpoints = article.locator('table', {has: page.getByRole('columnheader', {name: 'Transport'})});
  const row = (label: string) => endpoints.locator('tr', {has: page.getByRole('cell', {name: label, exact: true})});
  const {testnet, mainnet} = protocol.networks;
  await expect(row('HTTP').getByRole('cell')).toHaveText(['HTTP', testnet.rpcHttp, mainnet.rpcHttp]);
  await expect(row('WebSocket').getByRole('cell')).toHaveText(['WebSocket', testnet.rpcWs, mainnet.rpcWs]);
  const code = article.locator('pre code');
  await expect(code.filter({hasText: /^RPC=/})).toHaveText(`RPC=${protocol.networks.testnet.rpcHttp}`);

  // getAtomCost() takes no arguments, so its call data is its 4-byte selector alone.
  const selector = encodeFunctionData({abi: MultiVaultAbi, functionName: 'getAtomCost'});
  await expect(code.filter({hasText: 'eth_call'})).toContainText(`\\"data\\":\\"${selector}\\"`);
  // The prose names the same selector, and shows the package's testnet MultiVault address to paste in.
  const prose = article.locator('p');
  await expect(prose.getByText(selector, {exact: true})).toHaveCount(1);
  await expect(prose.getByText(protocol.contracts.MultiVault.testnet ?? 'missing', {exact: true})).toHaveCount(1);
});

test('the testnet tool pages also answer under /docs/testnet/', async ({page}) => {
  // Fourteen page loads in one test: the default 30 s ran out on a busy two-core machine (32 s).
  test.setTimeout(90_000);
  for (const tool of testnetTools) {
    const canonical = `/docs/network/testnet/${tool}`;
    await gotoHydrated(page, canonical);
    const title = await page.locator('article h1').textContent();
    expect(title, canonical).toBeTruthy();

    const response = await page.goto(`/docs/testnet/${tool}`);
    expect(response?.status(), `/docs/testnet/${tool}`).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    await expect(page.locator('article h1')).toHaveText(title ?? '');
  }
});
