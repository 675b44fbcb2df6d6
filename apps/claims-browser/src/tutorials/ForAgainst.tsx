import {MultiVaultAbi} from '@0xintuition/protocol';
import {useState} from 'react';
import {formatEther, type Hex} from 'viem';
import {usePublicClient, useReadContract, useWalletClient} from 'wagmi';
import {Write} from '../App';
import {currency, multiVault} from '../config';
import type {WriteContext} from '../writes/types';
import {Connect, useReadyAccount} from '../Connect';
import {CURVE, prepareRedeem, prepareStake, useClaim, type Side} from './forAgainst';

// Totals are rounded to six decimals, so a vault that holds only its ghost shares' few wei reads 0.
const trust = (wei: bigint) =>
  `${new Intl.NumberFormat('en', {maximumFractionDigits: 6}).format(Number(formatEther(wei)))} ${currency}`;

/** One claim, For and Against side by side; a connected reader stakes on either side and redeems. */
export function ForAgainst({tripleId}: {tripleId: Hex}) {
  const account = useReadyAccount();
  const claim = useClaim(tripleId);
  const [amount, setAmount] = useState('0.5');
  return (
    <main>
      <h1>For or against</h1>
      {claim.isPending && <p>Loading the claim…</p>}
      {claim.isError && <p role="alert">Could not read the claim: {claim.error.message}</p>}
      {claim.data === null && <p role="alert">The indexer has no triple with this id.</p>}
      {claim.data && <p className="claim">{claim.data.text}</p>}
      <Connect />
      {account && (
        <label>
          Stake per click ({currency}){' '}
          <input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
        </label>
      )}
      {claim.data && (
        <div className="sides">
          <SideView name="For" side={claim.data.for} account={account} amount={amount} />
          <SideView name="Against" side={claim.data.against} account={account} amount={amount} />
        </div>
      )}
    </main>
  );
}

function SideView({name, side, account, amount}: {name: string; side: Side; account?: Hex; amount: string}) {
  const publicClient = usePublicClient();
  const {data: walletClient} = useWalletClient();
  // Write controls only once wagmi has the wallet's client, which arrives a moment after the account.
  const canWrite = account !== undefined && walletClient !== undefined;
  const ctx = (): WriteContext => {
    if (!account || !publicClient || !walletClient) throw new Error('The wallet is not ready yet; try again.');
    return {account, publicClient, walletClient};
  };
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <p>
        <span data-testid="total">{trust(side.assets)}</span> from {side.holders} holder(s)
      </p>
      {canWrite && (
        <>
          <MyShares account={account} termId={side.termId} />
          <Write title={`stake ${name}`} prepare={() => prepareStake(ctx(), side.termId, amount)} />
          <Write title={`redeem ${name}`} prepare={() => prepareRedeem(ctx(), side.termId)} />
        </>
      )}
    </section>
  );
}

/** The reader's shares, from the chain: the app's useAfterWrite invalidates contract reads as soon as a receipt is in. */
function MyShares({account, termId}: {account: Hex; termId: Hex}) {
  const shares = useReadContract({
    address: multiVault,
    abi: MultiVaultAbi,
    functionName: 'getShares',
    args: [account, termId, CURVE],
  });
  return (
    <p>
      Your shares: <span data-testid="mine">{shares.data === undefined ? '…' : formatEther(shares.data)}</span>
    </p>
  );
}
