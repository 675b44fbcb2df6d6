import {calculateCounterTripleId} from '@0xintuition/sdk';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {getAddress, hexToString, type Abi, type Hex} from 'viem';
import type {Protocol} from '../fixtures';
import {atomType, hostedLabel} from '../harness/indexer';

/** A log's id as the indexer writes it for deposits, redemptions, events and signals: `<tx hash>-<log index>`. */
export const eventId = (log: {transactionHash: string; logIndex: number}) => `${log.transactionHash}-${log.logIndex}`;

/** The chain's own answers, read with viem: contract reads and logs, independent of the indexer's tables. */
export function chainTruth(protocol: Protocol) {
  const read = <T>(functionName: string, args: readonly unknown[]) =>
    protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi as Abi,
      functionName,
      args,
    }) as Promise<T>;
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, get: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, get());
    return cache.get(key) as Promise<T>;
  };
  const time = (block: bigint) =>
    once(`block:${block}`, async () =>
      new Date(Number((await protocol.publicClient.getBlock({blockNumber: block})).timestamp) * 1000).toISOString(),
    );
  const events = (
    eventName: 'AtomCreated' | 'TripleCreated' | 'Deposited' | 'Redeemed' | 'SharePriceChanged' | 'ProtocolFeeAccrued',
  ) =>
    once(`events:${eventName}`, async () => {
      const logs = await protocol.publicClient.getContractEvents({
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        eventName,
        fromBlock: 0n,
      });
      return Promise.all(
        logs.map(async (log) => ({
          ...log,
          args: log.args as Record<string, unknown>,
          created_at: await time(log.blockNumber),
        })),
      );
    });
  const curves = [1n, 2n];
  const truth = {
    events,
    /** The logs a `signals` row is written for: Deposited with assetsAfterFees > 0, and every Redeemed. */
    signalLogs: async () => [
      ...(await events('Deposited')).filter((log) => (log.args.assetsAfterFees as bigint) > 0n),
      ...(await events('Redeemed')),
    ],
    isAtom: (id: string) => once(`isAtom:${id}`, () => read<boolean>('isAtom', [id])),
    label: (id: string) =>
      once(`atom:${id}`, async () => {
        const text = hexToString(await read<Hex>('atom', [id]));
        const thing = protocol.graphql.pinned.get(text);
        // The hosted label rule (harness/indexer.ts hostedLabel: short-form addresses, named predicates).
        return thing ? (thing.name as string) : hostedLabel(text, atomType(text, protocol.graphql.pinned) ?? '');
      }),
    /** The classification rule (harness/indexer.ts atomType) applied to the bytes the contract holds. */
    atomType: async (id: string) => atomType(hexToString(await read<Hex>('atom', [id])), protocol.graphql.pinned),
    bytes: (id: string) => once(`bytes:${id}`, () => read<Hex>('atom', [id])),
    /** The pinned Thing an ipfs:// atom points to (the stub's pinThing is the local IPFS). */
    thing: async (id: string) => protocol.graphql.pinned.get(hexToString(await read<Hex>('atom', [id]))),
    atomCreated: async (id: string) => (await events('AtomCreated')).find((log) => log.args.termId === id),
    triple: (id: string) => once(`triple:${id}`, () => read<readonly [Hex, Hex, Hex]>('getTriple', [id])),
    tripleCreated: async (id: string) => (await events('TripleCreated')).find((log) => log.args.termId === id),
    termType: async (id: string) =>
      (await read<boolean>('isAtom', [id]))
        ? 'Atom'
        : (await read<boolean>('isCounterTriple', [id]))
          ? 'CounterTriple'
          : 'Triple',
    shares: (account: string, term: string, curve: bigint) => read<bigint>('getShares', [account, term, curve]),
    vault: (term: string, curve: bigint) => read<readonly [bigint, bigint]>('getVault', [term, curve]),
    sharePrice: (term: string, curve: bigint) => read<bigint>('currentSharePrice', [term, curve]),
    marketCap: async (term: string) => {
      let sum = 0n;
      for (const curve of curves) {
        const [, totalShares] = await truth.vault(term, curve);
        if (totalShares > 0n) sum += (totalShares * (await truth.sharePrice(term, curve))) / 10n ** 18n;
      }
      return sum;
    },
    /** Accounts holding shares of (term, curve), by getShares over every address that ever received shares. */
    holders: async (term: string, curve?: bigint) => {
      const receivers = [...new Set((await events('Deposited')).map((log) => getAddress(log.args.receiver as string)))];
      const held: string[] = [];
      for (const account of receivers) {
        for (const c of curve === undefined ? curves : [curve])
          if ((await truth.shares(account, term, c)) > 0n) held.push(`${account}|${c}`);
      }
      return held;
    },
    counter: (term: string) => calculateCounterTripleId(term as Hex),
    accumulatedFees: (epoch: bigint) => read<bigint>('accumulatedProtocolFees', [epoch]),
    head: () => protocol.publicClient.getBlock(),
  };
  return truth;
}
export type Truth = ReturnType<typeof chainTruth>;
