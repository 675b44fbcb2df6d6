import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {
  multiVaultGetAtomCost,
  multiVaultGetShares,
  multiVaultGetTripleCost,
  multiVaultGetVault,
  multiVaultPreviewDeposit,
  multiVaultPreviewRedeem,
  multiVaultConvertToAssets,
  multiVaultCurrentSharePrice,
  MultiVaultAbi,
} from '@0xintuition/protocol';
import {formatEther, parseEther, toHex, type Hex} from 'viem';
import {expect, test} from './fixtures';
import {describeRun, repoRoot, type ExampleRun} from './harness/runExample';

import {
  ensureAtom,
  ensureTriple,
  exists,
  interactions,
  ok,
  ownWallet,
  printed,
  read,
  send,
  shares,
  tripleId,
  tripleParts,
  writeExamples,
} from './support';

/**
 * Every TypeScript example the site shows runs here against the protocol on a local chain (tests/chain/harness),
 * unchanged: the file the page displays is the file that runs. Each test names the example file; each step says
 * what it runs or checks, so a failure reads "examples/x.ts › run 2" or "… › the atom exists with the printed id".
 */
// The tests of this file run in order on one chain; each sets up the terms it needs (support.ts ensureAtom/ensureTriple).

test('examples/interactions/deposit-return/deposit-with-preview.ts mints the previewed shares on an atom and a triple, and refuses the opposite side', async ({
  protocol,
}) => {
  const file = interactions('deposit-return/deposit-with-preview.ts');
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  await ensureTriple(protocol);
  for (const [label, termId] of [
    ['atom', atomId],
    ['atom, run 2', atomId],
    ['triple', tripleId],
  ] as const) {
    const held = await shares(protocol, protocol.readerAddress, termId);
    const [previewed] = await multiVaultPreviewDeposit(read(protocol), {args: [termId, 1n, parseEther('1')]});
    const run = await test.step(`run on the ${label}`, () => ok(protocol.run(file, [termId])));
    await test.step(`${label}: minted = preview, and "balance now" is the reader's whole position`, async () => {
      const after = await shares(protocol, protocol.readerAddress, termId);
      expect(after - held).toBe(previewed);
      expect(printed(run, /minted ([\d.]+)/)).toBe(formatEther(previewed));
      expect(printed(run, /balance now ([\d.]+)/)).toBe(formatEther(after));
    });
  }
  const counter = await test.step('run on the counter-triple while holding the triple', () =>
    protocol.run(file, [calculateCounterTripleId(tripleId)]));
  await test.step('the program stops before sending, with the page message', () => {
    expect(counter.code, describeRun(counter)).toBe(1);
    expect(counter.stderr).toContain('Redeem your position on the opposite side of this triple first');
  });
});

/** One side's block of stake-for-or-against.ts's output, from its heading to the next side or the deposit line. */
function sideOutput(run: ExampleRun, side: 'For' | 'Against'): string {
  const match = new RegExp(
    `^${side} 0x[0-9a-f]{64}:[\\s\\S]*?(?=^(?:For|Against) 0x|^Deposited|(?![\\s\\S]))`,
    'm',
  ).exec(run.stdout);
  expect(match, `${describeRun(run)}\nno ${side} block`).not.toBeNull();
  return match?.[0] ?? '';
}

