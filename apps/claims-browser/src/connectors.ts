import type {CreateConnectorFn} from 'wagmi';
import type {injected, walletConnect} from 'wagmi/connectors';

/** The build-time settings that choose the wallets (vite.config.ts reads them from the environment or .env). */
export interface WalletEnv {
  /** A WalletConnect project id; empty or absent leaves WalletConnect out. */
  VITE_WALLETCONNECT_PROJECT_ID?: string;
}

export interface ConnectorFactories {
  injected: typeof injected;
  /**
   * Passed only by a build that has a project id: config.ts imports it behind a build-time constant, so the default
   * build holds no WalletConnect code and never contacts its relay.
   */
  walletConnect?: typeof walletConnect;
}

/**
 * The app's connectors: injected wallets (one button per wallet announced through EIP-6963) always, and WalletConnect,
 * for wallets on another device, only when a project id is configured. `appUrl` is what the paired wallet shows.
 */
export function connectorsFor(env: WalletEnv, factories: ConnectorFactories, appUrl: string): CreateConnectorFn[] {
  const projectId = env.VITE_WALLETCONNECT_PROJECT_ID?.trim();
  if (!projectId) return [factories.injected()];
  if (!factories.walletConnect) throw new Error('A WalletConnect project id is set, but WalletConnect was not loaded.');
  return [
    factories.injected(),
    factories.walletConnect({
      projectId,
      metadata: {
        name: 'Intuition claims browser',
        description: 'Claims and positions on Intuition',
        url: appUrl,
        icons: [],
      },
    }),
  ];
}
