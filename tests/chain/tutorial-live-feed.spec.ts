import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {multiVaultGetAtomCost, multiVaultGetTripleCost, MultiVaultAbi} from '@0xintuition/protocol';
import {formatEther, hexToString, parseEther, parseEventLogs, toHex, type Hex, type TransactionReceipt} from 'viem';
import WebSocket, {WebSocketServer} from 'ws';
import {expect, test, type Protocol} from './fixtures';
import {exists, read, send as sendWrite, shares} from './support';
import {startIndexer} from './harness/indexer';
import {compile, repoRoot} from './harness/runExample';

/**
 * docs/tutorials/live-feed.md: the feed programs run in the background while the test sends transactions; each
 * line they print is compared with a line built here from the test's own receipts. 02-resume.ts is stopped,
 * misses transactions, and must print exactly those once on restart (and nothing on a restart with none).
 */
const watchFile = 'examples/tutorials/live-feed/01-watch.ts';
const resumeFile = 'examples/tutorials/live-feed/02-resume.ts';
const streamFile = 'examples/tutorials/live-feed/03-stream.ts';

interface Feed {
  readonly output: () => string;
  /** The event lines printed so far (they start with [block:logIndex]). */
  readonly events: () => string[];
  waitFor(what: string, check: () => boolean, ms?: number): Promise<void>;
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Sends a signal without waiting for the process to end (SIGSTOP / SIGCONT). */
  signal(signal: NodeJS.Signals): void;
  /** The exit code once the process has ended by itself, else null. */
  exitCode(): number | null;
}

