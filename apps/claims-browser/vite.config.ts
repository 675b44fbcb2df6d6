import {defineConfig} from 'vite';
import react from '@vitejs/plugin-react';

// The app imports the docs site's revert explanations (../../src/data/contractErrors.ts); the dev server may read
// files above this folder only when allowed.
export default defineConfig({
  plugins: [react()],
  server: {fs: {allow: ['../..']}},
});
