import fs from 'node:fs';
import path from 'node:path';
import {
  batchCreateTripleStatements,
  batchDeposit,
  calculateAtomId,
  calculateCounterTripleId,
  calculateTripleId,
  deposit,
} from '@0xintuition/sdk';
import {
  BondingCurveRegistryAbi,
  MultiVaultAbi,
  WrappedTrustAbi,
  multiVaultDeposit,
  multiVaultDepositBatch,
  multiVaultCreateTriples,
  multiVaultGetAtomConfig,
  multiVaultGetAtomCost,
  multiVaultGetGeneralConfig,
  multiVaultGetShares,
  multiVaultGetTripleCost,
  multiVaultMultiCallIntuitionConfigs,
  multiVaultPreviewDeposit,
  multiVaultPreviewRedeem,
  wrappedTrustDeposit,
} from '@0xintuition/protocol';
import {BaseError, ContractFunctionRevertedError, decodeErrorResult, parseEther, toHex, type Abi, type Hex} from 'viem';
import {expect, test, type Protocol} from './fixtures';
import {config, send, simulate} from './multiVault';
import {repoRoot} from './harness/runExample';

/**
 * Part 1: the revert paths the pages describe, provoked on the chain. The decoded error name must equal the
 * name the page gives (read from the page's Markdown, so a renamed error on either side fails here).
 * Part 2: the published SDK functions the pages call broken, each shown failing on the chain next to the call
 * the page shows instead. When a package update fixes one, its test fails with "FIXED upstream: …".
 */

const page = (file: string) => fs.readFileSync(path.join(repoRoot, 'docs', file), 'utf8');
const createAtomPage = page('developer-tools/interactions/create-atom.md');
const createTriplePage = page('developer-tools/interactions/create-triple.md');
const depositPage = page('developer-tools/interactions/deposit-return.md');
const sdkPage = page('developer-tools/sdks/overview.md');

interface Revert {
  readonly name: string | undefined;
  readonly raw: Hex | undefined;
}

/** What a reader's viem code sees: the error name decoded with the ABI the call used, or undefined. */
async function revertOf(call: Promise<unknown>): Promise<Revert> {
  try {
    await call;
  } catch (error) {
    const revert = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    if (revert instanceof ContractFunctionRevertedError) return {name: revert.data?.errorName, raw: revert.raw};
    throw error;
  }
  throw new Error('the call did not revert');
}

async function atom(protocol: Protocol, label: string, stake = 0n): Promise<Hex> {
  const id = calculateAtomId(toHex(label));
  const cost = await multiVaultGetAtomCost(config(protocol));
  await send(protocol, 'createAtoms', [[toHex(label)], [cost + stake]], cost + stake);
  return id;
}

function expectPageNames(pageText: string, name: string) {
  expect(pageText, `the page should name ${name}`).toContain(name);
}

