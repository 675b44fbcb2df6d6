import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {getMultiVaultAddressFromChainId, intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import type {Chain} from 'viem';
import {createConfig, http} from 'wagmi';
import {injected} from 'wagmi/connectors';

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

/**
 * One chain, injected wallets only. multiInjectedProviderDiscovery (on by default, kept explicit) lists every
 * wallet that announces itself through EIP-6963, so the reader picks one instead of whichever wrote
 * window.ethereum last. WalletConnect stays out: it needs a project id and @walletconnect/ethereum-provider,
 * which this app does not install.
 */
export const wagmiConfig = createConfig({
  chains: [chain],
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  transports: {[chain.id]: http()},
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