test("examples/interactions/deposit-return/stake-for-or-against.ts prints each side's fees as previewDeposit charges them, deposits Against and refuses For to the same wallet", async ({
  protocol,
}) => {
  const file = interactions('deposit-return/stake-for-or-against.ts');
  const labels = ['Intuition', 'https://schema.org/keywords', 'stake for or against'];
  // Established atoms (ensureAtom), so the atom deposit fraction applies on both sides.
  const atoms = [] as Hex[];
  for (const label of labels) atoms.push(await ensureAtom(protocol, label));
  const triple = calculateTripleId(atoms[0]!, atoms[1]!, atoms[2]!);
  const counter = calculateCounterTripleId(triple);
  await test.step('set-up: the triple exists and its For vault holds at least feeThreshold (1e18) shares', async () => {
    if (!(await exists(protocol, triple))) {
      const cost = await multiVaultGetTripleCost(read(protocol));
      await send(
        protocol,
        'createTriples',
        [[atoms[0]], [atoms[1]], [atoms[2]], [cost + parseEther('2')]],
        cost + parseEther('2'),
      );
    }
    const [, forShares] = await multiVaultGetVault(read(protocol), {args: [triple, 1n]});
    if (forShares < 10n ** 18n)
      await send(protocol, 'deposit', [protocol.readerAddress, triple, 1n, 0n], parseEther('2'));
  });
  const against = await ownWallet(protocol, 'stake-for-or-against: against');
  const env = {PRIVATE_KEY: against.privateKey};
  for (const round of [1, 2]) {
    // The previews and vaults before the run: the run's own deposit moves the Against vault.
    const before = {
      For: {
        vault: (await multiVaultGetVault(read(protocol), {args: [triple, 1n]}))[1],
        preview: await multiVaultPreviewDeposit(read(protocol), {args: [triple, 1n, parseEther('1')]}),
      },
      Against: {
        vault: (await multiVaultGetVault(read(protocol), {args: [counter, 1n]}))[1],
        preview: await multiVaultPreviewDeposit(read(protocol), {args: [counter, 1n, parseEther('1')]}),
      },
    };
    const held = await shares(protocol, against.address, counter);
    const run = await test.step(`run ${round}: Against, 1 tTRUST, from a wallet holding no For shares`, () =>
      ok(protocol.run(file, [triple, 'against', '1'], env)));
    await test.step(`run ${round}: each side's fees are the contract's; the net and shares equal previewDeposit`, () => {
      for (const side of ['For', 'Against'] as const) {
        const out = sideOutput(run, side);
        const entryApplies = before[side].vault >= 10n ** 18n;
        expect(out).toContain(`${side} ${side === 'For' ? triple : counter}:`);
        expect(printed({...run, stdout: out}, /protocol fee 1\.25%\s+([\d.]+)/)).toBe('0.0125');
        expect(printed({...run, stdout: out}, /entry fee 0\.5%\s+([\d.]+)/)).toBe(entryApplies ? '0.005' : '0');
        expect(printed({...run, stdout: out}, /atom deposit fraction 0\.9%\s+([\d.]+)/)).toBe('0.009');
        expect(printed({...run, stdout: out}, /buys shares with\s+([\d.]+)/)).toBe(
          formatEther(before[side].preview[1]),
        );
        expect(out).toContain('(matches previewDeposit)');
        expect(printed({...run, stdout: out}, /shares\s+([\d.]+)\s*$/m)).toBe(formatEther(before[side].preview[0]));
      }
      // The For vault is established, the counter vault held only ghost shares in round 1: the entry fee differs.
      expect(before.For.vault).toBeGreaterThanOrEqual(10n ** 18n);
      if (round === 1 && before.Against.vault < 10n ** 18n) {
        expect(printed({...run, stdout: sideOutput(run, 'Against')}, /buys shares with\s+([\d.]+)/)).toBe('0.9785');
        expect(printed({...run, stdout: sideOutput(run, 'For')}, /buys shares with\s+([\d.]+)/)).toBe('0.9735');
      }
    });
    await test.step(`run ${round}: the Against deposit minted the previewed shares`, async () => {
      const minted = printed(run, /Deposited 1 tTRUST Against: minted ([\d.]+) shares/);
      expect(minted).toBe(formatEther(before.Against.preview[0]));
      expect((await shares(protocol, against.address, counter)) - held).toBe(before.Against.preview[0]);
    });
  }
  const refused = await test.step('run: For from the wallet that holds Against', () =>
    protocol.run(file, [triple, 'for', '1'], env));
  expect(refused.code, describeRun(refused)).toBe(1);
  expect(refused.stderr).toContain('on the other side; redeem them first');
});

