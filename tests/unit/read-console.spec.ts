/**
 * The read console's pure half (src/components/widgets/ReadConsole/logic.ts) and its units table
 * (src/data/readConsoleUnits.ts) against the ABIs of the pinned @0xintuition/protocol. The browser behaviour is
 * tests/e2e/read-console.spec.ts, on a local chain.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {MultiVaultAbi, TrustBondingAbi} from '@0xintuition/protocol';
import {expect, test} from '@playwright/test';
import {getAddress} from 'viem';
import {readConsoleUnits} from '../../src/data/readConsoleUnits';
import {
  checkInput,
  formatNumber,
  hasNumber,
  inputHint,
  type AbiParam,
} from '../../src/components/widgets/ReadConsole/logic';
import {curveCount, curveIdRange} from '../../src/components/widgets/ReadConsole/curveIds';
import {consoleAbi} from '../../src/protocol/contractReference';
import {loadProtocolData} from '../../src/protocol/loadProtocolData';
import {
  curveVerdict,
  distinguishingRedeem,
  liveCalls,
  probeCalls,
  registryCurveAddress,
  rowValues,
} from '../../src/components/widgets/LiveParameters/liveRows';
import {feeDefaults, offsetProgressiveDefaults} from '../../src/data/curveDefaults';

const contracts = {MultiVault: MultiVaultAbi, TrustBonding: TrustBondingAbi} as const;
const numeric = (type: string) => /^u?int\d*$/.test(type);

test('every numeric output of every view function has a unit, and every listed unit belongs to one', () => {
  const problems: string[] = [];
  for (const [contract, abi] of Object.entries(contracts) as [keyof typeof contracts, readonly unknown[]][]) {
    const views = (abi as {type: string; name: string; stateMutability?: string; outputs?: AbiParam[]}[]).filter(
      (e) => e.type === 'function' && (e.stateMutability === 'view' || e.stateMutability === 'pure'),
    );
    const listed = readConsoleUnits[contract];
    for (const name of Object.keys(listed)) {
      if (!views.some((v) => v.name === name))
        problems.push(`${contract}.${name} is listed but is not a view function`);
    }
    for (const fn of views) {
      const outputs = fn.outputs ?? [];
      const expected = outputs.filter(hasNumber);
      const units = listed[fn.name] ?? [];
      if (units.length !== expected.length) {
        problems.push(`${contract}.${fn.name}: ${expected.length} numeric outputs, ${units.length} units listed`);
        continue;
      }
      expected.forEach((output, i) => {
        const unit = units[i]!;
        if (output.type !== 'tuple') {
          if (typeof unit !== 'string') problems.push(`${contract}.${fn.name} output ${i} is a number, not a struct`);
          return;
        }
        const fields = (output.components ?? []).filter((c) => numeric(c.type)).map((c) => c.name);
        const named = typeof unit === 'string' ? [] : Object.keys(unit);
        if ([...fields].sort().join() !== [...named].sort().join())
          problems.push(`${contract}.${fn.name}: struct fields ${fields.join(',')} but units for ${named.join(',')}`);
      });
    }
  }
  expect(problems).toEqual([]);
});

test('the console can encode every input type of every view function', () => {
  const types = new Set(
    (['MultiVault', 'TrustBonding'] as const).flatMap((c) =>
      consoleAbi(c).flatMap((e) => (e.type === 'function' ? (e.inputs ?? []).map((i) => i.type) : [])),
    ),
  );
  for (const type of types) {
    expect(checkInput({name: 'x', type}, 'x', 2).ok, type).toBe(false);
    expect(checkInput({name: 'x', type}, 'x', 2), type).not.toEqual({
      ok: false,
      error: `The console cannot encode ${type}.`,
    });
  }
});

/**
 * EIP-55's test vectors (its "Test Cases" section, ethereum/ERCs@26abfcf erc-55.md): two whose letters are all upper
 * case, two all lower case, four mixed. Each is its own checksummed form, so every address check must accept it as
 * written.
 */
const eip55Vectors = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
] as const;

/** Every address check in src/, as a function of the text a reader types: true when it accepts it. */
const addressChecks: Record<string, (text: string) => boolean> = {
  'src/components/widgets/ReadConsole/logic.ts': (text) => checkInput({name: 'account', type: 'address'}, text, 2).ok,
};

/**
 * src/ files that decide on an address's letter case: those importing viem's address checks, or holding a 40-digit
 * hex character class that is not case-blind. (Prose that merely names getAddress, in a string, does not count.)
 */
