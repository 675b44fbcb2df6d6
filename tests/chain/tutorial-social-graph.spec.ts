import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {multiVaultConvertToAssets, multiVaultGetShares} from '@0xintuition/protocol';
import {formatEther, getAddress, toHex, type Address, type Hex} from 'viem';
import {snapAtoms} from '../../src/data/snapAtoms';
import {expect, test, type Protocol} from './fixtures';
import {repoRoot, type ExampleRun} from './harness/runExample';
import {startIndexer, type Indexer} from './harness/indexer';
import {exists, ok, ownWallet, read} from './support';

/**
 * The social-graph tutorial (docs/tutorials/social-graph.mdx), its steps (each importing client.ts) run as the
 * page says: the reader follows the second wallet, the second wallet follows the reader and a third address and
 * (as in the trust-score tutorial, which the page points to) stakes against that address; 02-circle.ts then lists
 * whom the reader follows and what they stake on, through the GraphQL API (the local indexer, answering from the
 * chain's events). The follow triples are the indexer's `following` convention, recomputed here from the SDK;
 * every figure is recomputed from getShares and convertToAssets. Everything runs twice: the second round sends
 * nothing and prints the same.
 */
const step = (name: string) => `examples/tutorials/social-graph/${name}`;
let indexer: Indexer;

test.beforeAll(async ({protocol}) => {
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
});
test.afterAll(async () => {
  await indexer?.stop();
});

const atom = (text: string) => calculateAtomId(toHex(text));
const follow = (address: Address) =>
  calculateTripleId(
    atom('https://schema.org/Thing'),
    atom('https://schema.org/FollowAction'),
    atom(getAddress(address)),
  );
const trustCounter = (address: Address) =>
  calculateCounterTripleId(
    calculateTripleId(
      atom(getAddress(address)),
      snapAtoms.find((a) => a.key === 'trustPredicate')!.termId,
      snapAtoms.find((a) => a.key === 'trustObject')!.termId,
    ),
  );

async function value(protocol: Protocol, account: Address, termId: Hex) {
  const shares = await multiVaultGetShares(read(protocol), {args: [account, termId, 1n]});
  return {shares, assets: await multiVaultConvertToAssets(read(protocol), {args: [termId, 1n, shares]})};
}

const nonces = (protocol: Protocol, wallets: readonly Address[]) =>
  Promise.all(wallets.map((address) => protocol.publicClient.getTransactionCount({address})));

test('social graph: follow, be followed, read whom you follow and what they stake on, twice', async ({protocol}) => {
  // Wallets of this spec's own: other specs on the same chain hold positions with the fixture's accounts.
  const you = await ownWallet(protocol, 'social-graph: you');
  const second = await ownWallet(protocol, 'social-graph: second');
  const me = you.address;
  const friend = second.address;
  const third = (await ownWallet(protocol, 'social-graph: third')).address;
  const wallets = [me, friend];
  const asYou = {PRIVATE_KEY: you.privateKey};
  const asOther = {PRIVATE_KEY: second.privateKey};
  const conventionAtoms = ['https://schema.org/Thing', 'https://schema.org/FollowAction'];
  const missingAtFirst: string[] = [];
  for (const label of conventionAtoms) if (!(await exists(protocol, atom(label)))) missingAtFirst.push(label);
  let first = '';
  for (const round of [1, 2]) {
    const before = await nonces(protocol, wallets);
    const runs: ExampleRun[] = [];
    for (const [file, args, env] of [
      [step('01-follow.ts'), [friend, '0.5'], asYou],
      [step('01-follow.ts'), [me, '0.3'], asOther],
      [step('01-follow.ts'), [third, '0.2'], asOther],
      ['examples/tutorials/trust-score/01-stake.ts', [third, 'against', '1'], asOther],
    ] as const) {
      runs.push(
        await test.step(`round ${round}: ${file.split('/').slice(-2).join('/')} ${args.join(' ')}`, () =>
          ok(protocol.run(file, [...args], env))),
      );
    }
    await test.step(`round ${round}: each follow is a position on the follow triple, as printed`, async () => {
      for (const [run, account, target] of [
        [runs[0]!, me, friend],
        [runs[1]!, friend, me],
        [runs[2]!, friend, third],
      ] as const) {
        const {shares} = await value(protocol, account, follow(target));
        expect(shares).toBeGreaterThan(0n);
        const verb = round === 1 ? 'following' : 'already following';
        expect(run.stdout).toContain(`${verb} ${target}: ${formatEther(shares)} shares`);
        if (round === 1) expect(run.stdout).toContain(`created follow claim ${follow(target)}`);
      }
      if (round === 1) expect(runs[0]!.stdout).toContain(`created atoms: ${[...missingAtFirst, friend].join(', ')}`);
    });
    if (round === 2) {
      await test.step('round 2 sent no transaction', async () => {
        expect(await nonces(protocol, wallets)).toEqual(before);
      });
    }

    const circle = await test.step(`round ${round}: 02-circle.ts`, () =>
      ok(protocol.run(step('02-circle.ts'), [], {INTUITION_LOCAL_GRAPHQL_URL: indexer.url, ...asYou})));
    await test.step(`round ${round}: whom I follow, and my circle's stakes valued by the contract`, async () => {
      const stakes = [
        {name: `follows ${me}`, ...(await value(protocol, friend, follow(me)))},
        {name: `follows ${third}`, ...(await value(protocol, friend, follow(third)))},
        {
          name: `against: ${third} · has tag · trustworthy`,
          ...(await value(protocol, friend, trustCounter(third))),
        },
      ].sort((a, b) => (a.assets === b.assets ? a.name.localeCompare(b.name) : a.assets > b.assets ? -1 : 1));
      const expected = [
        `${me} follows 1 account(s)`,
        `  ${friend}`,
        `your circle stakes on 3 term(s)`,
        ...stakes.map((s, i) => `${i + 1}. ${s.name}  ${formatEther(s.assets)} tTRUST from 1 of your circle`),
      ];
      expect(circle.stdout.trimEnd().split('\n')).toEqual(expected);
      expect(stakes[0]!.name).toBe(`against: ${third} · has tag · trustworthy`);
      if (round === 1) first = circle.stdout;
      else expect(circle.stdout).toBe(first);
    });
  }
});