test('examples/interactions/deposit-return/deposit-batch.ts deposits 0.5 into each term in one transaction', async ({
  protocol,
}) => {
  const file = interactions('deposit-return/deposit-batch.ts');
  await ensureTriple(protocol);
  const terms = tripleParts;
  for (const round of [1, 2]) {
    const before = await Promise.all(terms.map((term) => shares(protocol, protocol.readerAddress, term)));
    const previews = await Promise.all(
      terms.map(
        async (term) => (await multiVaultPreviewDeposit(read(protocol), {args: [term, 1n, parseEther('0.5')]}))[0],
      ),
    );
    const run = await test.step(`run ${round}`, () => ok(protocol.run(file, terms)));
    await test.step(`run ${round}: each term gained the previewed shares`, async () => {
      expect(run.stdout).toMatch(/batch deposit 0x[0-9a-f]{64}/);
      const after = await Promise.all(terms.map((term) => shares(protocol, protocol.readerAddress, term)));
      expect(after.map((value, i) => value - (before[i] ?? 0n))).toEqual(previews);
    });
  }
});

test('examples/interactions/deposit-return/redeem-with-minimum.ts redeems half the position for the previewed assets net of fees', async ({
  protocol,
}) => {
  const file = interactions('deposit-return/redeem-with-minimum.ts');
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  for (const round of [1, 2]) {
    const held = await shares(protocol, protocol.readerAddress, atomId);
    const [net] = await multiVaultPreviewRedeem(read(protocol), {args: [atomId, 1n, held / 2n]});
    const gross = await multiVaultConvertToAssets(read(protocol), {args: [atomId, 1n, held / 2n]});
    const run = await test.step(`run ${round}`, () => ok(protocol.run(file, [atomId])));
    await test.step(`run ${round}: half the shares burnt; received = preview net; fees = gross - net (2% = 1.25% protocol + 0.75% exit)`, async () => {
      expect(await shares(protocol, protocol.readerAddress, atomId)).toBe(held - held / 2n);
      expect(printed(run, /received ([\d.]+) tTRUST/)).toBe(formatEther(net));
      expect(printed(run, /fees ([\d.]+)/)).toBe(formatEther(gross - net));
      expect(net).toBeLessThan(gross);
    });
  }
});

test('examples/interactions/deposit-return/deposit-for-another-address.ts lets the operator deposit for the reader', async ({
  protocol,
}) => {
  const file = interactions('deposit-return/deposit-for-another-address.ts');
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  const {createWalletClient, http} = await import('viem');
  const {privateKeyToAccount} = await import('viem/accounts');
  const operator = createWalletClient({
    chain: protocol.chain,
    transport: http(protocol.rpcUrl),
    account: privateKeyToAccount(protocol.otherPrivateKey),
  });
  const depositForReader = () =>
    protocol.publicClient.simulateContract({
      account: operator.account,
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'deposit',
      args: [protocol.readerAddress, atomId, 1n, 0n],
      value: parseEther('0.1'),
    });
  await test.step('before: the operator may not deposit for the reader', async () => {
    await expect(depositForReader()).rejects.toThrow('MultiVault_SenderNotApproved');
  });
  for (const round of [1, 2]) {
    const run = await test.step(`run ${round} with OPERATOR_ADDRESS`, () =>
      ok(protocol.run(file, [], {OPERATOR_ADDRESS: protocol.otherAddress})));
    expect(run.stdout).toContain(`${protocol.otherAddress} may now deposit on behalf of ${protocol.readerAddress}`);
  }
  await test.step('after: the operator deposits and the reader receives the shares', async () => {
    const held = await shares(protocol, protocol.readerAddress, atomId);
    const {request} = await depositForReader();
    await protocol.publicClient.waitForTransactionReceipt({hash: await operator.writeContract(request)});
    expect(await shares(protocol, protocol.readerAddress, atomId)).toBeGreaterThan(held);
  });
});

