import {useState} from 'react';
import {formatEther, isHex, type Hex} from 'viem';
import {usePublicClient, useWalletClient} from 'wagmi';
import {useClaims} from './claims';
import {chain, currency} from './config';
import {Connect, useReadyAccount} from './Connect';
import {Position} from './Position';
import {Write} from './Write';
import * as sdk from './writes/sdk';
import type {WriteContext} from './writes/types';
import * as viem from './writes/viem';

export function App() {
  const account = useReadyAccount();
  return (
    <main>
      <h1>Intuition claims browser</h1>
      <p>
        Network: {chain.name} (chain {chain.id})
      </p>
      <Connect />
      {account && <Writes account={account} />}
      <Claims />
    </main>
  );
}

function Claims() {
  const claims = useClaims();
  if (claims.isPending) return <p>Loading claims…</p>;
  if (claims.isError) return <p role="alert">Could not read claims: {claims.error.message}</p>;
  const atoms = claims.data.pages.flatMap((p) => p.atoms);
  const triples = claims.data.pages.flatMap((p) => p.triples);
  return (
    <>
      <section aria-labelledby="triples">
        <h2 id="triples">Claims</h2>
        <ul>
          {triples.map((t) => {
            const vault = t.term.vaults[0];
            return (
              <li key={t.term_id} data-term={t.term_id}>
                {t.subject.label} · {t.predicate.label} · {t.object.label} —{' '}
                <span data-testid="shares">{formatEther(BigInt(vault?.total_shares ?? '0'))}</span> shares from{' '}
                {vault?.position_count ?? 0} holder(s)
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="atoms">
        <h2 id="atoms">Atoms</h2>
        <ul>
          {atoms.map((a) => (
            <li key={a.term_id} data-term={a.term_id}>
              {a.label}
            </li>
          ))}
        </ul>
      </section>
      {claims.hasNextPage && (
        <button disabled={claims.isFetchingNextPage} onClick={() => claims.fetchNextPage()}>
          Load more
        </button>
      )}
    </>
  );
}

// The tutorials build their forms from these.
export {Write};
export type {Prepared} from './writes/types';

function Writes({account}: {account: `0x${string}`}) {
  const publicClient = usePublicClient();
  const {data: walletClient} = useWalletClient();
  const [via, setVia] = useState<'viem' | 'sdk'>('viem');
  const [atomText, setAtomText] = useState('');
  const [parts, setParts] = useState(['', '', '']);
  const [termId, setTermId] = useState('');
  const [amount, setAmount] = useState('1');
  const writes = via === 'sdk' ? sdk : viem;
  const ctx = (): WriteContext => {
    if (!publicClient || !walletClient) throw new Error('The wallet is not ready yet; try again.');
    return {account, publicClient, walletClient};
  };
  const term = termId as Hex;

  return (
    <section aria-labelledby="write">
      <h2 id="write">Write</h2>
      <fieldset>
        <legend>Send with</legend>
        {(['viem', 'sdk'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="via" checked={via === option} onChange={() => setVia(option)} />
            {option === 'viem' ? 'viem (through wagmi)' : '@0xintuition/sdk'}
          </label>
        ))}
      </fieldset>
      <h3>Create an atom</h3>
      <label>
        Text <input value={atomText} onChange={(e) => setAtomText(e.target.value)} />
      </label>
      <Write title="atom" prepare={() => writes.createAtom(ctx(), atomText)} />
      <h3>Create a triple from three text atoms</h3>
      {['Subject', 'Predicate', 'Object'].map((name, i) => (
        <label key={name}>
          {name}{' '}
          <input value={parts[i]} onChange={(e) => setParts(parts.map((v, j) => (j === i ? e.target.value : v)))} />
        </label>
      ))}
      <Write title="triple" prepare={() => writes.createTriple(ctx(), parts)} />
      <h3>Deposit or redeem (curve 1)</h3>
      <label>
        Term id <input value={termId} onChange={(e) => setTermId(e.target.value)} />
      </label>
      <label>
        Amount ({currency}) <input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
      </label>
      {isHex(termId, {strict: true}) && termId.length === 66 && <Position account={account} termId={term} />}
      <Write title="deposit" prepare={() => writes.deposit(ctx(), term, amount)} />
      <Write title="redeem" prepare={() => writes.redeem(ctx(), term)} />
    </section>
  );
}
