import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {multiVaultGetAtomCost, multiVaultGetTripleCost, MultiVaultAbi} from '@0xintuition/protocol';
import {decodeFunctionData, formatEther, parseEther, toHex, type Hex} from 'viem';
import {expect, test, type Protocol} from './fixtures';
import {exists, nonce, ok, printed, read, send, shares} from './support';
import {repoRoot, type ExampleRun} from './harness/runExample';

/**
 * docs/tutorials/attester.md: the attester turns the records of a JSON file into atoms, triples and deposits.
 * Run as the page runs it: a dry run, a real run, a rerun (nothing created, nothing spent), and a run after one
 * record was added (only that record's terms). Ids come from the contract's own id functions, the cost report
 * from the reader's balance and the receipts of the blocks the run mined.
 */
const dir = 'examples/tutorials/attester';
const attest = `${dir}/01-attest.ts`;
const verify = `${dir}/02-verify.ts`;
const stake = parseEther('0.05');

interface Audit {
  project: string;
  auditor: string;
}

const atomIdOnChain = (protocol: Protocol, label: string) =>
  protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'calculateAtomId',
    args: [toHex(label)],
  });

async function tripleIdOnChain(protocol: Protocol, audit: Audit): Promise<Hex> {
  const [s, p, o] = await Promise.all(
    [audit.project, 'audited by', audit.auditor].map((label) => atomIdOnChain(protocol, label)),
  );
  return protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'calculateTripleId',
    args: [s as Hex, p as Hex, o as Hex],
  });
}

const termsCreated = (protocol: Protocol) =>
  protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'totalTermsCreated',
  });

/**
 * What the reader's transactions in the blocks after `fromBlock` cost in gas (from the receipts; Hardhat mines one
 * block per transaction), the fee of each stake deposit (from the Deposited logs), and the minShares each
 * depositBatch sent next to the shares it minted.
 */
async function gasPaid(protocol: Protocol, fromBlock: bigint) {
  const latest = await protocol.publicClient.getBlockNumber({cacheTime: 0});
  let gas = 0n;
  const floors = new Map<Hex, bigint>();
  for (let n = fromBlock + 1n; n <= latest; n++) {
    const block = await protocol.publicClient.getBlock({blockNumber: n, includeTransactions: true});
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== protocol.readerAddress.toLowerCase()) continue;
      const receipt = await protocol.publicClient.getTransactionReceipt({hash: tx.hash});
      gas += receipt.gasUsed * receipt.effectiveGasPrice;
      const call = decodeFunctionData({abi: MultiVaultAbi, data: tx.input});
      if (call.functionName === 'depositBatch') {
        const [, termIds, , , minShares] = call.args;
        termIds.forEach((termId, i) => floors.set(termId, minShares[i] ?? -1n));
      }
    }
  }
  const logs = await protocol.publicClient.getContractEvents({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    eventName: 'Deposited',
    fromBlock: fromBlock + 1n,
    toBlock: latest,
  });
  const stakes = logs.filter((log) => log.args.assets === stake);
  const deposits = stakes.map((log) => (log.args.assets ?? 0n) - (log.args.assetsAfterFees ?? 0n));
  const minted = stakes.map((log) => ({minShares: floors.get(log.args.termId!), shares: log.args.shares ?? 0n}));
  return {gas, deposits, minted};
}

/** The page's audits.json block: the source file the reader saves. */
function sampleRecords(): Audit[] {
  const page = fs.readFileSync(path.join(repoRoot, 'docs/tutorials/attester.md'), 'utf8');
  const block = /^```json title="audits.json"\n([\s\S]*?)^```$/m.exec(page)?.[1];
  expect(block, 'the page shows audits.json').toBeDefined();
  return JSON.parse(block ?? '');
}

const newIds = (run: ExampleRun, kind: 'atom' | 'triple') =>
  [...run.stdout.matchAll(new RegExp(`new ${kind} (0x[0-9a-f]{64})`, 'g'))].map((m) => m[1]).sort();

