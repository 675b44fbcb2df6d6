import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {getMultiVaultAddressFromChainId, intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import type {Chain} from 'viem';
import {createConfig, http} from 'wagmi';
import {injected} from 'wagmi/connectors';
import {connectorsFor} from './connectors';

/**
 * Which network the app talks to, chosen at build time: VITE_TARGET=testnet (default), mainnet, or local (the
 * docs' local chain: VITE_LOCAL_RPC_URL and VITE_LOCAL_GRAPHQL_URL). Chain ids, RPC URLs, GraphQL endpoints and
 * the MultiVault address all come from the pinned packages; nothing is typed here.
 */
const target = (import.meta.env.VITE_TARGET ?? 'testnet') as 'testnet' | 'mainnet' | 'local';

function pick(): {chain: Chain; graphqlUrl: string} {
  if (target === 'mainnet') return {chain: intuitionMainnet, graphqlUrl: API_URL_PROD};
  if (target === 'local') {
    const rpc = import.meta.env.VITE_LOCAL_RPC_URL;
    const graphqlUrl = import.meta.env.VITE_LOCAL_GRAPHQL_URL;
    if (!rpc || !graphqlUrl) throw new Error('VITE_TARGET=local needs VITE_LOCAL_RPC_URL and VITE_LOCAL_GRAPHQL_URL');
    // The local chain runs testnet's contracts at testnet's addresses under testnet's chain id.
    return {chain: {...intuitionTestnet, rpcUrls: {default: {http: [rpc]}}}, graphqlUrl};
  }
  return {chain: intuitionTestnet, graphqlUrl: API_URL_DEV};
}

export const {chain, graphqlUrl} = pick();
export const multiVault = getMultiVaultAddressFromChainId(
  target === 'mainnet' ? intuitionMainnet.id : intuitionTestnet.id,
);
export const currency = chain.nativeCurrency.symbol;

// A build-time constant (vite.config.ts): without a project id this import is dead code that the build removes.
const walletConnect = __WALLETCONNECT_PROJECT_ID__ ? (await import('wagmi/connectors')).walletConnect : undefined;

/**
 * One chain. multiInjectedProviderDiscovery (on by default, kept explicit) lists every wallet that announces itself
 * through EIP-6963, so the reader picks one instead of whichever wrote window.ethereum last. WalletConnect joins
 * only when VITE_WALLETCONNECT_PROJECT_ID is set at build time (src/connectors.ts).
 */
export const wagmiConfig = createConfig({
  chains: [chain],
  connectors: connectorsFor(
    {VITE_WALLETCONNECT_PROJECT_ID: __WALLETCONNECT_PROJECT_ID__},
    {injected, walletConnect},
    location.origin,
  ),
  multiInjectedProviderDiscovery: true,
  transports: {[chain.id]: http()},
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
