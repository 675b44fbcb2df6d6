/**
 * The read console on the MultiVault and TrustBonding pages (src/components/widgets/ReadConsole), in Chromium through nginx
 * under the shipped CSP, against the local chain of tests/chain (one chain for this file: its tests run in order in
 * one worker). The package's RPC URLs are routed to that chain with page.route, so the page and its CSP still see
 * the real origins; every request the page sends to them is counted.
 */
import {
  BondingCurveRegistryAbi,
  MultiVaultAbi,
  OffsetProgressiveCurveAbi,
  TrustBondingAbi,
  intuitionMainnet,
  intuitionTestnet,
} from '@0xintuition/protocol';
import type {Route} from '@playwright/test';
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeAbiParameters,
  getAddress,
  keccak256,
  pad,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import {contractErrorHelp} from '../../src/data/contractErrors';
import {printResult, type ConsoleFunction} from '../../src/components/widgets/ReadConsole/logic';
import {curveCount, curveIdRange} from '../../src/components/widgets/ReadConsole/curveIds';
import {RPC_TIMEOUT_MS} from '../../src/components/widgets/ReadConsole/rpc';
import {distinguishingRedeem, liveRows} from '../../src/components/widgets/LiveParameters/liveRows';
import {loadProtocolData} from '../../src/protocol/loadProtocolData';
import {test as base, expect} from '@playwright/test';
import {createPublicClient, createTestClient, createWalletClient, http, type PublicClient} from 'viem';
import type {Protocol} from '../chain/fixtures';
import {startChain} from '../chain/harness/chain';
import {admin, deployProtocol, reader} from '../chain/harness/deploy';
import {ensureTriple, tripleParts} from '../chain/support';
import {axeFindings} from '../support/axe';
import {watchCspViolations} from '../support/csp';
import {gotoHydrated} from '../support/page';

/**
 * The local chain with the protocol at the package's testnet addresses, one per worker (this file's tests share
 * it). Lighter than tests/chain/fixtures.ts: no GraphQL stub, which the console never calls; ensureTriple needs
 * only the clients and addresses, hence the cast.
 */
const test = base.extend<object, {protocol: Protocol}>({
  protocol: [
    async ({}, use) => {
      const chain = await startChain();
      try {
        const deployment = await deployProtocol(chain.rpcUrl);
        const transport = http(chain.rpcUrl);
        await use({
          ...deployment,
          publicClient: createPublicClient({chain: deployment.chain, transport}) as PublicClient,
          walletClient: createWalletClient({chain: deployment.chain, transport, account: reader}),
          readerAddress: reader.address,
        } as unknown as Protocol);
      } finally {
        await chain.stop();
      }
    },
    {scope: 'worker', timeout: 60_000},
  ],
});
// Each test drives the console through many reads on its own chain, with axe on some: on a busy two-core machine the
// default 30 s ran out (four tests at 32–35 s in a fresh-clone run).
test.describe.configure({mode: 'default', timeout: 90_000});

const pages = {
  MultiVault: {path: '/docs/developer-tools/contracts/multivault', abi: MultiVaultAbi as unknown as ConsoleFunction[]},
  TrustBonding: {
    path: '/docs/developer-tools/contracts/trust-bonding',
    abi: TrustBondingAbi as unknown as ConsoleFunction[],
  },
} as const;
type Contract = keyof typeof pages;
const rpcUrls = [intuitionMainnet.rpcUrls.default.http[0]!, intuitionTestnet.rpcUrls.default.http[0]!];

type Mode = 'chain' | 'http-500' | 'abort' | 'hang';
interface Rpc {
  requests: string[];
  /** Each request the chain answered, with its answer's body, in order. */
  exchanges: {request: string; response: string}[];
  mode: Mode;
}

/** Routes both RPC URLs of the package to the local chain (or fails them as `mode` says); counts what is sent. */
async function routeRpc(page: import('@playwright/test').Page, protocol: Protocol): Promise<Rpc> {
  const rpc: Rpc = {requests: [], exchanges: [], mode: 'chain'};
  for (const url of rpcUrls) {
    await page.route(url, async (route: Route) => {
      rpc.requests.push(route.request().postData() ?? '');
      if (rpc.mode === 'http-500') return route.fulfill({status: 500, body: 'internal error'});
      if (rpc.mode === 'abort') return route.abort('connectionrefused');
      if (rpc.mode === 'hang') return; // never answered: the console's timeout must fire
      const response = await route.fetch({url: protocol.rpcUrl});
      rpc.exchanges.push({request: route.request().postData() ?? '', response: await response.text()});
      return route.fulfill({response});
    });
  }
  return rpc;
}

