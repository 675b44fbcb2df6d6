import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {upstreamFile} from '../../../config/seams';
import {codeColoursCss} from './tokenColours';

/**
 * The code-block feature's build side (./README.md). Writes the code colours of ./colours.ts as a stylesheet every
 * page loads (./tokenColours.ts explains why they are classes): generated, so the colours have one source; the build
 * fails if the two themes do not style the same token types.
 *
 * Also replaces two private client modules, which configuration cannot reach (config/seams.ts):
 * - theme-classic's `lib/prism-include-languages`, whose one line `prismIncludeLanguages(Prism)` imports Prism and
 *   so puts all of prism-react-renderer (25 KB gzip) into `main` on every page, code or not. It becomes an empty
 *   module (./noPrismInEntry.ts); ./Content.tsx loads Prism and registers the languages only for a block first
 *   rendered in the browser (a hydrated block keeps the server's markup).
 * - theme-common's code-block word-wrap hook, whose measuring landed in every docs page's load, with one that
 *   measures without forcing a layout (./useCodeWordWrap.ts).
 */
const codeBlocksPlugin: PluginModule = (context) => {
  const file = path.join(context.generatedFilesDir, 'code-colours', 'colours.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, codeColoursCss());
  // Each target is resolved now (config/seams.ts): a file upstream moved stops the build, naming the seam, instead
  // of leaving an alias key that matches nothing. Keys are the absolute paths without extension, as requested.
  const target = (seamId: string): string => upstreamFile(seamId, context.siteDir).replace(/\.js$/, '');
  const clientModule = target('alias prism-include-languages');
  const wordWrapHook = target('alias useCodeWordWrap');
  return {
    name: 'code-blocks',
    getClientModules: () => [file],
    configureWebpack: () => ({
      resolve: {
        alias: {
          // client-modules.js requires the absolute path without its extension; `$` matches it exactly.
          [`${clientModule}$`]: path.join(__dirname, 'noPrismInEntry.ts'),
          [`${wordWrapHook}$`]: path.join(__dirname, 'useCodeWordWrap.ts'),
        },
      },
    }),
  };
};

export default codeBlocksPlugin;
