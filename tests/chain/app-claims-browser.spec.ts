import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {calculateAtomId, calculateTripleId} from '@0xintuition/sdk';
import {chromium, type Browser} from '@playwright/test';
import {formatEther, parseEther, toHex, type Hex} from 'viem';
import {chromium as debianChromium} from '../support/chromium';
import {expect, test} from './fixtures';
import {buildAndServeApp, pageWithWallet} from './harness/appBrowser';
import {startIndexer, type Indexer} from './harness/indexer';
import {repoRoot} from './harness/runExample';
import {ownWallet} from './support';
import {contractErrorHelp} from '../../src/data/contractErrors';

/**
 * The claims browser (apps/claims-browser, issue 36) in Debian's Chromium against this worker's local chain and
 * the local indexer: the shared testnet build (harness/appBrowser), served on loopback, its testnet requests answered
 * by the local chain and indexer, with a test wallet injected into
 * the page that announces itself through EIP-6963 and signs with a local key in Node (no extension). Each write is
 * checked in the UI as the indexer reports it after the transaction.
 */
const appDir = path.join(repoRoot, 'apps', 'claims-browser');
let indexer: Indexer;
let app: {url: string; close: () => Promise<unknown>};
let appUrl: string;
let browser: Browser;

test.beforeAll(async ({protocol}) => {
  // The app's tsc reads WalletConnect's and Reown's types now that the package is installed: 22 CPU-s, over a
  // minute at the load of a full run, on top of the chain and the indexer.
  test.setTimeout(300_000);
  // npm test installs the app beside the lint step (scripts/test.sh); a chain run on its own installs it here.
  if (!fs.existsSync(path.join(appDir, 'node_modules')))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: appDir, stdio: 'pipe'});
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
  // The app's own typecheck, as CI must run it; the production build is the one the other app tests share.
  execFileSync('npx', ['tsc', '--noEmit', '-p', '.'], {cwd: appDir, stdio: 'pipe'});
  app = await buildAndServeApp();
  appUrl = app.url;
  browser = await chromium.launch(debianChromium.launchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  await app?.close();
  await indexer?.stop();
});

