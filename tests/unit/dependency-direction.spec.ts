import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {filesUnder} from '../support/sourceFiles';

/**
 * Dependencies point one way: the site, its configuration, the build and serving code, the scripts and the MCP server
 * never import from tests/ (tests import them). A build that imported a test helper would break when the tests move,
 * and would ship test code in the build's module graph.
 */
const roots = ['src', 'config', 'scripts', 'deploy', 'mcp'];
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

test('nothing under src, config, scripts, deploy or mcp, nor docusaurus.config.ts, imports from tests/', () => {
  const files = [
    ...roots.flatMap((root) => filesUnder(root, /\.(ts|tsx|mts|cts|js|mjs|cjs)$/)),
    'docusaurus.config.ts',
    'sidebars.ts',
  ];
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(specifier)]
      .map((match) => match[1]!)
      .filter((spec) => spec.startsWith('.'))
      .filter((spec) => path.normalize(path.join(path.dirname(file), spec)).split(path.sep)[0] === 'tests')
      .map((spec) => `${file} imports ${spec}`),
  );
  expect(offenders).toEqual([]);
});
