// Rspack's persistent cache keys a page's compiled MDX on the page's own source, but remark-code-file (./index.ts)
// also reads the files its code blocks name (file=…), which the MDX loader never declares: an edited example left its
// page stale in the next build until the page itself changed. This pre-loader declares each named file as a
// dependency of the page and passes the source on unchanged. CommonJS because Rspack requires loaders at run time.
const path = require('node:path');

// The fence's info line, as remark-code-file reads it: `file=` anywhere in the meta, the path up to the next space.
const fenceWithFile = /^[ \t]*(?:```|~~~)[^\n]*?\sfile=(\S+)/gm;

/** @this {{resourcePath: string, addDependency(file: string): void}} */
module.exports = function codeFileDependencies(source) {
  for (const match of String(source).matchAll(fenceWithFile))
    this.addDependency(path.resolve(path.dirname(this.resourcePath), match[1]));
  return source;
};
