/**
 * The live parameters table's pure half: which calls make up its Multicall3 requests, what each row shows next
 * to the default the site documents (src/data/curveDefaults.ts, the deploy-script values the pages state), and
 * which OffsetProgressiveCurve redemption rounding the network runs. A press is eth_blockNumber, then two Multicall3
 * calls at that block: the rows and the registry's curves (liveCalls), then the curve the registry lists as curve 2
 * (probeCalls), whose address is only known from the first.
 */
import {
  creationDefaults,
  epochDefaults,
  feeDefaults,
  generalDefaults,
  offsetProgressiveDefaults,
} from '../../../data/curveDefaults';
import type {OutputUnit} from '../../../data/readConsoleUnits';
import {offsetProgressiveCurve} from '../../../curves/offsetProgressiveCurve';
import {curveContracts, offsetProgressiveCurveId} from '../ReadConsole/curveIds';

export type LiveContract = 'MultiVault' | 'TrustBonding' | 'BondingCurveRegistry' | 'OffsetProgressiveCurve';

export interface LiveCall {
  readonly key: string;
  readonly contract: LiveContract;
  readonly functionName: string;
  readonly args?: readonly bigint[];
  /** Where to call, when it is learnt from the chain (the registry's curve 2) rather than named by the package. */
  readonly address?: string;
}

export interface LiveRow {
  readonly id: string;
  readonly label: string;
  /** What to call for it, as the pages write it. */
  readonly getter: string;
  readonly unit: OutputUnit;
  /** The documented deploy-script value, from src/data/curveDefaults.ts; none for a value that changes by design. */
  readonly documented?: bigint;
  readonly call: string;
  /** The struct field, for a getter returning a struct. */
  readonly field?: string;
}

const {minShare} = generalDefaults;

export const liveRows: readonly LiveRow[] = [
  {
    id: 'atomCost',
    label: 'Atom cost',
    getter: 'MultiVault.getAtomCost()',
    unit: 'trust',
    documented: creationDefaults.atomCreationProtocolFee.value + minShare.value,
    call: 'getAtomCost',
  },
  {
    id: 'tripleCost',
    label: 'Triple cost',
    getter: 'MultiVault.getTripleCost()',
    unit: 'trust',
    documented: creationDefaults.tripleCreationProtocolFee.value + 2n * minShare.value,
    call: 'getTripleCost',
  },
  {
    id: 'minDeposit',
    label: 'Minimum deposit',
    getter: generalDefaults.minDeposit.getter,
    unit: 'trust',
    documented: generalDefaults.minDeposit.value,
    call: 'getGeneralConfig',
    field: 'minDeposit',
  },
  ...(['entryFee', 'exitFee', 'protocolFee'] as const).map((fee): LiveRow => ({
    id: fee,
    label: {entryFee: 'Entry fee', exitFee: 'Exit fee', protocolFee: 'Protocol fee'}[fee],
    getter: feeDefaults[fee].getter,
    unit: 'bps',
    documented: feeDefaults[fee].value,
    call: 'getVaultFees',
    field: fee,
  })),
  {
    id: 'atomWalletDepositFee',
    label: 'Atom wallet fee',
    getter: feeDefaults.atomWalletDepositFee.getter,
    unit: 'bps',
    documented: feeDefaults.atomWalletDepositFee.value,
    call: 'getAtomConfig',
    field: 'atomWalletDepositFee',
  },
  {
    id: 'feeThreshold',
    label: 'Fee threshold',
    getter: generalDefaults.feeThreshold.getter,
    unit: 'shares',
    documented: generalDefaults.feeThreshold.value,
    call: 'getGeneralConfig',
    field: 'feeThreshold',
  },
  {
    id: 'atomDepositFraction',
    label: 'Atom deposit fraction',
    getter: feeDefaults.atomDepositFractionForTriple.getter,
    unit: 'bps',
    documented: feeDefaults.atomDepositFractionForTriple.value,
    call: 'getTripleConfig',
    field: 'atomDepositFractionForTriple',
  },
  {
    id: 'currentEpoch',
    label: 'Current epoch',
    getter: 'TrustBonding.currentEpoch()',
    unit: 'epoch',
    call: 'currentEpoch',
  },
  {
    id: 'epochLength',
    label: 'Epoch length',
    getter: epochDefaults.epochLength.getter,
    unit: 'seconds',
    documented: epochDefaults.epochLength.value,
    call: 'epochLength',
  },
];

