/**
 * Run by `npm test` before anything else starts: the GraphQL checks (snippets, query shape, consistency, the chain
 * harness, the MCP server) need the API schema and, beside it, the June 2026 snapshot, neither of which is committed.
 * Without them a fresh clone would build for minutes and then fail scattered tests; this stops first, with one
 * message saying what to provide (CONTRIBUTING.md, "A fresh clone elsewhere").
 */
import fs from 'node:fs';
import path from 'node:path';
import {findSchema} from './graphql-schema';
import {liveSnapshotDirName} from './live-schema';

const root = path.join(__dirname, '..');
const lookup = findSchema(root, process.env);
if ('error' in lookup) {
  console.error(`npm test: ${lookup.error}\nSee CONTRIBUTING.md, "A fresh clone elsewhere".`);
  process.exit(1);
}
const snapshot = path.join(path.dirname(lookup.found.path), liveSnapshotDirName, 'mainnet.json');
if (!fs.existsSync(snapshot)) {
  console.error(
    [
      `npm test: the GraphQL schema is ${lookup.found.path}, but the June 2026 snapshot beside it is missing:`,
      `  ${snapshot}`,
      'It is scripts/graphql-schema-mainnet.json of 0xIntuition/intuition-docs at 08fde66 (npm run schema:pull does',
      'not write it). See CONTRIBUTING.md, "A fresh clone elsewhere".',
    ].join('\n'),
  );
  process.exit(1);
}
