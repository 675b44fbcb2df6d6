/**
 * Finds the code examples the site shows, so tests/unit/snippets.spec.ts can type-check the TypeScript ones
 * and validate the GraphQL ones, and tests/unit/config-snippets.spec.ts can parse the JSON, JSONC and YAML ones.
 * Importing this module has no side effects.
 *
 * Sources:
 * - fenced code blocks in docs/**\/*.md(x): backtick or tilde fences of three or more characters, also indented
 *   ones inside list items (the fence's indentation is stripped from the code);
 * - the examples that pages render from typed data: every exported object with a `query` string in
 *   src/data/graphqlExamples.ts and every exported object with a `code` string in src/data/codeExamples.ts,
 *   whether exported on its own, in an array or in a record.
 *
 * Fragments: a block whose meta contains the word `fragment` is a fragment, an excerpt that cannot compile on
 * its own (it continues an earlier block, or it is pseudo-code). It must say why, in the meta:
 *
 *   ```ts fragment="continues the deposit program above: config, account and termIds come from it"
 *
 * A `title="…"` may sit next to it; Docusaurus shows the title as a caption and ignores `fragment`.
 *
 * Example files: a block whose meta has `file=<path>` (relative to the Markdown file) is empty in the Markdown
 * and filled from that file at build time (src/plugins/remark-code-file); the TypeScript examples live in
 * examples/ so that tests/chain can run them. Such a block is read from its file and reported as that file
 * (line 1 = the file's first line); a missing file throws. Examples in src/data/codeExamples.ts name their
 * file in `source`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as graphqlExamples from '../src/data/graphqlExamples';
import * as codeExamples from '../src/data/codeExamples';

export interface CodeBlock {
  /** Path relative to the root passed in, with forward slashes: `docs/quickstart/getting-started.mdx`. */
  readonly file: string;
  /** 1-based line of the opening fence (for data files: of the line where the template literal opens). */
  readonly line: number;
  /** 1-based line, in `file`, of the first line of `code`. */
  readonly codeLine: number;
  /** Lower-cased first word of the info string (`ts`, `graphql`, …); empty when the fence has none. */
  readonly lang: string;
  /** The rest of the info string, trimmed (`title="x" fragment="reason"`). */
  readonly meta: string;
  readonly code: string;
  /** For a query in src/data: the JSON variables the page shows next to it. */
  readonly variables?: string;
}

export const typescriptLangs: readonly string[] = ['ts', 'typescript', 'tsx'];
export const graphqlLangs: readonly string[] = ['graphql', 'gql'];

export function isTypeScript(block: CodeBlock): boolean {
  return typescriptLangs.includes(block.lang);
}

export function isGraphql(block: CodeBlock): boolean {
  return graphqlLangs.includes(block.lang);
}

/** Configuration languages: `json` must be strict JSON; `jsonc` may carry comments; `yaml`/`yml` is YAML. */
export const jsonLangs: readonly string[] = ['json'];
export const jsoncLangs: readonly string[] = ['jsonc'];
export const yamlLangs: readonly string[] = ['yaml', 'yml'];

export function isJson(block: CodeBlock): boolean {
  return jsonLangs.includes(block.lang);
}

export function isJsonc(block: CodeBlock): boolean {
  return jsoncLangs.includes(block.lang);
}

export function isYaml(block: CodeBlock): boolean {
  return yamlLangs.includes(block.lang);
}

/**
 * JSONC to JSON: blanks out `//` line comments and `/* *\/` block comments that sit outside strings. Every
 * removed character becomes a space (newlines stay), so a JSON.parse error position still points at the same
 * line and column of the original block. Nothing else is relaxed: trailing commas remain errors.
 */
