/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TARGET?: string;
  readonly VITE_LOCAL_RPC_URL?: string;
  readonly VITE_LOCAL_GRAPHQL_URL?: string;
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
}

/** VITE_WALLETCONNECT_PROJECT_ID at build time, or '' (vite.config.ts). */
declare const __WALLETCONNECT_PROJECT_ID__: string;
