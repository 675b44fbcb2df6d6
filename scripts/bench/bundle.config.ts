/**
 * The site's config plus a plugin that writes Rspack's stats (chunks and the modules in each) to
 * <out-dir>/bundle-stats.json: `npx docusaurus build --config scripts/bench/bundle.config.ts --out-dir /tmp/stats`.
 * Never used for the real build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Config, Plugin} from '@docusaurus/types';
import config from '../../docusaurus.config';

function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {done: {tap: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => void) => void}};
              outputPath: string;
            }) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkModules: true,
                  dependentModules: true,
                  nestedModules: true,
                  chunkModulesSpace: 1e9,
                  nestedModulesSpace: 1e9,
                  assets: true,
                  entrypoints: true,
                  ids: true,
                  reasons: true,
                  moduleTrace: true,
                });
                fs.writeFileSync(path.join(compiler.outputPath, 'bundle-stats.json'), JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}

export default {...config, plugins: [...(config.plugins ?? []), bundleStatsPlugin]} satisfies Config;
