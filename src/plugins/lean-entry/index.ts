import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {upstreamFile} from '../../../config/seams';

/**
 * Keeps what every page loads small (issue 11, measured with scripts/bench/): async chunks named by id, and core's
 * prefetch helper replaced, which configuration cannot reach, with one that adds a single link per file
 * (./prefetchOnce.ts). The code-block feature's own aliases (Prism out of the entry chunk, the word-wrap hook) live
 * with it in src/features/code-blocks.
 */
const leanEntryPlugin: PluginModule = (context) => {
  // The target is resolved now (config/seams.ts): a file upstream moved stops the build, naming the seam, instead
  // of leaving an alias key that matches nothing. Keys are the absolute paths without extension, as requested.
  const prefetchHelper = upstreamFile('alias prefetch', context.siteDir).replace(/\.js$/, '');
  return {
    name: 'lean-entry',
    configureWebpack: (config, isServer) => ({
      // Async chunks named by id, not by Docusaurus's hashed chunk names: the runtime chunk, which every page
      // loads, then maps each id to its content hash only instead of also to a name (4.47 → 4.00 KB gzip).
      ...(!isServer && config.mode === 'production'
        ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}
        : {}),
      resolve: {
        alias: {
          // core's client/docusaurus.js imports './prefetch'; the resolver joins it to this path before aliasing.
          [`${prefetchHelper}$`]: path.join(__dirname, 'prefetchOnce.ts'),
        },
      },
    }),
  };
};

export default leanEntryPlugin;
