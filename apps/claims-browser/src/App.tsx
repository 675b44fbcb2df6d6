import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {useState} from 'react';
import {formatEther, parseEther, toHex} from 'viem';
import {useAccount, useConnect, useDisconnect, usePublicClient, useSwitchChain, useWriteContract} from 'wagmi';
import {useAfterWrite, useClaims} from './claims';
import {chain, currency, multiVault} from './config';
import {explain} from './errors';

export function App() {
  const {address, chainId, isConnected} = useAccount();
  return (
    <main>
      <h1>Intuition claims browser</h1>
      <p>
        Network: {chain.name} (chain {chain.id})
      </p>
      <Wallet />
      {isConnected && chainId !== chain.id && <WrongNetwork />}
      {isConnected && chainId === chain.id && address && <Writes account={address} />}
      <Claims />
    </main>
  );
}

function Wallet() {
  const {address, connector, isConnected} = useAccount();
  const {connectors, connect, error} = useConnect();
  const {disconnect} = useDisconnect();
  if (isConnected)
    return (
      <section aria-label="Wallet">
        <p>
          Connected with {connector?.name}: <code data-testid="account">{address}</code>
        </p>
        <button onClick={() => disconnect()}>Disconnect</button>
      </section>
    );
  // Wallets announced through EIP-6963 each get their own button; the generic "Injected" one is a fallback.
  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== 'injected');
  return (
    <section aria-label="Wallet">
      {announced.length === 0 && <p>No browser wallet found. Install one, then reload.</p>}
      {announced.map((c) => (
        <button key={c.uid} onClick={() => connect({connector: c})}>
          Connect {c.name}
        </button>
      ))}
      {error && <p role="alert">{explain(error)}</p>}
    </section>
  );
}

