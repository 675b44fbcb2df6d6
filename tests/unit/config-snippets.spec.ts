import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import yaml from 'js-yaml';
import path from 'node:path';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {
  extractConfigBlocks,
  extractDocBlocks,
  isJsonc,
  isYaml,
  metaTitle,
  parseCodeBlocks,
  stripJsonComments,
  type CodeBlock,
} from '../../scripts/extract-snippets';

/**
 * Every configuration block the docs show parses: `json` with JSON.parse, `jsonc` the same after its comments are
 * blanked out, `yaml`/`yml` with js-yaml (every document in the block). Problems are reported as
 * docs/<file>:<line>[:<column>]. MCP client configurations must also have the shape their client reads.
 */
const repoRoot = path.resolve(__dirname, '..', '..');

function at(block: CodeBlock, lineInCode: number, column?: number): string {
  return `${block.file}:${block.codeLine + lineInCode}${column === undefined ? '' : `:${column + 1}`}`;
}

/** 0-based line and column of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return {line: lines.length - 1, column: (lines[lines.length - 1] ?? '').length};
}

function jsonError(block: CodeBlock, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) {
    // "Unexpected end of JSON input" and the like: point at the last line of the block.
    return `${at(block, Math.max(0, block.code.split('\n').length - 2))}: ${message}`;
  }
  const {line, column} = lineAndColumn(block.code, Number(position));
  return `${at(block, line, column)}: ${message}`;
}

/** The parsed value(s) of a config block, or the problem, located in the docs file. */
function parseConfigBlock(block: CodeBlock): {values: unknown[]} | {problem: string} {
  if (block.code.trim() === '') return {problem: `${at(block, 0)}: empty ${block.lang} block`};
  if (isYaml(block)) {
    try {
      return {values: yaml.loadAll(block.code, undefined, {filename: block.file})};
    } catch (error: unknown) {
      const mark = error instanceof yaml.YAMLException ? error.mark : undefined;
      const reason = (error as {reason?: string}).reason ?? (error instanceof Error ? error.message : String(error));
      return {problem: mark ? `${at(block, mark.line, mark.column)}: ${reason}` : `${at(block, 0)}: ${reason}`};
    }
  }
  const text = isJsonc(block) ? stripJsonComments(block.code) : block.code;
  try {
    return {values: [JSON.parse(text) as unknown]};
  } catch (error: unknown) {
    return {problem: jsonError(block, error)};
  }
}

function parseProblems(blocks: readonly CodeBlock[]): string[] {
  return blocks.flatMap((block) => {
    const result = parseConfigBlock(block);
    return 'problem' in result ? [result.problem] : [];
  });
}

/*
 * MCP client configuration formats, from each client's documentation:
 * - Claude Desktop, claude_desktop_config.json: `mcpServers`, each entry a local server started as `command`
 *   with `args` (and optional `env`) over stdio (modelcontextprotocol.io, "Connect to local MCP servers").
 * - Cursor, .cursor/mcp.json or ~/.cursor/mcp.json: `mcpServers`, each entry `command` (+ `args`, `env`) for a
 *   local server or `url` for a remote one (cursor.com/docs/mcp).
 * - Claude Code, .mcp.json: `mcpServers`, each entry `command` (+ `args`, `env`), or `type` "http"/"sse" with
 *   `url` (code.claude.com/docs/en/mcp).
 * - VS Code, .vscode/mcp.json or the user mcp.json: `servers`, each entry with `type` "stdio" and `command`, or
 *   `type` "http"/"sse" and `url` (code.visualstudio.com/docs/copilot/reference/mcp-configuration).
 */
type McpClient = 'claude-desktop' | 'cursor' | 'claude-code' | 'vscode';

