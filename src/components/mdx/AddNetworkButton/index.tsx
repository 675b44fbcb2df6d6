import React, {useId, useRef, useState} from 'react';
import clsx from 'clsx';
import NetworkTable from '@site/src/components/mdx/NetworkTable';
import {useNetwork} from '@site/src/protocol/useProtocolData';
import type {NetworkKey} from '@site/src/protocol/types';
import {
  addEthereumChainParameter,
  describeWalletError,
  switchEthereumChainParameter,
} from '@site/src/protocol/walletParams';
import styles from './styles.module.css';

export interface AddNetworkButtonProps {
  network: NetworkKey;
}

/** The part of an EIP-1193 provider this button uses. */
interface RequestProvider {
  request(args: {method: string; params?: readonly unknown[]}): Promise<unknown>;
}

type WalletState =
  | {kind: 'idle'}
  | {kind: 'no-wallet'}
  | {kind: 'pending'}
  | {kind: 'success'}
  | {kind: 'rejected'}
  | {kind: 'failed'; message: string};

/** The injected provider, or null. Only call from an event handler: it reads `window`. */
function injectedProvider(): RequestProvider | null {
  try {
    const ethereum: unknown = (window as Window & {ethereum?: unknown}).ethereum;
    if (typeof ethereum !== 'object' || ethereum === null) return null;
    const request: unknown = (ethereum as {request?: unknown}).request;
    return typeof request === 'function' ? (ethereum as RequestProvider) : null;
  } catch {
    return null; // a throwing getter left by a broken extension counts as no wallet
  }
}

/**
 * Asks the reader's injected wallet to add an Intuition network (EIP-3085 `wallet_addEthereumChain`) and switch
 * to it (`wallet_switchEthereumChain`), with the chain facts read at build time from @0xintuition/protocol.
 * Without a wallet it shows the values to enter by hand. Every outcome is reported in a polite live region;
 * nothing here throws.
 */
export default function AddNetworkButton({network}: AddNetworkButtonProps): React.JSX.Element {
  const info = useNetwork(network);
  const [state, setState] = useState<WalletState>({kind: 'idle'});
  const busy = useRef(false);
  const statusId = useId();

  const addNetwork = async (): Promise<void> => {
    if (busy.current) return;
    const provider = injectedProvider();
    if (!provider) {
      setState({kind: 'no-wallet'});
      return;
    }
    busy.current = true;
    setState({kind: 'pending'});
    try {
      await provider.request({method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(info)]});
      await provider.request({method: 'wallet_switchEthereumChain', params: [switchEthereumChainParameter(info)]});
      setState({kind: 'success'});
    } catch (error: unknown) {
      setState(describeWalletError(error));
    } finally {
      busy.current = false;
    }
  };

  const onClick = (): void => {
    addNetwork().catch((error: unknown) => setState(describeWalletError(error)));
  };

  const pending = state.kind === 'pending';
  const message =
    state.kind === 'no-wallet'
      ? `No browser wallet found. To add ${info.name} by hand, enter the values below in your wallet's custom-network form.`
      : state.kind === 'pending'
        ? 'Waiting for your wallet…'
        : state.kind === 'success'
          ? `Switched to ${info.name}`
          : state.kind === 'rejected'
            ? 'You declined the request in your wallet.'
            : state.kind === 'failed'
              ? `Your wallet could not add the network: ${state.message}`
              : '';
  const tone =
    state.kind === 'success'
      ? styles.success
      : state.kind === 'rejected' || state.kind === 'failed'
        ? styles.danger
        : state.kind === 'idle'
          ? undefined
          : styles.info;

  return (
    <div className={styles.addNetwork} data-add-network={network}>
      <button
        type="button"
        className={styles.button}
        onClick={onClick}
        aria-disabled={pending || undefined}
        aria-describedby={statusId}>
        Add {info.name} to your wallet
      </button>
      {/* Always rendered so screen readers are watching it before the first change. */}
      <p id={statusId} role="status" aria-live="polite" className={clsx(styles.status, tone)}>
        {message}
      </p>
      {state.kind === 'no-wallet' && (
        <div className={styles.manual} data-add-network-manual={network}>
          <NetworkTable network={network} />
        </div>
      )}
    </div>
  );
}
