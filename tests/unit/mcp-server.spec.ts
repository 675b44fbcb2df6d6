import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {intuitionDeployments, intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {toHex} from 'viem';
import {createServer, maxGraphqlLength} from '../../mcp/server';
import {otherDeployments} from '../../src/data/otherDeployments';
import {contractErrorHelp} from '../../src/data/contractErrors';
import {buildEngine, searchRecords} from '../../src/features/search/localClient';
import type {SearchIndexFile} from '../../src/features/search/types';
import {testBuildDir} from '../support/routes';

/**
 * The MCP server through the SDK's own client, in process (run `npm run build` first: it reads build/).
 * Every answer is compared with the source the docs use; every kind of bad input must come back as a tool
 * error and leave the server answering.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const buildDir = testBuildDir;
const siteUrl = 'https://docs.intuition.systems';

let client: Client;

test.beforeAll(async () => {
  const server = createServer({buildDir});
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(clientTransport);
});

test.afterAll(async () => {
  await client?.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({name, arguments: args})) as CallToolResult;
}

async function value<T = Record<string, unknown>>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as T;
}

const text = (result: CallToolResult): string =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

/** A bad input: a tool error with a message matching `pattern`, and the server still answers afterwards. */
async function expectToolError(name: string, args: Record<string, unknown>, pattern: RegExp): Promise<void> {
  const result = await call(name, args);
  expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 120)}`).toBe(true);
  expect(text(result)).toMatch(pattern);
  const ping = await value<{chainId: number}>('get_network', {network: 'mainnet'});
  expect(ping.chainId).toBe(intuitionMainnet.id);
}

test('lists the ten tools', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([
    'compute_atom_id',
    'compute_triple_id',
    'explain_error',
    'get_contract_address',
    'get_network',
    'get_page',
    'get_symbol',
    'list_pages',
    'search_docs',
    'validate_graphql',
  ]);
});

test('search_docs ranks like the site search over the same index', async () => {
  const file = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile;
  const engine = buildEngine(file.records);
  for (const query of ['multivault address', 'tripel', 'veTRUST lock']) {
    const site = searchRecords(engine, file.records, query, {hitsPerPage: 5});
    const mcp = await value<{hits: {title: string; url: string; section: string | null; snippet: string | null}[]}>(
      'search_docs',
      {query, limit: 5},
    );
    expect(mcp.hits.map((h) => h.url)).toEqual(site.hits.map((h) => `${siteUrl}${h.url}`));
    expect(mcp.hits[0]?.title).toBe(site.hits[0]?.hierarchy.lvl1);
  }
  const atoms = await value<{hits: {snippet: string | null}[]}>('search_docs', {query: 'create an atom', limit: 3});
  expect(atoms.hits).toHaveLength(3);
  expect(atoms.hits.some((h) => h.snippet && !h.snippet.includes('<mark>'))).toBe(true);
  // A hit names its section by the page's headings under the title; the snippet is plain text, not the site's HTML.
  const [triple] = (
    await value<{hits: {section: string | null; snippet: string | null}[]}>('search_docs', {
      query: 'TRIPLE_SALT',
      limit: 1,
    })
  ).hits;
  const [siteTriple] = searchRecords(engine, file.records, 'TRIPLE_SALT', {hitsPerPage: 1}).hits;
  expect(siteTriple!.hierarchy.lvl3, 'a hit two headings deep').toBeTruthy();
  expect(triple!.section).toBe(`${siteTriple!.hierarchy.lvl2} › ${siteTriple!.hierarchy.lvl3}`);
  for (const [query, words] of [
    ['mkdir intuition-quickstart', 'mkdir intuition-quickstart && cd intuition-quickstart'],
    ['ensureAtom Promise', 'ensureAtom(label: string): Promise<Hex>'],
  ] as const) {
    const [hit] = (await value<{hits: {snippet: string | null}[]}>('search_docs', {query, limit: 1})).hits;
    expect(hit!.snippet, query).toContain(words);
    expect(hit!.snippet, query).not.toMatch(/<\/?mark>|&(lt|gt|amp|quot|#39);/);
  }
});

test('get_page returns the built Markdown for a path, a .md path and a full URL', async () => {
  const expected = fs.readFileSync(path.join(buildDir, 'docs/network/mainnet.md'), 'utf8');
  for (const ref of [
    '/docs/network/mainnet',
    'docs/network/mainnet.md',
    `${siteUrl}/docs/network/mainnet#connection-details`,
  ]) {
    const result = await call('get_page', {path_or_url: ref});
    expect(result.isError).toBeFalsy();
    expect(text(result)).toBe(expected);
  }
  expect(text(await call('get_page', {path_or_url: '/'}))).toMatch(/^# /);
  // A category's page named as its source file (docs/tutorials/index.mdx) or with a trailing slash is the same page.
  const tutorials = fs.readFileSync(path.join(buildDir, 'docs/tutorials.md'), 'utf8');
  for (const ref of ['/docs/tutorials/index', '/docs/tutorials/index.md', `${siteUrl}/docs/tutorials/`]) {
    expect(text(await call('get_page', {path_or_url: ref}))).toBe(tutorials);
  }
});