function WrongNetwork() {
  const {switchChain, isPending, error} = useSwitchChain();
  // wagmi's injected connector adds the chain (EIP-3085) when the wallet answers 4902, "unknown chain".
  return (
    <section aria-label="Network">
      <p role="alert">Your wallet is on another network. This app reads and writes on {chain.name}.</p>
      <button disabled={isPending} onClick={() => switchChain({chainId: chain.id})}>
        Switch to {chain.name}
      </button>
      {error && <p>{explain(error)}</p>}
    </section>
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

// A simulated request, as wagmi's writeContract takes it (viem's request type is a union too wide to pass along).
type Request = Parameters<ReturnType<typeof useWriteContract>['writeContractAsync']>[0];
interface Prepared {
  request: Request;
  preview: string;
}

/** Preview (a simulation from the reader's address), then sign, then the receipt, then the indexer. */
function Write(props: {title: string; prepare: () => Promise<Prepared>}) {
  const publicClient = usePublicClient();
  const {writeContractAsync} = useWriteContract();
  const afterWrite = useAfterWrite();
  const [prepared, setPrepared] = useState<Prepared>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = async (step: () => Promise<void>) => {
    setError('');
    try {
      await step();
    } catch (e) {
      setStatus('');
      setError(explain(e));
    }
  };
  return (
    <div>
      <button onClick={() => run(async () => setPrepared(await props.prepare()))}>Preview {props.title}</button>
      {prepared && (
        <>
          <p>{prepared.preview}</p>
          <button
            onClick={() =>
              run(async () => {
                if (!publicClient) throw new Error('No client for this chain.');
                setStatus('Waiting for your wallet…');
                const hash = await writeContractAsync(prepared.request);
                setPrepared(undefined);
                setStatus(`Pending: ${hash}`);
                const receipt = await publicClient.waitForTransactionReceipt({hash});
                if (receipt.status === 'reverted') throw new Error(`Reverted in block ${receipt.blockNumber}.`);
                setStatus(`Confirmed in block ${receipt.blockNumber}; waiting for the indexer…`);
                await afterWrite(hash);
                setStatus(`Confirmed in block ${receipt.blockNumber} and indexed.`);
              })
            }>
            Sign and send
          </button>
        </>
      )}
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

function Writes({account}: {account: `0x${string}`}) {
  const publicClient = usePublicClient()!;
  const [atomText, setAtomText] = useState('');
  const [parts, setParts] = useState(['', '', '']);
  const [termId, setTermId] = useState('');
  const [amount, setAmount] = useState('1');
  const base = {account, address: multiVault, abi: MultiVaultAbi} as const;
  const read = <T,>(functionName: string, args: readonly unknown[] = []) =>
    publicClient.readContract({address: multiVault, abi: MultiVaultAbi, functionName, args} as never) as Promise<T>;

  const createAtom = async (): Promise<Prepared> => {
    const cost = await read<bigint>('getAtomCost');
    const {request, result} = await publicClient.simulateContract({
      ...base,
      functionName: 'createAtoms',
      args: [[toHex(atomText)], [cost]],
      value: cost,
    });
    return {
      request: request as unknown as Request,
      preview: `Creates atom ${result[0]} for ${formatEther(cost)} ${currency}.`,
    };
  };
  const createTriple = async () => {
    const [s, p, o] = parts.map((text) => calculateAtomId(toHex(text))) as [
      `0x${string}`,
      `0x${string}`,
      `0x${string}`,
    ];
    const cost = await read<bigint>('getTripleCost');
    const {request} = await publicClient.simulateContract({
      ...base,
      functionName: 'createTriples',
      args: [[s], [p], [o], [cost]],
      value: cost,
    });
    return {
      request: request as unknown as Request,
      preview: `Creates triple ${calculateTripleId(s, p, o)} for ${formatEther(cost)} ${currency}.`,
    };
  };
  const deposit = async () => {
    const value = parseEther(amount);
    const [shares] = await read<readonly [bigint, bigint]>('previewDeposit', [termId, 1n, value]);
    const minShares = (shares * 99n) / 100n; // 1% slippage
    const {request} = await publicClient.simulateContract({
      ...base,
      functionName: 'deposit',
      args: [account, termId as `0x${string}`, 1n, minShares],
      value,
    });
    return {
      request: request as unknown as Request,
      preview: `About ${formatEther(shares)} shares, at least ${formatEther(minShares)}.`,
    };
  };
  const redeem = async () => {
    const shares = await read<bigint>('maxRedeem', [account, termId, 1n]);
    const [assets] = await read<readonly [bigint, bigint]>('previewRedeem', [termId, 1n, shares]);
    const minAssets = (assets * 99n) / 100n;
    const {request} = await publicClient.simulateContract({
      ...base,
      functionName: 'redeem',
      args: [account, termId as `0x${string}`, 1n, shares, minAssets],
    });
    return {
      request: request as unknown as Request,
      preview: `Redeems ${formatEther(shares)} shares for about ${formatEther(assets)} ${currency}, at least ${formatEther(minAssets)}.`,
    };
  };

  return (
    <section aria-labelledby="write">
      <h2 id="write">Write</h2>
      <h3>Create an atom</h3>
      <label>
        Text <input value={atomText} onChange={(e) => setAtomText(e.target.value)} />
      </label>
      <Write title="atom" prepare={createAtom} />
      <h3>Create a triple from three text atoms</h3>
      {['Subject', 'Predicate', 'Object'].map((name, i) => (
        <label key={name}>
          {name}{' '}
          <input value={parts[i]} onChange={(e) => setParts(parts.map((v, j) => (j === i ? e.target.value : v)))} />
        </label>
      ))}
      <Write title="triple" prepare={createTriple} />
      <h3>Deposit or redeem (curve 1)</h3>
      <label>
        Term id <input value={termId} onChange={(e) => setTermId(e.target.value)} />
      </label>
      <label>
        Amount ({currency}) <input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
      </label>
      <Write title="deposit" prepare={deposit} />
      <Write title="redeem" prepare={redeem} />
    </section>
  );
}
