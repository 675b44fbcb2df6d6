import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {connectorsFor, type ConnectorFactories} from '../../apps/claims-browser/src/connectors';
import {buildApp, dataFile, measure, walletConnectMarkers, type BundleFigures} from '../../scripts/app-bundle';

/**
 * The bundle figures on the server-rendering page (src/data/appBundle.json) are a measurement, not a note: this
 * builds the claims browser again and holds each package group to within 2 % of the stored figure, and the total
 * to within 5 % (the app's own code changes often; a dependency upgrade moves a group by far more). When it fails,
 * re-measure with `npx tsx scripts/app-bundle.ts --write`.
 */
test('the stored bundle figures of the claims browser match a fresh build', async () => {
  test.setTimeout(120_000);
  const stored = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as BundleFigures;
  const output = await buildApp();
  const fresh = await measure(output);
  // Without a project id the build holds no WalletConnect code at all, so the page can never contact its relay.
  const withWalletConnect = output.filter((chunk) => chunk.type === 'chunk' && walletConnectMarkers.test(chunk.code));
  expect(withWalletConnect.map((chunk) => chunk.fileName)).toEqual([]);
  expect(fresh.measuredOn).toEqual(stored.measuredOn);
  const near = (actual: number, expected: number, share: number) =>
    expect(Math.abs(actual - expected), `${actual} vs stored ${expected}`).toBeLessThanOrEqual(expected * share);
  near(fresh.total.raw, stored.total.raw, 0.05);
  near(fresh.total.gzip, stored.total.gzip, 0.05);
  for (const group of ['react', 'wagmi', 'viem', 'TanStack Query', 'Intuition packages']) {
    near(fresh.groups[group]!.raw, stored.groups[group]!.raw, 0.02);
    near(fresh.groups[group]!.gzip, stored.groups[group]!.gzip, 0.02);
  }
});

/**
 * The choice of wallets (apps/claims-browser/src/connectors.ts) with stand-in factories: injected wallets only unless
 * a WalletConnect project id is set; with one, a WalletConnect connector for that id. No build, no browser.
 */
test('the claims browser offers WalletConnect only when a project id is configured', () => {
  const made: {kind: string; parameters?: unknown}[] = [];
  const factories = {
    injected: () => (made.push({kind: 'injected'}), 'injected'),
    walletConnect: (parameters: unknown) => (made.push({kind: 'walletConnect', parameters}), 'walletConnect'),
  } as unknown as Required<ConnectorFactories>;
  const url = 'https://claims.example';
  expect(connectorsFor({}, factories, url)).toEqual(['injected']);
  expect(connectorsFor({VITE_WALLETCONNECT_PROJECT_ID: '  '}, {injected: factories.injected}, url)).toEqual([
    'injected',
  ]);
  expect(made.map((m) => m.kind)).toEqual(['injected', 'injected']);
  made.length = 0;
  expect(connectorsFor({VITE_WALLETCONNECT_PROJECT_ID: 'abc123'}, factories, url)).toEqual([
    'injected',
    'walletConnect',
  ]);
  expect(made[1]).toEqual({
    kind: 'walletConnect',
    parameters: expect.objectContaining({projectId: 'abc123', metadata: expect.objectContaining({url})}),
  });
  // A configured id with the connector not loaded is a broken build, not a silent fallback.
  expect(() => connectorsFor({VITE_WALLETCONNECT_PROJECT_ID: 'abc123'}, {injected: factories.injected}, url)).toThrow(
    /not loaded/,
  );
});