/**
 * The storage slot of `mapping(uint256 => address)`'s entry `key` in `contract`, found by the value it holds (the
 * mapping's own slot is not part of the ABI): the first declared slot whose entry reads back `holds`.
 */
async function findMappingSlot(client: PublicClient, contract: Address, key: bigint, holds: Address): Promise<Hex> {
  for (let slot = 0n; slot < 64n; slot += 1n) {
    const index = keccak256(encodeAbiParameters([{type: 'uint256'}, {type: 'uint256'}], [key, slot]));
    const word = await client.getStorageAt({address: contract, slot: index});
    if (word && BigInt(word) === BigInt(holds)) return index;
  }
  throw new Error(`no mapping entry ${key} of ${contract} holds ${holds}`);
}

let termIds: {atom: Hex; triple: Hex; counter: Hex; now: bigint} | undefined;
async function setUp(protocol: Protocol) {
  if (!termIds) {
    const triple = await ensureTriple(protocol);
    const counter = (await protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'getCounterIdFromTripleId',
      args: [triple],
    })) as Hex;
    const block = await protocol.publicClient.getBlock();
    termIds = {atom: tripleParts[0] as Hex, triple, counter, now: block.timestamp};
  }
  return termIds;
}

/** A valid argument for a parameter, built from the local deployment: the text typed and the value for viem. */
function argumentFor(protocol: Protocol, ids: NonNullable<typeof termIds>, fn: string, name: string, type: string) {
  const reader = getAddress(protocol.readerAddress);
  if (type === 'address') return {text: reader, value: reader};
  if (type === 'bytes4') return {text: '0x01ffc9a7', value: '0x01ffc9a7'};
  if (type === 'bytes') return {text: toHex('Intuition'), value: toHex('Intuition')};
  if (type === 'bytes32') {
    const id =
      name === 'role'
        ? (`0x${'00'.repeat(32)}` as Hex)
        : name === 'counterId'
          ? ids.counter
          : name === 'tripleId' || (name === 'termId' && /Triple/.test(fn))
            ? ids.triple
            : name === 'predicateId'
              ? (tripleParts[1] as Hex)
              : name === 'objectId'
                ? (tripleParts[2] as Hex)
                : ids.atom;
    return {text: id, value: id};
  }
  const number =
    name === 'curveId'
      ? 1n
      : name === 'assets'
        ? 10n ** 18n
        : name === 'shares'
          ? 10n ** 17n
          : name === '_block'
            ? 1n
            : ['_t', 't', 'timestamp'].includes(name)
              ? ids.now
              : 0n;
  return {text: String(number), value: number};
}

function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) throw error;
  const revert = error.walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError | null;
  if (!revert) throw error;
  return revert.data?.errorName ?? '(unnamed)';
}

async function openConsole(page: import('@playwright/test').Page, contract: Contract) {
  await page.getByRole('button', {name: `Open the ${contract} read console`}).click();
  const form = page.locator(`[data-read-console="${contract}"]`);
  await expect(form).toBeVisible();
  await form.getByRole('radio', {name: intuitionTestnet.name}).check();
  return form;
}

