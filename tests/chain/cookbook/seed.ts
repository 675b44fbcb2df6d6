import {calculateAtomId} from '@0xintuition/sdk';
import {MultiVaultAbi, multiVaultGetAtomCost, multiVaultGetTripleCost} from '@0xintuition/protocol';
import {Kind} from 'graphql';
import {
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  parseEther,
  toHex,
  type Abi,
  type Address,
  type Hex,
  type WalletClient,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {expect, type Protocol} from '../fixtures';
import type {Operation} from './operations';

// The chain state the operations are asked about, and each operation's variables pointed at it.

const cookbookThing = {
  name: 'Cookbook orchard',
  description: 'A Thing the cookbook test pins locally.',
  image: 'https://example.com/orchard.png',
  url: 'https://example.com/orchard',
};
const labels = {
  subject: 'cookbook: Ethereum apple',
  predicate: 'cookbook: is a',
  object: 'cookbook: fruit',
  other: 'cookbook: banana',
};

export interface Seeds {
  subject: Hex;
  predicate: Hex;
  object: Hex;
  other: Hex;
  triple: Hex;
  thing: Hex;
  deposit: Hex;
  started: string;
  /** The seeding's first block: the stream recipes start from it. */
  startBlock: string;
  /** The MultiVault's epoch after the seeding, whose protocol fees the fee dashboard reads. */
  epoch: string;
  reader: Address;
  otherAccount: Address;
}

async function sendAs(
  protocol: Protocol,
  wallet: WalletClient,
  functionName: string,
  args: readonly unknown[],
  value: bigint,
): Promise<Hex> {
  const data = encodeFunctionData({abi: MultiVaultAbi as Abi, functionName, args} as Parameters<
    typeof encodeFunctionData
  >[0]);
  const hash = await wallet.sendTransaction({
    account: wallet.account!,
    chain: protocol.chain,
    to: protocol.multiVault,
    data,
    value,
  });
  const receipt = await protocol.publicClient.waitForTransactionReceipt({hash});
  expect(receipt.status, `seed ${functionName}`).toBe('success');
  return hash;
}

/** Seeds the chain: three atoms and a triple from the reader, an atom from the other account, deposits from both, a redemption. */
export async function seed(protocol: Protocol): Promise<Seeds> {
  const otherWallet = createWalletClient({
    chain: protocol.chain,
    transport: http(protocol.publicClient.transport.url as string),
    account: privateKeyToAccount(protocol.otherPrivateKey),
  });
  const config = {
    address: protocol.multiVault,
    publicClient: protocol.publicClient,
    walletClient: protocol.walletClient,
  };
  const head = await protocol.publicClient.getBlock();
  const atomCost = await multiVaultGetAtomCost(config);
  const ids = Object.fromEntries(
    Object.entries(labels).map(([key, label]) => [key, calculateAtomId(toHex(label))]),
  ) as Record<keyof typeof labels, Hex>;
  const exists = (id: Hex) =>
    protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'isTermCreated',
      args: [id],
    });
  for (const key of ['subject', 'predicate', 'object'] as const) {
    if (!(await exists(ids[key])))
      await sendAs(protocol, protocol.walletClient, 'createAtoms', [[toHex(labels[key])], [atomCost]], atomCost);
  }
  if (!(await exists(ids.other)))
    await sendAs(protocol, otherWallet, 'createAtoms', [[toHex(labels.other)], [atomCost]], atomCost);
  // A Thing, pinned through the local GraphQL stub (the examples' IPFS) and created from its URI.
  const pinned = await fetch(protocol.graphql.url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({
      query: 'mutation($thing: PinThingInput!) { pinThing(thing: $thing) { uri } }',
      variables: {thing: cookbookThing},
    }),
  });
  const uri = ((await pinned.json()) as {data: {pinThing: {uri: string}}}).data.pinThing.uri;
  if (!(await exists(calculateAtomId(toHex(uri)))))
    await sendAs(protocol, otherWallet, 'createAtoms', [[toHex(uri)], [atomCost]], atomCost);
  const triple = (await import('@0xintuition/sdk')).calculateTripleId(ids.subject, ids.predicate, ids.object);
  if (!(await exists(triple))) {
    const tripleCost = await multiVaultGetTripleCost(config);
    await sendAs(
      protocol,
      protocol.walletClient,
      'createTriples',
      [[ids.subject], [ids.predicate], [ids.object], [tripleCost]],
      tripleCost,
    );
  }
  // Deposits from both accounts into the subject atom (the other one's larger), one into the triple, one on curve
  // 2; then the reader redeems part of its subject position on curve 1.
  await sendAs(
    protocol,
    otherWallet,
    'deposit',
    [getAddress(protocol.otherAddress), ids.subject, 1n, 0n],
    parseEther('3'),
  );
  const deposit = await sendAs(
    protocol,
    protocol.walletClient,
    'deposit',
    [getAddress(protocol.readerAddress), ids.subject, 1n, 0n],
    parseEther('2'),
  );
  await sendAs(protocol, otherWallet, 'deposit', [getAddress(protocol.otherAddress), triple, 1n, 0n], parseEther('1'));
  // A deposit the reader sends for the other account (sender and receiver differ), after the other account
  // approves it for deposits (approval type 1, as deposit-for-another-address.ts does).
  await sendAs(protocol, otherWallet, 'approve', [getAddress(protocol.readerAddress), 1], 0n);
  await sendAs(
    protocol,
    protocol.walletClient,
    'deposit',
    [getAddress(protocol.otherAddress), triple, 1n, 0n],
    parseEther('0.5'),
  );
  // On the progressive curve (id 2) shares are not assets one for one, as they nearly are on the linear one.
  await sendAs(
    protocol,
    protocol.walletClient,
    'deposit',
    [getAddress(protocol.readerAddress), ids.subject, 2n, 0n],
    parseEther('1'),
  );
  const readerShares = await protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'getShares',
    args: [protocol.readerAddress, ids.subject, 1n],
  });
  await sendAs(
    protocol,
    protocol.walletClient,
    'redeem',
    [getAddress(protocol.readerAddress), ids.subject, 1n, readerShares / 4n, 0n],
    0n,
  );
  return {
    ...ids,
    triple,
    thing: calculateAtomId(toHex(uri)),
    deposit,
    started: new Date(Number(head.timestamp) * 1000).toISOString(),
    startBlock: (head.number + 1n).toString(),
    reader: getAddress(protocol.readerAddress),
    otherAccount: getAddress(protocol.otherAddress),
    epoch: String(
      await protocol.publicClient.readContract({
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        functionName: 'currentEpoch',
      }),
    ),
  };
}

