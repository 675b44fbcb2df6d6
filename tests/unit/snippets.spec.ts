import {expect, test} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {
  buildSchema,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  Source,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  introspectionFromSchema,
} from 'graphql';
import {
  extractCodeBlocks,
  extractDocBlocks,
  fragmentMark,
  isGraphql,
  isTypeScript,
  metaTitle,
  parseCodeBlocks,
  withVariables,
  type CodeBlock,
} from '../../scripts/extract-snippets';
import {
  cachedSchemaPath,
  findSchema,
  parsePullArgs,
  pullSchema,
  schemaPathVariable,
  sdlFromIntrospectionResponse,
  sharedSchemaPath,
} from '../../scripts/graphql-schema';
import {
  liveArgumentSources,
  liveSchemaMark,
  liveSchemaSdl,
  loadLiveSchema,
  schemaMark,
} from '../../scripts/live-schema';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {graphqlFetchExample, protocolReadExample, protocolWriteExample, sdkExample} from '../../src/data/codeExamples';
import {firstQuery} from '../../src/data/graphqlExamples';

function listExampleFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listExampleFiles(full);
    // .py and .go: the other-languages GraphQL clients (tests/chain/graphql-other-languages.spec.ts runs them).
    return /\.(tsx?|py|go)$/.test(entry.name) ? [path.relative(repoRoot, full).split(path.sep).join('/')] : [];
  });
}

