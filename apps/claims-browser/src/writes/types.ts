import type {Hex} from 'viem';
import type {useWriteContract, usePublicClient, useWalletClient} from 'wagmi';

// A simulated request, as wagmi's writeContract takes it (viem's request type is a union too wide to pass along).
export type Request = Parameters<ReturnType<typeof useWriteContract>['writeContractAsync']>[0];

/** A write ready to sign: the reader sees `preview`, then the wallet gets `request` through wagmi. */
export interface Prepared {
  request: Request;
  preview: string;
}

/** A write the SDK sends itself: `send` asks the wallet, waits for the receipt and resolves with the hash. */
export interface PreparedSdk {
  preview: string;
  send: () => Promise<Hex>;
}

/** What both ways of writing need: the reader's address and wagmi's clients for the app's chain. */
export interface WriteContext {
  account: Hex;
  publicClient: NonNullable<ReturnType<typeof usePublicClient>>;
  walletClient: NonNullable<ReturnType<typeof useWalletClient>['data']>;
}
