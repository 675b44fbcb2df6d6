import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {getMultiVaultAddressFromChainId, intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import type {Chain} from 'viem';
import {cookieStorage, createConfig, createStorage, http} from 'wagmi';
import {injected} from 'wagmi/connectors';

/**
 * The same network choice as the Vite app, read at build time: NEXT_PUBLIC_TARGET=mainnet, or testnet (the
 * default). Next inlines NEXT_PUBLIC_ variables into the browser bundle, so server and browser agree on the chain.
 */
const mainnet = process.env.NEXT_PUBLIC_TARGET === 'mainnet';
export const chain: Chain = mainnet ? intuitionMainnet : intuitionTestnet;
export const graphqlUrl = mainnet ? API_URL_PROD : API_URL_DEV;
export const multiVault = getMultiVaultAddressFromChainId(chain.id);

/**
 * This module runs on the server (the layout reads the cookie with it) and in the browser (the providers).
 * ssr: true keeps wagmi from reading browser-only stores during the first render, and the cookie storage lets
 * the server see the connection the browser saved, so both render the same account.
 */
export const wagmiConfig = createConfig({
  chains: [chain],
  connectors: [injected()],
  multiInjectedProviderDiscovery: true,
  ssr: true,
  storage: createStorage({storage: cookieStorage}),
  transports: {[chain.id]: http()},
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