test('list_pages lists every page, or one section', async () => {
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'markdown-index.json'), 'utf8')) as {pages: unknown[]};
  const all = await value<{pages: {section: string; markdown: string}[]}>('list_pages', {});
  expect(all.pages).toHaveLength(index.pages.length);
  const ai = await value<{pages: {section: string; path: string}[]}>('list_pages', {section: 'ai'});
  expect(ai.pages.length).toBeGreaterThan(0);
  expect(ai.pages.every((p) => p.section === 'AI' && p.path.startsWith('/docs/intuition-ai'))).toBe(true);
});

test('get_network answers from @0xintuition/protocol and @0xintuition/graphql', async () => {
  const mainnet = await value<Record<string, unknown>>('get_network', {network: 'mainnet'});
  expect(mainnet).toMatchObject({
    chainId: intuitionMainnet.id,
    rpcHttp: intuitionMainnet.rpcUrls.default.http[0],
    explorer: intuitionMainnet.blockExplorers.default.url,
    graphql: API_URL_PROD,
  });
  const testnet = await value<Record<string, unknown>>('get_network', {network: String(intuitionTestnet.id)});
  expect(testnet).toMatchObject({network: 'testnet', chainId: intuitionTestnet.id, graphql: API_URL_DEV});
});

test('get_contract_address names the package or the deployments file as its source', async () => {
  const multivault = await value<{address: string; source: string}>('get_contract_address', {
    network: 'mainnet',
    contract: 'multivault',
  });
  expect(multivault.address).toBe(intuitionDeployments.MultiVault?.[intuitionMainnet.id]);
  expect(multivault.source).toMatch(/^@0xintuition\/protocol \d/);
  const other = otherDeployments.find((d) => d.chain === 'testnet' && d.kind === 'contract')!;
  const fromFile = await value<{address: string; source: string}>('get_contract_address', {
    network: 'testnet',
    contract: other.contract,
  });
  expect(fromFile.address).toBe(other.address);
  expect(fromFile.source).toContain('src/data/otherDeployments.ts');
});

test('compute_atom_id and compute_triple_id use the SDK formulas', async () => {
  const atom = await value<{atomId: string}>('compute_atom_id', {data: 'Ethereum'});
  expect(atom.atomId).toBe(calculateAtomId(toHex('Ethereum')));
  const hexAtom = await value<{atomId: string}>('compute_atom_id', {data: '0x1234', encoding: 'hex'});
  expect(hexAtom.atomId).toBe(calculateAtomId('0x1234'));
  const [s, p, o] = ['alice', 'is expert in', 'Solidity'].map((label) => calculateAtomId(toHex(label)));
  const triple = await value<{tripleId: string; counterTripleId: string}>('compute_triple_id', {
    subject: s,
    predicate: p,
    object: o,
  });
  expect(triple.tripleId).toBe(calculateTripleId(s!, p!, o!));
  expect(triple.counterTripleId).toBe(calculateCounterTripleId(triple.tripleId as `0x${string}`));
});

test('explain_error finds an error by name and by selector, with its docs link', async () => {
  const name = 'MultiVault_InsufficientBalance';
  const byName = await value<{matches: {selector: string; whenRaised: string; whatToDo: string; docs: string}[]}>(
    'explain_error',
    {name_or_selector: `${name}()`},
  );
  expect(byName.matches).toHaveLength(1);
  const match = byName.matches[0]!;
  expect(match.whenRaised).toBe(contractErrorHelp.MultiVault[name]?.meaning);
  expect(match.whatToDo).toBe(contractErrorHelp.MultiVault[name]?.remedy);
  expect(match.docs).toBe(`${siteUrl}/docs/developer-tools/contracts/multivault#error-${name}`);
  const html = fs.readFileSync(path.join(buildDir, 'docs/developer-tools/contracts/multivault.html'), 'utf8');
  expect(html).toContain(`id=error-${name} data-selector=${match.selector}`);
  // Revert data: the selector followed by encoded arguments.
  const bySelector = await value<{matches: {name: string}[]}>('explain_error', {
    name_or_selector: `${match.selector}${'00'.repeat(32)}`,
  });
  expect(bySelector.matches.map((m) => m.name)).toEqual([name]);
});

