import {execFile} from 'node:child_process';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {promisify} from 'node:util';
import {calculateAtomId} from '@0xintuition/sdk';
import {MultiVaultAbi, multiVaultGetAtomCost, multiVaultGetVault} from '@0xintuition/protocol';
import {createWalletClient, encodeFunctionData, http, toHex, type Abi, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {expect, test} from './fixtures';
import {repoRoot} from './harness/runExample';
import {startIndexer, type Indexer} from './harness/indexer';
import {exists, ownWallet, read} from './support';

/**
 * The Python and Go clients of docs/developer-tools/graphql-api/other-languages.md, run as a reader would run them
 * against the local indexer (harness/indexer.ts): a wallet of this spec's own creates two text atoms, then each
 * client lists that wallet's atoms. Every printed line is recomputed from the chain (term id from the SDK, shares
 * from getVault), so a change in the server's answer, in a client's query or in its parsing fails here. Each client
 * runs twice: as a reader runs it (pages of 100), and asking one atom a page, so its paging loop is what finds the
 * second atom (two atoms cannot fill a page of 100).
 */
const run = promisify(execFile);
const dir = path.join(repoRoot, 'examples/graphql-api/other-languages');
const labels = ['other-languages: written from Python', 'other-languages: written from Go'];
let indexer: Indexer;

test.beforeAll(async ({protocol}) => {
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
});
test.afterAll(async () => {
  await indexer?.stop();
});

test('GraphQL from Python and Go: both clients print the atoms the chain holds for a creator', async ({protocol}) => {
  const creator = await ownWallet(protocol, 'graphql other languages');
  const termIds = labels.map((label) => calculateAtomId(toHex(label)));
  if (!(await exists(protocol, termIds[0]!))) {
    const wallet = createWalletClient({
      chain: protocol.chain,
      transport: http(protocol.publicClient.transport.url as string),
      account: privateKeyToAccount(creator.privateKey),
    });
    const cost = await multiVaultGetAtomCost(read(protocol));
    const data = encodeFunctionData({
      abi: MultiVaultAbi as Abi,
      functionName: 'createAtoms',
      args: [labels.map((label) => toHex(label)), [cost, cost]],
    });
    const hash = await wallet.sendTransaction({to: protocol.multiVault, data, value: cost * 2n});
    expect((await protocol.publicClient.waitForTransactionReceipt({hash})).status).toBe('success');
  }
  const rows = await Promise.all(
    labels.map(async (label, i) => {
      const termId = termIds[i] as Hex;
      const [, totalShares] = await multiVaultGetVault(read(protocol), {args: [termId, 1n]});
      expect(totalShares, `${label}: shares minted at creation`).toBeGreaterThan(0n);
      return {termId, line: `${termId}\tTextObject\t${totalShares}\t${label}`};
    }),
  );
  // The query orders by term_id: a unique key, so the order is the same on every server.
  rows.sort((a, b) => (BigInt(a.termId) < BigInt(b.termId) ? -1 : 1));
  const expected = [...rows.map((r) => r.line), `2 atoms created by ${creator.address}`].join('\n') + '\n';
  const env: NodeJS.ProcessEnv = {...process.env, INTUITION_GRAPHQL_URL: indexer.url};
  const onePerPage = {...env, INTUITION_PAGE_SIZE: '1'};

  await test.step('python3 atoms_by_creator.py', async () => {
    for (const withEnv of [env, onePerPage]) {
      const {stdout} = await run('python3', ['atoms_by_creator.py', creator.address], {cwd: dir, env: withEnv});
      expect(stdout, `pages of ${withEnv.INTUITION_PAGE_SIZE ?? 100}`).toBe(expected);
    }
  });
  await test.step('go run .', async () => {
    const go = await run('go', ['version']).catch(() => undefined);
    expect(go, 'Go is missing: scripts/ensure-system-deps.sh installs Debian golang-go').toBeDefined();
    for (const withEnv of [env, onePerPage]) {
      const {stdout} = await run('go', ['run', '.', creator.address], {cwd: path.join(dir, 'go'), env: withEnv});
      expect(stdout, `pages of ${withEnv.INTUITION_PAGE_SIZE ?? 100}`).toBe(expected);
    }
  });
});

test('GraphQL from Python and Go: a 503 is retried, then a Hasura error exits with its code and message', async () => {
  // Hasura's error body (encodeGQLErr, hasura/graphql-engine Error.hs@11a454c): HTTP 200, errors, no data.
  const hasuraError = {
    errors: [
      {message: "field 'total_share' not found in type: 'vaults'", extensions: {path: '$', code: 'validation-failed'}},
    ],
  };
  let requests = 0;
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      requests += 1;
      if (requests % 2 === 1) {
        response.writeHead(503, {'retry-after': '0'}).end('busy');
        return;
      }
      response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(hasuraError));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    ...process.env,
    INTUITION_GRAPHQL_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/graphql`,
  };
  const message = "GraphQL error validation-failed: field 'total_share' not found in type: 'vaults'\n";
  try {
    for (const [command, args, cwd] of [
      ['python3', ['atoms_by_creator.py', '0x0'], dir],
      ['go', ['run', '.', '0x0'], path.join(dir, 'go')],
    ] as const) {
      const before = requests;
      const failure = await run(command, [...args], {cwd, env}).then(
        () => undefined,
        (error: {code?: number; stderr?: string}) => error,
      );
      expect(failure?.code, `${command}: exit status`).toBe(1);
      // go run adds its own "exit status 1" line after the program's.
      expect(failure?.stderr?.slice(0, message.length), `${command}: what it reports`).toBe(message);
      expect(requests - before, `${command}: the 503 retried once`).toBe(2);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
