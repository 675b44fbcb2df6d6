import {BaseError, formatEther, InsufficientFundsError} from 'viem';
import {currency} from '../config';
import type {WriteContext} from './types';

/**
 * Before the wallet is asked: can the reader pay `value` plus gas at today's fee? A node may report this itself
 * at simulation (geth-based nodes answer "insufficient funds"), but not every node checks the balance in
 * eth_call, and a wallet that finds out later shows its own screen instead of the app's sentence.
 */
export async function assertCanPay({publicClient, account}: WriteContext, value: bigint, gas: bigint) {
  const [balance, {maxFeePerGas}] = await Promise.all([
    publicClient.getBalance({address: account}),
    publicClient.estimateFeesPerGas(),
  ]);
  const needed = value + gas * maxFeePerGas;
  if (balance < needed) throw new InsufficientFundsError({cause: new BalanceShort(balance, needed)});
}

/** The figures behind an InsufficientFundsError this app raised itself, for the sentence the reader sees. */
export class BalanceShort extends BaseError {
  constructor(balance: bigint, needed: bigint) {
    super(`You have ${formatEther(balance)} ${currency}; this needs about ${formatEther(needed)} ${currency}.`, {
      name: 'BalanceShort',
    });
  }
}