test('get_symbol returns one export as the built reference page shows it, with its defect and examples', async () => {
  const symbol = await value<{
    package: string;
    url: string;
    signatures: {text: string; parameters: {name: string; fields: {name: string; optional: boolean}[]}[]}[];
    defect?: {chainTest: string};
    usedIn: {url: string; runsOnChain: boolean}[];
  }>('get_symbol', {name: 'multiVaultDeposit'});
  expect(symbol.package).toBe('@0xintuition/protocol');
  expect(symbol.url).toBe(`${siteUrl}/docs/developer-tools/sdks/reference/protocol/stake-and-exit#multivaultdeposit`);
  const signature = symbol.signatures[0]!;
  expect(signature.text).toBe(
    'declare function multiVaultDeposit(config: WriteConfig, inputs: DepositInputs): Promise<`0x${string}`>;',
  );
  expect(signature.parameters[1]?.fields.map((field) => [field.name, field.optional])).toEqual([
    ['args', false],
    ['value', true],
  ]);
  // The same declaration is on the page the answer links to.
  const html = fs.readFileSync(
    path.join(buildDir, 'docs/developer-tools/sdks/reference/protocol/stake-and-exit.html'),
    'utf8',
  );
  expect(html).toContain('id=multivaultdeposit');
  expect(
    symbol.usedIn.some(
      (use) => use.runsOnChain && use.url.endsWith('/docs/developer-tools/interactions/deposit-return'),
    ),
  ).toBe(true);
  const sdkDeposit = await value<{package: string; defect?: {chainTest: string; spec: string}}>('get_symbol', {
    name: 'deposit',
    package: 'sdk',
  });
  expect(sdkDeposit.package).toBe('@0xintuition/sdk');
  const spec = fs.readFileSync(path.join(repoRoot, sdkDeposit.defect?.spec ?? 'missing'), 'utf8');
  expect(spec).toContain(`'${sdkDeposit.defect?.chainTest}'`);
  await expectToolError(
    'get_symbol',
    {name: 'multivaultdeposit'},
    /No export named "multivaultdeposit"\. Similar: multiVaultDeposit/,
  );
  await expectToolError(
    'get_symbol',
    {name: 'deposit', package: 'protocol'},
    /No export named "deposit" in @0xintuition\/protocol/,
  );
});

test('validate_graphql checks against the schema the snippet test uses, naming the field', async () => {
  const good = await value<{valid: boolean}>('validate_graphql', {
    query: 'query A($limit: Int) { atoms(limit: $limit) { term_id label } }',
    variables: {limit: 5},
  });
  expect(good.valid).toBe(true);
  const bad = await value<{valid: boolean; errors: {message: string; locations: {line: number}[]}[]}>(
    'validate_graphql',
    {
      query: 'query { atoms { term_id labell } }',
    },
  );
  expect(bad.valid).toBe(false);
  expect(bad.errors[0]?.message).toMatch(/Cannot query field "labell" on type "atoms"/);
  const badVariables = await value<{valid: boolean; errors: {message: string}[]}>('validate_graphql', {
    query: 'query A($limit: Int) { atoms(limit: $limit) { term_id } }',
    variables: {limit: 'five'},
  });
  expect(badVariables.valid).toBe(false);
  expect(badVariables.errors[0]?.message).toMatch(/\$limit/);
  const syntax = await value<{valid: boolean; errors: {message: string}[]}>('validate_graphql', {
    query: 'query { atoms {',
  });
  expect(syntax.valid).toBe(false);
  expect(syntax.errors[0]?.message).toMatch(/Syntax Error/);
});

