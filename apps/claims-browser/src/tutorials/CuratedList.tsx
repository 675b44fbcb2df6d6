import {useState} from 'react';
import {formatEther, type Hex} from 'viem';
import {usePublicClient, useWalletClient} from 'wagmi';
import {Write} from '../App';
import {currency} from '../config';
import type {WriteContext} from '../writes/types';
import {Connect, useReadyAccount} from '../Connect';
import {prepareAdd, prepareStake, useRanking} from './curatedList';

/** A list ranked by the TRUST behind each item; a connected reader adds items and stakes on them. */
export function CuratedList({list}: {list: string}) {
  const account = useReadyAccount();
  return (
    <main>
      <h1>Curated list: {list}</h1>
      <p>Items are ranked by the TRUST staked for them minus the TRUST staked against them.</p>
      <Connect />
      <Ranking list={list} account={account} />
    </main>
  );
}

/** The ranking; with an account on the app's chain, a stake button per item and the form to add one. */
function Ranking({list, account}: {list: string; account?: Hex}) {
  const ranking = useRanking(list);
  const publicClient = usePublicClient();
  const {data: walletClient} = useWalletClient();
  const [item, setItem] = useState('');
  const [amount, setAmount] = useState('0.5');
  // Write controls only once wagmi has the wallet's client, which arrives a moment after the account.
  const canWrite = account !== undefined && walletClient !== undefined;
  const ctx = (): WriteContext => {
    if (!account || !publicClient || !walletClient) throw new Error('The wallet is not ready yet; try again.');
    return {account, publicClient, walletClient};
  };
  return (
    <>
      <section aria-labelledby="ranking">
        <h2 id="ranking">Ranking</h2>
        {canWrite && (
          <label>
            Stake per click ({currency}){' '}
            <input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
          </label>
        )}
        {ranking.isPending && <p>Loading the list…</p>}
        {ranking.isError && <p role="alert">Could not read the list: {ranking.error.message}</p>}
        {ranking.data?.length === 0 && <p>Nothing is on this list yet.</p>}
        <ol className="ranking">
          {ranking.data?.map((entry) => (
            <li key={entry.termId} data-term={entry.termId}>
              <span className="item">{entry.label}</span>{' '}
              <span data-testid="signal">
                {formatEther(entry.signal)} {currency}
              </span>{' '}
              from {entry.holders} holder(s)
              {canWrite && (
                <Write title={`stake on ${entry.label}`} prepare={() => prepareStake(ctx(), entry.termId, amount)} />
              )}
            </li>
          ))}
        </ol>
      </section>
      {canWrite && (
        <section aria-labelledby="add">
          <h2 id="add">Add an item</h2>
          <label>
            New item <input value={item} onChange={(e) => setItem(e.target.value)} />
          </label>
          <Write title="add" prepare={() => prepareAdd(ctx(), list, item)} />
        </section>
      )}
    </>
  );
}