test('claims browser: connect, switch network, write with viem and the SDK, deposit, redeem, funds, reject, reverts', async ({
  protocol,
}) => {
  test.setTimeout(180_000);
  const wallet = await ownWallet(protocol, 'claims-browser app');
  const context = await browser.newContext();
  // What the page asked the wallet to send: the viem path passes the gas its preview estimated, the SDK does not.
  const {page, sent} = await pageWithWallet(context, protocol, indexer.url, wallet.privateKey);
  const nonceBefore = await protocol.publicClient.getTransactionCount({address: wallet.address});
  const walletLog = () => page.evaluate(() => (window as unknown as {__walletLog: string[]}).__walletLog);

  try {
    await page.goto(appUrl);
    await page.waitForLoadState('networkidle');
    // Nothing is asked of the wallet, and nothing sent, before the reader acts.
    expect(await walletLog()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/eth_requestAccounts|eth_sendTransaction|wallet_/)]),
    );
    await expect(page.getByRole('heading', {name: 'Claims', exact: true})).toBeVisible();
    const connect = page.getByRole('button', {name: 'Connect Test Wallet'});
    await expect(connect).toBeVisible();

    await connect.click();
    await expect(page.getByTestId('account')).toHaveText(new RegExp(wallet.address, 'i'));
    const network = page.getByRole('region', {name: 'Network'});
    await expect(network).toContainText('another network');
    await network.getByRole('button', {name: /^Switch to /}).click();
    await expect(page.getByRole('heading', {name: 'Write'})).toBeVisible();
    expect(await walletLog()).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    );
    expect(await protocol.publicClient.getTransactionCount({address: wallet.address})).toBe(nonceBefore);

    const stamp = Date.now().toString(36);
    const texts = [`app subject ${stamp}`, `app predicate ${stamp}`, `app object ${stamp}`];
    const via = (name: 'viem (through wagmi)' | '@0xintuition/sdk') => page.getByRole('radio', {name}).check();
    /** One write; the wallet must get a gas limit from the viem path and none from the SDK. */
    const send = async (title: string) => {
      const block = page.getByRole('button', {name: `Preview ${title}`}).locator('..');
      const sdk = await page.getByRole('radio', {name: '@0xintuition/sdk'}).isChecked();
      await block.getByRole('button', {name: `Preview ${title}`}).click();
      await block.getByRole('button', {name: 'Sign and send'}).click();
      await expect(block.getByRole('status')).toHaveText(/and indexed\.$/, {timeout: 30_000});
      expect(sent.at(-1)?.gas === undefined, `${title} sent through ${sdk ? 'the SDK' : 'viem'}`).toBe(sdk);
    };
    const atoms = page.getByRole('region', {name: 'Atoms'});
    for (const [i, text] of texts.entries()) {
      // The last atom, the triple and the first deposit go through the SDK; the rest through viem.
      if (i === 2) await via('@0xintuition/sdk');
      await page.getByLabel('Text', {exact: true}).fill(text);
      await send('atom');
      await expect(atoms.locator(`[data-term="${calculateAtomId(toHex(text))}"]`)).toHaveText(text);
    }

    for (const [i, name] of ['Subject', 'Predicate', 'Object'].entries()) await page.getByLabel(name).fill(texts[i]!);
    await send('triple');
    const [s, p, o] = texts.map((text) => calculateAtomId(toHex(text))) as [Hex, Hex, Hex];
    const tripleId = calculateTripleId(s, p, o);
    const row = page.getByRole('region', {name: 'Claims'}).locator(`[data-term="${tripleId}"]`);
    await expect(row).toContainText(`${texts[0]} · ${texts[1]} · ${texts[2]}`);
    const shares = async () => Number(await row.getByTestId('shares').textContent());
    const afterCreate = await shares();

    await page.getByLabel('Term id').fill(tripleId);
    await page.getByLabel(/^Amount/).fill('2');
    // The reader's shares, read from the chain with useReadContract, refreshed by useAfterWrite's invalidation.
    const mine = page.getByTestId('my-shares');
    const chainShares = async () =>
      formatEther(
        await protocol.publicClient.readContract({
          address: protocol.multiVault,
          abi: MultiVaultAbi,
          functionName: 'getShares',
          args: [wallet.address, tripleId, 1n],
        }),
      );
    await expect(mine).toHaveText('0');
    await send('deposit');
    await expect.poll(shares).toBeGreaterThan(afterCreate);
    await expect(mine).toHaveText(await chainShares());
    expect(Number(await mine.textContent())).toBeGreaterThan(0);
    await expect(row).toContainText('from 1 holder(s)');

    await via('viem (through wagmi)');
    await send('deposit');
    await expect(mine).toHaveText(await chainShares());
    await expect.poll(shares).toBeGreaterThan(afterCreate);
    const afterDeposit = await shares();

    await send('redeem');
    await expect.poll(shares).toBeLessThan(afterDeposit);
    await expect(mine).toHaveText('0');

    // Insufficient funds: the same wallet left with 0.001; the preview says so and nothing is sent.
    const balance = await protocol.publicClient.getBalance({address: wallet.address});
    const setBalance = (value: bigint) =>
      protocol.publicClient.request({
        method: 'hardhat_setBalance',
        params: [wallet.address, toHex(value)],
      } as never);
    const nonceBeforePoor = await protocol.publicClient.getTransactionCount({address: wallet.address});
    await setBalance(parseEther('0.001'));
    try {
      const depositBlock = page.getByRole('button', {name: 'Preview deposit'}).locator('..');
      await depositBlock.getByRole('button', {name: 'Preview deposit'}).click();
      await expect(depositBlock.getByRole('alert')).toHaveText(
        new RegExp(
          `^Your balance cannot pay for this transaction and its gas\\. You have 0\\.001 ${protocol.chain.nativeCurrency.symbol}; this needs about 2\\.0`,
        ),
      );
      await expect(depositBlock.getByRole('button', {name: 'Sign and send'})).toHaveCount(0);
    } finally {
      await setBalance(balance);
    }
    expect(await protocol.publicClient.getTransactionCount({address: wallet.address})).toBe(nonceBeforePoor);

    // A rejected request: the wallet answers 4001.
    const nonceBeforeReject = await protocol.publicClient.getTransactionCount({address: wallet.address});
    await page.evaluate(() => ((window as unknown as {__rejectNext: boolean}).__rejectNext = true));
    await page.getByLabel('Text', {exact: true}).fill(`app rejected ${stamp}`);
    const atomBlock = page.getByRole('button', {name: 'Preview atom'}).locator('..');
    await atomBlock.getByRole('button', {name: 'Preview atom'}).click();
    await atomBlock.getByRole('button', {name: 'Sign and send'}).click();
    await expect(atomBlock.getByRole('alert')).toHaveText('You rejected the request in your wallet.');
    expect(await protocol.publicClient.getTransactionCount({address: wallet.address})).toBe(nonceBeforeReject);

    // A revert, decoded by name and explained with the site's table: the atom exists already.
    await page.getByLabel('Text', {exact: true}).fill(texts[0]!);
    await atomBlock.getByRole('button', {name: 'Preview atom'}).click();
    const help = contractErrorHelp.MultiVault.MultiVault_AtomExists!;
    await expect(atomBlock.getByRole('alert')).toContainText(
      `MultiVault_AtomExists: ${help.meaning.replaceAll('`', '')}`,
    );

    // A reverted receipt: the preview passes, then another account creates the same atom before the reader signs.
    // The viem path sends the previewed gas limit, so the wallet does not estimate again: the transaction is mined
    // and reverts, and the app reads the receipt's status.
    const late = `app too late ${stamp}`;
    await page.getByLabel('Text', {exact: true}).fill(late);
    await atomBlock.getByRole('button', {name: 'Preview atom'}).click();
    await expect(atomBlock.getByRole('button', {name: 'Sign and send'})).toBeVisible();
    const cost = await protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'getAtomCost',
    });
    const first = await protocol.walletClient.writeContract({
      account: protocol.walletClient.account!,
      chain: protocol.chain,
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'createAtoms',
      args: [[toHex(late)], [cost]],
      value: cost,
    });
    await protocol.publicClient.waitForTransactionReceipt({hash: first});
    await atomBlock.getByRole('button', {name: 'Sign and send'}).click();
    await expect(atomBlock.getByRole('alert')).toHaveText(
      /^Reverted in block \d+: nothing changed, the gas is spent\. Preview again\.$/,
    );
    const reverted = await protocol.publicClient.getTransactionReceipt({
      hash: await protocol.publicClient
        .getBlock({includeTransactions: true})
        .then((b) => b.transactions.find((t) => t.from.toLowerCase() === wallet.address.toLowerCase())!.hash),
    });
    expect(reverted.status).toBe('reverted');
  } finally {
    await context.close();
  }
});
