import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

/**
 * For the bench only (`BENCH_CODE_AS_TEXT=1`, set by ../all.ts for a second build): every code block
 * renders as one paragraph of its own text (./CodeAsText.tsx), so each page has a twin of the same length, the
 * same sidebar, tables and components, without code. Issue 19's last target compares a page with long code
 * with a page of the same length without code; no other page of the site is that page's equal (sidebar depth,
 * tables, collapsed examples and links differ more than code does), its twin is.
 */
const benchCodeAsTextPlugin: PluginModule = () => ({
  name: 'bench-code-as-text',
  configureWebpack: () => ({
    // Replaces the value of the theme's own alias for this component (same key), for MDX fences and JSX alike.
    resolve: {alias: {'@theme/CodeBlock': path.join(__dirname, 'CodeAsText.tsx')}},
    // Rspack's persistent cache does not see an alias change made without a change to the config file: it
    // served this build's modules to the next normal build (its pages had no code). This build neither reads
    // nor writes it.
    cache: false,
    experiments: {cache: false},
  }),
});

export default benchCodeAsTextPlugin;
