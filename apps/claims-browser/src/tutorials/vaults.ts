import {MultiVaultAbi} from '@0xintuition/protocol';
import type {ComponentProps} from 'react';
import {formatEther, parseEther, type Hex} from 'viem';
import type {Write} from '../App';
import {currency, multiVault} from '../config';
import type {WriteContext} from '../writes/types';

/** Curve 1, the linear curve of every term's default vault. */
export const CURVE = 1n;
export const contract = {address: multiVault, abi: MultiVaultAbi} as const;

/**
 * A triple's two curve-1 vaults in a GraphQL selection: its own (For) and its counter-triple's (Against). Each
 * tutorial's query selects a triple's fields, then these.
 */
export const BOTH_SIDES = `
      term { vaults(where: {curve_id: {_eq: "1"}}) { total_assets position_count } }
      counter_term { vaults(where: {curve_id: {_eq: "1"}}) { total_assets position_count } }`;
export interface Vault {
  total_assets: string;
  position_count: number;
}
export interface BothSides {
  term: {vaults: Vault[]};
  counter_term: {vaults: Vault[]};
}

/** What the app's Write component signs: a simulated request and a sentence for the reader. */
export type Ready = Extract<Awaited<ReturnType<ComponentProps<typeof Write>['prepare']>>, {request: unknown}>;

/** Simulates from the reader's address, so a revert shows before the wallet is asked. */
export async function simulate(
  {publicClient, account}: WriteContext,
  call: {functionName: string; args: readonly unknown[]; value?: bigint},
): Promise<Ready['request']> {
  const {request} = await publicClient.simulateContract({...contract, ...call, account} as never);
  return request as Ready['request'];
}

/**
 * A deposit into a term's vault on curve 1, accepting at most 1% fewer shares than the preview. A reader who holds
 * the other side of a claim gets MultiVault_HasCounterStake from the simulation, before the wallet is asked.
 */
export async function prepareStake(ctx: WriteContext, termId: Hex, amount: string): Promise<Ready> {
  const value = parseEther(amount);
  const [shares] = await ctx.publicClient.readContract({
    ...contract,
    functionName: 'previewDeposit',
    args: [termId, CURVE, value],
  });
  const minShares = (shares * 99n) / 100n;
  const request = await simulate(ctx, {functionName: 'deposit', args: [ctx.account, termId, CURVE, minShares], value});
  return {request, preview: `Stakes ${amount} ${currency} for about ${formatEther(shares)} shares.`};
}
