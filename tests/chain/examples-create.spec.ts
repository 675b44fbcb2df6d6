import {calculateAtomId, calculateCounterTripleId} from '@0xintuition/sdk';
import {
  intuitionDeployments,
  multiVaultGetAtomCost,
  multiVaultGetTripleCost,
  multiVaultPreviewDeposit,
  MultiVaultAbi,
} from '@0xintuition/protocol';
import {base} from 'viem/chains';
import {formatEther, getAddress, hexToString, parseEther, toHex, type Address, type Hex} from 'viem';
import {expect, test} from './fixtures';

import {exists, interactions, nonce, ok, printed, read, shares, site, tripleId, tripleParts} from './support';

/**
 * Every TypeScript example the site shows runs here against the protocol on a local chain (tests/chain/harness),
 * unchanged: the file the page displays is the file that runs. Each test names the example file; each step says
 * what it runs or checks, so a failure reads "examples/x.ts › run 2" or "… › the atom exists with the printed id".
 */
// The tests of this file run in order on one chain, and later ones use terms earlier ones created.

test('examples/site/read-costs.ts prints the mainnet MultiVault costs the contract returns', async ({protocol}) => {
  const run = await test.step('run', () => ok(protocol.run(site('read-costs.ts'))));
  await test.step('the printed costs equal the contract at the package mainnet address', async () => {
    const mainnet = {address: protocol.mainnetMultiVault, publicClient: protocol.publicClient};
    expect(printed(run, /Atom cost:\s+([\d.]+) TRUST/)).toBe(formatEther(await multiVaultGetAtomCost(mainnet)));
    expect(printed(run, /Triple cost:\s+([\d.]+) TRUST/)).toBe(formatEther(await multiVaultGetTripleCost(mainnet)));
    expect(printed(run, /Minimum deposit:\s+([\d.]+) TRUST/)).toBe('0.01');
    expect(printed(run, /Atom cost:\s+([\d.]+) TRUST/)).toBe('0.100000000001');
  });
});

test('examples/site/create-atom.ts creates "My first atom" once, and a rerun finds it instead of reverting', async ({
  protocol,
}) => {
  const expectedId = calculateAtomId(toHex('My first atom'));
  const first = await test.step('run 1', () => ok(protocol.run(site('create-atom.ts'))));
  await test.step('the atom exists with the printed id, and the extra 0.05 was staked for the reader', async () => {
    expect(printed(first, /Atom id: (0x[0-9a-f]{64})/)).toBe(expectedId);
    expect(await exists(protocol, expectedId)).toBe(true);
    expect(await shares(protocol, protocol.readerAddress, expectedId)).toBeGreaterThan(0n);
  });
  const before = await nonce(protocol);
  const second = await test.step('run 2', () => ok(protocol.run(site('create-atom.ts'))));
  await test.step('run 2 says the atom exists and sends no transaction', async () => {
    expect(printed(second, /Atom already exists: (0x[0-9a-f]{64})/)).toBe(expectedId);
    expect(await nonce(protocol)).toBe(before);
  });
});

test('examples/site/create-and-stake.ts stakes 0.05 on "My first atom", also after another reader created it', async ({
  protocol,
}) => {
  const termId = calculateAtomId(toHex('My first atom'));
  for (const round of [1, 2]) {
    const held = await shares(protocol, protocol.readerAddress, termId);
    const [previewed] = await multiVaultPreviewDeposit(read(protocol), {args: [termId, 1n, parseEther('0.05')]});
    const run = await test.step(`run ${round}`, () => ok(protocol.run(site('create-and-stake.ts'))));
    await test.step(`run ${round}: finds the existing atom and mints the previewed shares`, async () => {
      expect(printed(run, /Atom exists: (0x[0-9a-f]{64})/)).toBe(termId);
      expect(run.stdout).toContain('Deposit confirmed:');
      expect((await shares(protocol, protocol.readerAddress, termId)) - held).toBe(previewed);
    });
  }
});

test('examples/site/latest-atoms.ts sends the LatestAtoms query and prints the newest atoms', async ({protocol}) => {
  const sent = protocol.graphql.requests.length;
  const run = await test.step('run (GraphQL: local stub, validated against the API schema)', () =>
    ok(protocol.run(site('latest-atoms.ts'))));
  await test.step('one valid LatestAtoms operation was sent, and its atoms were printed', async () => {
    expect(protocol.graphql.requests.slice(sent)).toEqual([{operationName: 'LatestAtoms', variables: {}, errors: []}]);
    expect(run.stdout).toContain(calculateAtomId(toHex('My first atom')));
    expect(run.stdout).toContain('My first atom');
    // Each line: term id, label, type; the type as the hosted indexer classifies the atom.
    expect(run.stdout).toContain('My first atom TextObject');
  });
});