/** Starts an example as runExample does (same preload and environment), without waiting for it to end. */
function startFeed(protocol: Protocol, file: string, args: string[] = [], env: Record<string, string> = {}): Feed {
  const child = spawn(
    process.execPath,
    ['--require', compile(path.join(__dirname, 'harness', 'localNetwork.ts')), compile(file), ...args],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_PATH: path.join(repoRoot, 'node_modules'),
        PRIVATE_KEY: protocol.readerPrivateKey,
        INTUITION_LOCAL_RPC_URL: protocol.rpcUrl,
        INTUITION_LOCAL_GRAPHQL_URL: protocol.graphql.url,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const output = () => `--- stdout\n${stdout}--- stderr\n${stderr}`;
  return {
    output,
    events: () => stdout.split('\n').filter((line) => line.startsWith('[')),
    async waitFor(what, check, ms = 20_000) {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`${file}: no ${what}\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    signal: (signal) => void child.kill(signal),
    exitCode: () => child.exitCode,
    async stop(signal) {
      child.kill(signal);
      await closed;
    },
  };
}

/** The line the page says the feed prints for each of the four events, from a receipt's own logs. */
function expectedLines(receipt: TransactionReceipt): string[] {
  return parseEventLogs({abi: MultiVaultAbi, logs: receipt.logs}).flatMap((log): string[] => {
    const at = `[${log.blockNumber}:${log.logIndex}]`;
    switch (log.eventName) {
      case 'AtomCreated':
        return [`${at} atom ${log.args.termId} "${hexToString(log.args.atomData)}" by ${log.args.creator}`];
      case 'TripleCreated':
        return [`${at} triple ${log.args.termId} = ${log.args.subjectId} ${log.args.predicateId} ${log.args.objectId}`];
      case 'Deposited':
        return [
          `${at} deposit ${formatEther(log.args.assets)} tTRUST → ${formatEther(log.args.shares)} shares of ${log.args.termId} (curve ${log.args.curveId}) for ${log.args.receiver}`,
        ];
      case 'Redeemed':
        return [
          `${at} redeem ${formatEther(log.args.shares)} shares of ${log.args.termId} (curve ${log.args.curveId}) → ${formatEther(log.args.assets)} tTRUST for ${log.args.receiver}`,
        ];
      default:
        return [];
    }
  });
}

type Write = 'createAtoms' | 'createTriples' | 'deposit' | 'redeem';

/** The line 03-stream.ts prints for each Deposited log of a receipt (the API's deposits row of that log). */
function streamLines(receipt: TransactionReceipt): string[] {
  return parseEventLogs({abi: MultiVaultAbi, logs: receipt.logs, eventName: 'Deposited'}).map(
    (log) =>
      `[${log.blockNumber}:${log.logIndex}] deposit ${formatEther(log.args.assetsAfterFees)} tTRUST → ${formatEther(log.args.shares)} shares of ${log.args.termId} (curve ${log.args.curveId}) for ${log.args.receiver}`,
  );
}

/** One MultiVault transaction from the reader's account; returns the lines the feed must print for it. */
async function write(protocol: Protocol, functionName: Write, args: readonly unknown[], value = 0n) {
  const lines = expectedLines(await send(protocol, functionName, args, value));
  expect(lines.length).toBeGreaterThan(0);
  return lines;
}

async function send(protocol: Protocol, functionName: Write | 'depositBatch', args: readonly unknown[], value = 0n) {
  const receipt = await sendWrite(protocol, functionName, args, value);
  expect(receipt.logs.length).toBeGreaterThan(0);
  return receipt;
}

const atomId = (protocol: Protocol, label: string) =>
  protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'calculateAtomId',
    args: [toHex(label)],
  });

/**
 * An RPC endpoint in front of the local chain that refuses an eth_getLogs over more than `maxBlocks` blocks, as
 * public nodes do (the error code and wording vary by provider; -32005 is common). Every other request passes through.
 */
async function startCappedRpc(target: string, maxBlocks: bigint) {
  const refused: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const calls = [JSON.parse(body)].flat() as Array<{id: number; method: string; params?: unknown[]}>;
      const tooWide = calls.find((call) => {
        if (call.method !== 'eth_getLogs') return false;
        const {fromBlock, toBlock} = (call.params?.[0] ?? {}) as {fromBlock?: string; toBlock?: string};
        return (
          !!fromBlock?.startsWith('0x') &&
          !!toBlock?.startsWith('0x') &&
          BigInt(toBlock) - BigInt(fromBlock) + 1n > maxBlocks
        );
      });
      if (tooWide) {
        const {fromBlock, toBlock} = tooWide.params![0] as {fromBlock: string; toBlock: string};
        refused.push(`${BigInt(fromBlock)}-${BigInt(toBlock)}`);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: tooWide.id,
            error: {code: -32005, message: `block range exceeds ${maxBlocks}`},
          }),
        );
        return;
      }
      void fetch(target, {method: 'POST', headers: {'content-type': 'application/json'}, body}).then(async (answer) => {
        response.setHeader('content-type', 'application/json');
        response.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A WebSocket relay in front of the local indexer: the feed connects to it, and it passes every frame both ways. It lets
 * the test end the feed's connection with a close code of its choice, as a server does on an internal error (4500),
 * a code graphql-ws treats as fatal and never retries.
 */
async function startRelay(target: string) {
  const server = http.createServer();
  const wss = new WebSocketServer({
    server,
    path: '/v1/graphql',
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  const feeds = new Set<WebSocket>();
  let refuseWith: number | undefined;
  wss.on('connection', (feed) => {
    if (refuseWith !== undefined) return feed.close(refuseWith, 'refused by the test');
    feeds.add(feed);
    const upstream = new WebSocket(target, feed.protocol);
    const waiting: Array<[WebSocket.RawData, boolean]> = [];
    feed.on('message', (data, binary) =>
      upstream.readyState === WebSocket.OPEN ? upstream.send(data, {binary}) : waiting.push([data, binary]),
    );
    upstream.on('open', () => waiting.splice(0).forEach(([data, binary]) => upstream.send(data, {binary})));
    upstream.on('message', (data, binary) => feed.send(data, {binary}));
    upstream.on('close', () => feed.terminate());
    feed.on('close', () => {
      feeds.delete(feed);
      upstream.terminate();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/graphql`,
    /** Closes every open connection with `code`; returns how many there were. */
    close(code: number) {
      const count = feeds.size;
      for (const feed of feeds) feed.close(code, 'closed by the test');
      return count;
    },
    /** From now on, closes each new connection with `code` as soon as it opens. */
    refuse(code: number) {
      refuseWith = code;
    },
    async stop() {
      for (const feed of feeds) feed.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

test('live feed: 01-watch prints each event as it happens; 02-resume prints what it missed exactly once, in chunks a capped node accepts', async ({
  protocol,
}) => {
  const reader = protocol.readerAddress;
  const labels = ['live-feed: Ada', 'live-feed: follows', 'live-feed: Grace'];
  const [a, p, g] = (await Promise.all(labels.map((label) => atomId(protocol, label)))) as [Hex, Hex, Hex];
  const atomCost = await multiVaultGetAtomCost(read(protocol));
  const tripleCost = await multiVaultGetTripleCost(read(protocol));
  const half = async (termId: Hex) => (await shares(protocol, reader, termId)) / 2n;

  let watched: string[] = [];
  await test.step('01-watch.ts: atoms, a triple, a deposit and a redemption, one line each, in order', async () => {
    // An event in the block that is the head when the feed starts: it is before the feed, so not printed.
    const before = 'live-feed: before the feed';
    if (!(await exists(protocol, await atomId(protocol, before))))
      await write(protocol, 'createAtoms', [[toHex(before)], [atomCost]], atomCost);
    const feed = startFeed(protocol, watchFile);
    try {
      await feed.waitFor('"watching" line', () => feed.output().includes('watching the MultiVault after block'));
      const expected = [
        ...(await write(
          protocol,
          'createAtoms',
          [labels.map((label) => toHex(label)), [atomCost + parseEther('0.1'), atomCost, atomCost]],
          3n * atomCost + parseEther('0.1'),
        )),
        ...(await write(protocol, 'createTriples', [[a], [p], [g], [tripleCost]], tripleCost)),
        ...(await write(protocol, 'deposit', [reader, a, 1n, 0n], parseEther('0.05'))),
        ...(await write(protocol, 'redeem', [reader, a, 1n, await half(a), 0n])),
      ];
      expect(expected.filter((line) => line.includes(' atom '))).toHaveLength(3);
      expect(expected.filter((line) => line.includes(' triple '))).toHaveLength(1);
      expect(expected.filter((line) => line.includes(' redeem '))).toHaveLength(1);
      await feed.waitFor(`${expected.length} event lines`, () => feed.events().length >= expected.length);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // one more poll: nothing extra arrives
      expect(feed.events()).toEqual(expected);
      watched = expected;
    } finally {
      await feed.stop('SIGINT');
    }
  });

  const state = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'live-feed-')), 'feed-state.json');
  const tripleId = await protocol.publicClient.readContract({
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName: 'calculateTripleId',
    args: [a, p, g],
  });

  let seen: string[] = [];
  await test.step('02-resume.ts, first start: no saved position, prints a live deposit', async () => {
    const feed = startFeed(protocol, resumeFile, [state]);
    try {
      await feed.waitFor('"caught up" line', () => feed.output().includes('watching'));
      expect(feed.output()).toContain('no saved position: starting after block');
      seen = await write(protocol, 'deposit', [reader, tripleId, 1n, 0n], parseEther('0.05'));
      await feed.waitFor('the deposit line', () => feed.events().length >= seen.length);
      expect(feed.events()).toEqual(seen);
    } finally {
      await feed.stop('SIGKILL'); // a crash or a lost connection: no clean shutdown
    }
  });

  let missed: string[] = [];
  let live: string[] = [];
  await test.step('stopped: two transactions it misses; restarted: exactly those, once, then live ones', async () => {
    missed = [
      ...(await write(protocol, 'deposit', [reader, g, 1n, 0n], parseEther('0.05'))),
      ...(await write(protocol, 'redeem', [reader, a, 1n, await half(a), 0n])),
    ];
    const feed = startFeed(protocol, resumeFile, [state]);
    try {
      await feed.waitFor('"caught up" line', () => feed.output().includes('watching'));
      const lastSeen = /\[(\d+):(\d+)\]/.exec(seen.at(-1) ?? '');
      expect(feed.output()).toContain(`resuming after block ${lastSeen?.[1]} log ${lastSeen?.[2]}`);
      expect(feed.events()).toEqual(missed);
      live = await write(protocol, 'deposit', [reader, p, 1n, 0n], parseEther('0.05'));
      await feed.waitFor('the live line', () => feed.events().length >= missed.length + live.length);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(feed.events()).toEqual([...missed, ...live]);

      // The feed is frozen (a laptop asleep) long enough for the node to drop its filter, and two blocks land
      // meanwhile. On waking, polling fails, the feed starts a new watcher, whose filter begins at the newer block;
      // the older block is read by the gap fill.
      feed.signal('SIGSTOP');
      let during: string[] = [];
      try {
        let dropped = 0;
        for (let id = 0; id < 256; id++)
          if (await protocol.publicClient.request({method: 'eth_uninstallFilter', params: [toHex(id)]})) dropped++;
        expect(dropped).toBeGreaterThan(0);
        during = [
          ...(await write(protocol, 'deposit', [reader, g, 1n, 0n], parseEther('0.05'))),
          ...(await write(protocol, 'deposit', [reader, p, 1n, 0n], parseEther('0.05'))),
        ];
      } finally {
        feed.signal('SIGCONT');
      }
      await feed.waitFor(
        'the lines after the filter was dropped',
        () => feed.events().length >= missed.length + live.length + during.length,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(feed.events()).toEqual([...missed, ...live, ...during]);
      live = [...live, ...during];
    } finally {
      await feed.stop('SIGINT');
    }
  });

  await test.step('a crash between two events of one block: the rest of that block, then everything after', async () => {
    // The feed printed the first atom line of 01-watch's create transaction and died before the deposit beside it.
    const [, block, logIndex] = /\[(\d+):(\d+)\]/.exec(watched[0] ?? '') ?? [];
    fs.writeFileSync(state, JSON.stringify({block, logIndex: Number(logIndex)}));
    const feed = startFeed(protocol, resumeFile, [state]);
    try {
      await feed.waitFor('"caught up" line', () => feed.output().includes('watching'));
      expect(feed.events()).toEqual([...watched.slice(1), ...seen, ...missed, ...live]);
    } finally {
      await feed.stop('SIGINT');
    }
  });

  await test.step('restarted with nothing new: no event line (safe to run again)', async () => {
    const feed = startFeed(protocol, resumeFile, [state]);
    try {
      await feed.waitFor('"caught up" line', () => feed.output().includes('watching'));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(feed.events()).toEqual([]);
    } finally {
      await feed.stop('SIGINT');
    }
  });

  await test.step('a node that caps eth_getLogs at 1,000 blocks: a long catch-up and a long gap fill read in chunks', async () => {
    const rpc = await startCappedRpc(protocol.rpcUrl, 1_000n);
    const mine = (blocks: number) =>
      protocol.publicClient.request({method: 'hardhat_mine' as never, params: [toHex(blocks)] as never});
    try {
      // Away for 2,500 quiet blocks and a deposit: the catch-up spans more than two caps.
      await mine(2_500);
      const away = await write(protocol, 'deposit', [reader, g, 1n, 0n], parseEther('0.05'));
      const feed = startFeed(protocol, resumeFile, [state], {INTUITION_LOCAL_RPC_URL: rpc.url});
      try {
        await feed.waitFor('"caught up" line', () => feed.output().includes('watching'));
        expect(feed.events()).toEqual(away);
        // Live, 2,500 quiet blocks, then a deposit: the first live batch starts far past the cursor, and the gap
        // fill reads those blocks in chunks too.
        await mine(2_500);
        const after = await write(protocol, 'deposit', [reader, p, 1n, 0n], parseEther('0.05'));
        await feed.waitFor(
          'the live line after the quiet blocks',
          () => feed.events().length >= away.length + after.length,
        );
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual([...away, ...after]);
        expect(feed.exitCode()).toBeNull();
        expect(rpc.refused, 'every eth_getLogs within the cap').toEqual([]);
      } finally {
        await feed.stop('SIGINT');
      }
    } finally {
      await rpc.stop();
    }
  });
});

test('live feed: 03-stream prints each deposit of deposits_stream once, across a restart, a dropped socket and fatal closes, for all terms or one', async ({
  protocol,
}) => {
  // The API's side: the local indexer, whose WebSocket endpoint streams deposits rows derived from the chain's logs.
  const indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
  const env = {INTUITION_LOCAL_GRAPHQL_URL: indexer.url};
  const reader = protocol.readerAddress;
  // One more term than the rows 03-stream asks for in a batch: a deposit on all of them puts more rows in one block
  // than one batch holds.
  const source = fs.readFileSync(path.join(repoRoot, streamFile), 'utf8');
  const batchSize = Number(/const batchSize = (\d+)/.exec(source)?.[1]);
  expect(batchSize).toBeGreaterThan(2);
  const labels = Array.from({length: batchSize + 1}, (_, i) => `live-feed stream: ${i + 1}`);
  const terms = (await Promise.all(labels.map((label) => atomId(protocol, label)))) as Hex[];
  const atomCost = await multiVaultGetAtomCost(read(protocol));
  const toCreate: string[] = [];
  for (const [i, label] of labels.entries()) if (!(await exists(protocol, terms[i]!))) toCreate.push(label);
  if (toCreate.length > 0)
    await write(
      protocol,
      'createAtoms',
      [toCreate.map((label) => toHex(label)), toCreate.map(() => atomCost)],
      atomCost * BigInt(toCreate.length),
    );
  const amount = parseEther('0.05');
  /** One deposit on one term, or one transaction depositing on several (several rows in one block). */
  const deposit = async (...on: Hex[]) => {
    const receipt =
      on.length === 1
        ? await send(protocol, 'deposit', [reader, on[0], 1n, 0n], amount)
        : await send(
            protocol,
            'depositBatch',
            [reader, on, on.map(() => 1n), on.map(() => amount), on.map(() => 0n)],
            amount * BigInt(on.length),
          );
    const lines = streamLines(receipt);
    expect(lines).toHaveLength(on.length);
    return lines;
  };
  const state = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'live-feed-stream-')), 'stream-state.json');
  const [one, two, three] = terms as [Hex, Hex, Hex];
  const printed: string[] = [];

  try {
    await test.step('first start: no saved position, then each deposit as the stream sends it', async () => {
      const feed = startFeed(protocol, streamFile, [state], env);
      try {
        await feed.waitFor('"streaming" line', () => feed.output().includes('streaming deposits'));
        expect(feed.output()).toContain('no saved position: starting after block');
        const expected = [
          ...(await deposit(one)),
          ...(await deposit(two, three, one)),
          ...(await deposit(...terms)), // more rows in one block than one batch holds
          ...(await deposit(three)),
        ];
        await feed.waitFor(`${expected.length} deposit lines`, () => feed.events().length >= expected.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500)); // one more block's poll: nothing extra
        expect(feed.events()).toEqual(expected);
        printed.push(...expected);
      } finally {
        await feed.stop('SIGKILL'); // a crash: no clean shutdown
      }
    });

    await test.step('killed, three deposits missed; restarted: exactly those once, then live ones', async () => {
      const missed = [...(await deposit(two)), ...(await deposit(one, three))];
      const feed = startFeed(protocol, streamFile, [state], env);
      try {
        await feed.waitFor('"streaming" line', () => feed.output().includes('streaming deposits'));
        const last = /\[(\d+):(\d+)\]/.exec(printed.at(-1) ?? '');
        expect(feed.output()).toContain(`resuming after block ${last?.[1]} log ${last?.[2]}`);
        await feed.waitFor(`${missed.length} missed lines`, () => feed.events().length >= missed.length);
        const live = await deposit(two);
        await feed.waitFor('the live line', () => feed.events().length >= missed.length + live.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual([...missed, ...live]);
        printed.push(...missed, ...live);

        // The server drops the socket; deposits land while the feed is away. The feed reconnects, subscribes
        // again from its cursor and prints those, once, then keeps streaming.
        expect(indexer.dropConnections()).toBeGreaterThan(0);
        const during = [...(await deposit(three)), ...(await deposit(one, two))];
        await feed.waitFor('"reconnected" line', () => feed.output().includes('reconnected, resuming after block'));
        const after = await deposit(one);
        const all = [...missed, ...live, ...during, ...after];
        await feed.waitFor('the lines after the reconnection', () => feed.events().length >= all.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual(all);
        printed.push(...during, ...after);
      } finally {
        await feed.stop('SIGINT');
      }
    });

    await test.step('the server closes with 4500, fatal for graphql-ws: a new client carries on from the cursor', async () => {
      const relay = await startRelay(indexer.wsUrl);
      const feed = startFeed(protocol, streamFile, [state], {INTUITION_LOCAL_GRAPHQL_URL: relay.url});
      try {
        await feed.waitFor('"streaming" line', () => feed.output().includes('streaming deposits'));
        const before = await deposit(two);
        await feed.waitFor('the first line', () => feed.events().length >= before.length);
        // Internal server error: graphql-ws fails the subscription without asking shouldRetry. Deposits land while
        // the program waits to build its new client.
        expect(relay.close(4500)).toBeGreaterThan(0);
        const during = [...(await deposit(one)), ...(await deposit(three, two))];
        await feed.waitFor('"new client" line', () => feed.output().includes('new client, resuming after block'));
        const after = await deposit(three);
        const all = [...before, ...during, ...after];
        await feed.waitFor('the lines after the new client', () => feed.events().length >= all.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual(all);
        expect(feed.output()).toContain('connection closed (code 4500)');
        expect(feed.output()).toContain('close code 4500 is fatal for graphql-ws: new client in 1 s');
        printed.push(...all);
      } finally {
        await feed.stop('SIGINT');
        await relay.stop();
      }
    });

    await test.step('every connection closed with 4500: the program gives up after five in a row', async () => {
      const relay = await startRelay(indexer.wsUrl);
      relay.refuse(4500);
      // A copy of the state: the program must not move the cursor the later steps resume from.
      const copy = path.join(path.dirname(state), 'refused-state.json');
      fs.copyFileSync(state, copy);
      const feed = startFeed(protocol, streamFile, [copy], {INTUITION_LOCAL_GRAPHQL_URL: relay.url});
      try {
        // New clients after 1, 2, 4 and 8 s: about 15 s in all.
        await expect.poll(() => feed.exitCode(), {timeout: 40_000}).toBe(1);
        expect(feed.output()).toContain('5 fatal closes in a row (last code 4500): giving up');
        expect(feed.output().match(/new client in (\d+) s/g)).toEqual([1, 2, 4, 8].map((s) => `new client in ${s} s`));
        expect(feed.events()).toEqual([]);
      } finally {
        await feed.stop('SIGKILL');
        await relay.stop();
      }
    });

    await test.step('a crash between two rows of one block: the rest of that block, then everything after', async () => {
      // The feed printed the first row of the large batch deposit and died before the next one in the same block.
      const first = printed.findIndex((line) => line.includes(`shares of ${terms.at(-1)} `)) - batchSize;
      const [, block, logIndex] = /\[(\d+):(\d+)\]/.exec(printed[first] ?? '') ?? [];
      expect(/\[(\d+):/.exec(printed[first + 1] ?? '')?.[1]).toBe(block);
      fs.writeFileSync(state, JSON.stringify({block, logIndex: Number(logIndex)}));
      const feed = startFeed(protocol, streamFile, [state], env);
      try {
        await feed.waitFor('"streaming" line', () => feed.output().includes('streaming deposits'));
        const rest = printed.slice(first + 1);
        await feed.waitFor(`${rest.length} lines`, () => feed.events().length >= rest.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual(rest);
      } finally {
        await feed.stop('SIGINT');
      }
    });

    await test.step('restarted with nothing new: no deposit line (safe to run again)', async () => {
      const feed = startFeed(protocol, streamFile, [state], env);
      try {
        await feed.waitFor('"streaming" line', () => feed.output().includes('streaming deposits'));
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual([]);
      } finally {
        await feed.stop('SIGINT');
      }
    });

    await test.step("following one term: only that term's deposits, and after a kill exactly the ones missed", async () => {
      // The id as a reader may paste it, in upper case: the API writes ids in lower case and the program must match.
      const pasted = `0x${two.slice(2).toUpperCase()}`;
      const termState = path.join(path.dirname(state), 'term-state.json');
      const onTwo = (lines: string[]) => lines.filter((line) => line.includes(` shares of ${two} `));
      const bad = startFeed(protocol, streamFile, [termState, 'atom-42'], env);
      await expect.poll(() => bad.exitCode(), {timeout: 20_000}).toBe(1);
      expect(bad.output()).toContain('not a term id: atom-42');
      let feed = startFeed(protocol, streamFile, [termState, pasted], env);
      try {
        await feed.waitFor('"streaming" line', () => feed.output().includes(`streaming deposits on ${two}`));
        const first = onTwo([...(await deposit(one)), ...(await deposit(three, two, one)), ...(await deposit(two))]);
        expect(first).toHaveLength(2);
        await feed.waitFor(`${first.length} lines`, () => feed.events().length >= first.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual(first);
        await feed.stop('SIGKILL');
        const missed = onTwo([...(await deposit(two)), ...(await deposit(one)), ...(await deposit(two, three))]);
        expect(missed).toHaveLength(2);
        feed = startFeed(protocol, streamFile, [termState, pasted], env);
        await feed.waitFor('"streaming" line', () => feed.output().includes(`streaming deposits on ${two}`));
        const last = /\[(\d+):(\d+)\]/.exec(first.at(-1) ?? '');
        expect(feed.output()).toContain(`resuming after block ${last?.[1]} log ${last?.[2]}`);
        await feed.waitFor(`${missed.length} missed lines`, () => feed.events().length >= missed.length);
        const live = onTwo([...(await deposit(three)), ...(await deposit(two))]);
        await feed.waitFor('the live line', () => feed.events().length >= missed.length + live.length);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(feed.events()).toEqual([...missed, ...live]);
      } finally {
        await feed.stop('SIGINT');
      }
    });
  } finally {
    await indexer.stop();
  }
});