export function stripJsonComments(text: string): string {
  let out = '';
  let index = 0;
  let inString = false;
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1] ?? '';
    if (inString) {
      out += char;
      if (char === '\\' && index + 1 < text.length) {
        out += next; // an escaped character, including an escaped quote, never ends the string
        index += 2;
        continue;
      }
      if (char === '"') inString = false;
      index += 1;
    } else if (char === '"') {
      inString = true;
      out += char;
      index += 1;
    } else if (char === '/' && next === '/') {
      while (index < text.length && text[index] !== '\n') {
        out += text[index] === '\r' ? '\r' : ' ';
        index += 1;
      }
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      if (end < 0) {
        out += text.slice(index); // an unclosed comment is an error: leave it for JSON.parse to reject
        break;
      }
      for (; index < end + 2; index += 1) out += text[index] === '\n' || text[index] === '\r' ? text[index] : ' ';
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

export interface FragmentMark {
  /** The meta contains the word `fragment`. */
  readonly isFragment: boolean;
  /** The text of `fragment="…"`, trimmed; undefined when absent or empty. */
  readonly reason: string | undefined;
}

/** Reads the fragment convention described at the top of this file from a fence's meta string. */
export function fragmentMark(meta: string): FragmentMark {
  const isFragment = /\bfragment\b/.test(meta);
  const match = /(?:^|\s)fragment=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const reason = (match?.[1] ?? match?.[2])?.trim();
  return {isFragment, reason: reason ? reason : undefined};
}

/** The value of `title="…"` in a meta string, if any. */
export function metaTitle(meta: string): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match?.[1] ?? match?.[2];
}

const openingFence = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

function indentWidth(text: string): number {
  return /^[ \t]*/.exec(text)?.[0].length ?? 0;
}

/** Removes at most `width` leading whitespace characters (the fence's own indentation) from a line. */
function dedent(text: string, width: number): string {
  return text.slice(Math.min(width, indentWidth(text)));
}

/**
 * The fenced code blocks of one Markdown/MDX source. `file` is only copied into the results.
 * Follows CommonMark: the closing fence uses the same character, is at least as long as the opening one and
 * carries nothing but whitespace; a backtick fence's info string has no backtick; an unclosed fence runs to
 * the end of the file.
 */
export function parseCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const match = openingFence.exec(lines[index] ?? '');
    const indent = match?.[1] ?? '';
    const fence = match?.[2] ?? '';
    const info = (match?.[3] ?? '').trim();
    if (!match || (fence.startsWith('`') && info.includes('`'))) {
      index += 1;
      continue;
    }
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const start = index;
    const body: string[] = [];
    index += 1;
    while (index < lines.length && !closing.test(lines[index] ?? '')) {
      body.push(dedent(lines[index] ?? '', indent.length));
      index += 1;
    }
    index += 1; // past the closing fence (or the end of the file)
    const lang = info.split(/\s+/)[0] ?? '';
    blocks.push({
      file,
      line: start + 1,
      codeLine: start + 2,
      lang: lang.toLowerCase(),
      meta: info.slice(lang.length).trim(),
      code: body.length > 0 ? `${body.join('\n')}\n` : '',
    });
  }
  return blocks;
}

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
}

function relative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The example file a fence's meta names with `file=`, relative to the Markdown file; undefined when none. */
export function codeFileMeta(meta: string): string | undefined {
  return /(?:^|\s)file=(\S+)/.exec(meta)?.[1];
}

/** A block with `file=` in its meta, filled from that file; throws when the file does not exist. */
function withFileCode(root: string, block: CodeBlock): CodeBlock {
  const named = codeFileMeta(block.meta);
  if (named === undefined) return block;
  const full = path.resolve(root, path.dirname(block.file), named);
  if (!fs.existsSync(full)) throw new Error(`${block.file}:${block.line}: file=${named} does not exist`);
  return {...block, file: relative(root, full), line: 1, codeLine: 1, code: fs.readFileSync(full, 'utf8')};
}

/** Every fenced code block in `<root>/docs/**\/*.md(x)`, in file order; `file=` blocks carry their file's code. */
export function extractDocBlocks(root: string): CodeBlock[] {
  return markdownFiles(path.join(root, 'docs')).flatMap((file) =>
    withVariables(
      parseCodeBlocks(fs.readFileSync(file, 'utf8'), relative(root, file)).map((block) => withFileCode(root, block)),
    ),
  );
}

/** A ```json block whose meta has the word `variables` holds the variables of the GraphQL block before it. */
export function isVariablesBlock(block: CodeBlock): boolean {
  return isJson(block) && /(?:^|\s)variables(?:\s|$)/.test(block.meta);
}

/** Gives each GraphQL block the JSON of a variables block that directly follows it (the Run button reads the same pair). */
export function withVariables(blocks: readonly CodeBlock[]): CodeBlock[] {
  return blocks.map((block, index) => {
    const next = blocks[index + 1];
    return isGraphql(block) && next !== undefined && isVariablesBlock(next) ? {...block, variables: next.code} : block;
  });
}