test.describe('revert paths the pages describe', () => {
  test('create-atom.md: value ≠ the sum of assets → MultiVault_InsufficientBalance; same bytes again → MultiVault_AtomExists', async ({
    protocol,
  }) => {
    const cost = await multiVaultGetAtomCost(config(protocol));
    const data = toHex('revert: value');
    const low = await revertOf(simulate(protocol, 'createAtoms', [[data], [cost]], cost - 1n));
    const high = await revertOf(simulate(protocol, 'createAtoms', [[data], [cost]], cost + 1n));
    expect([low.name, high.name]).toEqual(['MultiVault_InsufficientBalance', 'MultiVault_InsufficientBalance']);
    expectPageNames(createAtomPage, 'MultiVault_InsufficientBalance');
    await atom(protocol, 'revert: exists');
    const again = await revertOf(simulate(protocol, 'createAtoms', [[toHex('revert: exists')], [cost]], cost));
    expect(again.name).toBe('MultiVault_AtomExists');
    expectPageNames(createAtomPage, 'MultiVault_AtomExists');
  });

  test('create-triple.md: the same triple again → MultiVault_TripleExists', async ({protocol}) => {
    const [s, p, o] = [
      await atom(protocol, 'revert: s'),
      await atom(protocol, 'revert: p'),
      await atom(protocol, 'revert: o'),
    ];
    const cost = await multiVaultGetTripleCost(config(protocol));
    await send(protocol, 'createTriples', [[s], [p], [o], [cost]], cost);
    const again = await revertOf(simulate(protocol, 'createTriples', [[s], [p], [o], [cost]], cost));
    expect(again.name).toBe('MultiVault_TripleExists');
    expectPageNames(createTriplePage, 'MultiVault_TripleExists');
  });

  test('deposit-return.md: below the minimum deposit, unknown term, slippage on deposit and on redeem, counter stake', async ({
    protocol,
  }) => {
    const me = protocol.readerAddress;
    const atomId = await atom(protocol, 'revert: deposits', parseEther('1'));
    const {minDeposit} = await multiVaultGetGeneralConfig(config(protocol));
    expect((await revertOf(simulate(protocol, 'deposit', [me, atomId, 1n, 0n], minDeposit - 1n))).name).toBe(
      'MultiVault_DepositBelowMinimumDeposit',
    );
    expectPageNames(depositPage, 'MultiVault_DepositBelowMinimumDeposit');

    const unknown = calculateAtomId(toHex('revert: never created'));
    expect((await revertOf(simulate(protocol, 'deposit', [me, unknown, 1n, 0n], parseEther('1')))).name).toBe(
      'MultiVaultCore_TermDoesNotExist',
    );
    expectPageNames(depositPage, 'MultiVaultCore_TermDoesNotExist');

    const [previewed] = await multiVaultPreviewDeposit(config(protocol), {args: [atomId, 1n, parseEther('1')]});
    expect(
      (await revertOf(simulate(protocol, 'deposit', [me, atomId, 1n, previewed + 1n], parseEther('1')))).name,
    ).toBe('MultiVault_SlippageExceeded');
    const held = await multiVaultGetShares(config(protocol), {args: [me, atomId, 1n]});
    const [net] = await multiVaultPreviewRedeem(config(protocol), {args: [atomId, 1n, held]});
    expect((await revertOf(simulate(protocol, 'redeem', [me, atomId, 1n, held, net + 1n]))).name).toBe(
      'MultiVault_SlippageExceeded',
    );
    // The floor equal to the preview passes: the revert above is the one extra wei, not something else.
    await simulate(protocol, 'redeem', [me, atomId, 1n, held, net]);
    expectPageNames(depositPage, 'MultiVault_SlippageExceeded');

    const [s, p, o] = [
      await atom(protocol, 'revert: cs'),
      await atom(protocol, 'revert: cp'),
      await atom(protocol, 'revert: co'),
    ];
    const cost = await multiVaultGetTripleCost(config(protocol));
    await send(protocol, 'createTriples', [[s], [p], [o], [cost + parseEther('1')]], cost + parseEther('1'));
    const counter = calculateCounterTripleId(calculateTripleId(s, p, o));
    expect((await revertOf(simulate(protocol, 'deposit', [me, counter, 1n, 0n], parseEther('1')))).name).toBe(
      'MultiVault_HasCounterStake',
    );
    expectPageNames(depositPage, 'MultiVault_HasCounterStake');
  });

  test('an unregistered curve id: the registry reverts BondingCurveRegistry_InvalidCurveId, which MultiVaultAbi cannot decode', async ({
    protocol,
  }) => {
    const atomId = await atom(protocol, 'revert: curve', parseEther('1'));
    const seen = await revertOf(
      simulate(protocol, 'deposit', [protocol.readerAddress, atomId, 3n, 0n], parseEther('1')),
    );
    // What a reader decoding with MultiVaultAbi gets: no name, only the raw selector of the registry's error.
    expect(seen.name).toBeUndefined();
    expect(decodeErrorResult({abi: BondingCurveRegistryAbi as Abi, data: seen.raw!}).errorName).toBe(
      'BondingCurveRegistry_InvalidCurveId',
    );
    expect(
      (MultiVaultAbi as Abi).some(
        (item) => item.type === 'error' && item.name === 'BondingCurveRegistry_InvalidCurveId',
      ),
    ).toBe(false);
  });
});