test('examples/interactions/overview/check-fee-arithmetic.ts matches previewDeposit, with and without the entry fee, and refuses a triple', async ({
  protocol,
}) => {
  const file = interactions('overview/check-fee-arithmetic.ts');
  const established = await ensureAtom(protocol, 'Decentralized knowledge graph');
  await ensureTriple(protocol);
  const run = await test.step('run: established atom, 100 TRUST', () => ok(protocol.run(file, [established, '100'])));
  await test.step('fees 1.25 / 0.5 / 0.5, buys 97.75 (page), matches previewDeposit', async () => {
    expect(printed(run, /protocol fee\s+([\d.]+)/)).toBe('1.25');
    expect(printed(run, /entry fee\s+([\d.]+)/)).toBe('0.5');
    expect(printed(run, /atom wallet fee\s+([\d.]+)/)).toBe('0.5');
    expect(printed(run, /buys shares\s+([\d.]+)/)).toBe('97.75');
    expect(run.stdout).toContain('(matches previewDeposit)');
    const [minted] = await multiVaultPreviewDeposit(read(protocol), {args: [established, 1n, parseEther('100')]});
    expect(printed(run, /shares minted\s+([\d.]+)/)).toBe(formatEther(minted));
  });
  const bare = calculateAtomId(toHex('intuition-quickstart'));
  const bareRun = await test.step('run: an atom below the fee threshold, 1 TRUST', async () => {
    if (!(await exists(protocol, bare))) {
      const cost = await multiVaultGetAtomCost(read(protocol));
      const {request} = await protocol.publicClient.simulateContract({
        account: protocol.walletClient.account,
        address: protocol.multiVault,
        abi: MultiVaultAbi,
        functionName: 'createAtoms',
        args: [[toHex('intuition-quickstart')], [cost]],
        value: cost,
      });
      await protocol.publicClient.waitForTransactionReceipt({hash: await protocol.walletClient.writeContract(request)});
    }
    return ok(protocol.run(file, [bare, '1']));
  });
  await test.step('no entry fee below feeThreshold; buys 0.9825; matches previewDeposit', () => {
    expect(printed(bareRun, /entry fee\s+([\d.]+)/)).toBe('0');
    expect(printed(bareRun, /buys shares\s+([\d.]+)/)).toBe('0.9825');
    expect(bareRun.stdout).toContain('(matches previewDeposit)');
  });
  const tripleRun = await test.step('run: a triple id', () => protocol.run(file, [tripleId]));
  expect(tripleRun.code, describeRun(tripleRun)).toBe(1);
  expect(tripleRun.stderr).toContain('Pass an atom id');
});

test('examples/interactions/overview/read-a-revert.ts prints the decoded error name the page shows', async ({
  protocol,
}) => {
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  const run = await test.step('run', () => ok(protocol.run(interactions('overview/read-a-revert.ts'), [atomId])));
  expect(run.stdout.trim()).toBe('reverted with MultiVault_DepositBelowMinimumDeposit []');
});

test('examples/interactions/overview/network-setup.ts builds its clients for the package testnet address', async ({
  protocol,
}) => {
  const run = await test.step('run', () => ok(protocol.run(interactions('overview/network-setup.ts'))));
  expect(run.stderr).toBe('');
});

test('examples/interactions/retrieve-vault-details/read-vault-details.ts reads vault, price and position in one block', async ({
  protocol,
}) => {
  const file = interactions('retrieve-vault-details/read-vault-details.ts');
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  await ensureTriple(protocol);
  const run = await test.step('run: atom and the reader', () =>
    ok(protocol.run(file, [atomId, protocol.readerAddress])));
  await test.step('every printed value equals the contract; price = assets·1e18/shares', async () => {
    const [totalAssets, totalShares] = await multiVaultGetVault(read(protocol), {args: [atomId, 1n]});
    const price = await multiVaultCurrentSharePrice(read(protocol), {args: [atomId, 1n]});
    const held = await shares(protocol, protocol.readerAddress, atomId);
    const [net] = await multiVaultPreviewRedeem(read(protocol), {args: [atomId, 1n, held]});
    expect(printed(run, /vault assets ([\d.]+)/)).toBe(formatEther(totalAssets));
    expect(printed(run, /vault shares ([\d.]+)/)).toBe(formatEther(totalShares));
    expect(printed(run, /share price\s+([\d.]+)/)).toBe(formatEther(price));
    expect(price).toBe((totalAssets * 10n ** 18n) / totalShares);
    expect(printed(run, /user shares\s+([\d.]+)/)).toBe(formatEther(held));
    expect(printed(run, /redeemable now after fees\s+([\d.]+)/)).toBe(formatEther(net));
  });
  const counter = await test.step('run: counter-triple, where the reader holds nothing', () =>
    ok(protocol.run(file, [calculateCounterTripleId(tripleId), protocol.readerAddress])));
  expect(printed(counter, /user shares\s+([\d.]+)/)).toBe('0');
  expect(counter.stdout).not.toContain('position value');
});

