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
  const blockNumber = await getBlockNumber(client, {cacheTime: 0});
  const result = await readContract(client, {abi, address, functionName, args, blockNumber});
  return {result, blockNumber};
}

const multicall3BlockNumber = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{name: 'blockNumber', type: 'uint256'}],
  },
] as const;

/**
 * Several reads in ONE request: a single eth_call to Multicall3 (batchSize 0: never split), which also returns the
 * block it ran at (Multicall3.getBlockNumber), so every value is from that one block. Each item succeeds or fails alone.
 */
export async function readMany(
  client: Client,
  multicallAddress: Address,
  items: readonly MulticallItem[],
): Promise<{results: {status: 'success' | 'failure'; result?: unknown; error?: Error}[]; blockNumber: bigint}> {
  const [block, ...results] = (await multicall(client, {
    contracts: [
      {address: multicallAddress, abi: multicall3BlockNumber, functionName: 'getBlockNumber'},
      ...items,
    ] as never,
    multicallAddress,
    allowFailure: true,
    batchSize: 0,
  })) as {status: 'success' | 'failure'; result?: unknown; error?: Error}[];
  if (!block || block.status !== 'success') throw block?.error ?? new Error('Multicall3 returned no block number');
  return {results, blockNumber: block.result as bigint};
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