/** The page's variables with its example ids (mainnet) replaced by the seeded ones. */
export function variablesFor(op: Operation, seeds: Seeds): Record<string, unknown> {
  const today = new Date(Date.now()).toISOString().slice(0, 10) + 'T00:00:00.000Z';
  const code = op.block.code;
  const substitutes: Record<string, unknown> = {
    id: /atom\(term_id: \$id\)/.test(code)
      ? seeds.subject
      : /triple\(term_id: \$id\)/.test(code)
        ? seeds.triple
        : seeds.reader,
    account: seeds.reader,
    tripleId: seeds.triple,
    tagId: seeds.object,
    data: labels.subject,
    label: labels.subject,
    curveId: '1',
    accountId: seeds.reader,
    creator: seeds.reader,
    address: seeds.reader,
    termId: seeds.subject,
    subjectId: seeds.subject,
    predicateId: seeds.predicate,
    objectId: seeds.object,
    type: 'TextObject',
    types: ['TextObject', 'Account'],
    pattern: op.name === 'SubjectClaimsByText' ? '%FRUIT%' : '%Cookbook%',
    from: seeds.started,
    to: new Date(Date.now() + 3_600_000).toISOString(),
    before: new Date(Date.now() + 86_400_000).toISOString(),
    // Streams start at the seeding; the hourly buckets at the hour it falls in.
    since: op.name === 'HourlyPrice' ? seeds.started.slice(0, 13) + ':00:00.000Z' : seeds.started,
    fromBlock: seeds.startBlock,
    day: today,
    offset: op.variables.offset === undefined || op.variables.offset === 0 ? 0 : 1,
    limit: op.variables.limit ?? 20,
    tx: seeds.deposit,
    epoch: seeds.epoch,
    addresses: `{${seeds.reader},${seeds.otherAccount}}`,
    claims: [{[labels.predicate]: labels.object}],
  };
  const variables: Record<string, unknown> = {...op.variables};
  for (const definition of op.operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name in substitutes && (name in variables || definition.type.kind === Kind.NON_NULL_TYPE))
      variables[name] = substitutes[name];
  }
  return variables;
}
