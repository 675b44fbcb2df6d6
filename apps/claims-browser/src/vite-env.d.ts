/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TARGET?: string;
  readonly VITE_LOCAL_RPC_URL?: string;
  readonly VITE_LOCAL_GRAPHQL_URL?: string;
}
