/**
 * The docs and protocol MCP server: every tool answers from the built site or from the packages and data
 * files the site itself is built from. Bad input comes back as a tool error (isError) the client can show;
 * nothing a client sends can crash the process.
 */
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {findPage, listPages, loadSite, searchDocs, type SiteData} from './site';
import {computeAtomId, computeTripleId, explainError, getContractAddress, getNetwork} from './protocol';
import {validateGraphql} from './graphql';
import {symbolLookup} from './symbols';
import {ToolInputError} from './errors';
import {sections} from '../src/plugins/markdown-export/sections';
import {maxQueryLength} from '../src/features/search/types';

export const repoRoot = path.resolve(__dirname, '..');
/** Longest GraphQL document accepted; the API's own examples are a few hundred characters. */
export const maxGraphqlLength = 20_000;
const shortText = (max: number) => z.string().min(1).max(max);

function ok(value: unknown): CallToolResult {
  return {
    content: [{type: 'text', text: JSON.stringify(value, null, 2)}],
    structuredContent: value as Record<string, unknown>,
  };
}

function run(handler: () => unknown): CallToolResult {
  try {
    const value = handler();
    return typeof value === 'string' ? {content: [{type: 'text', text: value}]} : ok(value);
  } catch (error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const details = error instanceof ToolInputError ? error.details : {};
    return {isError: true, content: [{type: 'text', text: message}], structuredContent: {error: message, ...details}};
  }
}

export function createServer({
  buildDir = path.join(repoRoot, 'build'),
  site,
}: {buildDir?: string; site?: SiteData} = {}): McpServer {
  const data = site ?? loadSite(buildDir);
  const server = new McpServer({name: 'intuition-docs', version: '1.0.0'});

  server.registerTool(
    'search_docs',
    {
      description:
        "Searches the Intuition docs with the site's own search index and ranking. Returns hits with page title, section, URL and a snippet.",
      inputSchema: {
        query: shortText(500).describe(
          `Search words; only the first ${maxQueryLength} characters count, as on the site`,
        ),
        limit: z.number().int().min(1).max(50).optional(),
      },
    },
    ({query, limit}) => run(() => searchDocs(data, query, limit ?? 10)),
  );

  server.registerTool(
    'get_page',
    {
      description:
        'Returns one docs or site page as Markdown. Accepts a path (/docs/primitives/atoms), a .md path or a full URL of the site.',
      inputSchema: {path_or_url: shortText(2000)},
    },
    ({path_or_url}) =>
      run(() => {
        const page = findPage(data, path_or_url);
        return data.readMarkdown(page);
      }),
  );

  server.registerTool(
    'list_pages',
    {
      description: `Lists the pages with title, URL, Markdown URL and one-line description, optionally of one section (${sections.join(', ')}).`,
      inputSchema: {section: shortText(100).optional()},
    },
    ({section}) => run(() => ({pages: listPages(data, section)})),
  );

  server.registerTool(
    'get_network',
    {
      description:
        'Chain id, RPC URLs, block explorer and GraphQL endpoint of an Intuition network (mainnet or testnet; base and baseSepolia give chain id and explorer), from @0xintuition/protocol and @0xintuition/graphql.',
      inputSchema: {network: shortText(100)},
    },
    ({network}) => run(() => getNetwork(network)),
  );

  server.registerTool(
    'get_contract_address',
    {
      description:
        'Address of an Intuition contract on a network (mainnet, testnet, base, baseSepolia), from @0xintuition/protocol or, for contracts it lacks, the deployments data file; the source is named.',
      inputSchema: {network: shortText(100), contract: shortText(200)},
    },
    ({network, contract}) => run(() => getContractAddress(network, contract)),
  );

  server.registerTool(
    'compute_atom_id',
    {
      description:
        'An atom\'s id from its data, with the SDK\'s calculateAtomId. data is text (UTF-8 bytes, the default) or 0x hex bytes with encoding "hex".',
      inputSchema: {data: z.string().max(100_000), encoding: z.enum(['text', 'hex']).optional()},
    },
    ({data: atomData, encoding}) => run(() => computeAtomId(atomData, encoding ?? 'text')),
  );

  server.registerTool(
    'compute_triple_id',
    {
      description:
        "A triple's id (and its counter-triple's) from the subject, predicate and object term ids (bytes32 hex), with the SDK's calculateTripleId.",
      inputSchema: {subject: shortText(200), predicate: shortText(200), object: shortText(200)},
    },
    ({subject, predicate, object}) => run(() => computeTripleId(subject, predicate, object)),
  );

  server.registerTool(
    'explain_error',
    {
      description:
        'Explains a MultiVault or TrustBonding custom error, by name or by 4-byte selector (revert data works too): when it is raised, what to do, and the docs link.',
      inputSchema: {name_or_selector: shortText(20_000)},
    },
    ({name_or_selector}) => run(() => explainError(name_or_selector, data.siteUrl)),
  );

  server.registerTool(
    'validate_graphql',
    {
      description:
        'Validates a GraphQL query (and optional variables) against the Intuition GraphQL API schema the docs examples are checked with. Errors name the field and give line and column.',
      inputSchema: {query: shortText(maxGraphqlLength), variables: z.record(z.string(), z.unknown()).optional()},
    },
    ({query, variables}) => run(() => validateGraphql(repoRoot, query, variables)),
  );

  const getSymbol = symbolLookup(buildDir, () => data.siteUrl);
  server.registerTool(
    'get_symbol',
    {
      description:
        'One export of @0xintuition/protocol or @0xintuition/sdk from the generated package reference: its declaration, parameters (object parameters expanded one level), return type, the package doc comment, a known defect with the chain test that proves it, and the docs pages whose code uses it. Names are case-sensitive (multiVaultDeposit).',
      inputSchema: {name: shortText(100), package: z.enum(['protocol', 'sdk']).optional()},
    },
    ({name, package: pkg}) => run(() => getSymbol(name, pkg)),
  );

  return server;
}
