/** Shared by the two example spec files (split so that two Playwright workers run them side by side). */
import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {
  multiVaultGetAtomCost,
  multiVaultGetShares,
  multiVaultGetTripleCost,
  multiVaultGetVault,
  multiVaultIsTermCreated,
  MultiVaultAbi,
} from '@0xintuition/protocol';
import {encodeFunctionData, keccak256, parseEther, toHex, type Abi, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {expect, type Protocol} from './fixtures';
import {describeRun, type ExampleRun} from './harness/runExample';

export const site = (name: string) => `examples/site/${name}`;
export const interactions = (name: string) => `examples/interactions/${name}`;

export async function ok(run: Promise<ExampleRun>): Promise<ExampleRun> {
  const result = await run;
  expect(result.code, describeRun(result)).toBe(0);
  return result;
}

/** The value printed after `label` on some line of the output. */
export function printed(run: ExampleRun, pattern: RegExp): string {
  const match = pattern.exec(run.stdout);
  expect(match?.[1], `${describeRun(run)}\nexpected output to match ${pattern}`).toBeDefined();
  return match?.[1] ?? '';
}

// The package types the previews as WriteConfig, so the read config carries the reader's wallet too.
export const read = (protocol: Protocol) => ({
  address: protocol.multiVault,
  publicClient: protocol.publicClient,
  walletClient: protocol.walletClient,
});
export const shares = (protocol: Protocol, account: Address, termId: Hex, curveId = 1n) =>
  multiVaultGetShares(read(protocol), {args: [account, termId, curveId]});
export const exists = (protocol: Protocol, termId: Hex) => multiVaultIsTermCreated(read(protocol), {args: [termId]});
export const nonce = (protocol: Protocol) =>
  protocol.publicClient.getTransactionCount({address: protocol.readerAddress});

/**
 * Examples that send transactions. Each is run twice below (the page's promise for a rerun: find the existing
 * term, or do the same thing again), and the last test fails if an example that writes is missing here.
 */
export const writeExamples = [
  site('create-atom.ts'),
  site('create-and-stake.ts'),
  interactions('create-atom/create-text-atom.ts'),
  interactions('create-atom/create-thing-atom.ts'),
  interactions('create-atom/create-account-atom.ts'),
  interactions('create-triple/create-triple.ts'),
  interactions('deposit-return/deposit-with-preview.ts'),
  interactions('deposit-return/deposit-batch.ts'),
  interactions('deposit-return/redeem-with-minimum.ts'),
  interactions('deposit-return/deposit-for-another-address.ts'),
  interactions('deposit-return/stake-for-or-against.ts'),
  'examples/quickstart/getting-started/first-triple-sdk.ts',
  'examples/quickstart/getting-started/first-triple-viem.ts',
  'examples/sdks/overview/deposit-with-workaround.ts',
  'examples/sdks/overview/batch-deposit-fragment.ts',
  'examples/reference/redeem-batch.ts', // tests/chain/reference-examples.spec.ts
];

export const tripleParts = ['Intuition', 'https://schema.org/keywords', 'knowledge graph'].map((text) =>
  calculateAtomId(toHex(text)),
);
export const tripleId = calculateTripleId(tripleParts[0] as Hex, tripleParts[1] as Hex, tripleParts[2] as Hex);

/** A MultiVault write from the reader's account, for set-up steps (the examples do their own writes); its receipt. */
export async function send(
  protocol: Protocol,
  functionName: 'createAtoms' | 'createTriples' | 'deposit' | 'depositBatch' | 'redeem',
  args: readonly unknown[],
  value: bigint,
) {
  const data = encodeFunctionData({abi: MultiVaultAbi as Abi, functionName, args} as Parameters<
    typeof encodeFunctionData
  >[0]);
  const hash = await protocol.walletClient.sendTransaction({
    account: protocol.walletClient.account!,
    chain: protocol.chain,
    to: protocol.multiVault,
    data,
    value,
  });
  const receipt = await protocol.publicClient.waitForTransactionReceipt({hash});
  if (receipt.status !== 'success') throw new Error(`set-up ${functionName} reverted`);
  return receipt;
}

/**
 * Set-up, so that each test stands on its own even when an earlier one failed (Playwright then restarts the
 * worker on a fresh chain): the atom exists, and its default-curve vault holds at least feeThreshold (1e18)
 * shares of which the reader holds some, i.e. it is "established" in the pages' sense.
 */
export async function ensureAtom(protocol: Protocol, label: string): Promise<Hex> {
  const termId = calculateAtomId(toHex(label));
  if (!(await exists(protocol, termId))) {
    const cost = await multiVaultGetAtomCost(read(protocol));
    await send(protocol, 'createAtoms', [[toHex(label)], [cost]], cost);
  }
  const [, totalShares] = await multiVaultGetVault(read(protocol), {args: [termId, 1n]});
  if (totalShares < 10n ** 18n || (await shares(protocol, protocol.readerAddress, termId)) === 0n) {
    await send(protocol, 'deposit', [protocol.readerAddress, termId, 1n, 0n], parseEther('2'));
  }
  return termId;
}

/** The create-triple page's triple, with its three atoms, and a reader position in it. */
export async function ensureTriple(protocol: Protocol): Promise<Hex> {
  const labels = ['Intuition', 'https://schema.org/keywords', 'knowledge graph'];
  for (const label of labels) await ensureAtom(protocol, label);
  if (!(await exists(protocol, tripleId))) {
    const cost = await multiVaultGetTripleCost(read(protocol));
    await send(
      protocol,
      'createTriples',
      [[tripleParts[0]], [tripleParts[1]], [tripleParts[2]], [cost + parseEther('1')]],
      cost + parseEther('1'),
    );
  }
  return tripleId;
}

/**
 * A wallet of a spec's own, its key derived from `label`, funded once by the reader: specs that share a worker's
 * chain (tests/chain/tutorial-*.spec.ts) then never see each other's positions, and a tutorial's "second run sends
 * nothing" can be checked on nonces no other spec moves.
 */
export async function ownWallet(protocol: Protocol, label: string): Promise<{address: Address; privateKey: Hex}> {
  const privateKey = keccak256(toHex(`intuition-docs chain test wallet: ${label}`));
  const {address} = privateKeyToAccount(privateKey);
  if ((await protocol.publicClient.getBalance({address})) === 0n) {
    const hash = await protocol.walletClient.sendTransaction({
      account: protocol.walletClient.account!,
      chain: protocol.chain,
      to: address,
      value: parseEther('50'),
    });
    await protocol.publicClient.waitForTransactionReceipt({hash});
  }
  return {address, privateKey};
}
