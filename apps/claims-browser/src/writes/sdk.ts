import {
  calculateAtomId,
  createAtomFromString,
  createTripleStatement,
  multiVaultDeposit,
  multiVaultGetTripleCost,
  redeem as sdkRedeem,
  type WriteConfig,
} from '@0xintuition/sdk';
import {parseEther, toHex, type Hex} from 'viem';
import {multiVault} from '../config';
import type {PreparedSdk, WriteContext} from './types';
import * as viem from './viem';

/**
 * The same four writes through @0xintuition/sdk 2.0.2, with wagmi's clients. Each SDK call simulates, asks the
 * wallet, waits for the receipt (throwing on a reverted one) and parses the contract's event, so it resolves only
 * once the transaction is mined. The SDK has no separate preview, so the preview (simulation, slippage, balance)
 * is the viem one, and only sending differs.
 */
const config = ({publicClient, walletClient}: WriteContext): WriteConfig => ({
  address: multiVault,
  publicClient: publicClient as WriteConfig['publicClient'],
  walletClient: walletClient as WriteConfig['walletClient'],
});

export async function createAtom(ctx: WriteContext, text: string): Promise<PreparedSdk> {
  const {preview} = await viem.createAtom(ctx, text);
  // Reads getAtomCost and sends createAtoms([toHex(text)], [cost]) with that value.
  return {preview, send: async () => (await createAtomFromString(config(ctx), text)).transactionHash};
}

export async function createTriple(ctx: WriteContext, texts: readonly string[]): Promise<PreparedSdk> {
  const {preview} = await viem.createTriple(ctx, texts);
  const [s, p, o] = texts.map((text) => calculateAtomId(toHex(text))) as [Hex, Hex, Hex];
  return {
    preview,
    send: async () => {
      const cost = await multiVaultGetTripleCost({address: multiVault, publicClient: ctx.publicClient as never});
      return (await createTripleStatement(config(ctx), {args: [[s], [p], [o], [cost]], value: cost})).transactionHash;
    },
  };
}

export async function deposit(ctx: WriteContext, termId: Hex, amount: string): Promise<PreparedSdk> {
  const prepared = await viem.deposit(ctx, termId, amount);
  const {minShares} = prepared;
  return {
    preview: prepared.preview,
    // The SDK's own deposit() sends no value in 2.0.2, so the deposit would be 0 and revert; the protocol
    // package's multiVaultDeposit (re-exported by the SDK) takes the value. It returns the hash without waiting.
    send: () =>
      multiVaultDeposit(config(ctx), {args: [ctx.account, termId, viem.CURVE, minShares], value: parseEther(amount)}),
  };
}

export async function redeem(ctx: WriteContext, termId: Hex): Promise<PreparedSdk> {
  const prepared = await viem.redeem(ctx, termId);
  const {shares, minAssets} = prepared;
  return {
    preview: prepared.preview,
    send: async () =>
      (await sdkRedeem(config(ctx), [ctx.account, termId, viem.CURVE, shares, minAssets])).transactionHash,
  };
}
