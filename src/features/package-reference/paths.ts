/**
 * Where the package reference lives, shared by the generator, the plugin and mcp/symbols.ts (which must not load
 * the generator). No Node-only work happens at import.
 */
import path from 'node:path';
import type {ReferencePackage} from './model';

/** The build's symbol file (plugin.ts writes it), read by mcp/symbols.ts. */
export const symbolIndexPath = 'package-reference.json';

export const referenceRoute = '/docs/developer-tools/sdks/reference';
/** The generated MDX docs, ignored by git. */
export const referenceDir = (siteDir: string) => path.join(siteDir, 'docs/developer-tools/sdks/reference');

/** The chain spec whose tests prove src/data/packageDefects.ts (tests/unit/package-reference.spec.ts checks the titles). */
export const defectsSpec = 'tests/chain/reverts-and-sdk.spec.ts';

export const symbolUrl = (pkg: ReferencePackage, group: string, name: string) =>
  `${referenceRoute}/${pkg}/${group}#${name.toLowerCase()}`;
