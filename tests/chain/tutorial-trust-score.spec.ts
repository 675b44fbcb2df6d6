import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {multiVaultConvertToAssets, multiVaultGetShares, multiVaultIsTermCreated} from '@0xintuition/protocol';
import {formatEther, getAddress, toHex, type Address, type Hex} from 'viem';
import {snapAtoms} from '../../src/data/snapAtoms';
import {expect, test, type Protocol} from './fixtures';
import {repoRoot, type ExampleRun} from './harness/runExample';
import {startIndexer, type Indexer} from './harness/indexer';
import {ok, ownWallet, read} from './support';

/**
 * The trust-score tutorial (docs/tutorials/trust-score.mdx), its steps (each importing client.ts) run in order as the page says: the reader
 * stakes for an address, a second wallet stakes against it and vouches for the reader, then the claims are read
 * through the GraphQL API (the local indexer, answering from the chain's events) and scored. Every number the page
 * says the program prints is recomputed here from contract reads; the whole tutorial then runs again and must
 * send nothing and print the same score.
 */
const dir = 'examples/tutorials/trust-score';
const step = (name: string) => `${dir}/${name}`;
let indexer: Indexer;

test.beforeAll(async ({protocol}) => {
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
});
test.afterAll(async () => {
  await indexer?.stop();
});

/** The Snap's trust claim about an address, with ids computed here from the SDK and the Snap's data file. */
function claim(address: Address) {
  const predicate = snapAtoms.find((a) => a.key === 'trustPredicate')!.termId;
  const object = snapAtoms.find((a) => a.key === 'trustObject')!.termId;
  const tripleId = calculateTripleId(calculateAtomId(toHex(getAddress(address))), predicate, object);
  return {tripleId, counterId: calculateCounterTripleId(tripleId)};
}

/** Each wallet's stake on each side, straight from getShares and convertToAssets. */
async function stakesOnChain(protocol: Protocol, target: Address, wallets: readonly Address[]) {
  const {tripleId, counterId} = claim(target);
  const rows: {account: Address; side: 'for' | 'against'; shares: bigint; assets: bigint}[] = [];
  for (const account of wallets) {
    for (const [side, termId] of [
      ['for', tripleId],
      ['against', counterId],
    ] as const) {
      const shares = await multiVaultGetShares(read(protocol), {args: [account, termId as Hex, 1n]});
      if (shares === 0n) continue;
      const assets = await multiVaultConvertToAssets(read(protocol), {args: [termId as Hex, 1n, shares]});
      rows.push({account: getAddress(account), side, shares, assets});
    }
  }
  return rows;
}

const plain = (rows: Awaited<ReturnType<typeof stakesOnChain>>) => {
  const sum = (side: string) => rows.filter((r) => r.side === side).reduce((t, r) => t + r.assets, 0n);
  const [pro, contra] = [sum('for'), sum('against')];
  return pro + contra === 0n ? null : Number(pro - contra) / Number(pro + contra);
};

const nonces = (protocol: Protocol, wallets: readonly Address[]) =>
  Promise.all(wallets.map((address) => protocol.publicClient.getTransactionCount({address})));

