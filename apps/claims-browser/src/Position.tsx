import {MultiVaultAbi} from '@0xintuition/protocol';
import {formatEther, type Hex} from 'viem';
import {useReadContract} from 'wagmi';
import {multiVault} from './config';
import {explain} from './errors';
import {CURVE} from './writes/viem';

/**
 * The reader's shares on the term, read from the chain. wagmi keys the query by chain id, contract, function and
 * arguments (so the account and the term), and useAfterWrite invalidates every readContract query once a receipt
 * is in, so this line changes right after a deposit or a redeem, before the indexer has it.
 */
export function Position({account, termId}: {account: Hex; termId: Hex}) {
  const shares = useReadContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'getShares',
    args: [account, termId, CURVE],
  });
  if (shares.isError) return <p role="alert">Could not read your shares: {explain(shares.error)}</p>;
  return (
    <p>
      Your shares on this term:{' '}
      <span data-testid="my-shares">{shares.data === undefined ? '…' : formatEther(shares.data)}</span>
    </p>
  );
}
