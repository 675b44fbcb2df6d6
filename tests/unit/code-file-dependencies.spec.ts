import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import {codeFileOf} from '../../src/plugins/remark-code-file';
import {filesUnder} from '../support/sourceFiles';

/**
 * The pre-loader that makes an edited example rebuild its pages (src/plugins/remark-code-file/dependencyLoader.cjs)
 * declares exactly the files remark-code-file fills blocks from. A fence it misses would be served stale from
 * Rspack's cache after the example changed (seen: the live-feed page kept 02-resume.ts's previous code).
 */
const root = path.resolve(__dirname, '../..');
const loader = createRequire(__filename)('../../src/plugins/remark-code-file/dependencyLoader.cjs') as (
  this: {resourcePath: string; addDependency(file: string): void},
  source: string,
) => string;

test('every file a page fills a code block from is declared as a dependency of that page, and nothing else', () => {
  let withFiles = 0;
  for (const page of [...filesUnder('docs', /\.mdx?$/), ...filesUnder('src/pages', /\.mdx?$/)].map((rel) =>
    path.join(root, rel),
  )) {
    const source = fs.readFileSync(page, 'utf8');
    // What remark-code-file reads: the meta of each fenced block's info line.
    const expected = [...source.matchAll(/^[ \t]*(?:```|~~~)\S*[ \t]+(.*)$/gm)]
      .map((m) => codeFileOf(m[1], page))
      .filter((file): file is string => file !== undefined);
    const declared: string[] = [];
    const out = loader.call({resourcePath: page, addDependency: (file) => declared.push(file)}, source);
    expect(out, 'the source passes through unchanged').toBe(source);
    expect(declared, path.relative(root, page)).toEqual(expected);
    if (expected.length > 0) withFiles++;
  }
  expect(withFiles, 'pages that show example files').toBeGreaterThan(20);
});
