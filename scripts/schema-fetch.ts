/**
 * What `npm test` does before anything runs when the GraphQL schema or its June 2026 snapshot is missing (a fresh
 * clone without `../shared` beside it): pull the schema by introspection from the mainnet API, and the snapshot from
 * the official docs repository at the commit the project read it at, into `.cache/graphql/`; or, when neither
 * answers, one message saying what to provide. scripts/schema-preflight.ts runs it; tests/unit/schema-preflight.spec.ts
 * drives it with fake network answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_URL_PROD} from '@0xintuition/graphql';
import {cachedSchemaPath, findSchema, pullSchema, schemaPathVariable, type Fetch} from './graphql-schema';
import {liveSnapshotDirName} from './live-schema';

/** `scripts/graphql-schema-*.json` of 0xIntuition/intuition-docs at 08fde66 (last changed 2026-06-25). */
export const snapshotSource =
  'https://raw.githubusercontent.com/0xIntuition/intuition-docs/08fde6620a84585c10d3ad90129becbcba528f69/scripts';
/** Snapshot file here → its name in that repository. */
export const snapshotFiles = {
  'mainnet.json': 'graphql-schema-mainnet.json',
  'testnet.json': 'graphql-schema-testnet.json',
  'pin.json': 'graphql-schema-pin.json',
} as const;
/** Introspect another endpoint than mainnet's (the package's API_URL_PROD). */
export const pullEndpointVariable = 'SCHEMA_PULL_ENDPOINT';

export type GetText = (
  url: string,
) => Promise<{readonly ok: boolean; readonly status: number; text(): Promise<string>}>;
export interface Network {
  readonly post: Fetch;
  readonly get: GetText;
}

// A network that drops packets would otherwise hold `npm test` until the OS gives up.
const timeout = () => AbortSignal.timeout(20_000);
export const realNetwork: Network = {
  post: (url, init) => fetch(url, {...init, signal: timeout()}),
  get: (url) => fetch(url, {signal: timeout()}),
};

export type Preflight = {ok: true; schema: string; notes: string[]} | {ok: false; message: string};

const reason = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
};

export async function schemaPreflight(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  network: Network = realNetwork,
): Promise<Preflight> {
  const notes: string[] = [];
  let lookup = findSchema(root, env);
  if ('error' in lookup) {
    // A GRAPHQL_SCHEMA_PATH that names no file is a typo to fix, never a reason to go to the network.
    if (env[schemaPathVariable]?.trim()) return {ok: false, message: lookup.error};
    const endpoint = env[pullEndpointVariable]?.trim() || API_URL_PROD;
    try {
      await pullSchema({endpoint, output: cachedSchemaPath(root)}, network.post);
    } catch (error) {
      return {
        ok: false,
        message: `${lookup.error}\nnpm test tried to introspect ${endpoint} and could not: ${reason(error)}`,
      };
    }
    notes.push(`GraphQL schema introspected from ${endpoint} into ${path.relative(root, cachedSchemaPath(root))}`);
    lookup = findSchema(root, env);
    if ('error' in lookup) return {ok: false, message: lookup.error};
  }
  const dir = path.join(path.dirname(lookup.found.path), liveSnapshotDirName);
  if (!fs.existsSync(path.join(dir, 'mainnet.json'))) {
    const missing = [
      `The GraphQL schema is ${lookup.found.path}, but the June 2026 snapshot beside it is missing:`,
      `  ${path.join(dir, 'mainnet.json')}`,
      `It is scripts/graphql-schema-mainnet.json of 0xIntuition/intuition-docs at 08fde66 (${snapshotSource}).`,
    ].join('\n');
    // Only into the project's own cache: a schema given by path or shipped beside the repository is not ours to add to.
    if (lookup.found.origin !== 'cache') return {ok: false, message: missing};
    try {
      const bodies = await Promise.all(
        Object.entries(snapshotFiles).map(async ([here, there]) => {
          const response = await network.get(`${snapshotSource}/${there}`);
          if (!response.ok) throw new Error(`${snapshotSource}/${there} answered HTTP ${response.status}`);
          const text = await response.text();
          JSON.parse(text);
          return [here, text] as const;
        }),
      );
      fs.mkdirSync(dir, {recursive: true});
      for (const [here, text] of bodies) fs.writeFileSync(path.join(dir, here), text);
    } catch (error) {
      return {ok: false, message: `${missing}\nnpm test tried to download it and could not: ${reason(error)}`};
    }
    notes.push(`June 2026 snapshot downloaded from ${snapshotSource} into ${path.relative(root, dir)}`);
  }
  return {ok: true, schema: lookup.found.path, notes};
}
