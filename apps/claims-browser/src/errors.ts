import {BaseError, ContractFunctionRevertedError, InsufficientFundsError, UserRejectedRequestError} from 'viem';
import {contractErrorHelp} from '../../../src/data/contractErrors';
import {BalanceShort} from './writes/funds';

/**
 * A wallet or contract failure as a sentence the reader can act on. Reverts are decoded by the ABI the call was
 * made with, and explained with the docs site's own table (src/data/contractErrors.ts), so the app and the
 * contract reference pages never disagree.
 */
export function explain(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  if (error.walk((e) => e instanceof UserRejectedRequestError)) return 'You rejected the request in your wallet.';
  const funds = error.walk((e) => e instanceof InsufficientFundsError);
  if (funds) {
    // The app's own balance check (writes/funds.ts) says by how much; a node's message is left out.
    const short = error.walk((e) => e instanceof BalanceShort);
    return `Your balance cannot pay for this transaction and its gas.${short instanceof BaseError ? ` ${short.shortMessage}` : ''}`;
  }
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
