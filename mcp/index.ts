/**
 * `npm run mcp`: the docs and protocol MCP server over stdio, reading the built site in build/
 * (or the directory given as the first argument). stdout carries the protocol, so messages go to stderr.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createServer, repoRoot} from './server';
import {MissingBuildError} from './site';

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'build'));
  let server;
  try {
    server = createServer({buildDir});
  } catch (error: unknown) {
    if (error instanceof MissingBuildError) {
      console.error(`intuition-docs MCP server: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  await server.connect(new StdioServerTransport());
  console.error(`intuition-docs MCP server: serving ${buildDir} over stdio`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