for (const variant of ['sdk', 'viem'] as const) {
  const file = `examples/quickstart/getting-started/first-triple-${variant}.ts`;
  test(`${file} creates a note, reuses the tag atoms, creates the triple with a stake, reads it back from the API and its vault from the contract`, async ({
    protocol,
  }) => {
    for (const round of [1, 2]) {
      const sent = protocol.graphql.requests.length;
      const run = await test.step(`run ${round} (GraphQL: local stub)`, () => ok(protocol.run(file)));
      await test.step(`run ${round}: the printed triple exists on chain and the API read shows its three labels`, async () => {
        const id = printed(
          run,
          variant === 'sdk' ? /Created triple (0x[0-9a-f]{64})/ : /TripleCreated (0x[0-9a-f]{64})/,
        ) as Hex;
        expect(await exists(protocol, id)).toBe(true);
        expect(run.stdout).toMatch(/Quickstart note \d{4}-\d\d-\d\dT/);
        // The stub labels atoms by the hosted indexer's rules (atomLabel, harness/indexer.ts): the predicate is
        // read back by its name, never its data, and the SDK tab's labels line is the page's, bar the note's time.
        if (variant === 'sdk') {
          const labels = /^Quickstart note \S+ \| .*$/m;
          const at = (text: string) =>
            text.match(labels)?.[0].replace(/^Quickstart note \S+/, 'Quickstart note <time>');
          expect(at(run.stdout)).toBe('Quickstart note <time> | has tag | intuition-quickstart');
          expect(at(fs.readFileSync(path.join(repoRoot, 'docs/quickstart/getting-started.mdx'), 'utf8'))).toBe(
            at(run.stdout),
          );
        } else {
          const json = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as Record<string, {label: string}>;
          expect([json.subject?.label, json.predicate?.label, json.object?.label]).toEqual([
            expect.stringMatching(/^Quickstart note \d{4}-/),
            'has tag',
            'intuition-quickstart',
          ]);
        }
        const operations = protocol.graphql.requests.slice(sent);
        expect(operations.every((request) => request.errors.length === 0)).toBe(true);
        expect(operations.map((request) => request.operationName)).toEqual(
          variant === 'sdk' ? ['GetTransactionEvents', 'GetTriple'] : ['QuickstartTriple'],
        );
      });
      await test.step(`run ${round}: the triple uses the catalogue's tag predicate, and the printed vault equals the contract`, async () => {
        const id = printed(
          run,
          variant === 'sdk' ? /Created triple (0x[0-9a-f]{64})/ : /TripleCreated (0x[0-9a-f]{64})/,
        ) as Hex;
        const [, predicateId] = await protocol.publicClient.readContract({
          address: protocol.multiVault,
          abi: MultiVaultAbi,
          functionName: 'getTriple',
          args: [id],
        });
        expect(predicateId).toBe(calculateAtomId(toHex('https://schema.org/keywords')));
        const [totalAssets, totalShares] = await multiVaultGetVault(read(protocol), {args: [id, 1n]});
        const price = await multiVaultCurrentSharePrice(read(protocol), {args: [id, 1n]});
        const held = await shares(protocol, protocol.readerAddress, id);
        const value = await multiVaultConvertToAssets(read(protocol), {args: [id, 1n, held]});
        // The 0.01 stake beyond the triple cost buys the reader shares; creating at cost alone would buy none.
        expect(held).toBeGreaterThan(0n);
        expect(printed(run, /vault assets ([\d.]+) tTRUST/)).toBe(formatEther(totalAssets));
        expect(printed(run, /vault shares ([\d.]+)/)).toBe(formatEther(totalShares));
        expect(printed(run, /share price\s+([\d.]+)/)).toBe(formatEther(price));
        expect(printed(run, /your shares\s+([\d.]+)/)).toBe(formatEther(held));
        expect(printed(run, /their value\s+([\d.]+)/)).toBe(formatEther(value));
      });
    }
  });
}

