/** Where the build writes the package reference's symbols (src/plugins/package-reference), read by mcp/symbols.ts. */
export const symbolIndexPath = 'package-reference.json';
