import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {multiVaultGetShares, multiVaultGetVault, multiVaultIsTermCreated} from '@0xintuition/protocol';
import {formatEther, toHex, type Address, type Hex} from 'viem';
import {expect, test, type Protocol} from './fixtures';
import {repoRoot, type ExampleRun} from './harness/runExample';
import {startIndexer, type Indexer} from './harness/indexer';
import {exists, ok, ownWallet, read} from './support';

/**
 * The curated-list tutorial (docs/tutorials/curated-list.mdx), its steps (each importing client.ts) run in order
 * as the page says: the reader creates a list of three items, stakes on one, a second wallet stakes on another
 * and adds a fourth with a stake, and 02-rank.ts ranks the list through the GraphQL API (the local indexer,
 * answering from the chain's events). The ranking and every figure on it are recomputed here from the vaults'
 * assets (getVault) and the wallets' shares (getShares); the whole tutorial then runs again and must send
 * nothing and print the same ranking.
 */
const dir = 'examples/tutorials/curated-list';
const step = (name: string) => `${dir}/${name}`;
const list = 'Intuition reading list';
const items = ['Whitepaper', 'Bonding curves explained', 'GraphQL cookbook'];
const added = 'Trust score tutorial';
let indexer: Indexer;

test.beforeAll(async ({protocol}) => {
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
});
test.afterAll(async () => {
  await indexer?.stop();
});

const atom = (text: string) => calculateAtomId(toHex(text));
const entry = (item: string) => calculateTripleId(atom(item), atom('https://schema.org/keywords'), atom(list));

/** The list as the contract holds it: signal = For vault assets − Against vault assets on curve 1, and holders. */
async function rankingOnChain(protocol: Protocol, wallets: readonly Address[]) {
  const rows = [];
  for (const item of [...items, added]) {
    const tripleId = entry(item);
    const counterId = calculateCounterTripleId(tripleId);
    const [pro] = await multiVaultGetVault(read(protocol), {args: [tripleId, 1n]});
    const [contra] = await multiVaultGetVault(read(protocol), {args: [counterId, 1n]});
    let holders = 0;
    for (const account of wallets) {
      for (const termId of [tripleId, counterId] as Hex[]) {
        if ((await multiVaultGetShares(read(protocol), {args: [account, termId, 1n]})) > 0n) holders++;
      }
    }
    rows.push({item, signal: pro - contra, holders});
  }
  return rows.sort((a, b) => (a.signal === b.signal ? a.item.localeCompare(b.item) : a.signal > b.signal ? -1 : 1));
}

const nonces = (protocol: Protocol, wallets: readonly Address[]) =>
  Promise.all(wallets.map((address) => protocol.publicClient.getTransactionCount({address})));

test('curated list: create a list, stake on items from two wallets, add one, rank by signal, twice', async ({
  protocol,
}) => {
  // Wallets of this spec's own: other specs on the same chain hold positions with the fixture's accounts.
  const you = await ownWallet(protocol, 'curated-list: you');
  const second = await ownWallet(protocol, 'curated-list: second');
  const wallets = [you.address, second.address];
  const asYou = {PRIVATE_KEY: you.privateKey};
  const asOther = {PRIVATE_KEY: second.privateKey};
  // Atoms other specs may have created already (the keywords predicate is the quickstart's too).
  const labels = [list, 'https://schema.org/keywords', ...items];
  const missingAtFirst: string[] = [];
  for (const label of labels) if (!(await exists(protocol, atom(label)))) missingAtFirst.push(label);
  const viaIndexer = {INTUITION_LOCAL_GRAPHQL_URL: indexer.url};
  let firstRanking: string[] = [];
  for (const round of [1, 2]) {
    const before = await nonces(protocol, wallets);
    const create = await test.step(`round ${round}: 01-create-list.ts`, () =>
      ok(protocol.run(step('01-create-list.ts'), [list, ...items], asYou)));
    const stakes: ExampleRun[] = [];
    for (const [args, env] of [
      [[list, 'GraphQL cookbook', '2'], asYou],
      [[list, 'Bonding curves explained', '1'], asOther],
      [[list, added, '0.5'], asOther],
    ] as const) {
      stakes.push(
        await test.step(`round ${round}: 03-add-and-stake.ts ${args[1]} ${args[2]}`, () =>
          ok(protocol.run(step('03-add-and-stake.ts'), [...args], env))),
      );
    }

    await test.step(`round ${round}: the list's triples exist and each step printed what it did`, async () => {
      for (const item of [...items, added]) {
        expect(await multiVaultIsTermCreated(read(protocol), {args: [entry(item)]}), item).toBe(true);
      }
      if (round === 1) {
        expect(create.stdout).toContain(`created atoms: ${missingAtFirst.join(', ')}`);
        for (const item of items) expect(create.stdout).toContain(`added ${item}: ${entry(item)}`);
        expect(stakes[2]!.stdout).toContain(`created atoms: ${added}`);
        expect(stakes[2]!.stdout).toContain(`added ${added}: ${entry(added)}`);
      } else {
        for (const item of items) expect(create.stdout).toContain(`already on the list: ${item}`);
        expect(create.stdout).not.toContain('created');
      }
      const held = (account: Hex, item: string) =>
        multiVaultGetShares(read(protocol), {args: [account, entry(item), 1n]});
      const verb = (amount: string) => (round === 1 ? `staked ${amount} tTRUST on` : 'already staked on');
      expect(stakes[0]!.stdout).toContain(
        `${verb('2')} GraphQL cookbook: ${formatEther(await held(you.address, 'GraphQL cookbook'))} shares`,
      );
      expect(stakes[1]!.stdout).toContain(
        `${verb('1')} Bonding curves explained: ${formatEther(await held(second.address, 'Bonding curves explained'))} shares`,
      );
      expect(stakes[2]!.stdout).toContain(
        `${verb('0.5')} ${added}: ${formatEther(await held(second.address, added))} shares`,
      );
    });
    if (round === 2) {
      await test.step('round 2 sent no transaction', async () => {
        expect(await nonces(protocol, wallets)).toEqual(before);
      });
    }

    const rank = await test.step(`round ${round}: 02-rank.ts`, () =>
      ok(protocol.run(step('02-rank.ts'), [list], {...viaIndexer, ...asYou})));
    await test.step(`round ${round}: the ranking is the vaults' signal, in order`, async () => {
      const expected = (await rankingOnChain(protocol, wallets)).map(
        (row, i) => `${i + 1}. ${row.item}  ${formatEther(row.signal)} tTRUST from ${row.holders} holder(s)`,
      );
      // The order the page promises: the biggest stake first, the item nobody staked on last.
      expect(expected.map((line) => line.replace(/^\d+\. (.+?) {2}.*$/, '$1'))).toEqual([
        'GraphQL cookbook',
        'Bonding curves explained',
        added,
        'Whitepaper',
      ]);
      const lines = rank.stdout.split('\n');
      expect(lines[0]).toBe(`${list}: 4 items`);
      expect(lines.slice(1, 5)).toEqual(expected);
      if (round === 1) firstRanking = expected;
      else expect(expected).toEqual(firstRanking);
    });
  }
});