test('examples/interactions/create-atom/create-text-atom.ts creates the atom at the previewed price, then finds it', async ({
  protocol,
}) => {
  const file = interactions('create-atom/create-text-atom.ts');
  const atomId = calculateAtomId(toHex('Decentralized knowledge graph'));
  const first = await test.step('run 1', () => ok(protocol.run(file)));
  await test.step('the atom exists with the printed id; the reader holds the previewed shares; 1 TRUST extra buys 0.9825 shares (page)', async () => {
    expect(printed(first, /termId (0x[0-9a-f]{64})/)).toBe(atomId);
    expect(await exists(protocol, atomId)).toBe(true);
    const previewShares = printed(first, /shares ([\d.]+),/);
    expect(formatEther(await shares(protocol, protocol.readerAddress, atomId))).toBe(previewShares);
    expect(previewShares).toBe('0.9825');
    expect(printed(first, /cost ([\d.]+) tTRUST/)).toBe('0.100000000001');
  });
  const second = await test.step('run 2', () => ok(protocol.run(file)));
  await test.step('run 2 finds the existing atom', () => {
    expect(printed(second, /Atom already exists: (0x[0-9a-f]{64})/)).toBe(atomId);
  });
});

test('examples/interactions/create-atom/create-thing-atom.ts pins through the API, creates the ipfs:// atom, then finds it', async ({
  protocol,
}) => {
  const file = interactions('create-atom/create-thing-atom.ts');
  const sent = protocol.graphql.requests.length;
  const first = await test.step('run 1 (pinThing: local stub)', () => ok(protocol.run(file)));
  const uri = printed(first, /uri (ipfs:\/\/\S+)/);
  await test.step('the atom holds the pinned URI and the reader holds the 0.5 stake', async () => {
    const termId = printed(first, /termId (0x[0-9a-f]{64})/) as Hex;
    expect(termId).toBe(calculateAtomId(toHex(uri)));
    const data = await protocol.publicClient.readContract({
      address: protocol.multiVault,
      abi: MultiVaultAbi,
      functionName: 'atom',
      args: [termId],
    });
    expect(hexToString(data)).toBe(uri);
    expect(await shares(protocol, protocol.readerAddress, termId)).toBeGreaterThan(0n);
    const pins = protocol.graphql.requests.slice(sent);
    expect(pins.map((request) => request.operationName)).toEqual(['pinThing', 'pinThing']);
    expect(pins.every((request) => request.errors.length === 0 && request.variables.name === 'Intuition Docs')).toBe(
      true,
    );
  });
  const second = await test.step('run 2', () => ok(protocol.run(file)));
  await test.step('run 2 finds the existing atom', () => {
    expect(second.stdout).toContain('Atom already exists:');
    expect(second.stdout).toContain(uri);
  });
});

test('examples/interactions/create-atom/create-account-atom.ts creates the account and CAIP-10 atoms, then finds both', async ({
  protocol,
}) => {
  const file = interactions('create-atom/create-account-atom.ts');
  const personId = calculateAtomId(toHex(getAddress(protocol.readerAddress)));
  const trustOnBase = intuitionDeployments.Trust?.[base.id] as Address;
  const contractId = calculateAtomId(toHex(`caip10:eip155:${base.id}:${getAddress(trustOnBase)}`));
  const first = await test.step('run 1', () => ok(protocol.run(file)));
  await test.step('both atoms exist with the printed ids', async () => {
    expect(printed(first, /account atom (0x[0-9a-f]{64})/)).toBe(personId);
    expect(first.stdout).toContain(contractId);
    expect(await exists(protocol, personId)).toBe(true);
    expect(await exists(protocol, contractId)).toBe(true);
  });
  const second = await test.step('run 2', () => ok(protocol.run(file)));
  await test.step('run 2 finds both', () => {
    expect(printed(second, /account atom already exists (0x[0-9a-f]{64})/)).toBe(personId);
    expect(printed(second, /contract atom already exists (0x[0-9a-f]{64})/)).toBe(contractId);
  });
});

test('examples/interactions/create-triple/create-triple.ts creates the atoms and the triple at the page price, then finds it', async ({
  protocol,
}) => {
  const file = interactions('create-triple/create-triple.ts');
  const first = await test.step('run 1', () => ok(protocol.run(file)));
  await test.step('the triple exists with the printed ids; fresh components: 1.100000000002 for 0.9875 shares (page)', async () => {
    expect(printed(first, /^triple (0x[0-9a-f]{64})/m)).toBe(tripleId);
    expect(printed(first, /counter-triple (0x[0-9a-f]{64})/)).toBe(calculateCounterTripleId(tripleId));
    expect(await exists(protocol, tripleId)).toBe(true);
    for (const part of tripleParts) expect(await exists(protocol, part)).toBe(true);
    expect(printed(first, /paying ([\d.]+) tTRUST/)).toBe('1.100000000002');
    expect(printed(first, /for ([\d.]+) shares/)).toBe('0.9875');
    expect(await shares(protocol, protocol.readerAddress, tripleId)).toBeGreaterThan(0n);
  });
  const second = await test.step('run 2', () => ok(protocol.run(file)));
  await test.step('run 2 finds the triple', () => {
    expect(printed(second, /Triple exists; deposit into it instead: (0x[0-9a-f]{64})/)).toBe(tripleId);
  });
});
