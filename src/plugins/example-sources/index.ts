import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import * as codeExamples from '../../data/codeExamples';

/** Every `source` file that src/data/codeExamples.ts names, keyed by that path. */
export function readExampleSources(siteDir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const example of Object.values(codeExamples)) {
    if (typeof example !== 'object' || example === null || !('source' in example)) continue;
    const file = path.join(siteDir, example.source);
    if (!fs.existsSync(file))
      throw new Error(`src/data/codeExamples.ts: ${example.id} names ${example.source}, which does not exist`);
    sources[example.source] = fs.readFileSync(file, 'utf8');
  }
  return sources;
}

/**
 * Writes the example programs of src/data/codeExamples.ts to `@generated/example-sources/default/sources.json`,
 * so the pages that show them (through PackageReference and /graphql) render the very files tests/chain runs.
 * Only those pages import it; global data would ship the code to every page.
 */
const exampleSourcesPlugin: PluginModule = (context) => ({
  name: 'example-sources',
  loadContent: async () => readExampleSources(context.siteDir),
  contentLoaded: async ({content, actions}) => {
    await actions.createData('sources.json', JSON.stringify(content));
  },
  getPathsToWatch: () => [path.join(context.siteDir, 'examples/site/*.ts')],
});

export default exampleSourcesPlugin;
