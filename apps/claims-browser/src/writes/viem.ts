import {MultiVaultAbi} from '@0xintuition/protocol';
import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {formatEther, parseEther, toHex, type Hex} from 'viem';
import {currency, multiVault} from '../config';
import {assertCanPay} from './funds';
import type {Prepared, Request, WriteContext} from './types';

/** Curve 1, the linear curve every term's default vault uses. */
export const CURVE = 1n;
/** The least the reader accepts, as a share of the preview: 1% slippage. */
export const minimum = (previewed: bigint) => (previewed * 99n) / 100n;

/**
 * Simulate from the reader's address (an eth_call: a revert shows here, before anything is signed), estimate gas,
 * check the balance, and hand wagmi a request that carries that gas limit. With a gas limit set, the wallet does
 * not estimate again, so a call that stops working between preview and signing is mined and reverts, and the
 * reader sees a reverted receipt rather than a wallet that refuses without saying why.
 */
async function simulate(ctx: WriteContext, call: {functionName: string; args: readonly unknown[]; value?: bigint}) {
  const {publicClient, account} = ctx;
  const params = {...call, account, address: multiVault, abi: MultiVaultAbi} as never;
  const {request, result} = await publicClient.simulateContract(params);
  const gas = await publicClient.estimateContractGas(params);
  await assertCanPay(ctx, call.value ?? 0n, gas);
  return {request: {...(request as object), gas} as unknown as Request, result: result as unknown};
}

export async function createAtom(ctx: WriteContext, text: string): Promise<Prepared> {
  const cost = await ctx.publicClient.readContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'getAtomCost',
  });
  const {request} = await simulate(ctx, {functionName: 'createAtoms', args: [[toHex(text)], [cost]], value: cost});
  return {request, preview: `Creates atom ${calculateAtomId(toHex(text))} for ${formatEther(cost)} ${currency}.`};
}

export async function createTriple(ctx: WriteContext, texts: readonly string[]): Promise<Prepared> {
  const [s, p, o] = texts.map((text) => calculateAtomId(toHex(text))) as [Hex, Hex, Hex];
  const cost = await ctx.publicClient.readContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'getTripleCost',
  });
  const {request} = await simulate(ctx, {functionName: 'createTriples', args: [[s], [p], [o], [cost]], value: cost});
  return {request, preview: `Creates triple ${calculateTripleId(s, p, o)} for ${formatEther(cost)} ${currency}.`};
}

export async function deposit(ctx: WriteContext, termId: Hex, amount: string): Promise<Prepared & {minShares: bigint}> {
  const value = parseEther(amount);
  const [shares] = await ctx.publicClient.readContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'previewDeposit',
    args: [termId, CURVE, value],
  });
  const {request} = await simulate(ctx, {
    functionName: 'deposit',
    args: [ctx.account, termId, CURVE, minimum(shares)],
    value,
  });
  const minShares = minimum(shares);
  return {request, minShares, preview: `About ${formatEther(shares)} shares, at least ${formatEther(minShares)}.`};
}

export async function redeem(ctx: WriteContext, termId: Hex): Promise<Prepared & {shares: bigint; minAssets: bigint}> {
  const read = {address: multiVault, abi: MultiVaultAbi} as const;
  const shares = await ctx.publicClient.readContract({
    ...read,
    functionName: 'maxRedeem',
    args: [ctx.account, termId, CURVE],
  });
  const [assets] = await ctx.publicClient.readContract({
    ...read,
    functionName: 'previewRedeem',
    args: [termId, CURVE, shares],
  });
  const {request} = await simulate(ctx, {
    functionName: 'redeem',
    args: [ctx.account, termId, CURVE, shares, minimum(assets)],
  });
  return {
    request,
    shares,
    minAssets: minimum(assets),
    preview: `Redeems ${formatEther(shares)} shares for about ${formatEther(assets)} ${currency}, at least ${formatEther(minimum(assets))}.`,
  };
}
