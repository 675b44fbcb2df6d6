/**
 * The read console's pure half (src/components/ReadConsole/logic.ts) and its units table
 * (src/data/readConsoleUnits.ts) against the ABIs of the pinned @0xintuition/protocol. The browser behaviour is
 * tests/e2e/read-console.spec.ts, on a local chain.
 */
import {MultiVaultAbi, TrustBondingAbi} from '@0xintuition/protocol';
import {expect, test} from '@playwright/test';
import {readConsoleUnits} from '../../src/data/readConsoleUnits';
import {checkInput, formatNumber, hasNumber, type AbiParam} from '../../src/components/ReadConsole/logic';
import {consoleAbi} from '../../src/protocol/contractReference';
import {curveVerdict, distinguishingRedeem, rowValues} from '../../src/components/ReadConsole/liveParameters';
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

test('bad input is refused with a message, good input is passed on typed', () => {
  const address = {name: 'account', type: 'address'};
  const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  expect(checkInput(address, checksummed, 2)).toEqual({ok: true, value: checksummed});
  expect(checkInput(address, checksummed.toLowerCase(), 2)).toMatchObject({
    ok: false,
    error: expect.stringContaining(checksummed),
  });
  expect(checkInput(address, checksummed.replace('C51', 'c51'), 2).ok).toBe(false);
  expect(checkInput(address, '0x1234', 2).ok).toBe(false);
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
  const curve = {name: 'curveId', type: 'uint256'};
  expect(checkInput(curve, '2', 2).ok).toBe(true);
  expect(checkInput(curve, '3', 2)).toMatchObject({ok: false, error: expect.stringContaining('1 to 2')});
  expect(checkInput(curve, '0', 2).ok).toBe(false);
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
  expect(curveVerdict(answers(probe.package)).kind).toBe('package-2.0.2');
  expect(curveVerdict(answers(probe.fixed)).kind).toBe('fixed-0556114');
  expect(curveVerdict(answers(probe.fixed + 5n)).kind).toBe('unknown');
  expect(curveVerdict(answers(probe.package, 2n * 10n ** 17n)).kind).toBe('unknown');

  const fees = {entryFee: feeDefaults.entryFee.value + 1n, exitFee: 75n, protocolFee: 125n};
  const rows = rowValues(new Map([['getVaultFees', ok(fees)]]));
  expect(rows.filter((r) => r.differs).map((r) => r.id)).toEqual(['entryFee']);
  expect(rows.find((r) => r.id === 'exitFee')).toMatchObject({live: 75n, differs: false});
  expect(rows.find((r) => r.id === 'atomCost')).toMatchObject({error: 'not read', differs: false});
});
