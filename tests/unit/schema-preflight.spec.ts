import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {API_URL_PROD} from '@0xintuition/graphql';
import {expect, test} from '@playwright/test';
import {buildSchema, introspectionFromSchema} from 'graphql';
import {findSchema} from '../../scripts/graphql-schema';
import {schemaPreflight, snapshotFiles, snapshotSource, type Network} from '../../scripts/schema-fetch';

/**
 * A fresh clone with nothing beside it (scripts/schema-preflight.ts, the first step of `npm test`): the schema is
 * introspected from the mainnet API and the June 2026 snapshot downloaded into .cache/graphql/ when they answer;
 * when they do not, one message says what to provide. The network is faked with this machine's own copies.
 */
const shared = findSchema(path.join(__dirname, '../..'), {});
if ('error' in shared) throw new Error(shared.error);
const sharedDir = path.dirname(shared.found.path);
const introspection = {data: introspectionFromSchema(buildSchema(fs.readFileSync(shared.found.path, 'utf8')))};

/** A repository folder with no ../shared beside it. */
const freshClone = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-')), 'repo');

function fakeNetwork(reachable: boolean, asked: string[]): Network {
  const refuse = () => Promise.reject(new TypeError('fetch failed', {cause: new Error('connect ECONNREFUSED')}));
  return {
    post: async (url) => {
      asked.push(`POST ${url}`);
      if (!reachable) return refuse();
      return {ok: true, status: 200, statusText: 'OK', json: async () => introspection};
    },
    get: async (url) => {
      asked.push(`GET ${url}`);
      if (!reachable) return refuse();
      const here = Object.entries(snapshotFiles).find(([, there]) => url === `${snapshotSource}/${there}`)?.[0];
      if (!here) return {ok: false, status: 404, text: async () => ''};
      return {
        ok: true,
        status: 200,
        text: async () => fs.readFileSync(path.join(sharedDir, 'live-schema-2026-06', here), 'utf8'),
      };
    },
  };
}

test('without ../shared, the schema is introspected from mainnet and the snapshot downloaded into .cache', async () => {
  const root = freshClone();
  const asked: string[] = [];
  const result = await schemaPreflight(root, {}, fakeNetwork(true, asked));
  expect(result.ok, JSON.stringify(result)).toBe(true);
  expect(asked[0]).toBe(`POST ${API_URL_PROD}`);
  const cache = path.join(root, '.cache/graphql');
  expect(fs.readFileSync(path.join(cache, 'schema.graphql'), 'utf8')).toContain('type atoms');
  for (const here of Object.keys(snapshotFiles))
    expect(fs.readFileSync(path.join(cache, 'live-schema-2026-06', here), 'utf8'), here).toBe(
      fs.readFileSync(path.join(sharedDir, 'live-schema-2026-06', here), 'utf8'),
    );
  // The next run finds them and asks the network nothing.
  const again: string[] = [];
  expect((await schemaPreflight(root, {}, fakeNetwork(true, again))).ok).toBe(true);
  expect(again).toEqual([]);
});

test('without ../shared and with no network, it stops with one message saying what to provide', async () => {
  const root = freshClone();
  const result = await schemaPreflight(root, {}, fakeNetwork(false, []));
  expect(result.ok).toBe(false);
  const message = result.ok ? '' : result.message;
  expect(message).toContain('No GraphQL API schema found');
  expect(message).toContain('GRAPHQL_SCHEMA_PATH');
  expect(message).toContain(`tried to introspect ${API_URL_PROD}`);
  expect(message).toContain('ECONNREFUSED');
  expect(fs.existsSync(path.join(root, '.cache/graphql/schema.graphql'))).toBe(false);
});

test('a GRAPHQL_SCHEMA_PATH naming no file stops at once, without asking the network', async () => {
  const asked: string[] = [];
  const result = await schemaPreflight(
    freshClone(),
    {GRAPHQL_SCHEMA_PATH: '/nowhere/schema.graphql'},
    fakeNetwork(true, asked),
  );
  expect(result.ok).toBe(false);
  expect(asked).toEqual([]);
});
