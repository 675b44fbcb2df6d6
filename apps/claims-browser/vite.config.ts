import {defineConfig, loadEnv} from 'vite';
import react from '@vitejs/plugin-react';

// The app imports the docs site's revert explanations (../../src/data/contractErrors.ts); the dev server may read
// files above this folder only when allowed. The WalletConnect project id becomes a constant, so a build without
// one drops the WalletConnect import (src/config.ts) instead of shipping it unused.
export default defineConfig(({mode}) => ({
  plugins: [react()],
  server: {fs: {allow: ['../..']}},
  define: {
    __WALLETCONNECT_PROJECT_ID__: JSON.stringify(
      loadEnv(mode, new URL('.', import.meta.url).pathname, 'VITE_').VITE_WALLETCONNECT_PROJECT_ID ?? '',
    ),
  },
}));