/**
 * A redemption at which the two OffsetProgressiveCurve rounding variants differ (1 wei) with the documented SLOPE and OFFSET:
 * found by walking a fixed sequence of supplies, so the request is known before it is sent.
 */
export function distinguishingRedeem(
  slope = offsetProgressiveDefaults.slope.value,
  offset = offsetProgressiveDefaults.offset.value,
): {shares: bigint; totalShares: bigint; totalAssets: bigint; package: bigint; fixed: bigint} {
  const packageCurve = offsetProgressiveCurve({slope, offset});
  const fixedCurve = offsetProgressiveCurve({slope, offset, redeemRounding: 'fixed-0556114'});
  const totalAssets = 10n ** 24n;
  for (let i = 1n; i < 10_000n; i += 1n) {
    const totalShares = 10n ** 18n + i * 7919n;
    const shares = 10n ** 17n + i * 104_729n;
    const a = packageCurve.previewRedeem(shares, totalShares, totalAssets);
    const b = fixedCurve.previewRedeem(shares, totalShares, totalAssets);
    if (a !== b) return {shares, totalShares, totalAssets, package: a, fixed: b};
  }
  throw new Error('No redemption tells the two rounding variants apart with these curve parameters');
}

/**
 * The first request's calls: the rows' getters and, from BondingCurveRegistry, count() and each curve id's name and
 * address (the ids the package knows, and at least the OffsetProgressiveCurve's, which the probe needs).
 */
export function liveCalls(curveCount: number): LiveCall[] {
  const rowCalls = [...new Set(liveRows.map((row) => row.call))].map((functionName): LiveCall => ({
    key: functionName,
    contract: ['currentEpoch', 'epochLength'].includes(functionName) ? 'TrustBonding' : 'MultiVault',
    functionName,
  }));
  const ids = Math.max(curveCount, Number(offsetProgressiveCurveId));
  const curveCalls = Array.from({length: ids}, (_, i) => BigInt(i + 1)).flatMap((id): LiveCall[] => [
    {key: `curveName:${id}`, contract: 'BondingCurveRegistry', functionName: 'getCurveName', args: [id]},
    {key: `curveAddress:${id}`, contract: 'BondingCurveRegistry', functionName: 'curveAddresses', args: [id]},
  ]);
  return [...rowCalls, {key: 'curveCount', contract: 'BondingCurveRegistry', functionName: 'count'}, ...curveCalls];
}

/**
 * The contract the registry lists as the OffsetProgressiveCurve's id (2): what MultiVault calls for that curve
 * through the registry, which may differ from the address the package names. Undefined if the registry gave none.
 */
export function registryCurveAddress(results: CallResults): string | undefined {
  const result = results.get(`curveAddress:${offsetProgressiveCurveId}`);
  if (!result?.ok) return undefined;
  const address = String(result.value);
  // An id the registry has not assigned reads as the zero address.
  return /^0x0+$/.test(address) ? undefined : address;
}

/** The second request's calls, on the registry's curve 2: its parameters and one preview the two rounding variants differ on. */
export function probeCalls(curveAddress: string): LiveCall[] {
  const probe = distinguishingRedeem();
  const at = {contract: 'OffsetProgressiveCurve', address: curveAddress} as const;
  return [
    {key: 'slope', ...at, functionName: 'SLOPE'},
    {key: 'offset', ...at, functionName: 'OFFSET'},
    {key: 'probe', ...at, functionName: 'previewRedeem', args: [probe.shares, probe.totalShares, probe.totalAssets]},
  ];
}

