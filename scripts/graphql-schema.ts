/**
 * Where the Intuition GraphQL API schema (SDL) is read from by the snippet checks, and the pieces of
 * `npm run schema:pull` (scripts/schema-pull.ts) that can be tested offline. Importing this module has no side
 * effects.
 *
 * The schema is never committed. tests/unit/snippets.spec.ts reads the first of:
 *   1. the file named by GRAPHQL_SCHEMA_PATH (relative paths from the current directory), when the variable is set;
 *   2. ../shared/graphql/schema.graphql, beside the repository;
 *   3. .cache/graphql/schema.graphql, written by `npm run schema:pull` (ignored by git with the rest of .cache/).
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery} from 'graphql';

export const schemaPathVariable = 'GRAPHQL_SCHEMA_PATH';

/** The file `npm run schema:pull` writes. */
export function cachedSchemaPath(root: string): string {
  return path.join(root, '.cache', 'graphql', 'schema.graphql');
}

/** The copy provided beside the repository. */
export function sharedSchemaPath(root: string): string {
  return path.resolve(root, '..', 'shared', 'graphql', 'schema.graphql');
}

export interface SchemaLocation {
  readonly path: string;
  readonly origin: 'environment' | 'shared' | 'cache';
}

export type SchemaLookup = {readonly found: SchemaLocation} | {readonly error: string};

/**
 * The schema file to use, or a message that says how to provide one. A GRAPHQL_SCHEMA_PATH that names a missing
 * file is an error rather than a reason to fall back, so a typo never goes unnoticed.
 */
export function findSchema(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  exists: (file: string) => boolean = fs.existsSync,
): SchemaLookup {
  const fromEnv = env[schemaPathVariable]?.trim();
  if (fromEnv) {
    const file = path.resolve(fromEnv);
    return exists(file)
      ? {found: {path: file, origin: 'environment'}}
      : {error: `${schemaPathVariable} is set to ${fromEnv}, but there is no file at ${file}.`};
  }
  const candidates: SchemaLocation[] = [
    {path: sharedSchemaPath(root), origin: 'shared'},
    {path: cachedSchemaPath(root), origin: 'cache'},
  ];
  const found = candidates.find((candidate) => exists(candidate.path));
  if (found) return {found};
  return {
    error: [
      'No GraphQL API schema found, so the GraphQL examples cannot be validated. Provide one of:',
      `  1. ${schemaPathVariable}=/path/to/schema.graphql (an SDL file);`,
      `  2. ${sharedSchemaPath(root)} (the schema shipped beside the repository);`,
      `  3. ${cachedSchemaPath(root)}: run \`npm run schema:pull\` (testnet; add \`-- --mainnet\` for mainnet`,
      '     or `-- --endpoint <url>` for another API) on a machine that can reach the API.',
    ].join('\n'),
  };
}

export interface PullOptions {
  readonly endpoint: string;
  readonly output: string;
}

export const pullUsage = `Usage: npm run schema:pull [-- --mainnet | --testnet | --endpoint <url>]

Introspects the Intuition GraphQL API and writes its schema (SDL) to .cache/graphql/schema.graphql.
  --testnet         ${API_URL_DEV} (the default)
  --mainnet         ${API_URL_PROD}
  --endpoint <url>  any other GraphQL endpoint; wins over --mainnet/--testnet`;

/** Reads schema:pull's arguments (process.argv.slice(2)). Throws with a usage message on anything unknown. */
export function parsePullArgs(argv: readonly string[], root: string): PullOptions {
  let network: string = API_URL_DEV;
  let endpoint: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--mainnet') network = API_URL_PROD;
    else if (arg === '--testnet') network = API_URL_DEV;
    else if (arg === '--endpoint') {
      endpoint = argv[index + 1];
      index += 1;
      if (!endpoint || endpoint.startsWith('--')) throw new Error(`--endpoint needs a URL\n\n${pullUsage}`);
    } else if (arg.startsWith('--endpoint=')) endpoint = arg.slice('--endpoint='.length);
    else throw new Error(`Unknown argument: ${arg}\n\n${pullUsage}`);
  }
  const url = endpoint ?? network;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error(`Not a URL: ${url}\n\n${pullUsage}`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Not an http(s) URL: ${url}\n\n${pullUsage}`);
  return {endpoint: url, output: cachedSchemaPath(root)};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns the JSON body of an introspection response into SDL; throws on GraphQL errors or a missing schema. */
export function sdlFromIntrospectionResponse(body: unknown): string {
  if (!isRecord(body)) throw new Error('The endpoint did not answer with a JSON object');
  const {errors, data} = body;
  if (Array.isArray(errors) && errors.length > 0) {
    const messages = errors.map((error) =>
      isRecord(error) && typeof error.message === 'string' ? error.message : JSON.stringify(error),
    );
    throw new Error(`The endpoint answered with errors:\n${messages.join('\n')}`);
  }
  if (!isRecord(data) || !isRecord(data.__schema)) throw new Error('The response has no data.__schema');
  // buildClientSchema checks the shape of the introspection result itself and throws on anything malformed.
  return `${printSchema(buildClientSchema(data as unknown as IntrospectionQuery))}\n`;
}

export type Fetch = (
  url: string,
  init: {method: string; headers: Record<string, string>; body: string},
) => Promise<{
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  json(): Promise<unknown>;
}>;

/** Introspects `options.endpoint` and writes the SDL to `options.output`. Returns the SDL written. */
export async function pullSchema(options: PullOptions, fetchImpl: Fetch = fetch): Promise<string> {
  const response = await fetchImpl(options.endpoint, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json'},
    body: JSON.stringify({query: getIntrospectionQuery(), operationName: 'IntrospectionQuery'}),
  });
  if (!response.ok) throw new Error(`${options.endpoint} answered HTTP ${response.status} ${response.statusText}`);
  const sdl = sdlFromIntrospectionResponse(await response.json());
  const banner = `# GENERATED by scripts/schema-pull.ts from ${options.endpoint} on ${new Date().toISOString()}; do not edit or commit.\n`;
  fs.mkdirSync(path.dirname(options.output), {recursive: true});
  fs.writeFileSync(options.output, banner + sdl);
  return sdl;
}
