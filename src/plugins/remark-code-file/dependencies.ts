import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

/** Runs ./dependencyLoader.cjs before the MDX loader on every page, so editing an example rebuilds its pages. */
const codeFileDependenciesPlugin: PluginModule = (context) => ({
  name: 'code-file-dependencies',
  configureWebpack: () => ({
    module: {
      rules: [
        {
          test: /\.mdx?$/,
          enforce: 'pre' as const,
          include: [path.join(context.siteDir, 'docs'), path.join(context.siteDir, 'src/pages')],
          use: [path.join(__dirname, 'dependencyLoader.cjs')],
        },
      ],
    },
  }),
});

export default codeFileDependenciesPlugin;
