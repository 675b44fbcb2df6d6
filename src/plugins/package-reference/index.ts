import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {packageSymbolIndex, symbolIndexPath} from '../../protocol/packageReferenceDocs';

/**
 * Writes `build/package-reference.json`: every export documented by the generated package reference (signature,
 * parameters, return type, doc comment, known defect, the pages that use it), for the MCP server's get_symbol.
 * The pages themselves are generated docs (src/protocol/packageReferenceDocs.ts, run by docusaurus.config.ts).
 */
const packageReferencePlugin: PluginModule = (context) => ({
  name: 'package-reference',
  postBuild: async ({outDir}) => {
    fs.writeFileSync(path.join(outDir, symbolIndexPath), JSON.stringify(packageSymbolIndex(context.siteDir)));
  },
});

export default packageReferencePlugin;
