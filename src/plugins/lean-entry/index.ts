import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {upstreamFile} from '../../../config/seams';

/**
 * Keeps what every page loads small (issue 11, measured with scripts/bench.ts).
 *
 * Keeps prism-react-renderer out of the entry chunk, which configuration cannot do: theme-classic registers the
 * client module `lib/prism-include-languages`, whose one line `prismIncludeLanguages(Prism)` imports Prism and
 * so puts all of prism-react-renderer (25 KB gzip) into `main` on every page, code or not. That module is
 * replaced by an empty one; src/theme/CodeBlock/Content loads Prism and registers the languages only for a block
 * first rendered in the browser (a hydrated block keeps the server's markup).
 *
 * Also replaces two small client modules whose work landed in every docs page's load, which configuration cannot
 * reach either: core's prefetch helper, with one that adds a single link per file (./prefetchOnce.ts), and
 * theme-common's code-block word-wrap hook, with one that measures without forcing a layout (./useCodeWordWrap.ts).
 */
const leanEntryPlugin: PluginModule = (context) => {
  // Each target is resolved now (config/seams.ts): a file upstream moved stops the build, naming the seam, instead
  // of leaving an alias key that matches nothing. Keys are the absolute paths without extension, as requested.
  const target = (seamId: string): string => upstreamFile(seamId, context.siteDir).replace(/\.js$/, '');
  const clientModule = target('alias prism-include-languages');
  const prefetchHelper = target('alias prefetch');
  const wordWrapHook = target('alias useCodeWordWrap');
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
          // client-modules.js requires the absolute path without its extension; `$` matches it exactly.
          [`${clientModule}$`]: path.join(__dirname, 'noPrismInEntry.ts'),
          // core's client/docusaurus.js imports './prefetch'; the resolver joins it to this path before aliasing.
          [`${prefetchHelper}$`]: path.join(__dirname, 'prefetchOnce.ts'),
          [`${wordWrapHook}$`]: path.join(__dirname, 'useCodeWordWrap.ts'),
        },
      },
    }),
  };
};

export default leanEntryPlugin;
