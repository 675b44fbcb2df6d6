import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {gotoHydrated} from '../support/page';

/**
 * The "Add to wallet" button on the network pages, against a test EIP-1193 provider injected before any page
 * script runs. The provider records every request in window.__walletRequests.
 */
type ProviderMode = 'accept' | 'reject-add' | 'reject-switch' | 'fail' | 'throw-sync' | 'hang';

interface RecordedRequest {
  method: string;
  params?: unknown[];
}

type Chain = typeof intuitionMainnet | typeof intuitionTestnet;

function expectedAddParams(chain: Chain) {
  return {
    chainId: `0x${chain.id.toString(16)}`,
    chainName: chain.name,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
    },
    rpcUrls: [chain.rpcUrls.default.http[0]],
    blockExplorerUrls: [chain.blockExplorers.default.url],
  };
}

const pages = {mainnet: '/docs/network/mainnet', testnet: '/docs/network/testnet'} as const;

async function injectProvider(page: Page, mode: ProviderMode): Promise<void> {
  await page.addInitScript((providerMode: ProviderMode) => {
    const requests: RecordedRequest[] = [];
    (window as Window & {__walletRequests?: RecordedRequest[]}).__walletRequests = requests;
    const provider = {
      isTestProvider: true,
      request(args: RecordedRequest): Promise<unknown> {
        requests.push(JSON.parse(JSON.stringify(args)) as RecordedRequest);
        if (providerMode === 'throw-sync') throw new Error('Provider exploded before answering');
        if (providerMode === 'hang') return new Promise<unknown>(() => undefined);
        if (providerMode === 'reject-add' && args.method === 'wallet_addEthereumChain') {
          return Promise.reject({code: 4001, message: 'User rejected the request.'});
        }
        if (providerMode === 'reject-switch' && args.method === 'wallet_switchEthereumChain') {
          return Promise.reject({code: 4001, message: 'User rejected the request.'});
        }
        if (providerMode === 'fail' && args.method === 'wallet_addEthereumChain') {
          return Promise.reject({code: -32602, message: 'rpcUrls[0] could not be reached'});
        }
        return Promise.resolve(null);
      },
    };
    Object.defineProperty(window, 'ethereum', {value: provider, configurable: true});
  }, mode);
}

async function recordedRequests(page: Page): Promise<RecordedRequest[]> {
  return page.evaluate(() => (window as Window & {__walletRequests?: RecordedRequest[]}).__walletRequests ?? []);
}

