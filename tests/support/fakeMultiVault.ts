import {MultiVaultAbi} from '@0xintuition/protocol';
import {
  encodeAbiParameters,
  encodeEventTopics,
  numberToHex,
  pad,
  type AbiEvent,
  type Hex,
  type Log,
  type PublicClient,
} from 'viem';

/**
 * MultiVault logs made by hand and a public client that serves only them, so the local indexer (indexChain) and the
 * GraphQL stub can be driven in a unit test without a chain: each log is encoded with the package's ABI, as the
 * contract emits it, and decoded by the harness exactly as on the chain.
 */
export const fakeMultiVault: Hex = '0x00000000000000000000000000000000000000aa';

type EventName = 'AtomCreated' | 'Deposited' | 'Redeemed' | 'SharePriceChanged';

/** One log of `eventName` with `args` (every input by name), in block `block` at `logIndex`. */
export function multiVaultLog(
  eventName: EventName,
  args: Record<string, unknown>,
  block: bigint,
  logIndex: number,
): Log {
  const event = MultiVaultAbi.find((item) => item.type === 'event' && item.name === eventName) as AbiEvent;
  const indexed = Object.fromEntries(
    event.inputs.filter((input) => input.indexed).map((i) => [i.name!, args[i.name!]]),
  );
  const data = event.inputs.filter((input) => !input.indexed);
  return {
    address: fakeMultiVault,
    topics: encodeEventTopics({abi: [event], eventName, args: indexed} as never) as [Hex, ...Hex[]],
    data: encodeAbiParameters(
      data,
      data.map((input) => args[input.name!]),
    ),
    blockNumber: block,
    blockHash: pad(numberToHex(block)),
    logIndex,
    transactionHash: pad(numberToHex(block * 1000n + BigInt(logIndex))),
    transactionIndex: 0,
    removed: false,
  } as Log;
}

/** A client whose getLogs returns `logs` and whose blocks are one second apart from 2026-01-01. */
export function fakeClient(logs: readonly Log[]): PublicClient {
  const head = logs.reduce((max, log) => (log.blockNumber! > max ? log.blockNumber! : max), 0n);
  const block = (number: bigint) => ({number, timestamp: 1_767_225_600n + number});
  return {
    getLogs: async () => logs,
    getBlock: async (args?: {blockNumber?: bigint}) => block(args?.blockNumber ?? head),
    getTransactionReceipt: async () => {
      throw new Error('no receipts in a fake chain');
    },
  } as unknown as PublicClient;
}
