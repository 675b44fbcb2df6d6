import {
  LinearCurveAbi,
  MultiVaultAbi,
  OffsetProgressiveCurveAbi,
  multiVaultGetAtomConfig,
  multiVaultGetAtomCost,
  multiVaultGetGeneralConfig,
  multiVaultGetTripleConfig,
  multiVaultGetTripleCost,
  multiVaultGetVault,
} from '@0xintuition/protocol';
import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  parseAbi,
  parseEther,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import {
  isRevertError,
  linearCurve,
  offsetProgressiveCurve,
  previewVaultDeposit,
  previewVaultRedeem,
  type BondingCurve,
  type MultiVaultFeeConfig,
  type TermKind,
} from '../../src/curves';
import {expect, test, type Protocol} from './fixtures';
import {config as multiVaultConfig, send, simulate} from './multiVault';
import {multicall3Address, testnetConfig} from './harness/deploy';

/**
 * The bonding-curve explorer (src/curves) equals the contracts deployed from @0xintuition/protocol 2.0.2 exactly:
 * every curve function on a grid with the edges (empty vault, one wei, one share, the seed shares, huge amounts,
 * the curve's own maxima, uint256 max), and MultiVault's previewDeposit/previewRedeem on real vault states,
 * comparing values to the wei and reverts by error name. The OffsetProgressiveCurve mirrored is the package's
 * bytecode (older than contracts commit 0556114, see src/curves/offsetProgressiveCurve.ts).
 */

const MAX_UINT256 = 2n ** 256n - 1n;
const E = 10n ** 18n;

/** Errors the curves raise from libraries (not in the curve ABIs), plus Solidity's Panic (decoded by viem). */
const libraryErrors = parseAbi([
  'error PRBMath_MulDiv18_Overflow(uint256 x, uint256 y)',
  'error PRBMath_MulDiv_Overflow(uint256 x, uint256 y, uint256 denominator)',
  'error PRBMath_UD60x18_Sqrt_Overflow(uint256 x)',
  'error FullMulDivFailed()',
  'error MulDivFailed()',
]);
const multicall3Abi = parseAbi([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
]);

type Outcome = {value: string} | {revert: string};

function revertName(abi: Abi, data: Hex): string {
  try {
    const decoded = decodeErrorResult({abi: [...abi, ...libraryErrors] as Abi, data});
    if (decoded.errorName === 'Panic') return `Panic(0x${(decoded.args?.[0] as bigint).toString(16)})`;
    return decoded.errorName;
  } catch {
    return `unknown ${data.slice(0, 10)}`;
  }
}

function tsOutcome(run: () => bigint | readonly bigint[]): Outcome {
  try {
    const value = run();
    return {value: Array.isArray(value) ? value.join(',') : String(value)};
  } catch (error) {
    if (isRevertError(error)) return {revert: error.name};
    throw error;
  }
}

interface Call {
  readonly label: string;
  readonly target: Address;
  readonly abi: Abi;
  readonly functionName: string;
  readonly args: readonly unknown[];
  /** Picks the compared value(s) out of the decoded result. */
  readonly pick?: (result: unknown) => string;
}

/** Many view calls in few RPC requests, each result decoded, each revert named. */
async function callAll(protocol: Protocol, calls: readonly Call[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < calls.length; start += 400) {
    const chunk = calls.slice(start, start + 400);
    const results = (await protocol.publicClient.readContract({
      address: multicall3Address,
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        chunk.map((call) => ({
          target: call.target,
          allowFailure: true,
          callData: encodeFunctionData({abi: call.abi, functionName: call.functionName, args: call.args} as Parameters<
            typeof encodeFunctionData
          >[0]),
        })),
      ],
    } as unknown as Parameters<typeof protocol.publicClient.readContract>[0])) as readonly {
      success: boolean;
      returnData: Hex;
    }[];
    results.forEach((result, index) => {
      const call = chunk[index]!;
      if (!result.success) {
        outcomes.push({revert: revertName(call.abi, result.returnData)});
        return;
      }
      const decoded = decodeFunctionResult({
        abi: call.abi,
        functionName: call.functionName,
        data: result.returnData,
      } as Parameters<typeof decodeFunctionResult>[0]);
      outcomes.push({value: call.pick ? call.pick(decoded) : String(decoded)});
    });
  }
  return outcomes;
}