/** Collects page errors and console errors; every test ends by expecting none. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  return problems;
}

function section(page: Page, network: 'mainnet' | 'testnet') {
  const root = page.locator(`[data-add-network="${network}"]`);
  const chain = network === 'mainnet' ? intuitionMainnet : intuitionTestnet;
  return {
    root,
    button: root.getByRole('button', {name: `Add ${chain.name} to your wallet`}),
    status: root.getByRole('status'),
  };
}

test('the mainnet button adds then switches to the package chain and reports success', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'accept');
  await gotoHydrated(page, pages.mainnet);
  const {button, status, root} = section(page, 'mainnet');
  await expect(status).toBeEmpty();
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);

  await button.click();
  await expect(status).toHaveText(`Switched to ${intuitionMainnet.name}`);
  const expected = expectedAddParams(intuitionMainnet);
  expect(await recordedRequests(page)).toEqual([
    {method: 'wallet_addEthereumChain', params: [expected]},
    {method: 'wallet_switchEthereumChain', params: [{chainId: expected.chainId}]},
  ]);
  await expect(root.locator('[data-add-network-manual]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the testnet button works from the keyboard and sends the testnet chain', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'accept');
  await gotoHydrated(page, pages.testnet);
  const {button, status} = section(page, 'testnet');
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Switched to ${intuitionTestnet.name}`);
  const expected = expectedAddParams(intuitionTestnet);
  expect(await recordedRequests(page)).toEqual([
    {method: 'wallet_addEthereumChain', params: [expected]},
    {method: 'wallet_switchEthereumChain', params: [{chainId: expected.chainId}]},
  ]);
  expect(problems).toEqual([]);
});

test('without a wallet it says so and shows the values to enter by hand', async ({page}) => {
  const problems = watchErrors(page);
  await gotoHydrated(page, pages.mainnet);
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  const {button, status, root} = section(page, 'mainnet');
  await button.click();
  await expect(status).toContainText('No browser wallet found');
  const manual = root.locator('[data-add-network-manual="mainnet"] [data-network-table="mainnet"]');
  await expect(manual).toBeVisible();
  await expect(manual.locator('[data-field="chainId"]')).toHaveText(String(intuitionMainnet.id));
  await expect(manual.locator('[data-field="rpcHttp"]')).toHaveText(intuitionMainnet.rpcUrls.default.http[0]);
  await expect(manual.locator('[data-field="explorer"]')).toHaveText(intuitionMainnet.blockExplorers.default.url);
  await expect(manual.locator('[data-field="currencySymbol"]')).toHaveText(intuitionMainnet.nativeCurrency.symbol);
  expect(problems).toEqual([]);
});

test('a wallet that is present but has no request function counts as no wallet', async ({page}) => {
  const problems = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'ethereum', {value: {}, configurable: true});
  });
  await gotoHydrated(page, pages.testnet);
  const {button, status} = section(page, 'testnet');
  await button.click();
  await expect(status).toContainText('No browser wallet found');
  expect(problems).toEqual([]);
});

test('declining in the wallet shows the decline message', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'reject-add');
  await gotoHydrated(page, pages.mainnet);
  const {button, status} = section(page, 'mainnet');
  await button.click();
  await expect(status).toHaveText('You declined the request in your wallet.');
  // Declining the add stops there: no switch request follows.
  expect((await recordedRequests(page)).map((r) => r.method)).toEqual(['wallet_addEthereumChain']);
  expect(problems).toEqual([]);
});

test('declining the switch also shows the decline message', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'reject-switch');
  await gotoHydrated(page, pages.mainnet);
  const {button, status} = section(page, 'mainnet');
  await button.click();
  await expect(status).toHaveText('You declined the request in your wallet.');
  expect((await recordedRequests(page)).map((r) => r.method)).toEqual([
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ]);
  expect(problems).toEqual([]);
});

test('another wallet error shows its message', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'fail');
  await gotoHydrated(page, pages.mainnet);
  const {button, status} = section(page, 'mainnet');
  await button.click();
  await expect(status).toHaveText('Your wallet could not add the network: rpcUrls[0] could not be reached');
  expect(problems).toEqual([]);
});

test('a provider that throws synchronously shows its message and nothing escapes', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'throw-sync');
  await gotoHydrated(page, pages.testnet);
  const {button, status} = section(page, 'testnet');
  await button.click();
  await expect(status).toHaveText('Your wallet could not add the network: Provider exploded before answering');
  // The button still works afterwards.
  await button.click();
  await expect(status).toHaveText('Your wallet could not add the network: Provider exploded before answering');
  expect(await recordedRequests(page)).toHaveLength(2);
  expect(problems).toEqual([]);
});

test('while the wallet is open it says so and does not send a second request', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'hang');
  await gotoHydrated(page, pages.mainnet);
  const {button, status} = section(page, 'mainnet');
  await button.click();
  await expect(status).toHaveText('Waiting for your wallet…');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeFocused(); // aria-disabled, not disabled: keyboard focus stays on the button
  await button.click({force: true}); // Playwright waits for aria-disabled elements; a reader can still click
  await expect(status).toHaveText('Waiting for your wallet…');
  expect(await recordedRequests(page)).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('the button and its messages keep their contrast in dark mode', async ({page}) => {
  const problems = watchErrors(page);
  await injectProvider(page, 'fail');
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, pages.mainnet);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const {button, status} = section(page, 'mainnet');
  const contrast = async () =>
    (
      await new AxeBuilder({page})
        .include('[data-add-network="mainnet"]')
        .withRules(['color-contrast', 'target-size'])
        .analyze()
    ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(await contrast()).toEqual([]);
  await button.click();
  await expect(status).toContainText('Your wallet could not add the network');
  expect(await contrast()).toEqual([]);
  expect(problems).toEqual([]);
});
