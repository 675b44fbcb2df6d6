import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {BrowserContext, Page, Route} from '@playwright/test';
import serveHandler from 'serve-handler';
import {createWalletClient, http as viemHttp, keccak256, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import type {Protocol} from '../fixtures';
import {repoRoot} from './runExample';

/**
 * The claims browser (apps/claims-browser) for a browser test: built with vite for VITE_TARGET=local against this
 * worker's chain and indexer, served on loopback, and a test wallet injected into each page (an EIP-1193 provider
 * announced through EIP-6963, signing in Node with a local key; no extension). Copied from
 * app-claims-browser.spec.ts so both app specs can share one copy.
 */
export const appDir = path.join(repoRoot, 'apps', 'claims-browser');

export async function buildAndServeApp(rpcUrl: string, graphqlUrl: string) {
  // npm test installs the app beside the lint step (scripts/test.sh); a chain run on its own installs it here.
  if (!fs.existsSync(path.join(appDir, 'node_modules')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: appDir, stdio: 'pipe'});
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-browser-'));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: appDir,
    stdio: 'pipe',
    env: {...process.env, VITE_TARGET: 'local', VITE_LOCAL_RPC_URL: rpcUrl, VITE_LOCAL_GRAPHQL_URL: graphqlUrl},
  });
  const server = http.createServer((request, response) => serveHandler(request, response, {public: outDir}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The local chain and indexer send no CORS headers; the page reaches them through the test, which adds them. */
export async function allowCrossOrigin(page: Page, origin: string) {
  await page.route(`${origin}/**`, async (route: Route) => {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers});
    // The context may close while a poll is in flight; that request no longer matters.
    const response = await route.fetch().catch(() => undefined);
    if (response) await route.fulfill({response, headers: {...response.headers(), ...headers}}).catch(() => {});
  });
}

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
  const info = {uuid: '6d8c3a52-1b8e-4f0e-9d7c-2a9b1f0e5c11', name: 'Test Wallet', rdns: 'org.example.testwallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'};
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', {detail: Object.freeze({info, provider})}));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
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
  await allowCrossOrigin(page, new URL(protocol.rpcUrl).origin);
  await allowCrossOrigin(page, new URL(graphqlUrl).origin);
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
