/**
 * Run by `npm test` before anything else starts: the GraphQL checks (snippets, query shape, consistency, the chain
 * harness, the MCP server) need the API schema and, beside it, the June 2026 snapshot, neither of which is committed.
 * Found as today (GRAPHQL_SCHEMA_PATH, ../shared, .cache), else fetched when the network answers (./schema-fetch.ts),
 * else `npm test` stops here, before minutes of building, with one message saying what to provide (CONTRIBUTING.md,
 * "A fresh clone elsewhere").
 */
import path from 'node:path';
import {schemaPreflight} from './schema-fetch';

schemaPreflight(path.join(__dirname, '..'), process.env).then((result) => {
  if (!result.ok) {
    console.error(`npm test: ${result.message}\nSee CONTRIBUTING.md, "A fresh clone elsewhere".`);
    process.exit(1);
  }
  for (const note of result.notes) console.log(`npm test: ${note}`);
});
