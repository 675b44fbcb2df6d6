import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildEngine, searchRecords} from '../../src/search/localClient';
import type {SearchIndexFile} from '../../src/search/types';

/**
 * Relevance of the built-in search over the built index (run `npm run build` first): each realistic
 * query must put one of its expected pages in the top 3 hits. At least 90% must pass; the score prints.
 */
const cases: [query: string, expected: string[]][] = [
  ['multivault address', ['/docs/developer-tools/contracts/deployments']],
  ['create a triple', ['/docs/developer-tools/interactions/create-triple']],
  ['bonding curve price', ['/docs/introduction/the-economics/bonding-curves']],
  ['testnet faucet', ['/docs/network/testnet']],
  ['graphql pagination', ['/docs/developer-tools/graphql-api/reads', '/docs/developer-tools/graphql-api/overview']],
  ['counter triple', ['/docs/primitives/triples', '/docs/introduction/the-primitives/fundamentals/triples']],
  ['tripel', ['/docs/primitives/triples', '/docs/introduction/the-primitives/fundamentals/triples', '/docs/introduction/the-primitives/structuring/triples']],
  ['create an atom', ['/docs/developer-tools/interactions/create-atom']],
  ['deposit and redeem', ['/docs/developer-tools/interactions/deposit-return']],
  ['slippage minShares', ['/docs/developer-tools/interactions/deposit-return']],
  ['share price', ['/docs/developer-tools/interactions/retrieve-vault-details', '/docs/introduction/the-economics/bonding-curves', '/docs/developer-tools/graphql-api/cookbook/share-price-and-time-series']],
  ['veTRUST lock', ['/docs/developer-tools/contracts/trust-bonding']],
  ['epoch rewards claim', ['/docs/developer-tools/contracts/trust-bonding', '/docs/introduction/the-primitives/structuring/calculating-rewards']],
  ['emissions schedule', ['/docs/economics/overview', '/docs/developer-tools/contracts/trust-bonding']],
  ['mcp server', ['/docs/intuition-ai/mcp-server']],
  ['run a node', ['/docs/run-node/run-an-intuition-node']],
  ['indexer docker', ['/docs/run-node/run-an-intuition-node']],
  ['audit report', ['/docs/developer-tools/audit-reports']],
  ['trail of bits', ['/docs/developer-tools/audit-reports']],
  ['mainnet chain id', ['/docs/network/mainnet']],
  ['rpc endpoint', ['/docs/network/testnet/rpc']],
  ['bridge trust base', ['/docs/network/testnet/bridge']],
  ['metamask snap', ['/docs/network/testnet/metamask-snap']],
  ['farcaster frames', ['/docs/network/testnet/farcaster-frames']],
  ['csv upload', ['/docs/network/testnet/data-populator']],
  ['portal', ['/docs/network/testnet/portal', '/Apps']],
  ['blockscout explorer', ['/docs/network/testnet/explorer']],
  ['sdk migration v1.5', ['/docs/developer-tools/sdks/migration-guide']],
  ['graphql migration', ['/docs/developer-tools/graphql-api/migration-guide']],
  ['pin thing mutation', ['/docs/developer-tools/graphql-api/writes']],
  ['subscription', ['/docs/developer-tools/graphql-api/overview', '/docs/developer-tools/graphql-api/query-examples', '/docs/developer-tools/graphql-api/cookbook/live-feeds']],
  ['atom id keccak', ['/docs/primitives/atoms', '/docs/introduction/the-primitives/fundamentals/atoms']],
  ['caip10 account atom', ['/docs/introduction/the-primitives/structuring/atoms', '/docs/developer-tools/interactions/create-atom']],
  ['atom wallet', ['/docs/introduction/the-primitives/fundamentals/atoms', '/docs/primitives/atoms', '/docs/resources/key-terms']],
  ['entry fee', ['/docs/introduction/the-primitives/fundamentals/fees-rewards', '/docs/economics/overview']],
  ['protocol fee basis points', ['/docs/introduction/the-primitives/fundamentals/fees-rewards', '/docs/economics/overview']],
  ['glossary', ['/docs/resources/key-terms']],
  ['frequently asked questions', ['/docs/resources/faq', '/faq']],
  ['1ui components', ['/sdks/1ui']],
  ['whitepaper', ['/whitepapers']],
  ['discord', ['/docs/resources/community-and-support']],
  ['linear curve', ['/docs/introduction/the-economics/bonding-curves']],
  ['offset progressive curve', ['/docs/introduction/the-economics/bonding-curves']],
  ['quickstart', ['/docs/quickstart/getting-started']],
  ['contract architecture', ['/docs/developer-tools/contracts/contract-architecture']],
];

test('search relevance: expected page in the top 3 for at least 90% of realistic queries', () => {
  const file = path.resolve(__dirname, '../../build/search-index.json');
  expect(fs.existsSync(file), 'build/search-index.json is missing: run "npm run build" first').toBe(true);
  const {records} = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile;
  const engine = buildEngine(records);
  const misses: string[] = [];
  for (const [query, expected] of cases) {
    const top = searchRecords(engine, records, query, {hitsPerPage: 3}).hits.map((hit) => hit.url.split('#')[0]);
    if (!top.some((url) => expected.includes(url!))) misses.push(`"${query}" → ${top.join(', ') || 'no hits'}`);
  }
  const score = (cases.length - misses.length) / cases.length;
  console.log(`search relevance: ${cases.length - misses.length}/${cases.length} (${(score * 100).toFixed(1)}%)`);
  if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);
  expect(cases.length).toBeGreaterThanOrEqual(40);
  expect(score).toBeGreaterThanOrEqual(0.9);
});
