import {
  intuitionDeployments,
  multiVaultConvertToAssets,
  multiVaultConvertToShares,
  multiVaultCurrentSharePrice,
  multiVaultExitFeeAmount,
  multiVaultPreviewRedeem,
  trustBondingCurrentEpoch,
  trustBondingEpochLength,
} from '@0xintuition/protocol';
import {formatEther, parseEther} from 'viem';
import {expect, test} from './fixtures';
import {ensureAtom, ok, printed, read, shares} from './support';

/**
 * The examples written for the generated package reference (examples/reference/, shown on the reference entries of
 * the functions they call by src/features/package-reference/): each function that no guide's example runs
 * gets one here. Every printed value is compared with a direct read of the same contract.
 */

test('examples/reference/read-term.ts prints the atom, its price and conversions, the exit fee and the epoch the contracts return', async ({
  protocol,
}) => {
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  const run = await test.step('run', () => ok(protocol.run('examples/reference/read-term.ts', [atomId])));
  const config = read(protocol);
  const price = await multiVaultCurrentSharePrice(config, {args: [atomId, 1n]});
  const bought = await multiVaultConvertToShares(config, {args: [atomId, 1n, parseEther('1')]});
  const worth = await multiVaultConvertToAssets(config, {args: [atomId, 1n, bought]});
  const exitFee = await multiVaultExitFeeAmount(config, {args: [worth]});
  expect(printed(run, /vault type (\d+)/)).toBe('0');
  expect(printed(run, /atom data (.+)/).trim()).toBe('Decentralized knowledge graph');
  expect(printed(run, /share price ([\d.]+)/)).toBe(formatEther(price));
  expect(printed(run, /buys ([\d.]+) shares/)).toBe(formatEther(bought));
  expect(printed(run, /worth ([\d.]+) before fees/)).toBe(formatEther(worth));
  expect(printed(run, /exit fee on that ([\d.]+)/)).toBe(formatEther(exitFee));
  const trustBonding = {
    address: intuitionDeployments.TrustBonding![protocol.chain.id]!,
    publicClient: protocol.publicClient,
  };
  expect(printed(run, /epoch (\d+) of/)).toBe(String(await trustBondingCurrentEpoch(trustBonding)));
  expect(printed(run, /of (\d+) seconds/)).toBe(String(await trustBondingEpochLength(trustBonding, {args: []})));
});

test('examples/reference/redeem-batch.ts redeems a tenth of two positions in one transaction, twice', async ({
  protocol,
}) => {
  const terms = [
    await ensureAtom(protocol, 'Decentralized knowledge graph'),
    await ensureAtom(protocol, 'Intuition'),
  ] as const;
  for (const round of [1, 2]) {
    const held = await Promise.all(terms.map((term) => shares(protocol, protocol.readerAddress, term)));
    const net = await Promise.all(
      terms.map(
        async (term, i) => (await multiVaultPreviewRedeem(read(protocol), {args: [term, 1n, held[i]! / 10n]}))[0],
      ),
    );
    const run = await test.step(`run ${round}`, () =>
      ok(protocol.run('examples/reference/redeem-batch.ts', [...terms])));
    await test.step(`run ${round}: a tenth of each position burnt, the previewed assets received`, async () => {
      for (const [i, term] of terms.entries()) {
        expect(await shares(protocol, protocol.readerAddress, term)).toBe(held[i]! - held[i]! / 10n);
        expect(run.stdout).toContain(`redeemed ${term} received ${formatEther(net[i]!)} tTRUST`);
      }
    });
  }
});