function mismatches(labels: readonly string[], chain: readonly Outcome[], mirror: readonly Outcome[]): string[] {
  return labels.flatMap((label, index) =>
    JSON.stringify(chain[index]) === JSON.stringify(mirror[index])
      ? []
      : [`${label}: chain ${JSON.stringify(chain[index])}, src/curves ${JSON.stringify(mirror[index])}`],
  );
}

const curveFunctions = [
  'previewDeposit',
  'previewRedeem',
  'previewMint',
  'previewWithdraw',
  'convertToShares',
  'convertToAssets',
] as const;

/** A small deterministic generator, so a failing point can be reproduced. */
function* random(seed: bigint): Generator<bigint> {
  let state = seed;
  for (;;) {
    state = (state * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
    yield state;
  }
}

for (const kind of ['linear', 'offsetProgressive'] as const) {
  test(`src/curves ${kind} equals the deployed curve contract on the edge grid and on 300 consistent random states`, async ({
    protocol,
  }) => {
    const curve: BondingCurve =
      kind === 'linear'
        ? linearCurve
        : offsetProgressiveCurve({
            slope: testnetConfig.offsetProgressiveSlope,
            offset: testnetConfig.offsetProgressiveOffset,
          });
    const target = kind === 'linear' ? protocol.linearCurve : protocol.offsetProgressiveCurve;
    const abi = (kind === 'linear' ? LinearCurveAbi : OffsetProgressiveCurveAbi) as Abi;

    await test.step('name, maxShares and maxAssets', async () => {
      const [name, maxShares, maxAssets] = await callAll(protocol, [
        {label: 'name', target, abi, functionName: 'name', args: []},
        {label: 'maxShares', target, abi, functionName: 'maxShares', args: []},
        {label: 'maxAssets', target, abi, functionName: 'maxAssets', args: []},
      ]);
      expect([name, maxShares, maxAssets]).toEqual([
        {value: curve.name},
        {value: String(curve.maxShares())},
        {value: String(curve.maxAssets())},
      ]);
    });

    const edges = [
      0n,
      1n,
      testnetConfig.minShare,
      E - 1n,
      E,
      3n * 10n ** 19n,
      10n ** 24n,
      2n ** 128n,
      curve.maxShares(),
      curve.maxAssets(),
      MAX_UINT256,
    ];
    const labels: string[] = [];
    const calls: Call[] = [];
    const mirror: Outcome[] = [];
    const add = (functionName: string, args: readonly bigint[]) => {
      labels.push(`${functionName}(${args.join(', ')})`);
      calls.push({label: labels.at(-1)!, target, abi, functionName, args});
      mirror.push(tsOutcome(() => (curve[functionName as keyof BondingCurve] as (...a: bigint[]) => bigint)(...args)));
    };
    for (const fn of curveFunctions)
      for (const x of edges) for (const a of edges) for (const b of edges) add(fn, [x, a, b]);
    for (const a of edges) for (const b of edges) add('currentPrice', [a, b]);

    // Consistent states: totalAssets is what minting totalShares from empty costs, and the amounts fit inside.
    const next = random(kind === 'linear' ? 13579n : 24680n);
    for (let i = 0; i < 300; i += 1) {
      const totalShares = testnetConfig.minShare + (next.next().value % 10n ** 25n);
      const totalAssets = tsOutcome(() => curve.previewMint(totalShares, 0n, 0n));
      if (!('value' in totalAssets)) continue;
      const assetsTotal = BigInt(totalAssets.value);
      const shares = 1n + (next.next().value % totalShares);
      const assets = 1n + (next.next().value % assetsTotal);
      add('convertToAssets', [shares, totalShares, assetsTotal]);
      add('previewRedeem', [shares, totalShares, assetsTotal]);
      add('previewWithdraw', [assets, assetsTotal, totalShares]);
      add('previewDeposit', [assets, assetsTotal, totalShares]);
      add('previewMint', [shares, totalShares, assetsTotal]);
      add('convertToShares', [assets, assetsTotal, totalShares]);
      add('currentPrice', [totalShares, assetsTotal]);
    }

    const chain = await test.step(`${calls.length} calls on chain`, () => callAll(protocol, calls));
    await test.step('every value and every revert name is equal', () => {
      const different = mismatches(labels, chain, mirror);
      expect(different.slice(0, 20), `${different.length} of ${labels.length} differ`).toEqual([]);
      // The grid is not all reverts: both outcomes are exercised.
      expect(chain.filter((outcome) => 'value' in outcome).length).toBeGreaterThan(labels.length / 4);
      expect(chain.filter((outcome) => 'revert' in outcome).length).toBeGreaterThan(100);
    });
  });
}

test('src/curves previewVaultDeposit/previewVaultRedeem equal MultiVault previewDeposit/previewRedeem on real vaults, both curves', async ({
  protocol,
}) => {
  const mv = multiVaultConfig(protocol);

  const atoms = ['curve: fresh', 'curve: established', 'curve: large'].map((label) => calculateAtomId(toHex(label)));
  const [fresh, established, large] = atoms as [Hex, Hex, Hex];
  await test.step('set-up: a bare atom, an established one (both curves), a large curve-2 vault, and a triple on them', async () => {
    const cost = await multiVaultGetAtomCost(mv);
    await send(
      protocol,
      'createAtoms',
      [['curve: fresh', 'curve: established', 'curve: large'].map((label) => toHex(label)), [cost, cost, cost]],
      cost * 3n,
    );
    await send(protocol, 'deposit', [protocol.readerAddress, established, 1n, 0n], parseEther('10'));
    await send(protocol, 'deposit', [protocol.readerAddress, established, 2n, 0n], parseEther('5'));
    await send(protocol, 'deposit', [protocol.readerAddress, large, 1n, 0n], parseEther('3'));
    await send(protocol, 'deposit', [protocol.readerAddress, large, 2n, 0n], parseEther('1000'));
    const tripleCost = await multiVaultGetTripleCost(mv);
    await send(
      protocol,
      'createTriples',
      [[fresh], [established], [large], [tripleCost + parseEther('1')]],
      tripleCost + parseEther('1'),
    );
  });
  const triple = calculateTripleId(fresh, established, large);

  const [general, atomConfig, tripleConfig, fees] = await Promise.all([
    multiVaultGetGeneralConfig(mv),
    multiVaultGetAtomConfig(mv),
    multiVaultGetTripleConfig(mv),
    protocol.publicClient.readContract({address: protocol.multiVault, abi: MultiVaultAbi, functionName: 'vaultFees'}),
  ]);
  const [entryFee, exitFee, protocolFee] = fees as readonly [bigint, bigint, bigint];
  const config: MultiVaultFeeConfig = {
    feeDenominator: general.feeDenominator,
    protocolFee,
    entryFee,
    exitFee,
    atomWalletDepositFee: atomConfig.atomWalletDepositFee,
    atomDepositFractionForTriple: tripleConfig.atomDepositFractionForTriple,
    minShare: general.minShare,
    minDeposit: general.minDeposit,
    feeThreshold: general.feeThreshold,
  };
  const curves: Record<string, BondingCurve> = {
    '1': linearCurve,
    '2': offsetProgressiveCurve({
      slope: testnetConfig.offsetProgressiveSlope,
      offset: testnetConfig.offsetProgressiveOffset,
    }),
  };
  const totals = async (termId: Hex, curveId: bigint) => {
    const [totalAssets, totalShares] = await multiVaultGetVault(mv, {args: [termId, curveId]});
    return {totalAssets, totalShares};
  };

  const labels: string[] = [];
  const calls: Call[] = [];
  const mirror: Outcome[] = [];
  // What MultiVault's preview views leave out (docs: previewDeposit skips minDeposit; previewRedeem skips the
  // minShare floor); src/curves mirrors deposit()/redeem(), which check them. Those points are compared with
  // the simulated transaction instead.
  const viewSkips = new Set([
    'MultiVault_DepositBelowMinimumDeposit',
    'MultiVault_InsufficientRemainingSharesInVault',
    'MultiVault_InsufficientSharesInVault',
  ]);
  const simulated: {
    label: string;
    functionName: 'deposit' | 'redeem';
    args: readonly unknown[];
    value?: bigint;
    expected: string;
  }[] = [];
  let skippedRedeems = 0;

  const terms: [Hex, TermKind][] = [
    [fresh, 'atom'],
    [established, 'atom'],
    [large, 'atom'],
    [triple, 'triple'],
  ];
  for (const [termId, term] of terms) {
    for (const curveId of [1n, 2n]) {
      const vault = await totals(termId, curveId);
      const defaultCurveTotalShares = (await totals(termId, 1n)).totalShares;
      const components =
        term === 'triple'
          ? await Promise.all(atoms.map(async (atom) => (await totals(atom, 1n)).totalShares))
          : undefined;
      const scenario = {
        curve: curves[String(curveId)]!,
        isDefaultCurve: curveId === 1n,
        term,
        vault,
        config,
        defaultCurveTotalShares,
        componentDefaultCurveTotalShares: components as [bigint, bigint, bigint] | undefined,
      };
      const name = `${term} ${termId.slice(0, 10)} curve ${curveId}`;
      for (const assets of [
        1n,
        general.minDeposit - 1n,
        general.minDeposit,
        general.minDeposit + 1n,
        10n ** 17n,
        E - 1n,
        E,
        12_345_678_901_234_567n,
        10n ** 20n,
        10n ** 22n,
      ]) {
        const outcome = tsOutcome(() => {
          const preview = previewVaultDeposit(scenario, assets);
          return [preview.shares, preview.assetsAfterFees];
        });
        if ('revert' in outcome && viewSkips.has(outcome.revert)) {
          simulated.push({
            label: `${name} deposit(${assets})`,
            functionName: 'deposit',
            args: [protocol.readerAddress, termId, curveId, 0n],
            value: assets,
            expected: outcome.revert,
          });
          continue;
        }
        labels.push(`${name} previewDeposit(${assets})`);
        calls.push({
          label: labels.at(-1)!,
          target: protocol.multiVault,
          abi: MultiVaultAbi as Abi,
          functionName: 'previewDeposit',
          args: [termId, curveId, assets],
          pick: (r) => (r as bigint[]).join(','),
        });
        mirror.push(outcome);
      }
      if (vault.totalShares === 0n) continue;
      const ghost = general.minShare * (term === 'triple' ? 1n : 1n);
      for (const shares of [
        1n,
        ghost,
        vault.totalShares / 3n,
        vault.totalShares - ghost,
        vault.totalShares - 1n,
        vault.totalShares,
        vault.totalShares + 1n,
      ]) {
        if (shares <= 0n) continue;
        const outcome = tsOutcome(() => {
          const preview = previewVaultRedeem(scenario, shares);
          return [preview.assetsAfterFees, preview.shares];
        });
        if ('revert' in outcome && viewSkips.has(outcome.revert)) {
          // redeem() checks the caller's balance first, so only a caller holding the shares sees the floor error.
          const held = await protocol.publicClient.readContract({
            address: protocol.multiVault,
            abi: MultiVaultAbi,
            functionName: 'getShares',
            args: [protocol.readerAddress, termId, curveId],
          });
          if (held >= shares || outcome.revert === 'MultiVault_InsufficientSharesInVault') {
            simulated.push({
              label: `${name} redeem(${shares})`,
              functionName: 'redeem',
              args: [protocol.readerAddress, termId, curveId, shares, 0n],
              expected: outcome.revert,
            });
          } else skippedRedeems += 1;
          continue;
        }
        labels.push(`${name} previewRedeem(${shares})`);
        calls.push({
          label: labels.at(-1)!,
          target: protocol.multiVault,
          abi: MultiVaultAbi as Abi,
          functionName: 'previewRedeem',
          args: [termId, curveId, shares],
          pick: (r) => (r as bigint[]).join(','),
        });
        mirror.push(outcome);
      }
    }
  }

  const chain = await test.step(`${calls.length} MultiVault previews on chain`, () => callAll(protocol, calls));
  await test.step('previewDeposit (shares, assets after fees) and previewRedeem (assets after fees, shares) are equal, reverts by name', () => {
    const different = mismatches(labels, chain, mirror);
    expect(different, `${different.length} of ${labels.length} differ`).toEqual([]);
    expect(chain.filter((outcome) => 'value' in outcome).length).toBeGreaterThan(40);
  });
  await test.step(`${simulated.length} points the views skip (${skippedRedeems} more need a holder of the whole vault): deposit()/redeem() revert as src/curves says`, async () => {
    expect(simulated.length).toBeGreaterThan(0);
    for (const point of simulated) {
      const seen = await simulate(protocol, point.functionName, point.args, point.value).then(
        () => 'no revert',
        (error: Error) => error.message,
      );
      expect(seen, point.label).toContain(point.expected);
    }
  });
});
