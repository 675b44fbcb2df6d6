import fs from 'node:fs';
import path from 'node:path';
import type {PostBuildStep} from '../../plugins/post-build';
import {symbolIndexPath} from './paths';
import type {SymbolIndex} from './symbolIndex';

/**
 * Writes `build/package-reference.json`: every export documented by the generated package reference (signature,
 * parameters, return type, doc comment, known defect, the pages that use it), for the MCP server's get_symbol.
 * The pages themselves are generated docs (generate.ts, run by docusaurus.config.ts, which passes its index here).
 * A post-build step (src/plugins/post-build).
 */
export function writeSymbolIndex(index: SymbolIndex): PostBuildStep {
  return {
    name: 'package-reference',
    run: ({outDir}) => {
      fs.writeFileSync(path.join(outDir, symbolIndexPath), JSON.stringify(index));
    },
  };
}