for (const contract of Object.keys(pages) as Contract[]) {
  test(`${contract}: every view function read from the page equals a direct read of the same call`, async ({
    page,
    protocol,
  }) => {
    test.setTimeout(240_000);
    const ids = await setUp(protocol);
    const violations = await watchCspViolations(page);
    const rpc = await routeRpc(page, protocol);
    await gotoHydrated(page, pages[contract].path);
    const form = await openConsole(page, contract);
    const address = contract === 'MultiVault' ? protocol.multiVault : protocol.trustBonding;
    const views = pages[contract].abi.filter(
      (e) => e.type === 'function' && (e.stateMutability === 'view' || e.stateMutability === 'pure'),
    );
    // The page's outcome of each call first (one page, one console, every function in turn), then the direct reads.
    const shownByFn: {fn: ConsoleFunction; args: unknown[]; shown: string[] | string; block: string | null}[] = [];
    for (const fn of views) {
      await form.getByLabel('Function').selectOption(fn.name);
      const args = fn.inputs.map((p, i) => {
        const arg = argumentFor(protocol, ids, fn.name, p.name ?? '', p.type);
        return {...arg, field: form.locator(`[data-param="${p.name || `arg${i}`}"] input`)};
      });
      for (const arg of args) await arg.field.fill(arg.text);
      await form.getByRole('button', {name: 'Read', exact: true}).click();
      // evaluate waits for the outcome to appear (choosing a function clears the previous one).
      const outcome = form.locator('[data-read-result], [data-read-failure]');
      const seen = await outcome.evaluate((el) => ({
        failure: el.getAttribute('data-read-failure'),
        errorName: el.querySelector('[data-error-name]')?.textContent ?? null,
        block: el.getAttribute('data-block'),
        raws: Array.from(el.querySelectorAll('[data-output]'), (row) => row.getAttribute('data-raw') ?? ''),
      }));
      shownByFn.push({
        fn,
        args: args.map((a) => a.value),
        block: seen.block,
        shown:
          seen.failure === null
            ? seen.raws
            : seen.failure === 'revert'
              ? `revert ${seen.errorName ?? '(unnamed)'}`
              : `failure ${seen.failure}`,
      });
    }
    // The chain does not move during the loop: the block every read was made at is the latest one.
    const block = await protocol.publicClient.getBlockNumber();
    const mismatches: string[] = [];
    await Promise.all(
      shownByFn.map(async ({fn, args, shown, block: shownBlock}) => {
        let expected: string[] | string;
        try {
          const result = await protocol.publicClient.readContract({
            address,
            abi: pages[contract].abi as unknown as Abi,
            functionName: fn.name,
            args,
            blockNumber: block,
          });
          expected = printResult(contract, fn, result).map((line) => line.raw);
          if (shownBlock !== String(block)) mismatches.push(`${fn.name}: read at block ${shownBlock}, not ${block}`);
        } catch (error) {
          expected = `revert ${revertName(error)}`;
        }
        if (JSON.stringify(shown) !== JSON.stringify(expected))
          mismatches.push(`${fn.name}: page ${JSON.stringify(shown)}, direct ${JSON.stringify(expected)}`);
      }),
    );
    const reads = shownByFn.length;
    expect(mismatches).toEqual([]);
    expect(reads).toBe(views.length);
    // Each read is two requests: eth_blockNumber, then eth_call at that block.
    expect(rpc.requests.length).toBe(2 * views.length);
    expect(rpc.requests.filter((body) => body.includes('eth_call')).every((body) => /"0x[0-9a-f]+"\]/.test(body))).toBe(
      true,
    );
    expect(violations).toEqual([]);
  });
}

test('nothing is requested from an RPC on load, scroll or hover; the console code loads on intent only', async ({
  page,
  protocol,
}) => {
  const rpc = await routeRpc(page, protocol);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated(page, pages.MultiVault.path);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const beforeIntent = scripts.length;
  const button = page.getByRole('button', {name: 'Open the MultiVault read console'});
  await button.scrollIntoViewIfNeeded();
  expect(scripts.length).toBe(beforeIntent);
  await button.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(beforeIntent);
  await button.click();
  await expect(page.locator('[data-read-console="MultiVault"]')).toBeVisible();
  await page.locator('[data-read-console="MultiVault"]').hover();
  expect(rpc.requests).toEqual([]);
  await page.getByRole('button', {name: 'Read', exact: true}).click();
  await expect(page.locator('[data-read-result]')).toBeVisible();
  // Exactly the read's two calls (block number, eth_call): a request that opening or hovering the console had
  // started would be counted here too, by the time the read's own answer is shown.
  expect(rpc.requests.length).toBe(2);
});