test('examples/sdks/migration-guide/find-migrated-atom.ts finds an atom by its data and lists both curves', async ({
  protocol,
}) => {
  const file = 'examples/sdks/migration-guide/find-migrated-atom.ts';
  const data = 'migrated atom';
  const termId = calculateAtomId(toHex(data));
  await test.step('set-up: the atom exists on the MultiVault at the mainnet address', async () => {
    const mainnet = {address: protocol.mainnetMultiVault, publicClient: protocol.publicClient};
    const cost = await multiVaultGetAtomCost(mainnet);
    const {request} = await protocol.publicClient.simulateContract({
      account: protocol.walletClient.account,
      address: protocol.mainnetMultiVault,
      abi: MultiVaultAbi,
      functionName: 'createAtoms',
      args: [[toHex(data)], [cost + parseEther('1')]],
      value: cost + parseEther('1'),
    });
    await protocol.publicClient.waitForTransactionReceipt({hash: await protocol.walletClient.writeContract(request)});
  });
  const run = await test.step('run', () => ok(protocol.run(file, [data, protocol.readerAddress])));
  await test.step('the v2 id is the hash of the data; curve 1 shows the stake, curve 2 none', async () => {
    expect(run.stdout).toContain(`v2 term id: ${termId} (exists)`);
    const held = await multiVaultGetShares(
      {address: protocol.mainnetMultiVault, publicClient: protocol.publicClient},
      {args: [protocol.readerAddress, termId, 1n]},
    );
    expect(held).toBeGreaterThan(0n);
    expect(run.stdout).toContain(`curve 1: ${formatEther(held)} shares`);
    expect(run.stdout).toContain('curve 2: 0 shares');
  });
  const missing = await test.step('run with data nobody created', () =>
    ok(protocol.run(file, ['never created', protocol.readerAddress])));
  expect(missing.stdout).toContain('(not found)');
});

test('examples/sdks/overview/configure-clients.ts reads costs and, given an atom id, its details from the API', async ({
  protocol,
}) => {
  const file = 'examples/sdks/overview/configure-clients.ts';
  const run = await test.step('run without an atom id: no API call', async () => {
    const sent = protocol.graphql.requests.length;
    const result = await ok(protocol.run(file));
    expect(protocol.graphql.requests.length).toBe(sent);
    return result;
  });
  expect(run.stdout).toContain('Atom cost: 0.100000000001 tTRUST, minimum deposit: 0.01 tTRUST');
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  const withId = await test.step('run with an atom id (GraphQL: local stub)', () => ok(protocol.run(file, [atomId])));
  expect(withId.stdout).toContain('Decentralized knowledge graph');
  // As the hosted API answers: data is the decoded text (not the hex bytes), type the indexer's classification.
  // console.log colours the object (the runner sets FORCE_COLOR), so compare the text a reader sees.
  const atom = stripVTControlCharacters(withId.stdout);
  expect(atom).toContain("data: 'Decentralized knowledge graph'");
  expect(atom).toContain("type: 'TextObject'");
  expect(protocol.graphql.requests.at(-1)).toEqual({operationName: 'GetAtom', variables: {id: atomId}, errors: []});
});

test('examples/sdks/overview/deposit-with-workaround.ts deposits 0.5 with the protocol helper the SDK re-exports', async ({
  protocol,
}) => {
  const file = 'examples/sdks/overview/deposit-with-workaround.ts';
  const atomId = await ensureAtom(protocol, 'Decentralized knowledge graph');
  for (const round of [1, 2]) {
    const held = await shares(protocol, protocol.readerAddress, atomId);
    const [previewed] = await multiVaultPreviewDeposit(read(protocol), {args: [atomId, 1n, parseEther('0.5')]});
    const run = await test.step(`run ${round}`, () => ok(protocol.run(file, [atomId])));
    expect(printed(run, /Minted ([\d.]+) shares/)).toBe(formatEther(previewed));
    expect((await shares(protocol, protocol.readerAddress, atomId)) - held).toBe(previewed);
  }
});