/**
 * The code examples the site shows are checked, not trusted (STYLE §2.4): TypeScript blocks compile against the
 * pinned @0xintuition/sdk, @0xintuition/protocol and viem; GraphQL blocks validate against the API schema.
 * A block marked `fragment="<reason>"` in its fence meta is skipped (scripts/extract-snippets.ts).
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const blocks = extractCodeBlocks(repoRoot);

function where(block: CodeBlock, codeLine = 1, column?: number): string {
  return `${block.file}:${block.codeLine + codeLine - 1}${column === undefined ? '' : `:${column}`}`;
}

function isSkipped(block: CodeBlock): boolean {
  return fragmentMark(block.meta).isFragment;
}

test.describe('code block extraction', () => {
  test('finds fences of three or more backticks or tildes, indented ones in list items, with lang and meta', () => {
    const source = [
      '# Title', //                                  1
      '', //                                         2
      '```ts title="a.ts"', //                       3
      'const a = 1', //                              4
      '```', //                                      5
      '', //                                         6
      '1. A step:', //                               7
      '', //                                         8
      '   ```GraphQL', //                            9
      '   query A {', //                            10
      '     atoms { term_id }', //                  11
      '   }', //                                    12
      '   ```', //                                  13
      '', //                                        14
      '~~~~tsx fragment="continues a.ts"', //       15
      '```ts', //                                   16
      '~~~', //                                     17
      '~~~~', //                                    18
      '````md', //                                  19
      '```bash', //                                 20
      '```', //                                     21
      '````', //                                    22
      'text with ```inline``` code', //             23
      '```', //                                     24
      'unclosed', //                                25
    ].join('\n');
    expect(parseCodeBlocks(source, 'docs/x.md')).toEqual([
      {file: 'docs/x.md', line: 3, codeLine: 4, lang: 'ts', meta: 'title="a.ts"', code: 'const a = 1\n'},
      {
        file: 'docs/x.md',
        line: 9,
        codeLine: 10,
        lang: 'graphql',
        meta: '',
        code: 'query A {\n  atoms { term_id }\n}\n',
      },
      {file: 'docs/x.md', line: 15, codeLine: 16, lang: 'tsx', meta: 'fragment="continues a.ts"', code: '```ts\n~~~\n'},
      {file: 'docs/x.md', line: 19, codeLine: 20, lang: 'md', meta: '', code: '```bash\n```\n'},
      {file: 'docs/x.md', line: 24, codeLine: 25, lang: '', meta: '', code: 'unclosed\n'},
    ]);
  });

  test('reads the fragment mark and its reason from the meta', () => {
    expect(fragmentMark('title="setup.ts"')).toEqual({isFragment: false, reason: undefined});
    expect(fragmentMark('fragment="continues the set-up above"')).toEqual({
      isFragment: true,
      reason: 'continues the set-up above',
    });
    expect(fragmentMark('title="Batch" fragment=\'uses config\'')).toEqual({isFragment: true, reason: 'uses config'});
    expect(fragmentMark('title="fragment"')).toEqual({isFragment: true, reason: undefined});
    expect(fragmentMark('fragment=""')).toEqual({isFragment: true, reason: undefined});
    expect(fragmentMark('fragment')).toEqual({isFragment: true, reason: undefined});
    expect(metaTitle('title="Batch" fragment="x"')).toBe('Batch');
  });

  test('covers the docs, the example files they show and the examples in src/data', () => {
    const files = new Set(blocks.map((block) => block.file));
    expect([...files].filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(files).toContain('src/data/graphqlExamples.ts');
    for (const example of [protocolReadExample, protocolWriteExample, sdkExample, graphqlFetchExample])
      expect(files).toContain(example.source);
    // Every program under examples/ is shown by a page (a file= block or a codeExamples source), none is orphaned.
    const onDisk = listExampleFiles(path.join(repoRoot, 'examples'));
    expect(onDisk.length).toBeGreaterThanOrEqual(22);
    expect(onDisk.filter((file) => !files.has(file))).toEqual([]);
    expect(
      blocks
        .filter((block) => block.file.startsWith('examples/') && !/\.(py|go)$/.test(block.file))
        .every(isTypeScript),
    ).toBe(true);
    expect(
      blocks.filter((block) => block.file === 'src/data/graphqlExamples.ts' && isGraphql(block)).length,
    ).toBeGreaterThanOrEqual(7);
  });

  test('a file= block is read from its file, and a missing file fails instead of leaving an empty example', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-docs-file-blocks-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs', 'a'), {recursive: true});
      fs.mkdirSync(path.join(dir, 'examples'));
      fs.writeFileSync(path.join(dir, 'examples', 'x.ts'), 'export const x = 1\n');
      fs.writeFileSync(
        path.join(dir, 'docs', 'a', 'page.md'),
        '# P\n\n```ts file=../../examples/x.ts title="x.ts"\n```\n',
      );
      expect(extractDocBlocks(dir)).toEqual([
        {
          file: 'examples/x.ts',
          line: 1,
          codeLine: 1,
          lang: 'ts',
          meta: 'file=../../examples/x.ts title="x.ts"',
          code: 'export const x = 1\n',
        },
      ]);
      fs.rmSync(path.join(dir, 'examples', 'x.ts'));
      expect(() => extractDocBlocks(dir)).toThrow('docs/a/page.md:3: file=../../examples/x.ts does not exist');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('the /graphql TypeScript example sends the first query of src/data/graphqlExamples.ts', () => {
    const program = fs.readFileSync(path.join(repoRoot, graphqlFetchExample.source), 'utf8');
    expect(program).toContain(`const query = \`${firstQuery.query}\``);
  });
});

test('every fragment says why it cannot stand alone, and no caption reads "fragment"', () => {
  const problems = blocks.flatMap((block) => {
    const mark = fragmentMark(block.meta);
    const found: string[] = [];
    if (mark.isFragment && !mark.reason) {
      found.push(
        `${block.file}:${block.line}: marked as a fragment without a reason; write fragment="<why it cannot stand alone>"`,
      );
    }
    if (/\bfragment\b/i.test(metaTitle(block.meta) ?? '')) {
      found.push(
        `${block.file}:${block.line}: title="${metaTitle(block.meta)}" shows "fragment" as the caption; use fragment="<reason>"`,
      );
    }
    return found;
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

/** `docs/a/b.md` line 12 → `docs__a__b.md__L12.ts`, so a compiler message names the block it came from. */
function moduleName(block: CodeBlock): string {
  const extension = block.lang === 'tsx' ? 'tsx' : 'ts';
  // A program under examples/ keeps its path, so a tutorial step's relative import (`./client`) resolves.
  if (block.file.startsWith('examples/')) return block.file;
  return `${block.file.replace(/[^A-Za-z0-9.-]+/g, '__')}__L${block.line}.${extension}`;
}

