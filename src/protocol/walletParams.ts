/**
 * Pure helpers for asking an injected wallet (EIP-1193) to add and switch to an Intuition network.
 * No window, no packages: the chain facts come from the build-time protocol data (src/protocol/types.ts),
 * so this file is safe in the browser bundle and in Node unit tests alike.
 */
import type {NetworkInfo} from './types';

/** The single parameter of `wallet_addEthereumChain` (EIP-3085). */
export interface AddEthereumChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: {name: string; symbol: string; decimals: number};
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

/** The single parameter of `wallet_switchEthereumChain` (EIP-3326). */
export interface SwitchEthereumChainParameter {
  chainId: string;
}

export type WalletChainFacts = Pick<
  NetworkInfo,
  'chainId' | 'name' | 'currencyName' | 'currencySymbol' | 'currencyDecimals' | 'rpcHttp' | 'explorer'
>;

/** EIP-3085 wants the chain id as a 0x-prefixed hexadecimal string without leading zeros. */
export function toHexChainId(chainId: number): string {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error(`Invalid chain id ${String(chainId)}: expected a positive integer.`);
  }
  return `0x${chainId.toString(16)}`;
}

export function addEthereumChainParameter(network: WalletChainFacts): AddEthereumChainParameter {
  return {
    chainId: toHexChainId(network.chainId),
    chainName: network.name,
    nativeCurrency: {name: network.currencyName, symbol: network.currencySymbol, decimals: network.currencyDecimals},
    rpcUrls: [network.rpcHttp],
    blockExplorerUrls: [network.explorer],
  };
}

export function switchEthereumChainParameter(network: Pick<NetworkInfo, 'chainId'>): SwitchEthereumChainParameter {
  return {chainId: toHexChainId(network.chainId)};
}

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED_REQUEST = 4001;

export type WalletFailure = {kind: 'rejected'} | {kind: 'failed'; message: string};

const MAX_MESSAGE_LENGTH = 300;

function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined; // a throwing getter on a hostile error object
  }
}

function isRejection(error: unknown): boolean {
  // Some wallets wrap the provider error (`cause`, or MetaMask's `data.originalError`).
  const candidates = [error, field(error, 'cause'), field(field(error, 'data'), 'originalError')];
  return candidates.some((candidate) => {
    const code = field(candidate, 'code');
    return code === USER_REJECTED_REQUEST || code === String(USER_REJECTED_REQUEST);
  });
}

/**
 * Sorts whatever a wallet rejected with into "the user declined" or "it failed, with this message".
 * Never throws, whatever the value (wallets reject with Error instances, plain objects, strings, undefined).
 */
export function describeWalletError(error: unknown): WalletFailure {
  if (isRejection(error)) return {kind: 'rejected'};
  const raw = typeof error === 'string' ? error : field(error, 'message');
  let message = typeof raw === 'string' ? raw.trim() : '';
  if (!message) message = 'unknown error';
  if (message.length > MAX_MESSAGE_LENGTH) message = `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…`;
  return {kind: 'failed', message};
}