test.describe('bad input gets a tool error, never a crash', () => {
  test('unknown network', async () => {
    await expectToolError('get_network', {network: 'goerli'}, /Unknown network "goerli"/);
    await expectToolError('get_contract_address', {network: 'solana', contract: 'MultiVault'}, /Unknown network/);
  });
  test('unknown contract', async () => {
    await expectToolError(
      'get_contract_address',
      {network: 'mainnet', contract: 'NoSuchVault'},
      /No contract "NoSuchVault" on mainnet. Known there: .*MultiVault/,
    );
  });
  test('malformed hex', async () => {
    await expectToolError('compute_atom_id', {data: '0xZZ', encoding: 'hex'}, /must be 0x-prefixed hex/);
    await expectToolError('compute_atom_id', {data: '0x123', encoding: 'hex'}, /even number of digits/);
    await expectToolError(
      'compute_triple_id',
      {subject: '0x12', predicate: '0x12', object: '0x12'},
      /subject must be 32 bytes/,
    );
    await expectToolError(
      'compute_triple_id',
      {subject: 'alice', predicate: '0x12', object: '0x12'},
      /subject must be 0x-prefixed hex/,
    );
    await expectToolError('explain_error', {name_or_selector: '0xnothex'}, /must be 0x-prefixed hex/);
    await expectToolError('explain_error', {name_or_selector: '0x1234'}, /4 bytes/);
  });
  test('unknown error name or selector', async () => {
    await expectToolError(
      'explain_error',
      {name_or_selector: 'NoSuchError'},
      /No MultiVault or TrustBonding error matches/,
    );
    await expectToolError(
      'explain_error',
      {name_or_selector: '0xdeadbeef'},
      /No MultiVault or TrustBonding error matches/,
    );
  });
  test('a 1 MB query', async () => {
    const huge = `query { ${'atoms { term_id } '.repeat(70_000)} }`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    await expectToolError('validate_graphql', {query: huge}, new RegExp(`${maxGraphqlLength}|too_big|Too big`, 'i'));
    await expectToolError('search_docs', {query: 'x'.repeat(1_000_000)}, /too_big|Too big/i);
  });
  test('each input limit: the longest allowed input is taken, one more character is refused', async () => {
    // The limits, written out rather than read from the server: [tool, arguments with the field at `length`, limit].
    const hex = (length: number) => `0x${'a'.repeat(length - 2)}`;
    const limits: [string, (length: number) => Record<string, unknown>, number][] = [
      ['search_docs', (n) => ({query: 'atoms '.repeat(n).slice(0, n)}), 500],
      ['get_page', (n) => ({path_or_url: `/docs/${'x'.repeat(n - 6)}`}), 2000],
      ['list_pages', (n) => ({section: 's'.repeat(n)}), 100],
      ['get_network', (n) => ({network: 'n'.repeat(n)}), 100],
      ['get_contract_address', (n) => ({network: 'n'.repeat(n), contract: 'MultiVault'}), 100],
      ['get_contract_address', (n) => ({network: 'mainnet', contract: 'c'.repeat(n)}), 200],
      ['compute_atom_id', (n) => ({data: 'd'.repeat(n)}), 100_000],
      ['compute_triple_id', (n) => ({subject: hex(n), predicate: hex(66), object: hex(66)}), 200],
      ['explain_error', (n) => ({name_or_selector: hex(n)}), 20_000],
      ['get_symbol', (n) => ({name: 'm'.repeat(n)}), 100],
      ['validate_graphql', (n) => ({query: `query { atoms { term_id } }${' '.repeat(n - 27)}`}), 20_000],
    ];
    const tooBig = /Too big|too_big/i;
    for (const [name, args, limit] of limits) {
      const atLimit = await call(name, args(limit));
      expect(text(atLimit), `${name} at ${limit} characters`).not.toMatch(tooBig);
      await expectToolError(name, args(limit + 1), new RegExp(`(${tooBig.source}).*<=${limit} characters`, 'i'));
    }
    const hits = await value<{hits: unknown[]}>('search_docs', {query: 'atom', limit: 50});
    expect(hits.hits.length).toBeGreaterThan(10);
    await expectToolError('search_docs', {query: 'atom', limit: 51}, /Too big: expected number to be <=50 at limit/);
  });
  test('unknown path', async () => {
    await expectToolError('get_page', {path_or_url: '/docs/no/such/page'}, /No page at "\/docs\/no\/such\/page"/);
    await expectToolError('get_page', {path_or_url: 'https://example.com/docs/introduction/overview'}, /not this site/);
    await expectToolError('list_pages', {section: 'Blog'}, /Unknown section "Blog"/);
  });
  test('wrong argument types and missing arguments', async () => {
    await expectToolError('search_docs', {}, /query/);
    await expectToolError('search_docs', {query: 'atoms', limit: 0}, /limit/);
    await expectToolError('compute_triple_id', {subject: 1}, /subject|predicate/);
  });
});

test('npm run mcp without a build exits with a message saying to build', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-nobuild-'));
  const result = spawnSync('npx', ['tsx', 'mcp/index.ts', empty], {cwd: repoRoot, encoding: 'utf8', timeout: 60_000});
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/No built site in .*Run "npm run build" first/);
  expect(result.stdout).toBe('');
});

test('npm run --silent mcp speaks JSON-RPC on stdout and nothing else', () => {
  const init = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}},
  });
  const stdout = execFileSync('npm', ['run', '--silent', 'mcp'], {
    cwd: repoRoot,
    input: `${init}\n`,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({id: 1, result: {serverInfo: {name: 'intuition-docs'}}});
});