test('TypeScript examples compile against the pinned packages', () => {
  test.setTimeout(180_000);
  const typescript = blocks.filter(isTypeScript);
  const complete = typescript.filter((block) => !isSkipped(block));
  const fragments = typescript.length - complete.length;
  expect(complete.length).toBeGreaterThan(0);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-docs-snippets-'));
  try {
    const byFile = new Map<string, CodeBlock>();
    for (const block of complete) {
      const name = moduleName(block);
      byFile.set(path.join(dir, name), block);
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), block.code);
    }
    const nodeModules = path.join(repoRoot, 'node_modules');
    const tsconfig = {
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        // Every block is its own module, also one without import/export (no clashes in a shared global scope).
        moduleDetection: 'force',
        jsx: 'react-jsx',
        esModuleInterop: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
        typeRoots: [path.join(nodeModules, '@types')],
        // The blocks live in a temp dir with no node_modules of its own: resolve packages from the repository's.
        baseUrl: repoRoot,
        // A package without its own types (ws) would resolve to its JavaScript first: point it at its @types.
        paths: {ws: [`${nodeModules}/@types/ws`], '*': [`${nodeModules}/*`, `${nodeModules}/@types/*`]},
      },
      files: [...byFile.keys()].map((file) => path.relative(dir, file)),
    };
    const configPath = path.join(dir, 'tsconfig.json');
    fs.writeFileSync(configPath, JSON.stringify(tsconfig, null, 2));

    const parsed = ts.parseJsonConfigFileContent(tsconfig, ts.sys, dir, undefined, configPath);
    expect(parsed.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n'))).toEqual([]);
    const program = ts.createProgram({rootNames: parsed.fileNames, options: parsed.options});
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const messages = diagnostics.map((diagnostic) => {
      const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      if (!diagnostic.file || diagnostic.start === undefined) return text;
      const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const block = byFile.get(path.resolve(diagnostic.file.fileName));
      return block
        ? `${where(block, line + 1, character + 1)} ${text}`
        : `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${text}`;
    });
    console.log(`${complete.length} TypeScript examples compiled, ${fragments} fragments skipped`);
    expect(messages, `Type errors in TypeScript examples:\n${messages.join('\n')}`).toEqual([]);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

function graphqlProblems(schema: GraphQLSchema, block: CodeBlock): string[] {
  let document: DocumentNode;
  try {
    document = parse(new Source(block.code, block.file));
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const location = error.locations?.[0];
    return [`${where(block, location?.line ?? 1, location?.column)} ${error.message}`];
  }
  const problems = validate(schema, document).map((error) => {
    const location = error.locations?.[0];
    return `${where(block, location?.line ?? 1, location?.column)} ${error.message}`;
  });
  if (block.variables !== undefined && problems.length === 0) {
    problems.push(...variableProblems(schema, document, block));
  }
  return problems;
}

/** The JSON shown next to a query in src/data must parse and fit the operation's variable definitions. */
function variableProblems(schema: GraphQLSchema, document: DocumentNode, block: CodeBlock): string[] {
  let inputs: unknown;
  try {
    inputs = JSON.parse(block.variables ?? '');
  } catch (error) {
    return [`${where(block)} variables are not valid JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))
    return [`${where(block)} variables must be a JSON object`];
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION)
    return [`${where(block)} variables given but no operation`];
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], inputs as Record<string, unknown>);
  return 'errors' in result && result.errors
    ? result.errors.map((error) => `${where(block)} variables: ${error.message}`)
    : [];
}

test('GraphQL examples validate against the API schema', () => {
  const lookup = findSchema(repoRoot, process.env);
  if ('error' in lookup) throw new Error(lookup.error);
  const schema = buildSchema(fs.readFileSync(lookup.found.path, 'utf8'));
  const graphql = blocks.filter(isGraphql);
  const checked = graphql.filter((block) => !isSkipped(block) && schemaMark(block.meta) === undefined);
  expect(checked.length).toBeGreaterThan(0);
  const problems = checked.flatMap((block) => graphqlProblems(schema, block));
  // Blocks marked schema=… are checked by the June 2026 test below, not skipped.
  const skipped = graphql.filter(isSkipped).length;
  console.log(
    `${checked.length} GraphQL examples validated${skipped ? `, ${skipped} fragments skipped` : ''} (schema: ${path.relative(repoRoot, lookup.found.path)})`,
  );
  expect(problems, `GraphQL examples that do not validate:\n${problems.join('\n')}`).toEqual([]);
});

test.describe('blocks for the API as served (June 2026 snapshot)', () => {
  test('validate against the snapshot, with arguments only where a source names them', () => {
    const lookup = findSchema(repoRoot, process.env);
    if ('error' in lookup) throw new Error(lookup.error);
    const live = loadLiveSchema(lookup.found.path);
    const marked = blocks.filter((block) => isGraphql(block) && schemaMark(block.meta) !== undefined);
    const unknown = marked.filter((block) => schemaMark(block.meta) !== liveSchemaMark).map((block) => where(block));
    expect(unknown, `unknown schema= marks (only ${liveSchemaMark} exists)`).toEqual([]);
    const checked = marked.filter((block) => !isSkipped(block));
    expect(checked.length).toBeGreaterThan(0);
    const problems = checked.flatMap((block) => graphqlProblems(live.schema, block));
    console.log(`${checked.length} GraphQL examples validated against ${path.relative(repoRoot, live.path)}`);
    expect(problems, `June 2026 examples that do not validate:\n${problems.join('\n')}`).toEqual([]);
  });

  test('the snapshot schema rejects an argument no source names and a field the snapshot lacks', () => {
    const snapshot = {
      typeMap: {
        query_root: {
          positions_with_value: {type: 'positions_with_value', kind: 'OBJECT'},
          get_pnl_leaderboard: {type: 'pnl_leaderboard_entry', kind: 'OBJECT'},
        },
        positions_with_value: {pnl: {type: 'numeric', kind: 'SCALAR'}},
        pnl_leaderboard_entry: {rank: {type: 'bigint', kind: 'SCALAR'}},
      },
      rootTypes: {query: 'query_root'},
    };
    // No table sources: a field no source names takes no arguments (liveTableSources has its own spec).
    const schema = buildSchema(liveSchemaSdl(snapshot, liveArgumentSources, {}));
    const check = (query: string) => validate(schema, parse(query)).map((error) => error.message);
    expect(check('{ positions_with_value { pnl } }')).toEqual([]);
    expect(check('{ get_pnl_leaderboard(args: {p_limit: 5, p_sort_by: "pnl_pct"}) { rank } }')).toEqual([]);
    expect(check('{ positions_with_value(limit: 5) { pnl } }').join()).toContain('Unknown argument "limit"');
    expect(check('{ get_pnl_leaderboard(args: {p_made_up: 1}) { rank } }').join()).toContain('p_made_up');
    expect(check('{ positions_with_value { value } }').join()).toContain('Cannot query field "value"');
    expect(Object.values(liveArgumentSources).every((entry) => /@ [0-9a-f]{40}$/.test(entry.source))).toBe(true);
  });
});

test('a GraphQL block in the docs gets the ```json variables block that follows it, and required variables are given', () => {
  const pair = withVariables(
    parseCodeBlocks(
      [
        '```graphql',
        'query A($id: String!) { atom(term_id: $id) { label } }',
        '```',
        '',
        '```json variables',
        '{"id": "0x01"}',
        '```',
      ].join('\n'),
      'a.md',
    ),
  );
  expect(pair[0]?.variables).toBe('{"id": "0x01"}\n');
  const missing = blocks
    .filter((block) => isGraphql(block) && block.file.includes('graphql-api/cookbook/') && !isSkipped(block))
    .filter((block) => {
      const operation = parse(block.code).definitions.find(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const required =
        operation?.kind === Kind.OPERATION_DEFINITION
          ? (operation.variableDefinitions ?? []).filter(
              (variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue,
            )
          : [];
      return required.length > 0 && block.variables === undefined;
    })
    .map((block) => where(block));
  expect(missing, 'cookbook queries with required variables but no ```json variables block after them').toEqual([]);
});

test.describe('GraphQL schema location and schema:pull', () => {
  const root = '/repo/main';
  const present =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);

  test('reads GRAPHQL_SCHEMA_PATH first, then ../shared, then the schema:pull cache', () => {
    const shared = sharedSchemaPath(root);
    const cache = cachedSchemaPath(root);
    expect(shared).toBe(path.resolve('/repo/shared/graphql/schema.graphql'));
    expect(cache).toBe(path.join(root, '.cache', 'graphql', 'schema.graphql'));
    expect(findSchema(root, {[schemaPathVariable]: '/x/s.graphql'}, present('/x/s.graphql', shared))).toEqual({
      found: {path: path.resolve('/x/s.graphql'), origin: 'environment'},
    });
    expect(findSchema(root, {}, present(shared, cache))).toEqual({found: {path: shared, origin: 'shared'}});
    expect(findSchema(root, {}, present(cache))).toEqual({found: {path: cache, origin: 'cache'}});
  });

  test('says how to get a schema when there is none, and never falls back from a wrong GRAPHQL_SCHEMA_PATH', () => {
    const none = findSchema(root, {}, present());
    expect('error' in none && none.error).toContain(schemaPathVariable);
    expect('error' in none && none.error).toContain(sharedSchemaPath(root));
    expect('error' in none && none.error).toContain('npm run schema:pull');
    const wrong = findSchema(root, {[schemaPathVariable]: '/nope.graphql'}, present(sharedSchemaPath(root)));
    expect('error' in wrong && wrong.error).toContain('/nope.graphql');
  });

  test('schema:pull introspects testnet by default, mainnet with --mainnet, any URL with --endpoint', () => {
    const output = cachedSchemaPath(root);
    expect(parsePullArgs([], root)).toEqual({endpoint: API_URL_DEV, output});
    expect(parsePullArgs(['--mainnet'], root)).toEqual({endpoint: API_URL_PROD, output});
    expect(parsePullArgs(['--mainnet', '--testnet'], root).endpoint).toBe(API_URL_DEV);
    expect(parsePullArgs(['--endpoint', 'http://localhost:8080/v1/graphql'], root).endpoint).toBe(
      'http://localhost:8080/v1/graphql',
    );
    expect(parsePullArgs(['--endpoint=https://x.test/graphql', '--mainnet'], root).endpoint).toBe(
      'https://x.test/graphql',
    );
    expect(() => parsePullArgs(['--endpoint'], root)).toThrow('--endpoint needs a URL');
    expect(() => parsePullArgs(['--endpoint', 'not a url'], root)).toThrow('Not a URL');
    expect(() => parsePullArgs(['--endpoint', 'ftp://x.test'], root)).toThrow('Not an http(s) URL');
    expect(() => parsePullArgs(['--devnet'], root)).toThrow('Unknown argument: --devnet');
  });

  test('schema:pull turns an introspection response into SDL and writes it with a banner', async () => {
    const sdl = 'type Query {\n  atoms(limit: Int): [Atom!]!\n}\n\ntype Atom {\n  term_id: String!\n}\n';
    const introspection: IntrospectionQuery = introspectionFromSchema(buildSchema(sdl));
    expect(sdlFromIntrospectionResponse({data: introspection})).toBe(sdl);
    expect(() => sdlFromIntrospectionResponse({errors: [{message: 'no introspection for you'}]})).toThrow(
      'no introspection for you',
    );
    expect(() => sdlFromIntrospectionResponse({data: {}})).toThrow('data.__schema');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-schema-pull-'));
    try {
      const output = path.join(dir, 'graphql', 'schema.graphql');
      const requests: string[] = [];
      const written = await pullSchema({endpoint: 'https://api.test/v1/graphql', output}, async (url, init) => {
        requests.push(`${init.method} ${url} ${init.body.includes('__schema') ? 'introspection' : init.body}`);
        return {ok: true, status: 200, statusText: 'OK', json: async () => ({data: introspection})};
      });
      expect(requests).toEqual(['POST https://api.test/v1/graphql introspection']);
      expect(written).toBe(sdl);
      const file = fs.readFileSync(output, 'utf8');
      expect(file).toMatch(/^# GENERATED by scripts\/schema-pull\.ts from https:\/\/api\.test\/v1\/graphql/);
      expect(buildSchema(file).getQueryType()?.getFields().atoms).toBeDefined();
      await expect(
        pullSchema({endpoint: 'https://api.test/v1/graphql', output}, async () => ({
          ok: false,
          status: 503,
          statusText: 'Service Unavailable',
          json: async () => ({}),
        })),
      ).rejects.toThrow('HTTP 503');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