test('attester: dry run, run 1 creates exactly the missing terms, run 2 nothing, an added record only itself', async ({
  protocol,
}) => {
  const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'attester-')), 'audits.json');
  const audits = sampleRecords();
  fs.writeFileSync(source, JSON.stringify(audits));
  const atomCost = await multiVaultGetAtomCost(read(protocol));
  const tripleCost = await multiVaultGetTripleCost(read(protocol));
  const labels = [...new Set(['audited by', ...audits.flatMap((a) => [a.project, a.auditor])])];
  const balance = () => protocol.publicClient.getBalance({address: protocol.readerAddress});

  const existing = 'Northwind Security';
  await test.step('set-up: one auditor atom exists already (someone else attested it)', async () => {
    if (!(await exists(protocol, await atomIdOnChain(protocol, existing))))
      await send(protocol, 'createAtoms', [[toHex(existing)], [atomCost]], atomCost);
  });
  const missingAtoms = (
    await Promise.all(labels.filter((label) => label !== existing).map((label) => atomIdOnChain(protocol, label)))
  ).sort();
  const tripleIds = await Promise.all(audits.map((audit) => tripleIdOnChain(protocol, audit)));

  await test.step('dry run: plans the missing atoms, the three triples and deposits, sends nothing', async () => {
    const before = await nonce(protocol);
    const run = await ok(protocol.run(attest, [source, '--dry-run']));
    expect(printed(run, /atoms: 6 in source, (\d+) to create/)).toBe('5');
    expect(newIds(run, 'atom')).toEqual(missingAtoms);
    expect(printed(run, /triples: 3 in source, (\d+) to create/)).toBe('3');
    expect(newIds(run, 'triple')).toEqual([...tripleIds].sort());
    expect(printed(run, /deposits: (\d+) ×/)).toBe('3');
    expect(printed(run, /planned: ([\d.]+) tTRUST plus gas/)).toBe(
      formatEther(5n * atomCost + 3n * tripleCost + 3n * stake),
    );
    expect(await nonce(protocol)).toBe(before);
  });

  await test.step('run 1: creates them in 3 transactions, backs each claim, and reports what the balance lost', async () => {
    const before = {nonce: await nonce(protocol), balance: await balance(), terms: await termsCreated(protocol)};
    const block = await protocol.publicClient.getBlockNumber({cacheTime: 0});
    const run = await ok(protocol.run(attest, [source]));
    for (const id of [...missingAtoms, ...tripleIds]) expect(await exists(protocol, id as Hex), id).toBe(true);
    for (const id of tripleIds) expect(await shares(protocol, protocol.readerAddress, id)).toBeGreaterThan(0n);
    // One createAtoms, one createTriples, one depositBatch.
    expect(await nonce(protocol)).toBe(before.nonce + 3);
    expect(printed(run, /transactions: (\d+)/)).toBe('3');
    expect(await termsCreated(protocol)).toBe(before.terms + 5n + 3n * 2n);
    const {gas, deposits, minted} = await gasPaid(protocol, block);
    // Nothing else moved the vaults, so each deposit minted what was previewed, and its floor is 99% of that.
    expect(minted).toHaveLength(3);
    for (const {minShares, shares} of minted) expect(minShares).toBe((shares * 9_900n) / 10_000n);
    const spent = before.balance - (await balance()) - gas;
    expect(spent).toBe(5n * atomCost + 3n * tripleCost + 3n * stake);
    expect(printed(run, /spent: ([\d.]+) tTRUST/)).toBe(formatEther(spent));
    expect(printed(run, /gas: ([\d.]+) tTRUST/)).toBe(formatEther(gas));
    expect(deposits).toHaveLength(3);
    const depositFees = deposits.reduce((a, b) => a + b, 0n);
    expect(depositFees).toBeGreaterThan(0n);
    expect(printed(run, /deposits ([\d.]+) tTRUST\)/)).toBe(formatEther(depositFees));
    expect(printed(run, /creation ([\d.]+) tTRUST/)).toBe(formatEther(8n * 10n ** 17n));
  });

  await test.step('run 2: creates nothing, deposits nothing, spends nothing', async () => {
    const before = {nonce: await nonce(protocol), balance: await balance()};
    const run = await ok(protocol.run(attest, [source]));
    expect(printed(run, /atoms: 6 in source, (\d+) to create/)).toBe('0');
    expect(printed(run, /triples: 3 in source, (\d+) to create/)).toBe('0');
    expect(printed(run, /deposits: (\d+) ×/)).toBe('0');
    expect(printed(run, /transactions: (\d+)/)).toBe('0');
    expect(printed(run, /spent: ([\d.]+) tTRUST/)).toBe('0');
    expect(await nonce(protocol)).toBe(before.nonce);
    expect(await balance()).toBe(before.balance);
  });

  const added: Audit = {project: 'Globex Wallet', auditor: 'Initech Audits'};
  await test.step('a record added to the source: only its project atom, its triple and its deposit', async () => {
    fs.writeFileSync(source, JSON.stringify([...audits, added]));
    const before = {nonce: await nonce(protocol), terms: await termsCreated(protocol)};
    const run = await ok(protocol.run(attest, [source]));
    expect(newIds(run, 'atom')).toEqual([await atomIdOnChain(protocol, added.project)]);
    const addedTriple = await tripleIdOnChain(protocol, added);
    expect(newIds(run, 'triple')).toEqual([addedTriple]);
    expect(printed(run, /deposits: (\d+) ×/)).toBe('1');
    expect(await termsCreated(protocol)).toBe(before.terms + 1n + 2n);
    expect(await nonce(protocol)).toBe(before.nonce + 3);
    expect(await shares(protocol, protocol.readerAddress, addedTriple)).toBeGreaterThan(0n);
  });

  const more: Audit[] = [
    {project: 'Acme Vault', auditor: 'Northwind Security'},
    {project: 'Globex Oracle', auditor: 'Initech Audits'},
  ];
  await test.step('BATCH_SIZE=1 with two more records: one item per transaction, the same spend', async () => {
    fs.writeFileSync(source, JSON.stringify([...audits, added, ...more]));
    const before = {nonce: await nonce(protocol), balance: await balance()};
    const block = await protocol.publicClient.getBlockNumber({cacheTime: 0});
    const run = await ok(protocol.run(attest, [source], {BATCH_SIZE: '1'}));
    expect(await nonce(protocol)).toBe(before.nonce + 6);
    expect(printed(run, /transactions: (\d+)/)).toBe('6');
    const {gas} = await gasPaid(protocol, block);
    expect(before.balance - (await balance()) - gas).toBe(2n * atomCost + 2n * tripleCost + 2n * stake);
    for (const audit of more) expect(await exists(protocol, await tripleIdOnChain(protocol, audit))).toBe(true);
  });

  await test.step('02-verify.ts: every claim on chain, with the reader shares the contract holds', async () => {
    const run = await ok(protocol.run(verify, [source]));
    expect(printed(run, /(\d+ of \d+) claims on chain/)).toBe('6 of 6');
    for (const audit of [...audits, added, ...more]) {
      const id = await tripleIdOnChain(protocol, audit);
      const held = await shares(protocol, protocol.readerAddress, id);
      expect(printed(run, new RegExp(`${id} .*\\n  your shares ([\\d.]+) of`))).toBe(formatEther(held));
    }
  });
});