/** The client a block is for, from the file name in its title; undefined when the title names no MCP file. */
function mcpClientOf(block: CodeBlock): McpClient | undefined {
  const title = (metaTitle(block.meta) ?? '').trim();
  if (/(^|\/)claude_desktop_config\.json$/.test(title)) return 'claude-desktop';
  if (/(^|\/)\.vscode\/mcp\.json$/.test(title)) return 'vscode';
  if (/(^|\/)\.cursor\/mcp\.json$/.test(title)) return 'cursor';
  if (/(^|\/)\.mcp\.json$/.test(title)) return 'claude-code';
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

/** The Intuition server's transports are served at /mcp (Streamable HTTP) and /sse (legacy SSE). */
const serverRoutes = /\/(mcp|sse)$/;
/** The GraphQL endpoints the server can be pointed at: the ones @0xintuition/graphql publishes. */
const graphqlEndpoints: readonly string[] = [API_URL_PROD, API_URL_DEV];

function entryProblems(client: McpClient, name: string, entry: unknown): string[] {
  if (!isRecord(entry)) return [`server "${name}" is not an object`];
  const problems: string[] = [];
  const hasCommand = typeof entry.command === 'string' && entry.command.trim() !== '';
  const hasUrl = typeof entry.url === 'string';
  const type = entry.type;
  if (hasCommand === hasUrl) problems.push(`server "${name}" needs exactly one of "command" and "url"`);
  if ('args' in entry && !isStringArray(entry.args))
    problems.push(`server "${name}": "args" must be an array of strings`);
  if ('env' in entry && !isStringRecord(entry.env)) problems.push(`server "${name}": "env" must map names to strings`);
  if (hasUrl) {
    let url: URL | undefined;
    try {
      url = new URL(String(entry.url));
    } catch {
      problems.push(`server "${name}": "url" is not a URL`);
    }
    if (url && !/^https?:$/.test(url.protocol)) problems.push(`server "${name}": "url" must be http(s)`);
    if (url && !serverRoutes.test(url.pathname)) problems.push(`server "${name}": "url" must end in /mcp or /sse`);
  }
  switch (client) {
    case 'claude-desktop':
      // The config file only starts local servers; remote ones are added as connectors in the app instead.
      if (!hasCommand || !isStringArray(entry.args)) problems.push(`server "${name}" needs "command" and "args"`);
      break;
    case 'vscode':
      if (type === 'stdio' ? !hasCommand : type === 'http' || type === 'sse' ? !hasUrl : true) {
        problems.push(`server "${name}" needs "type" "stdio" with "command", or "http"/"sse" with "url"`);
      }
      break;
    case 'claude-code':
      if (hasUrl && type !== 'http' && type !== 'sse')
        problems.push(`server "${name}": a "url" needs "type" "http" or "sse"`);
      break;
    case 'cursor':
      break;
  }
  // A bridge such as mcp-remote takes the server URL as an argument.
  for (const arg of isStringArray(entry.args) ? entry.args : []) {
    if (/^https?:\/\//.test(arg) && !serverRoutes.test(new URL(arg).pathname)) {
      problems.push(`server "${name}": URL argument ${arg} must end in /mcp or /sse`);
    }
  }
  const graphqlUrl = isStringRecord(entry.env) ? entry.env.INTUITION_GRAPHQL_URL : undefined;
  if (graphqlUrl !== undefined && !graphqlEndpoints.includes(graphqlUrl)) {
    problems.push(`server "${name}": INTUITION_GRAPHQL_URL ${graphqlUrl} is not one of ${graphqlEndpoints.join(', ')}`);
  }
  return problems;
}

/** Problems with one MCP client configuration, located in the docs file. */
function mcpConfigProblems(block: CodeBlock, value: unknown): string[] {
  const where = at(block, 0);
  const client = mcpClientOf(block);
  const key = client === 'vscode' ? 'servers' : 'mcpServers';
  if (!client) {
    return [`${where}: an MCP client configuration needs title="<its file name>" so readers know where it goes`];
  }
  if (!isRecord(value)) return [`${where}: the configuration is not a JSON object`];
  const otherKey = key === 'servers' ? 'mcpServers' : 'servers';
  const servers = value[key];
  if (!isRecord(servers) || Object.keys(servers).length === 0) {
    const hint = otherKey in value ? ` (this client reads "${key}", not "${otherKey}")` : '';
    return [`${where}: ${client} needs a non-empty "${key}" object${hint}`];
  }
  return Object.entries(servers).flatMap(([name, entry]) =>
    entryProblems(client, name, entry).map((problem) => `${where}: ${problem}`),
  );
}

/** A block is an MCP client configuration when its title names an MCP config file or it has an `mcpServers` key. */
function isMcpConfig(block: CodeBlock, value: unknown): boolean {
  return mcpClientOf(block) !== undefined || (isRecord(value) && 'mcpServers' in value);
}

function allMcpProblems(blocks: readonly CodeBlock[]): string[] {
  return blocks.flatMap((block) => {
    const result = parseConfigBlock(block);
    if ('problem' in result) return [];
    return result.values.flatMap((value) => (isMcpConfig(block, value) ? mcpConfigProblems(block, value) : []));
  });
}

function block(lang: string, code: string, meta = '', line = 10): CodeBlock {
  return {file: 'docs/x.md', line, codeLine: line + 1, lang, meta, code};
}

test.describe('the checker itself', () => {
  test('stripJsonComments blanks comments outside strings and keeps line and column positions', () => {
    const source = '{\n  // a comment\n  "url": "http://a/b", /* inline */ "n": 1\n}\n';
    const stripped = stripJsonComments(source);
    expect(stripped).toHaveLength(source.length);
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(JSON.parse(stripped)).toEqual({url: 'http://a/b', n: 1});
    expect(stripJsonComments('{"a": "x\\" // not a comment"}')).toBe('{"a": "x\\" // not a comment"}');
    expect(() => JSON.parse(stripJsonComments('{"a": 1} /* unclosed'))).toThrow();
    expect(() => JSON.parse(stripJsonComments('{"a": 1,}'))).toThrow(); // trailing commas stay errors
  });

  test('a JSON error is reported at its docs file, line and column', () => {
    const bad = block('json', '{\n  "a": 1,\n  "b" 2\n}\n');
    expect(parseProblems([bad])).toEqual([expect.stringMatching(/^docs\/x\.md:13:7: /)]);
    expect(parseProblems([block('json', '{\n  "a": 1\n')])).toEqual([expect.stringMatching(/^docs\/x\.md:13:1: /)]);
    // An error without a position points at the block's last line.
    expect(parseProblems([block('json', '{\n"a": \n')])).toEqual([expect.stringMatching(/^docs\/x\.md:12: /)]);
    expect(parseProblems([block('json', '')])).toEqual(['docs/x.md:11: empty json block']);
  });

  test('jsonc may carry comments, json may not', () => {
    const code = '{\n  // why\n  "a": 1\n}\n';
    expect(parseProblems([block('jsonc', code)])).toEqual([]);
    expect(parseProblems([block('json', code)])).toEqual([expect.stringMatching(/^docs\/x\.md:12:3: /)]);
  });

  test('YAML is parsed with every document, and an error is reported at its line', () => {
    expect(parseProblems([block('yaml', 'a: 1\n---\nb: [1, 2]\n')])).toEqual([]);
    expect(parseProblems([block('yml', 'a: 1\nb: [1, 2\nc: 3\n')])).toEqual([
      expect.stringMatching(/^docs\/x\.md:13:1: /),
    ]);
  });

  test('MCP configurations must have the shape their client reads', () => {
    const check = (title: string, value: unknown): string[] =>
      mcpConfigProblems(block('json', JSON.stringify(value), `title="${title}"`), value);
    const url = 'http://localhost:3001/mcp';
    expect(check('.cursor/mcp.json', {mcpServers: {intuition: {url}}})).toEqual([]);
    expect(check('.vscode/mcp.json', {servers: {intuition: {type: 'http', url}}})).toEqual([]);
    expect(check('.mcp.json', {mcpServers: {intuition: {type: 'http', url}}})).toEqual([]);
    expect(
      check('claude_desktop_config.json', {mcpServers: {i: {command: 'npx', args: ['-y', 'mcp-remote', url]}}}),
    ).toEqual([]);

    expect(check('.vscode/mcp.json', {mcpServers: {intuition: {type: 'http', url}}})).toEqual([
      'docs/x.md:11: vscode needs a non-empty "servers" object (this client reads "servers", not "mcpServers")',
    ]);
    expect(check('.vscode/mcp.json', {servers: {intuition: {url}}})).toEqual([
      'docs/x.md:11: server "intuition" needs "type" "stdio" with "command", or "http"/"sse" with "url"',
    ]);
    expect(check('.mcp.json', {mcpServers: {intuition: {url}}})).toEqual([
      'docs/x.md:11: server "intuition": a "url" needs "type" "http" or "sse"',
    ]);
    expect(check('claude_desktop_config.json', {mcpServers: {intuition: {url}}})).toEqual([
      'docs/x.md:11: server "intuition" needs "command" and "args"',
    ]);
    expect(check('.cursor/mcp.json', {mcpServers: {intuition: {}}})).toEqual([
      'docs/x.md:11: server "intuition" needs exactly one of "command" and "url"',
    ]);
    expect(check('.cursor/mcp.json', {mcpServers: {intuition: {url: 'http://localhost:3001/'}}})).toEqual([
      'docs/x.md:11: server "intuition": "url" must end in /mcp or /sse',
    ]);
    expect(
      check('claude_desktop_config.json', {
        mcpServers: {
          i: {command: 'node', args: 'dist/index.js', env: {INTUITION_GRAPHQL_URL: 'https://example.com/v1/graphql'}},
        },
      }),
    ).toEqual([
      'docs/x.md:11: server "i": "args" must be an array of strings',
      'docs/x.md:11: server "i" needs "command" and "args"',
      `docs/x.md:11: server "i": INTUITION_GRAPHQL_URL https://example.com/v1/graphql is not one of ${graphqlEndpoints.join(', ')}`,
    ]);
    const untitled = {mcpServers: {intuition: {url}}};
    expect(isMcpConfig(block('json', ''), untitled)).toBe(true);
    expect(mcpConfigProblems(block('json', ''), untitled)).toEqual([
      'docs/x.md:11: an MCP client configuration needs title="<its file name>" so readers know where it goes',
    ]);
  });

  test('finds json, jsonc, yaml and yml fences in a page, and nothing else', () => {
    const found = parseCodeBlocks(
      '```json\n{}\n```\n```jsonc\n{}\n```\n```yaml\na: 1\n```\n```yml\nb: 2\n```\n```ts\n1\n```\n',
      'docs/y.md',
    );
    expect(found.filter((b) => ['json', 'jsonc', 'yaml', 'yml'].includes(b.lang))).toHaveLength(4);
    expect(extractConfigBlocks(repoRoot).every((b) => ['json', 'jsonc', 'yaml', 'yml'].includes(b.lang))).toBe(true);
  });
});

const configBlocks = extractConfigBlocks(repoRoot);

test('every JSON, JSONC and YAML block in docs/ parses', () => {
  expect(configBlocks.length).toBeGreaterThan(0);
  expect(parseProblems(configBlocks)).toEqual([]);
});

test('every MCP client configuration in docs/ has the shape its client reads', () => {
  expect(allMcpProblems(configBlocks)).toEqual([]);
});

test('the MCP server page configures Cursor, VS Code, Claude Code and Claude Desktop', () => {
  const page = 'docs/intuition-ai/mcp-server.md';
  const clients = new Set(configBlocks.filter((b) => b.file === page).map(mcpClientOf));
  expect([...clients].filter(Boolean).sort()).toEqual(['claude-code', 'claude-desktop', 'cursor', 'vscode']);
  // The Claude Code command line, which has no JSON form on the page, points at the same route.
  const cli = extractDocBlocks(repoRoot).filter((b) => b.file === page && /\bclaude mcp add\b/.test(b.code));
  expect(cli).toHaveLength(1);
  expect(cli[0]?.code).toMatch(/--transport http \S+ https?:\/\/\S+\/mcp\s*$/);
});

test('every INTUITION_GRAPHQL_URL the docs set is an endpoint @0xintuition/graphql publishes', () => {
  const settings = fs
    .readdirSync(path.join(repoRoot, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(repoRoot, 'docs', file), 'utf8');
      return [...text.matchAll(/INTUITION_GRAPHQL_URL["']?\s*[=:]\s*["']?([^\s"'`]+)/g)].map((match) => ({
        where: `docs/${file.split(path.sep).join('/')}:${text.slice(0, match.index).split('\n').length}`,
        url: match[1] ?? '',
      }));
    });
  expect(settings.length).toBeGreaterThan(0);
  expect(
    settings.filter((setting) => !graphqlEndpoints.includes(setting.url)).map((s) => `${s.where}: ${s.url}`),
  ).toEqual([]);
});