/** The fenced JSON, JSONC and YAML blocks in `<root>/docs/**\/*.md(x)`, in file order. */
export function extractConfigBlocks(root: string): CodeBlock[] {
  return extractDocBlocks(root).filter((block) => isJson(block) || isJsonc(block) || isYaml(block));
}

type Example = {readonly id: string; readonly title?: string} & (
  {readonly query: string; readonly variables?: string} | {readonly code: string; readonly filename?: string}
);

type SourceExample = {
  readonly id: string;
  readonly title?: string;
  readonly source: string;
  readonly filename?: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asExample(value: unknown): Example | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  const title = typeof value.title === 'string' ? value.title : undefined;
  if (typeof value.query === 'string') {
    const variables = typeof value.variables === 'string' ? value.variables : undefined;
    return {id: value.id, title, query: value.query, variables};
  }
  if (typeof value.code === 'string') {
    const filename = typeof value.filename === 'string' ? value.filename : undefined;
    return {id: value.id, title, code: value.code, filename};
  }
  return undefined;
}

/** Examples among a module's exports: an example itself, or one inside an exported array or record. */
function examplesOf(moduleExports: Record<string, unknown>): Example[] {
  return Object.values(moduleExports).flatMap((value): Example[] => {
    const direct = asExample(value);
    if (direct) return [direct];
    const items = Array.isArray(value) ? (value as unknown[]) : isRecord(value) ? Object.values(value) : [];
    return items.flatMap((item) => {
      const example = asExample(item);
      return example ? [example] : [];
    });
  });
}

/** 1-based line, in `source`, where the template literal of `field` opens after the example's `id`. */
function literalLine(source: string, id: string, field: 'query' | 'code'): number {
  const idAt = source.search(new RegExp(`\\bid:\\s*['"]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`));
  const fieldAt = idAt < 0 ? -1 : source.slice(idAt).search(new RegExp(`\\b${field}:\\s*\``));
  const offset = idAt < 0 ? 0 : fieldAt < 0 ? idAt : idAt + fieldAt;
  return source.slice(0, offset).split('\n').length;
}

function dataBlocks(root: string, file: string, moduleExports: Record<string, unknown>): CodeBlock[] {
  const full = path.join(root, file);
  const source = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  return examplesOf(moduleExports)
    .map((example) => {
      const isQuery = 'query' in example;
      const line = literalLine(source, example.id, isQuery ? 'query' : 'code');
      const lang = isQuery ? 'graphql' : (/\.(tsx?)$/.exec(example.filename ?? '')?.[1] ?? 'ts');
      const title = example.title ? `title=${JSON.stringify(example.title)}` : '';
      const block: CodeBlock = {
        file,
        line,
        codeLine: line,
        lang,
        meta: title,
        code: isQuery ? example.query : example.code,
      };
      return isQuery && example.variables !== undefined ? {...block, variables: example.variables} : block;
    })
    .sort((a, b) => a.line - b.line);
}

/** The programs src/data/codeExamples.ts names in `source`, read from their files; a missing file throws. */
function sourceBlocks(root: string, moduleExports: Record<string, unknown>): CodeBlock[] {
  return Object.values(moduleExports).flatMap((value): CodeBlock[] => {
    if (!isRecord(value) || typeof value.id !== 'string' || typeof value.source !== 'string') return [];
    const example = value as unknown as SourceExample;
    const full = path.join(root, example.source);
    if (!fs.existsSync(full))
      throw new Error(`src/data/codeExamples.ts: ${example.id} names ${example.source}, which does not exist`);
    const lang = /\.(tsx?)$/.exec(example.source)?.[1] ?? 'ts';
    const title = example.title ? `title=${JSON.stringify(example.title)}` : '';
    return [{file: relative(root, full), line: 1, codeLine: 1, lang, meta: title, code: fs.readFileSync(full, 'utf8')}];
  });
}

/** The examples pages render from src/data (GraphQL queries, and the TypeScript programs codeExamples names). */
export function extractDataBlocks(root: string): CodeBlock[] {
  return [...dataBlocks(root, 'src/data/graphqlExamples.ts', graphqlExamples), ...sourceBlocks(root, codeExamples)];
}

/** Every code example: the docs' fenced blocks, then the examples in src/data. `root` is the repository root. */
export function extractCodeBlocks(root: string): CodeBlock[] {
  return [...extractDocBlocks(root), ...extractDataBlocks(root)];
}
