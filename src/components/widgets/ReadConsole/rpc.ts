/**
 * The read console's only network code: an HTTP JSON-RPC client on the package's RPC URL (no wallet, no account,
 * nothing that signs or sends a transaction), reads pinned to one block, and what a failure means to a reader.
 * viem is imported piecemeal (createClient + the three actions used) so the chunk carries no wallet code.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  HttpRequestError,
  TimeoutError,
  createClient,
  http,
  type Abi,
  type Address,
  type Client,
} from 'viem';
import {getBlockNumber, multicall, readContract} from 'viem/actions';

/** How long one request may take before the console gives up and says so. */
export const RPC_TIMEOUT_MS = 10_000;

export function rpcClient(rpcUrl: string): Client {
  // retryCount 0: a failing endpoint is reported at once instead of after three silent retries.
  return createClient({transport: http(rpcUrl, {timeout: RPC_TIMEOUT_MS, retryCount: 0}), cacheTime: 0});
}

export interface MulticallItem {
  readonly abi: Abi;
  readonly address: Address;
  readonly functionName: string;
  readonly args?: readonly unknown[];
}

export interface ReadOutcome {
  readonly result: unknown;
  readonly blockNumber: bigint;
}

/** Reads one view function at the latest block, named: the block number first, then the call at that block. */
export async function readAtBlock(
  client: Client,
  abi: Abi,
  address: Address,
  functionName: string,
  args: readonly unknown[],
): Promise<ReadOutcome> {
  const blockNumber = await latestBlock(client);
  const result = await readContract(client, {abi, address, functionName, args, blockNumber});
  return {result, blockNumber};
}

/**
 * Several reads in ONE request: a single eth_call to Multicall3 (batchSize 0: never split) at the given block, so
 * every value is from that block. Each item succeeds or fails alone. The block comes from eth_blockNumber
 * (latestBlock), not from Multicall3.getBlockNumber: that returns block.number, which on an Arbitrum Orbit chain
 * settling to a non-Arbitrum parent (Intuition settles to Base) is the parent chain's block, not Intuition's.
 */
export async function readMany(
  client: Client,
  multicallAddress: Address,
  items: readonly MulticallItem[],
  blockNumber: bigint,
): Promise<{status: 'success' | 'failure'; result?: unknown; error?: Error}[]> {
  return (await multicall(client, {
    contracts: items as never,
    multicallAddress,
    allowFailure: true,
    batchSize: 0,
    blockNumber,
  })) as {status: 'success' | 'failure'; result?: unknown; error?: Error}[];
}

/** The chain's own latest block (eth_blockNumber), never cached: the block every read of one press is pinned to. */
export function latestBlock(client: Client): Promise<bigint> {
  return getBlockNumber(client, {cacheTime: 0});
}

export type ReadFailure =
  | {kind: 'revert'; errorName?: string; args?: readonly unknown[]; message: string}
  | {kind: 'timeout'; message: string}
  | {kind: 'http'; status?: number; message: string}
  | {kind: 'other'; message: string};

/** Sorts a failed read into what the reader can act on. */
export function describeFailure(error: unknown): ReadFailure {
  if (error instanceof BaseError) {
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError) {
      return {
        kind: 'revert',
        errorName: revert.data?.errorName ?? undefined,
        args: revert.data?.args,
        message: revert.reason ?? revert.shortMessage,
      };
    }
    if (error.walk((e) => e instanceof TimeoutError)) {
      return {kind: 'timeout', message: `The RPC did not answer within ${RPC_TIMEOUT_MS / 1000} seconds.`};
    }
    const httpError = error.walk((e) => e instanceof HttpRequestError);
    if (httpError instanceof HttpRequestError) {
      return {
        kind: 'http',
        status: httpError.status,
        message: httpError.status
          ? `The RPC answered HTTP ${httpError.status}.`
          : 'The RPC could not be reached (the request failed before an answer).',
      };
    }
    return {kind: 'other', message: error.shortMessage};
  }
  return {kind: 'other', message: error instanceof Error ? error.message : String(error)};
}