test('examples/sdks/overview/batch-deposit-fragment.ts, placed inside main() of deposit-with-workaround.ts as its note says, deposits 0.1 and 0.2', async ({
  protocol,
}) => {
  // The page shows the fragment under the program it continues; assemble them the way the note tells the reader.
  const program = fs.readFileSync(path.join(repoRoot, 'examples/sdks/overview/deposit-with-workaround.ts'), 'utf8');
  const fragment = fs.readFileSync(path.join(repoRoot, 'examples/sdks/overview/batch-deposit-fragment.ts'), 'utf8');
  await ensureTriple(protocol);
  const terms = tripleParts.slice(0, 2) as Hex[];
  const assembled = program
    .replace(
      "from '@0xintuition/sdk'",
      "from '@0xintuition/sdk'\nimport { multiVaultDepositBatch } from '@0xintuition/sdk'",
    )
    .replace(
      'async function main() {',
      `async function main() {\n  {\n  const termIds = ${JSON.stringify(terms)} as Hex[]\n${fragment}\n  console.log('batch', hash)\n  }\n  return\n`,
    );
  expect(assembled).toContain('multiVaultDepositBatch(config');
  // Inside the repository (test-results/ is ignored), so the program resolves the packages like the others.
  fs.mkdirSync(path.join(repoRoot, 'test-results'), {recursive: true});
  const dir = fs.mkdtempSync(path.join(repoRoot, 'test-results', 'chain-assembled-'));
  try {
    const file = path.join(dir, 'batch.ts');
    fs.writeFileSync(file, assembled);
    for (const round of [1, 2]) {
      const before = await Promise.all(terms.map((term) => shares(protocol, protocol.readerAddress, term)));
      const run = await test.step(`run ${round}`, () => ok(protocol.run(path.relative(repoRoot, file), [])));
      expect(run.stdout).toMatch(/batch 0x[0-9a-f]{64}/);
      const after = await Promise.all(terms.map((term) => shares(protocol, protocol.readerAddress, term)));
      expect(after.every((value, i) => value > (before[i] ?? 0n))).toBe(true);
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('every example that sends a transaction is run twice (examples-create.spec.ts, examples-use.spec.ts)', () => {
  const sends =
    /multiVaultCreate|multiVaultDeposit\b|multiVaultDepositBatch|multiVaultRedeem\b|createAtomFrom|createTripleStatement|writeContract|\bapprove\b/;
  const files = (dir: string): string[] =>
    fs
      .readdirSync(path.join(repoRoot, dir), {withFileTypes: true})
      .flatMap((entry) =>
        entry.isDirectory()
          ? files(`${dir}/${entry.name}`)
          : entry.name.endsWith('.ts')
            ? [`${dir}/${entry.name}`]
            : [],
      );
  const writing = files('examples').filter((file) => sends.test(fs.readFileSync(path.join(repoRoot, file), 'utf8')));
  expect(writing.length).toBeGreaterThanOrEqual(12);
  // A tutorial's steps are run twice by its own spec, tests/chain/tutorial-<name>.spec.ts, which names each step file.
  const inTutorialSpec = (file: string) => {
    const [, name, step] = /^examples\/tutorials\/([\w-]+)\/([\w.-]+)$/.exec(file) ?? [];
    const spec = path.join(repoRoot, `tests/chain/tutorial-${name}.spec.ts`);
    return !!step && fs.existsSync(spec) && fs.readFileSync(spec, 'utf8').includes(step);
  };
  expect(
    writing.filter((file) => !writeExamples.includes(file) && !inTutorialSpec(file)),
    'write examples with no run-twice test',
  ).toEqual([]);
});