test('trust score: stake for and against with two wallets, read the claims through GraphQL, score them, twice', async ({
  protocol,
}) => {
  // Wallets of this spec's own: other specs on the same chain hold positions with the fixture's accounts.
  const you = await ownWallet(protocol, 'trust-score: you');
  const second = await ownWallet(protocol, 'trust-score: second');
  const target = (await ownWallet(protocol, 'trust-score: the address judged')).address;
  const wallets = [you.address, second.address];
  const {tripleId, counterId} = claim(target);
  const asYou = {PRIVATE_KEY: you.privateKey};
  const asOther = {PRIVATE_KEY: second.privateKey};
  const viaIndexer = {INTUITION_LOCAL_GRAPHQL_URL: indexer.url};
  const stakes: [string[], Record<string, string>][] = [
    [[target, 'for', '3'], asYou],
    [[target, 'against', '2'], asOther],
    [[you.address, 'for', '1'], asOther],
  ];

  let firstScore = '';
  for (const round of [1, 2]) {
    const before = await nonces(protocol, wallets);
    const runs: ExampleRun[] = [];
    for (const [args, env] of stakes) {
      runs.push(
        await test.step(`round ${round}: 01-stake.ts ${args.slice(1).join(' ')}`, () =>
          ok(protocol.run(step('01-stake.ts'), args, env))),
      );
    }

    await test.step(`round ${round}: 01-stake.ts created the Snap's claim and staked what it printed`, async () => {
      expect(await multiVaultIsTermCreated(read(protocol), {args: [tripleId]})).toBe(true);
      const onChain = await stakesOnChain(protocol, target, wallets);
      const held = (account: Address, side: string) =>
        onChain.find((r) => r.account === getAddress(account) && r.side === side)?.shares ?? 0n;
      const verb = round === 1 ? 'staked \\S+ tTRUST' : 'already staked';
      expect(runs[0]!.stdout).toMatch(
        new RegExp(`${verb} for ${getAddress(target)}: ${formatEther(held(you.address, 'for'))} shares`),
      );
      expect(runs[1]!.stdout).toMatch(
        new RegExp(`${verb} against ${getAddress(target)}: ${formatEther(held(second.address, 'against'))} shares`),
      );
      expect(held(you.address, 'for')).toBeGreaterThan(0n);
      expect(held(second.address, 'against')).toBeGreaterThan(0n);
      if (round === 1) {
        expect(runs[0]!.stdout).toContain('created atoms: ');
        expect(runs[0]!.stdout).toContain(`created claim ${tripleId}`);
      }
    });
    if (round === 2) {
      await test.step('round 2 sent no transaction', async () => {
        expect(await nonces(protocol, wallets)).toEqual(before);
      });
    }

    const claims = await test.step(`round ${round}: 02-read-claims.ts`, () =>
      ok(protocol.run(step('02-read-claims.ts'), [target], {...viaIndexer, ...asYou})));
    await test.step(`round ${round}: 02 prints the claim ids and every position, as the contract holds them`, async () => {
      expect(claims.stdout).toContain(`claim    ${tripleId}`);
      expect(claims.stdout).toContain(`counter  ${counterId}`);
      const onChain = await stakesOnChain(protocol, target, wallets);
      const lines = claims.stdout.split('\n').filter((l) => /^(for|against)\s/.test(l));
      expect(lines.sort()).toEqual(
        onChain
          .map(
            (r) =>
              `${r.side.padEnd(7)}  ${r.account}  ${formatEther(r.shares)} shares, worth ${formatEther(r.assets)} tTRUST`,
          )
          .sort(),
      );
    });

    const score = await test.step(`round ${round}: 03-score.ts`, () =>
      ok(protocol.run(step('03-score.ts'), [target], {...viaIndexer, ...asYou})));
    await test.step(`round ${round}: the score, recomputed from contract reads`, async () => {
      const onChain = await stakesOnChain(protocol, target, wallets);
      const weight = new Map<Address, number>();
      for (const r of onChain)
        weight.set(r.account, 1 + (plain(await stakesOnChain(protocol, r.account, wallets)) ?? 0));
      // The second wallet vouched for the reader and nobody judged the second wallet.
      expect(weight.get(getAddress(you.address))).toBe(2);
      expect(weight.get(getAddress(second.address))).toBe(1);
      let pro = 0;
      let contra = 0;
      for (const r of onChain) {
        const value = Number(formatEther(r.assets)) * weight.get(r.account)!;
        if (r.side === 'for') pro += value;
        else contra += value;
        expect(score.stdout).toContain(
          `${r.side.padEnd(7)}  ${r.account}  ${formatEther(r.assets)} tTRUST × ${weight.get(r.account)!.toFixed(2)}`,
        );
      }
      expect(score.stdout).toContain(`plain score: ${plain(onChain)!.toFixed(4)}`);
      const expected = ((pro - contra) / (pro + contra)).toFixed(4);
      expect(score.stdout).toContain(`trust score: ${expected}`);
      // The weighting moved the score: the reader's stake for counts double.
      expect(Number(expected)).toBeGreaterThan(plain(onChain)!);
      if (round === 1) firstScore = expected;
      else expect(expected, 'same score on the second run').toBe(firstScore);
    });
  }

  await test.step('the mistake the page names: staking against from the wallet that staked for reverts in simulation', async () => {
    const before = await nonces(protocol, wallets);
    const run = await protocol.run(step('01-stake.ts'), [target, 'against', '1'], asYou);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('MultiVault_HasCounterStake');
    expect(await nonces(protocol, wallets)).toEqual(before);
  });
});