export type CallResults = ReadonlyMap<string, {ok: true; value: unknown} | {ok: false; error: string}>;

export interface LiveRowValue extends LiveRow {
  readonly live?: bigint;
  readonly error?: string;
  readonly differs: boolean;
}

export function rowValues(results: CallResults): LiveRowValue[] {
  return liveRows.map((row) => {
    const result = results.get(row.call);
    if (!result || !result.ok) return {...row, error: result?.ok === false ? result.error : 'not read', differs: false};
    const value = row.field ? (result.value as Record<string, bigint>)[row.field] : (result.value as bigint);
    return {...row, live: value, differs: row.documented !== undefined && value !== row.documented};
  });
}

export interface RegisteredCurve {
  readonly id: number;
  readonly name?: string;
  readonly address?: string;
  /** The package's contract at that address on this network, if any. */
  readonly packageContract?: string;
}

export function registeredCurves(
  results: CallResults,
  curveCount: number,
  addresses: Readonly<Record<string, Partial<Record<string, string>>>>,
  network: string,
): {count?: bigint; curves: RegisteredCurve[]} {
  const count = results.get('curveCount');
  const curves = Array.from({length: Math.max(curveCount, Number(offsetProgressiveCurveId))}, (_, i) => {
    const id = i + 1;
    const name = results.get(`curveName:${id}`);
    const address = results.get(`curveAddress:${id}`);
    const at = address?.ok ? String(address.value) : undefined;
    const packageContract = at
      ? curveContracts.find((c) => addresses[c]?.[network]?.toLowerCase() === at.toLowerCase())
      : undefined;
    return {
      id,
      name: name?.ok ? String(name.value) : undefined,
      address: at,
      packageContract,
    };
  });
  return {count: count?.ok ? (count.value as bigint) : undefined, curves};
}

export type CurveVerdict =
  | {
      kind: 'package-2.0.2' | 'fixed-0556114';
      /** The contract probed: the registry's curve 2. */
      address: string;
      live: bigint;
      expectedPackage: bigint;
      expectedFixed: bigint;
    }
  | {kind: 'unknown'; address?: string; reason: string};

/**
 * Which redemption rounding the registry's curve 2 runs: compare its preview with both formulas. `results` are the
 * probe's (probeCalls) on `address`; no address means the registry named none and nothing was probed.
 */
export function curveVerdict(results: CallResults, address: string | undefined): CurveVerdict {
  if (!address)
    return {
      kind: 'unknown',
      reason: `BondingCurveRegistry returned no address for curve ${offsetProgressiveCurveId}, so no curve was probed.`,
    };
  const probe = distinguishingRedeem();
  const slope = results.get('slope');
  const offset = results.get('offset');
  const live = results.get('probe');
  if (!slope?.ok || !offset?.ok || !live?.ok)
    return {
      kind: 'unknown',
      address,
      reason: `The contract at ${address} did not answer one of SLOPE(), OFFSET() or previewRedeem().`,
    };
  if (slope.value !== offsetProgressiveDefaults.slope.value || offset.value !== offsetProgressiveDefaults.offset.value)
    return {
      kind: 'unknown',
      address,
      reason: `The curve at ${address} runs SLOPE ${String(slope.value)} and OFFSET ${String(offset.value)}, not the documented values the comparison assumes.`,
    };
  const value = live.value as bigint;
  const known = {address, live: value, expectedPackage: probe.package, expectedFixed: probe.fixed};
  if (value === probe.package) return {kind: 'package-2.0.2', ...known};
  if (value === probe.fixed) return {kind: 'fixed-0556114', ...known};
  return {
    kind: 'unknown',
    address,
    reason: `previewRedeem at ${address} returned ${value}, which neither formula gives.`,
  };
}
