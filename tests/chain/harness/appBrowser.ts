import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {API_URL_DEV} from '@0xintuition/graphql';
import {intuitionTestnet} from '@0xintuition/protocol';
import type {BrowserContext, Page, Route} from '@playwright/test';
import serveHandler from 'serve-handler';
import {createWalletClient, http as viemHttp, keccak256, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import type {Protocol} from '../fixtures';
import {buildApp, sharedBuildDir} from '../../../scripts/app-bundle';
import {repoRoot} from './runExample';

/**
 * The claims browser (apps/claims-browser) for a browser test: the default testnet build, built once per change of
 * the app's sources and shared with the bundle test (scripts/app-bundle.ts, buildApp), served on loopback; each page
 * has its testnet RPC and GraphQL requests answered by this worker's chain and indexer (routeToLocal), and a test
 * wallet injected (an EIP-1193 provider announced through EIP-6963, signing in Node with a local key; no extension).
 */
export const appDir = path.join(repoRoot, 'apps', 'claims-browser');

export async function buildAndServeApp() {
  // npm test installs the app beside the lint step (scripts/test.sh); a chain run on its own installs it here.
  if (!fs.existsSync(path.join(appDir, 'node_modules')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: appDir, stdio: 'pipe'});
  await buildApp();
  const server = http.createServer((request, response) => serveHandler(request, response, {public: sharedBuildDir}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The build talks to testnet's RPC and GraphQL endpoints, read from the packages. The local chain runs testnet's
 * contracts at testnet's addresses under testnet's chain id, so the page's requests to those two endpoints are
 * answered by the local chain and indexer instead, with the CORS headers the local servers do not send. Nothing
 * reaches testnet.
 */
export async function routeToLocal(page: Page, rpcUrl: string, graphqlUrl: string) {
  const targets = new Map([
    [intuitionTestnet.rpcUrls.default.http[0], rpcUrl],
    [API_URL_DEV, graphqlUrl],
  ]);
  await page.route(
    (url) => targets.has(url.href),
    async (route: Route) => {
      const headers = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers});
      // The context may close while a poll is in flight; that request no longer matters.
      const response = await route.fetch({url: targets.get(route.request().url())}).catch(() => undefined);
      if (response) await route.fulfill({response, headers: {...response.headers(), ...headers}}).catch(() => {});
    },
  );
}

/**
 * The EIP-6963 announcement of a page script's `provider` as "Test Wallet", for every test wallet of the app tests
 * (here and app-next.spec.ts): once at load, and again whenever the page asks (wagmi's discovery asks on start).
 */
export const announceProvider = `
  const info = {uuid: '6d8c3a52-1b8e-4f0e-9d7c-2a9b1f0e5c11', name: 'Test Wallet', rdns: 'org.example.testwallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'};
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {detail: Object.freeze({info, provider})}));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();`;

/** An EIP-1193 provider announced through EIP-6963; it starts on chain 1, which the app must ask to leave. */
export const walletScript = (address: string) => `(() => {
  let chainId = '0x1';
  const known = new Set(['0x1']);
  let accounts = [];
  const listeners = {};
  const log = (window.__walletLog = []);
  const emit = (event, value) => (listeners[event] || []).forEach((listener) => listener(value));
  const provider = {
    async request({method, params}) {
      log.push(method);
      if (method === 'eth_chainId') return chainId;
      if (method === 'eth_accounts') return accounts;
      if (method === 'wallet_requestPermissions') {
        accounts = ['${address}'];
        emit('accountsChanged', accounts);
        return [{parentCapability: 'eth_accounts'}];
      }
      if (method === 'eth_requestAccounts') {
        accounts = ['${address}'];
        emit('accountsChanged', accounts);
        return accounts;
      }
      if (method === 'wallet_addEthereumChain') {
        known.add(params[0].chainId);
        chainId = params[0].chainId;
        emit('chainChanged', chainId);
        return null;
      }
      if (method === 'wallet_switchEthereumChain') {
        if (!known.has(params[0].chainId)) throw {code: 4902, message: 'Unrecognized chain ID'};
        chainId = params[0].chainId;
        emit('chainChanged', chainId);
        return null;
      }
      if (method === 'eth_sendTransaction' && window.__rejectNext) {
        window.__rejectNext = false;
        throw {code: 4001, message: 'User rejected the request.'};
      }
      return window.__walletRpc(method, params);
    },
    on(event, listener) { (listeners[event] ||= []).push(listener); },
    removeListener(event, listener) { listeners[event] = (listeners[event] || []).filter((l) => l !== listener); },
  };
${announceProvider}
})();`;

/**
 * A page with the test wallet for `privateKey`: every request the app sends the wallet is answered from the local
 * chain, and eth_sendTransaction is signed in Node. Returns the page and what the page asked the wallet to send.
 */
export async function pageWithWallet(
  context: BrowserContext,
  protocol: Protocol,
  graphqlUrl: string,
  privateKey: Hex,
): Promise<{page: Page; sent: {gas?: Hex}[]}> {
  const signer = createWalletClient({
    chain: protocol.chain,
    transport: viemHttp(protocol.rpcUrl),
    account: privateKeyToAccount(privateKey),
  });
  const page = await context.newPage();
  await routeToLocal(page, protocol.rpcUrl, graphqlUrl);
  const sent: {gas?: Hex}[] = [];
  await page.exposeFunction('__walletRpc', async (method: string, params: unknown[]) => {
    if (method === 'eth_sendTransaction') {
      const tx = params[0] as {to: Hex; data: Hex; value?: Hex; gas?: Hex};
      sent.push(tx);
      // Like a browser wallet: a request with a gas limit is sent as it is, without estimating again.
      const request = await signer.prepareTransactionRequest({
        to: tx.to,
        data: tx.data,
        value: tx.value ? BigInt(tx.value) : 0n,
        ...(tx.gas ? {gas: BigInt(tx.gas)} : {}),
      });
      const serializedTransaction = await signer.signTransaction(request);
      try {
        return await signer.sendRawTransaction({serializedTransaction});
      } catch (error) {
        // Hardhat mines a transaction that reverts and then answers with an error; a real node answers with the
        // hash, so the wallet does too when the transaction is in a block.
        const hash = keccak256(serializedTransaction);
        if (await protocol.publicClient.getTransactionReceipt({hash}).catch(() => undefined)) return hash;
        throw error;
      }
    }
    return protocol.publicClient.request({method, params} as never);
  });
  await page.addInitScript(walletScript(privateKeyToAccount(privateKey).address));
  return {page, sent};
}