test('every kind of bad input is refused next to its field before any request', async ({page, protocol}) => {
  const rpc = await routeRpc(page, protocol);
  await gotoHydrated(page, pages.MultiVault.path);
  const form = await openConsole(page, 'MultiVault');
  const reader = getAddress(protocol.readerAddress);
  const knownCurves = curveCount(loadProtocolData().contracts, 'testnet');
  const cases: [fn: string, param: string, text: string, message: RegExp][] = [
    ['getShares', 'account', '', /Required/],
    ['getShares', 'account', '0x1234', /Not an address/],
    ['getShares', 'account', reader.toLowerCase(), new RegExp(`checksummed form is ${reader}`)],
    ['getShares', 'account', reader.replace(/[a-f]/, (c) => c.toUpperCase()), /checksum/],
    ['getShares', 'termId', `0x${'ab'.repeat(31)}`, /exactly 64 hex digits/],
    ['getShares', 'termId', `0x${'zz'.repeat(32)}`, /exactly 64 hex digits/],
    [
      'getShares',
      'curveId',
      String(knownCurves + 1),
      new RegExp(
        `^No curve ${knownCurves + 1} in the pinned @0xintuition/protocol on this network: it knows curve ids ${curveIdRange(knownCurves)}\\.`,
      ),
    ],
    ['getShares', 'curveId', '0', /No curve 0/],
    ['entryFeeAmount', 'assets', '-1', /whole number/],
    ['entryFeeAmount', 'assets', '1.5', /whole number/],
    ['entryFeeAmount', 'assets', (1n << 256n).toString(), /Too large for uint256/],
    ['calculateAtomId', 'data', '0xabc', /Not hex bytes/],
    ['supportsInterface', 'interfaceId', '0x01ffc9', /exactly 8 hex digits/],
  ];
  for (const [fn, param, text, message] of cases) {
    await form.getByLabel('Function').selectOption(fn);
    const field = form.locator(`[data-param="${param}"] input`);
    await field.fill(text);
    await form.getByRole('button', {name: 'Read', exact: true}).click();
    const errorId = (await field.getAttribute('aria-describedby'))?.split(' ')[0];
    await expect(field, `${fn} ${param} ${text}`).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator(`#${errorId?.replace(/:/g, '\\:')}`)).toHaveText(message);
  }
  expect(rpc.requests).toEqual([]);

  // EIP-55's vectors whose letters are all one case are their own checksummed form: accepted as typed and read.
  await form.getByLabel('Function').selectOption('accumulatedAtomWalletDepositFees');
  for (const vector of ['0x52908400098527886E0F7030069857D2E4169EE7', '0xde709f2102306220921060314715629080e2fb77']) {
    await form.locator('[data-param="atomWallet"] input').fill(vector);
    await form.getByRole('button', {name: 'Read', exact: true}).click();
    await expect(form.locator('[data-field-error]'), vector).toHaveCount(0);
    await expect(form.locator('[data-read-result] code').first(), vector).toContainText(vector);
  }
});

test('the console prose states the checks the code makes: the curve ids the package knows, the exact checksummed form', async ({
  page,
}) => {
  const range = curveIdRange(curveCount(loadProtocolData().contracts, 'mainnet'));
  expect(range).toBe(curveIdRange(curveCount(loadProtocolData().contracts, 'testnet')));
  await gotoHydrated(page, pages.MultiVault.path);
  const multiVault = page.locator('article');
  await expect(multiVault).toContainText(`a curve id must be one the pinned package knows (${range})`);
  await expect(multiVault).toContainText('an address must be exactly its EIP-55 checksummed form');
  await gotoHydrated(page, pages.TrustBonding.path);
  const trustBonding = page.locator('article');
  await expect(trustBonding).toContainText('an address must be exactly its EIP-55 checksummed form');
  // TrustBonding has no curve-id input, so its page says nothing of curve ids in the console's checks.
  await expect(trustBonding).not.toContainText('a curve id must');
});

