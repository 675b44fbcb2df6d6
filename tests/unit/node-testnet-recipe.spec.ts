import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {intuitionTestnet} from '@0xintuition/protocol';

/**
 * Task 8 of the reader test (issue 40): the node page's "Index testnet" recipe. The recipe names a chain id in the
 * proxy URL, a schema in the start command and in the SQL, and cites intuition-rs files by commit; each of these
 * can drift apart from the others or from the package without any build failing, so they are checked here.
 */

const page = readFileSync(path.join(__dirname, '../../docs/run-node/run-an-intuition-node.md'), 'utf8');
const section = page.split('## Index testnet')[1]?.split('\n## ')[0] ?? '';

test('the recipe exists and types no address by hand', () => {
  expect(section.length).toBeGreaterThan(0);
  // Addresses come from the package through the deployments page, never from this prose.
  expect(section).not.toMatch(/0x[0-9a-fA-F]{40}/);
});

test('the proxy URL carries the testnet chain id the package defines', () => {
  const ids = [...section.matchAll(/prod-rpc-proxy:3008\/(\d+)\/proxy/g)].map((m) => Number(m[1]));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id).toBe(intuitionTestnet.id);
  expect(section).toContain(`(${intuitionTestnet.id} is the testnet chain id;`);
});

test('the start command, the SQL and the cited migration name the same schema', () => {
  const start = /\.\/scripts\/start\.sh (\w+)/.exec(section)?.[1];
  expect(start).toBeDefined();
  expect(section).toContain(`WHERE indexer_schema = '${start}'`);
  expect(section).toMatch(new RegExp(`_create_${start}_raw_data\\.up\\.sql\`\\]\\(`));
});

test('every intuition-rs link is pinned to a full commit', () => {
  const links = [...section.matchAll(/\(https:\/\/github\.com\/0xIntuition\/intuition-rs\/blob\/([^/]+)\//g)];
  expect(links.length).toBeGreaterThanOrEqual(5);
  for (const [, commit] of links) expect(commit).toMatch(/^[0-9a-f]{40}$/);
});

test('the keys question and the missing sync figures are answered, not skipped', () => {
  expect(section).toMatch(/\*\*OpenAI and Pinata keys\.\*\* Indexing itself does not receive them\./);
  expect(section).toMatch(/\*\*Sync time and disk\.\*\* No file in the repository states/);
});