test.describe('published SDK defects (@0xintuition/sdk and /protocol 2.0.2), each next to the working call the page shows', () => {
  const fixedUpstream = (what: string) =>
    `FIXED upstream: ${what} works now; update the pages that describe it as broken and this test`;

  test('SDK deposit sends no value → MultiVault_DepositBelowMinimumDeposit; multiVaultDeposit with value works', async ({
    protocol,
  }) => {
    const atomId = await atom(protocol, 'sdk: deposit');
    const broken = await revertOf(deposit(config(protocol), [protocol.readerAddress, atomId, 1n, 0n])).catch(
      (error: Error) => ({name: `(no revert: ${error.message})`, raw: undefined}),
    );
    expect(broken.name, fixedUpstream('SDK deposit')).toBe('MultiVault_DepositBelowMinimumDeposit');
    expectPageNames(sdkPage, 'MultiVault_DepositBelowMinimumDeposit');
    const before = await multiVaultGetShares(config(protocol), {args: [protocol.readerAddress, atomId, 1n]});
    const hash = await multiVaultDeposit(config(protocol), {
      args: [protocol.readerAddress, atomId, 1n, 0n],
      value: parseEther('0.5'),
    });
    await protocol.publicClient.waitForTransactionReceipt({hash});
    expect(await multiVaultGetShares(config(protocol), {args: [protocol.readerAddress, atomId, 1n]})).toBeGreaterThan(
      before,
    );
  });

  test('SDK batchDeposit sends Σ minShares as value → MultiVault_InsufficientBalance; multiVaultDepositBatch with Σ assets works', async ({
    protocol,
  }) => {
    const terms = [await atom(protocol, 'sdk: batch 1'), await atom(protocol, 'sdk: batch 2')];
    const assets = [parseEther('0.5'), parseEther('0.5')];
    const broken = await revertOf(
      batchDeposit(config(protocol), [protocol.readerAddress, terms, [1n, 1n], assets, [0n, 0n]]),
    ).catch((error: Error) => ({name: `(no revert: ${error.message})`, raw: undefined}));
    expect(broken.name, fixedUpstream('SDK batchDeposit')).toBe('MultiVault_InsufficientBalance');
    expectPageNames(sdkPage, 'MultiVault_InsufficientBalance');
    const hash = await multiVaultDepositBatch(config(protocol), {
      args: [protocol.readerAddress, terms, [1n, 1n], assets, [0n, 0n]],
      value: parseEther('1'),
    });
    expect((await protocol.publicClient.waitForTransactionReceipt({hash})).status).toBe('success');
  });

  test('SDK batchCreateTripleStatements with 2 triples sends one triple cost → MultiVault_InsufficientBalance; multiVaultCreateTriples with the sum works', async ({
    protocol,
  }) => {
    const ids: Hex[] = [];
    for (const label of ['sdk: t1', 'sdk: t2', 'sdk: t3', 'sdk: t4']) ids.push(await atom(protocol, label));
    const [a, b, c, d] = ids as [Hex, Hex, Hex, Hex];
    const cost = await multiVaultGetTripleCost(config(protocol));
    const args = [
      [a, b],
      [c, c],
      [d, a],
      [cost, cost],
    ] as const;
    const broken = await revertOf(
      batchCreateTripleStatements(config(protocol), [...args.map((x) => [...x])] as never),
    ).catch((error: Error) => ({name: `(no revert: ${error.message})`, raw: undefined}));
    expect(broken.name, fixedUpstream('SDK batchCreateTripleStatements')).toBe('MultiVault_InsufficientBalance');
    const hash = await multiVaultCreateTriples(config(protocol), {
      args: [
        [a, b],
        [c, c],
        [d, a],
        [cost, cost],
      ],
      value: cost * 2n,
    });
    expect((await protocol.publicClient.waitForTransactionReceipt({hash})).status).toBe('success');
  });

  test('wrappedTrustDeposit sends 0 wei and wraps nothing; WrappedTrust.deposit with value wraps', async ({
    protocol,
  }) => {
    const wtrust = {
      address: protocol.wrappedTrust,
      publicClient: protocol.publicClient,
      walletClient: protocol.walletClient,
    };
    const balance = () =>
      protocol.publicClient.readContract({
        address: protocol.wrappedTrust,
        abi: WrappedTrustAbi,
        functionName: 'balanceOf',
        args: [protocol.readerAddress],
      });
    const before = await balance();
    const hash = await wrappedTrustDeposit(wtrust, {args: []});
    const tx = await protocol.publicClient.getTransaction({
      hash: await protocol.publicClient.waitForTransactionReceipt({hash}).then((r) => r.transactionHash),
    });
    expect(tx.value, fixedUpstream('wrappedTrustDeposit (it sent a value)')).toBe(0n);
    expect(await balance(), fixedUpstream('wrappedTrustDeposit')).toBe(before);
    const working = await protocol.walletClient.writeContract({
      account: protocol.walletClient.account!,
      chain: protocol.chain,
      address: protocol.wrappedTrust,
      abi: WrappedTrustAbi,
      functionName: 'deposit',
      value: parseEther('1'),
    });
    await protocol.publicClient.waitForTransactionReceipt({hash: working});
    expect(await balance()).toBe(before + parseEther('1'));
  });

  test('multiVaultMultiCallIntuitionConfigs swaps fields; multiVaultGetAtomConfig reads them right', async ({
    protocol,
  }) => {
    const configs = await multiVaultMultiCallIntuitionConfigs({
      address: protocol.multiVault,
      publicClient: protocol.publicClient,
    });
    const atomConfig = await multiVaultGetAtomConfig(config(protocol));
    expect(atomConfig.atomCreationProtocolFee).toBe(10n ** 17n);
    expect(atomConfig.atomWalletDepositFee).toBe(50n);
    // The helper's creation fee holds the wallet fee (50) and its "initial deposit" the creation fee (1e17).
    expect(configs.atom_creation_protocol_fee, fixedUpstream('multiVaultMultiCallIntuitionConfigs')).toBe('50');
    expect(configs.atom_wallet_initial_deposit_amount).toBe(String(10n ** 17n));
  });
});