test('a revert shows its error name and the site explanation; RPC failures and a timeout say what to try', async ({
  page,
  protocol,
}) => {
  const rpc = await routeRpc(page, protocol);
  await gotoHydrated(page, pages.MultiVault.path);
  const form = await openConsole(page, 'MultiVault');
  await form.getByLabel('Function').selectOption('getAtom');
  await form.locator('[data-param="atomId"] input').fill(`0x${'12'.repeat(32)}`);
  await form.getByRole('button', {name: 'Read', exact: true}).click();
  const failure = form.locator('[data-read-failure="revert"]');
  await expect(failure.locator('[data-error-name]')).toHaveText('MultiVaultCore_AtomDoesNotExist');
  await expect(failure.locator('[data-error-help]')).toContainText(
    contractErrorHelp.MultiVault.MultiVaultCore_AtomDoesNotExist!.meaning,
  );

  rpc.mode = 'http-500';
  await form.getByRole('button', {name: 'Read', exact: true}).click();
  await expect(form.locator('[data-read-failure="http"]')).toContainText('The RPC answered HTTP 500');
  await expect(form.locator('[data-read-failure="http"]')).toContainText('Wait a minute and press Read again');

  rpc.mode = 'abort';
  await form.getByRole('button', {name: 'Read', exact: true}).click();
  await expect(form.locator('[data-read-failure="http"]')).toContainText('could not be reached');

  rpc.mode = 'hang';
  await page.clock.install();
  await form.getByRole('button', {name: 'Read', exact: true}).click();
  await expect(form.getByText('Reading…')).toBeVisible();
  await page.clock.runFor(RPC_TIMEOUT_MS + 100);
  await expect(form.locator('[data-read-failure="timeout"]')).toContainText(
    `did not answer within ${RPC_TIMEOUT_MS / 1000} seconds`,
  );
  await expect(form.locator('[data-read-failure="timeout"]')).toContainText('Press Read again');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the console, open and with a result, passes axe in ${colorScheme} mode and fits 375 px`, async ({
    page,
    protocol,
  }) => {
    const ids = await setUp(protocol);
    await page.setViewportSize({width: 375, height: 800});
    await page.emulateMedia({colorScheme});
    await routeRpc(page, protocol);
    await gotoHydrated(page, pages.MultiVault.path);
    const form = await openConsole(page, 'MultiVault');
    const axe = () => axeFindings(page, {include: ['[data-read-console-control]']});
    expect(await axe()).toEqual([]);
    await form.getByLabel('Function').selectOption('getVaultFees');
    await form.getByRole('button', {name: 'Read', exact: true}).click();
    await expect(form.locator('[data-output="entryFee"]')).toContainText('bps');
    await form.getByLabel('Function').selectOption('getVault');
    await form.locator('[data-param="termId"] input').fill(ids.atom);
    await form.locator('[data-param="curveId"] input').fill('9');
    await form.getByRole('button', {name: 'Read', exact: true}).click();
    await expect(form.locator('[data-field-error]')).toBeVisible();
    expect(await axe()).toEqual([]);
    await form.locator('[data-param="curveId"] input').fill('1');
    await form.getByRole('button', {name: 'Read', exact: true}).click();
    await expect(form.locator('[data-output="output 0"]')).toContainText('TRUST');
    expect(await axe()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

test('live parameters: nothing sent before Read, then eth_blockNumber and two calls at that block, every value equal to a direct read; a changed fee is flagged; the curve rounding is detected', async ({
  page,
  protocol,
}) => {
  const violations = await watchCspViolations(page);
  const rpc = await routeRpc(page, protocol);
  await gotoHydrated(page, '/docs/economics/overview');
  await page.mouse.wheel(0, 3000);
  const control = page.getByRole('button', {name: 'Compare with the live parameters'});
  await control.hover();
  await control.click();
  const table = page.locator('[data-live-parameters]');
  await table.getByRole('radio', {name: intuitionTestnet.name}).check();
  // The documented defaults are there before anything is read, from the site's data.
  for (const row of liveRows) {
    if (row.documented !== undefined)
      await expect(table.locator(`[data-parameter="${row.id}"]`)).toHaveAttribute(
        'data-documented',
        String(row.documented),
      );
  }
  expect(rpc.requests).toEqual([]);

  const read = protocol.publicClient;
  const mv = {address: protocol.multiVault, abi: MultiVaultAbi} as const;
  const direct = async () => {
    const [general, fees, atom, triple] = await Promise.all([
      read.readContract({...mv, functionName: 'getGeneralConfig'}),
      read.readContract({...mv, functionName: 'getVaultFees'}),
      read.readContract({...mv, functionName: 'getAtomConfig'}),
      read.readContract({...mv, functionName: 'getTripleConfig'}),
    ]);
    const tb = {address: protocol.trustBonding, abi: TrustBondingAbi} as const;
    return {
      atomCost: await read.readContract({...mv, functionName: 'getAtomCost'}),
      tripleCost: await read.readContract({...mv, functionName: 'getTripleCost'}),
      minDeposit: general.minDeposit,
      feeThreshold: general.feeThreshold,
      entryFee: fees.entryFee,
      exitFee: fees.exitFee,
      protocolFee: fees.protocolFee,
      atomWalletDepositFee: atom.atomWalletDepositFee,
      atomDepositFraction: triple.atomDepositFractionForTriple,
      currentEpoch: await read.readContract({...tb, functionName: 'currentEpoch'}),
      epochLength: await read.readContract({...tb, functionName: 'epochLength'}),
    } as Record<string, bigint>;
  };
  const pressRead = async () => {
    const before = rpc.requests.length;
    await table.getByRole('button', {name: 'Read the live values'}).click();
    await expect(table.locator('[data-live-summary]')).toBeVisible();
    return rpc.requests.slice(before);
  };

  const exchangesBefore = rpc.exchanges.length;
  const pressed = Date.now();
  const sent = await pressRead();
  // eth_blockNumber, then two eth_calls (the values; the registry's curve 2) each pinned to the block it answered.
  // Multicall3.getBlockNumber would be block.number, on Intuition the Base block; on this chain both agree, so
  // what shows the block is Intuition's is the order of the requests and each call's block tag.
  expect(sent.map((body) => (JSON.parse(body) as {method: string}).method)).toEqual([
    'eth_blockNumber',
    'eth_call',
    'eth_call',
  ]);
  const [blockAnswer] = rpc.exchanges.slice(exchangesBefore);
  const answeredBlock = (JSON.parse(blockAnswer!.response) as {result: Hex}).result;
  for (const body of sent.slice(1)) expect((JSON.parse(body) as {params: unknown[]}).params[1]).toBe(answeredBlock);
  const chainBlock = await read.getBlockNumber();
  expect(BigInt(answeredBlock)).toBe(chainBlock);
  await expect(table.locator('[data-live-summary]')).toHaveAttribute('data-block', String(chainBlock));
  await expect(table.locator('[data-live-summary]')).toContainText(`at block ${chainBlock}`);
  // The values are dated: the UTC date and minute the answer came, which a reader can quote with the block.
  const readAt = (await table.locator('[data-live-summary]').getAttribute('data-read-at')) ?? '';
  expect(Date.parse(readAt)).toBeGreaterThanOrEqual(pressed);
  expect(Date.parse(readAt)).toBeLessThanOrEqual(Date.now());
  await expect(table.locator('[data-live-summary]')).toContainText(
    `at block ${chainBlock} on ${readAt.slice(0, 10)} at ${readAt.slice(11, 16)} UTC.`,
  );
  const expected = await direct();
  expect(Object.keys(expected).sort()).toEqual(liveRows.map((r) => r.id).sort());
  for (const row of liveRows) {
    await expect(table.locator(`[data-parameter="${row.id}"]`), row.id).toHaveAttribute(
      'data-live',
      String(expected[row.id]),
    );
  }
  await expect(table.locator('[data-differs]')).toHaveCount(0);
  await expect(table.locator('[data-live-summary]')).toContainText('Every value equals the documented default.');

  // Registered curves: the registry's count, and each id's name and address as the registry answers them.
  const registry = {address: protocol.registry, abi: BondingCurveRegistryAbi} as const;
  const count = await read.readContract({...registry, functionName: 'count'});
  await expect(table.locator('[data-curve-count]')).toHaveAttribute('data-curve-count', String(count));
  for (const id of [1n, 2n]) {
    const name = await read.readContract({...registry, functionName: 'getCurveName', args: [id]});
    const at = await read.readContract({...registry, functionName: 'curveAddresses', args: [id]});
    await expect(table.locator(`[data-curve="${id}"]`)).toContainText(`${name} at ${at}`);
  }
  // The local chain runs the package's 2.0.2 curve bytecode: the live preview is the 2.0.2 formula's, not the fix's.
  const probe = distinguishingRedeem();
  const live = await read.readContract({
    address: protocol.offsetProgressiveCurve,
    abi: OffsetProgressiveCurveAbi,
    functionName: 'previewRedeem',
    args: [probe.shares, probe.totalShares, probe.totalAssets],
  });
  expect(live).toBe(probe.package);
  expect(probe.fixed).not.toBe(probe.package);
  await expect(table.locator('[data-curve-verdict]')).toHaveAttribute('data-curve-verdict', 'package-2.0.2');
  await expect(table.locator('[data-curve-verdict]')).toContainText(`returned ${live} wei`);
  // The probed curve is the registry's curve 2, named in the verdict.
  const curve2 = await read.readContract({...registry, functionName: 'curveAddresses', args: [2n]});
  await expect(table.locator('[data-curve-verdict]')).toHaveAttribute('data-curve-probed', curve2);
  await expect(table.locator('[data-curve-verdict]')).toContainText(`at ${curve2}`);

  // The admin changes the entry fee: the table flags exactly that row and says so in its summary.
  const adminWallet = createWalletClient({chain: protocol.chain, transport: http(protocol.rpcUrl), account: admin});
  const setFees = async (entryFee: bigint) => {
    const hash = await adminWallet.writeContract({
      ...mv,
      functionName: 'setVaultFees',
      args: [{entryFee, exitFee: expected.exitFee!, protocolFee: expected.protocolFee!}],
    });
    await read.waitForTransactionReceipt({hash});
  };
  await setFees(expected.entryFee! + 10n);
  try {
    expect(await pressRead()).toHaveLength(3);
    await expect(table.locator('[data-differs]')).toHaveCount(1);
    await expect(table.locator('[data-parameter="entryFee"]')).toHaveAttribute('data-differs', 'true');
    await expect(table.locator('[data-parameter="entryFee"]')).toHaveAttribute(
      'data-live',
      String(expected.entryFee! + 10n),
    );
    await expect(table.locator('[data-parameter="entryFee"]')).toContainText('Differs from the documented default');
    await expect(table.locator('[data-live-summary]')).toContainText(
      '1 value differs from the documented default: Entry fee',
    );
  } finally {
    await setFees(expected.entryFee!);
  }
  expect(violations).toEqual([]);
});

test('live parameters probe the curve the registry lists as curve 2, not the package address, and name it', async ({
  page,
  protocol,
}) => {
  const rpc = await routeRpc(page, protocol);
  await gotoHydrated(page, '/docs/economics/overview');
  await page.getByRole('button', {name: 'Compare with the live parameters'}).click();
  const table = page.locator('[data-live-parameters]');
  await table.getByRole('radio', {name: intuitionTestnet.name}).check();
  const read = protocol.publicClient;
  const registry = {address: protocol.registry, abi: BondingCurveRegistryAbi} as const;
  const pressRead = async () => {
    const before = rpc.requests.length;
    await table.getByRole('button', {name: 'Read the live values'}).click();
    await expect(table.locator('[data-curve-verdict]')).toBeVisible();
    return rpc.requests.slice(before);
  };
  // The registry points curve 2 elsewhere (here at LinearCurve, by its storage): the probe follows the registry,
  // not the package's OffsetProgressiveCurve address, and the verdict names the contract it probed.
  const testClient = createTestClient({mode: 'hardhat', transport: http(protocol.rpcUrl)});
  const curveSlot = await findMappingSlot(read, protocol.registry, 2n, protocol.offsetProgressiveCurve);
  await testClient.setStorageAt({address: protocol.registry, index: curveSlot, value: pad(protocol.linearCurve)});
  try {
    expect(await read.readContract({...registry, functionName: 'curveAddresses', args: [2n]})).toBe(
      getAddress(protocol.linearCurve),
    );
    const probeRequest = (await pressRead())[2]!;
    expect(probeRequest.toLowerCase()).toContain(protocol.linearCurve.slice(2).toLowerCase());
    expect(probeRequest.toLowerCase()).not.toContain(protocol.offsetProgressiveCurve.slice(2).toLowerCase());
    await expect(table.locator('[data-curve-verdict]')).toHaveAttribute('data-curve-verdict', 'unknown');
    await expect(table.locator('[data-curve-verdict]')).toHaveAttribute(
      'data-curve-probed',
      getAddress(protocol.linearCurve),
    );
    await expect(table.locator('[data-curve-verdict]')).toContainText(
      `The contract at ${getAddress(protocol.linearCurve)} did not answer`,
    );
  } finally {
    await testClient.setStorageAt({
      address: protocol.registry,
      index: curveSlot,
      value: pad(protocol.offsetProgressiveCurve),
    });
  }
});

test('live parameters pass axe after a read in both colour modes at 375 px, on the fees page too', async ({
  page,
  protocol,
}) => {
  await page.setViewportSize({width: 375, height: 800});
  await routeRpc(page, protocol);
  await gotoHydrated(page, '/docs/introduction/the-primitives/fundamentals/fees-rewards');
  await page.getByRole('button', {name: 'Compare with the live parameters'}).click();
  const table = page.locator('[data-live-parameters]');
  await table.getByRole('radio', {name: intuitionTestnet.name}).check();
  await table.getByRole('button', {name: 'Read the live values'}).click();
  await expect(table.locator('[data-curve-verdict]')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    expect(await axeFindings(page, {include: ['[data-live-parameters-control]']}), colorScheme).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
