import {BaseError, ContractFunctionRevertedError, InsufficientFundsError, UserRejectedRequestError} from 'viem';
import {contractErrorHelp} from '../../../src/data/contractErrors';

/**
 * A wallet or contract failure as a sentence the reader can act on. Reverts are decoded by the ABI the call was
 * made with, and explained with the docs site's own table (src/data/contractErrors.ts), so the app and the
 * contract reference pages never disagree.
 */
export function explain(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  if (error.walk((e) => e instanceof UserRejectedRequestError)) return 'You rejected the request in your wallet.';
  if (error.walk((e) => e instanceof InsufficientFundsError))
    return 'Your balance cannot pay for this transaction and its gas.';
  const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (revert instanceof ContractFunctionRevertedError) {
    const name = revert.data?.errorName;
    if (name) {
      const help = contractErrorHelp.MultiVault[name];
      return help ? `${name}: ${plain(help.meaning)} ${plain(help.remedy)}` : `${name}`;
    }
    return `The contract reverted: ${revert.reason ?? 'no reason given'}`;
  }
  return error.shortMessage;
}

// The table is written in Markdown for the docs pages; the app shows plain text.
const plain = (text: string) => text.replaceAll('`', '');