function filesCheckingAddresses(): string[] {
  const root = join(__dirname, '../../src');
  const viemCheck =
    /import\s*\{[^}]*\b(isAddress|getAddress|checksumAddress|isAddressEqual)\b[^}]*\}\s*from\s*'viem(\/\w+)?'/;
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|js|jsx)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        const caseBound = [...text.matchAll(/\[([^\]]*)\]\{40\}/g)].some(
          ([, chars]) => !(chars!.includes('a-f') && chars!.includes('A-F')),
        );
        if (viemCheck.test(text) || caseBound)
          found.push(relative(join(__dirname, '../..'), path).split('\\').join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

test('every address check in src/ accepts the EIP-55 vectors as written and is listed here', () => {
  // A new check anywhere in src/ fails here until it is added to addressChecks, and so runs over the vectors.
  expect(filesCheckingAddresses()).toEqual(Object.keys(addressChecks).sort());
  for (const [file, accepts] of Object.entries(addressChecks)) {
    for (const vector of eip55Vectors) {
      expect(getAddress(vector), vector).toBe(vector);
      expect(accepts(vector), `${file} refuses ${vector}`).toBe(true);
    }
  }
});

test('an address is accepted exactly when it is its own checksummed form; otherwise the form is shown', () => {
  const address = {name: 'account', type: 'address'};
  for (const vector of eip55Vectors) expect(checkInput(address, vector, 2)).toEqual({ok: true, value: vector});
  const mixed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  expect(checkInput(address, mixed, 2)).toEqual({ok: true, value: mixed});
  // Wrong case: one letter flipped, all lower, all upper; each refused with the checksummed form.
  for (const wrong of [mixed.replace('C51', 'c51'), mixed.toLowerCase(), `0x${mixed.slice(2).toUpperCase()}`]) {
    expect(checkInput(address, wrong, 2), wrong).toEqual({
      ok: false,
      error: `The letter case does not match the EIP-55 checksum; the checksummed form is ${mixed}.`,
    });
  }
  // The all-upper vectors written in lower case, and the all-lower ones in upper case, are wrong too.
  for (const vector of eip55Vectors.slice(0, 4)) {
    const flipped =
      vector === vector.toLowerCase() ? `0x${vector.slice(2).toUpperCase()}` : `0x${vector.slice(2).toLowerCase()}`;
    expect(checkInput(address, flipped, 2), flipped).toMatchObject({ok: false, error: expect.stringContaining(vector)});
  }
  expect(checkInput(address, '0x1234', 2).ok).toBe(false);
  expect(inputHint(address, 2)).toContain('EIP-55 checksummed form');
});

test('bad input is refused with a message, good input is passed on typed', () => {
  const id = {name: 'termId', type: 'bytes32'};
  expect(checkInput(id, `0x${'ab'.repeat(32)}`, 2).ok).toBe(true);
  expect(checkInput(id, `0x${'ab'.repeat(31)}`, 2)).toMatchObject({
    ok: false,
    error: expect.stringContaining('64 hex digits'),
  });
  const uint = {name: 'assets', type: 'uint256'};
  expect(checkInput(uint, '1000', 2)).toEqual({ok: true, value: 1000n});
  for (const bad of ['-1', '1.5', '1e18', '0x10', '']) expect(checkInput(uint, bad, 2).ok, bad).toBe(false);
  expect(checkInput(uint, (1n << 256n).toString(), 2).ok).toBe(false);
  expect(checkInput(uint, ((1n << 256n) - 1n).toString(), 2).ok).toBe(true);
});

test('a curve id is checked against the curves the pinned package knows, and hint and error say so', () => {
  const {contracts} = loadProtocolData();
  const curve = {name: 'curveId', type: 'uint256'};
  for (const network of ['mainnet', 'testnet'] as const) {
    const count = curveCount(contracts, network);
    // The package names LinearCurve and OffsetProgressiveCurve on both networks.
    expect(count, network).toBe(2);
    expect(checkInput(curve, String(count), count).ok).toBe(true);
    for (const bad of ['0', String(count + 1)]) {
      expect(checkInput(curve, bad, count)).toEqual({
        ok: false,
        error: `No curve ${bad} in the pinned @0xintuition/protocol on this network: it knows curve ids ${curveIdRange(count)}. The console checks the package's curves, not BondingCurveRegistry.`,
      });
    }
    expect(inputHint(curve, count)).toBe(
      `A curve id the pinned @0xintuition/protocol knows on this network: ${curveIdRange(count)} (the package's curves, not read from BondingCurveRegistry).`,
    );
  }
  expect([0, 1, 2, 3].map(curveIdRange)).toEqual(['none', '1', '1 or 2', '1 to 3']);
});

test("block numbers a contract stored (block.number) are labelled as the parent chain's, not as Intuition blocks", () => {
  // On Intuition, an Orbit chain settling to Base, block.number is Base's block (Arbitrum docs, "Block gas limit,
  // numbers and time"); the console's own block comes from eth_blockNumber (rpc.ts).
  expect(formatNumber(123n, 'block')).toBe('123 (block.number: the Base or Base Sepolia block on Intuition)');
  expect(inputHint({name: '_block', type: 'uint256'}, 2)).toContain('Base (or Base Sepolia) block');
  // No code in src/ takes "the block" from a contract: Multicall3.getBlockNumber or ArbSys return other numbers.
  const root = join(__dirname, '../../src');
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        if (/(name|functionName):\s*'(getBlockNumber|arbBlockNumber)'/.test(text)) offenders.push(entry.name);
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});

test("the curve probe goes to the address the registry lists for curve 2, not the package's", () => {
  const ok = (value: unknown) => ({ok: true as const, value});
  const registryCurve = '0x00000000000000000000000000000000000000C2';
  const calls = liveCalls(2);
  expect(calls.map((c) => c.key)).toContain('curveAddress:2');
  // The first request has no curve call by the package's address.
  expect(calls.filter((c) => c.contract === 'OffsetProgressiveCurve')).toEqual([]);
  expect(registryCurveAddress(new Map([['curveAddress:2', ok(registryCurve)]]))).toBe(registryCurve);
  expect(registryCurveAddress(new Map([['curveAddress:2', ok(`0x${'0'.repeat(40)}`)]]))).toBeUndefined();
  expect(registryCurveAddress(new Map([['curveAddress:2', {ok: false as const, error: 'reverted'}]]))).toBeUndefined();
  const probe = probeCalls(registryCurve);
  expect(probe.map((c) => c.functionName)).toEqual(['SLOPE', 'OFFSET', 'previewRedeem']);
  expect(probe.every((c) => c.address === registryCurve)).toBe(true);
  expect(curveVerdict(new Map(), undefined)).toMatchObject({
    kind: 'unknown',
    reason: expect.stringContaining('no address'),
  });
});

test('numbers print with their unit', () => {
  expect(formatNumber(1_500_000_000_000_000_000n, 'trust')).toBe('1.5 TRUST');
  expect(formatNumber(125n, 'bps')).toBe('125 bps (1.25%)');
  expect(formatNumber(1_764_000_000n, 'timestamp')).toBe('2025-11-24T16:00:00Z');
  expect(formatNumber(1_209_600n, 'seconds')).toBe('1209600 s (14 days)');
  expect(formatNumber(1n, 'vaultType')).toBe('1 (TRIPLE)');
});

test('the live parameters tell the two OffsetProgressiveCurve rounding variants apart and flag values off their default', () => {
  const probe = distinguishingRedeem();
  expect(probe.fixed - probe.package).toBe(1n);
  const ok = (value: unknown) => ({ok: true as const, value});
  const answers = (live: bigint, slope = offsetProgressiveDefaults.slope.value) =>
    new Map([
      ['slope', ok(slope)],
      ['offset', ok(offsetProgressiveDefaults.offset.value)],
      ['probe', ok(live)],
    ]);
  const at = '0x00000000000000000000000000000000000000C2';
  expect(curveVerdict(answers(probe.package), at)).toMatchObject({kind: 'package-2.0.2', address: at});
  expect(curveVerdict(answers(probe.fixed), at)).toMatchObject({kind: 'fixed-0556114', address: at});
  expect(curveVerdict(answers(probe.fixed + 5n), at)).toMatchObject({kind: 'unknown', address: at});
  expect(curveVerdict(answers(probe.package, 2n * 10n ** 17n), at)).toMatchObject({
    kind: 'unknown',
    reason: expect.stringContaining(at),
  });

  const fees = {entryFee: feeDefaults.entryFee.value + 1n, exitFee: 75n, protocolFee: 125n};
  const rows = rowValues(new Map([['getVaultFees', ok(fees)]]));
  expect(rows.filter((r) => r.differs).map((r) => r.id)).toEqual(['entryFee']);
  expect(rows.find((r) => r.id === 'exitFee')).toMatchObject({live: 75n, differs: false});
  expect(rows.find((r) => r.id === 'atomCost')).toMatchObject({error: 'not read', differs: false});
});
