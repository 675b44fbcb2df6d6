import type {Hex} from 'viem';
import {useAccount, useConnect, useDisconnect, useSwitchChain} from 'wagmi';
import {chain} from './config';
import {explain} from './errors';

/** The reader's address once a wallet is connected on the app's chain; until then, no writes are offered. */
export function useReadyAccount(): Hex | undefined {
  const {address, chainId} = useAccount();
  return chainId === chain.id ? address : undefined;
}

/**
 * The wallet part of every view: a button per wallet, then the connected account, and a prompt to switch while the
 * wallet is on another chain (wagmi's injected connector adds the chain when the wallet answers 4902, unknown chain).
 */
export function Connect() {
  const {address, chainId, connector, isConnected} = useAccount();
  const {connectors, connect, error} = useConnect();
  const {disconnect} = useDisconnect();
  const {switchChain, isPending, error: switchError} = useSwitchChain();
  if (!isConnected || !address) {
    // Wallets announced through EIP-6963 each get their own button, and WalletConnect one when it is configured
    // (src/connectors.ts); the generic "Injected" connector, whichever wallet wrote window.ethereum, is left out.
    const announced = connectors.filter((c) => c.id !== 'injected');
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
  return (
    <>
      <section aria-label="Wallet">
        <p>
          Connected with {connector?.name}: <code data-testid="account">{address}</code>
        </p>
        <button onClick={() => disconnect()}>Disconnect</button>
      </section>
      {chainId !== chain.id && (
        <section aria-label="Network">
          <p role="alert">Your wallet is on another network. This app reads and writes on {chain.name}.</p>
          <button disabled={isPending} onClick={() => switchChain({chainId: chain.id})}>
            Switch to {chain.name}
          </button>
          {switchError && <p>{explain(switchError)}</p>}
        </section>
      )}
    </>
  );
}
