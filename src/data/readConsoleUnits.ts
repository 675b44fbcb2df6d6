/**
 * How the read console (src/components/widgets/ReadConsole) prints each numeric value a view function returns.
 *
 * The ABI says only `uint256`; the unit comes from the contract's own documentation (NatSpec in
 * 0xIntuition/intuition-contracts-v2 src/interfaces/IMultiVault*.sol, ITrustBonding.sol) and the shared
 * protocol-facts.md (§3.5 fields, §5 fees, §7 TrustBonding): asset amounts are native TRUST in wei (18 decimals),
 * vault shares carry 18 decimals, percentage fees and utilization ratios are basis points over 10,000, times are
 * Unix seconds. One entry per view/pure function with a numeric output: one unit per numeric (uint/int) output in
 * ABI order, addresses, bytes, strings and booleans skipped; a struct output is one record with a unit per numeric
 * field, by name (a struct of addresses only is skipped). A function that returns no number needs no entry.
 *
 * tests/unit/read-console.spec.ts fails if a numeric output of either ABI has no unit here, or if an entry names a
 * function or field the ABI lacks, so a package bump that adds a view function asks for its unit.
 *
 * To add one: find the function's NatSpec (or the facts sheet), pick the unit below, and list one per output.
 */
export const outputUnits = {
  /** Native TRUST in wei: printed with 18 decimals and "TRUST". */
  trust: 'TRUST (18 decimals)',
  /** Vote-escrowed TRUST (TrustBonding's voting power, decaying with time): 18 decimals, "veTRUST". */
  veTrust: 'veTRUST (18 decimals)',
  /** Vault shares: 18 decimals, "shares". */
  shares: 'shares (18 decimals)',
  /** TRUST per whole share (assets per 1e18 shares), 18 decimals. */
  price: 'TRUST per share (18 decimals)',
  /** Basis points of 10,000: 125 = 1.25%. */
  bps: 'basis points (of 10,000)',
  /** A Unix time in seconds: printed as a UTC date. */
  timestamp: 'Unix time (printed as a UTC date)',
  /** A duration in seconds: printed also in days. */
  seconds: 'seconds (also printed in days)',
  /** An epoch number. */
  epoch: 'epoch number',
  /** A block number. */
  block: 'block number',
  /** A whole number of things (terms, items, bytes, epochs per year). */
  count: 'a plain number',
  /** A bonding-curve id in BondingCurveRegistry. */
  curveId: 'bonding-curve id',
  /** MultiVault's VaultType enum. */
  vaultType: 'vault type (0 ATOM, 1 TRIPLE, 2 COUNTER_TRIPLE)',
  /** A raw fixed-point or internal value with no unit a reader can use (veTRUST slopes). */
  raw: 'raw integer (no unit)',
} as const;

export type OutputUnit = keyof typeof outputUnits;

/** Per numeric output, in ABI order; a struct output is one record of its numeric fields. */
export type FunctionUnits = readonly (OutputUnit | Readonly<Record<string, OutputUnit>>)[];

const generalConfig = {
  feeDenominator: 'count',
  minDeposit: 'trust',
  minShare: 'shares',
  atomDataMaxLength: 'count',
  feeThreshold: 'shares',
} as const;
const atomConfig = {atomCreationProtocolFee: 'trust', atomWalletDepositFee: 'bps'} as const;
const tripleConfig = {tripleCreationProtocolFee: 'trust', atomDepositFractionForTriple: 'bps'} as const;
const vaultFees = {entryFee: 'bps', exitFee: 'bps', protocolFee: 'bps'} as const;
const point = ['veTrust', 'raw', 'timestamp', 'block'] as const;

export const readConsoleUnits: Record<'MultiVault' | 'TrustBonding', Record<string, FunctionUnits>> = {
  MultiVault: {
    MAX_BATCH_SIZE: ['count'],
    accumulatedAtomWalletDepositFees: ['trust'],
    accumulatedProtocolFees: ['trust'],
    // The public getters return the struct's fields as a flat tuple, in the struct's order.
    atomConfig: ['trust', 'bps'],
    atomDepositFractionAmount: ['trust'],
    bondingCurveConfig: ['curveId'],
    convertToAssets: ['trust'],
    convertToShares: ['shares'],
    currentEpoch: ['epoch'],
    currentSharePrice: ['price'],
    entryFeeAmount: ['trust'],
    exitFeeAmount: ['trust'],
    generalConfig: ['count', 'trust', 'shares', 'count', 'shares'],
    getAtomConfig: [atomConfig],
    getAtomCost: ['trust'],
    getBondingCurveConfig: [{defaultCurveId: 'curveId'}],
    getGeneralConfig: [generalConfig],
    getShares: ['shares'],
    getTotalUtilizationForEpoch: ['trust'],
    getTripleConfig: [tripleConfig],
    getTripleCost: ['trust'],
    getUserLastActiveEpoch: ['epoch'],
    getUserUtilizationForEpoch: ['trust'],
    getUserUtilizationInEpoch: ['trust'],
    getVault: ['trust', 'shares'],
    getVaultFees: [vaultFees],
    getVaultType: ['vaultType'],
    maxRedeem: ['shares'],
    personalUtilization: ['trust'],
    previewAtomCreate: ['shares', 'trust', 'trust'],
    previewDeposit: ['shares', 'trust'],
    previewRedeem: ['trust', 'shares'],
    previewTripleCreate: ['shares', 'trust', 'trust'],
    protocolFeeAmount: ['trust'],
    totalTermsCreated: ['count'],
    totalUtilization: ['trust'],
    tripleConfig: ['trust', 'bps'],
    userEpochHistory: ['epoch'],
    vaultFees: ['bps', 'bps', 'bps'],
  },
  TrustBonding: {
    BASIS_POINTS_DIVISOR: ['count'],
    MAXTIME: ['seconds'],
    MINIMUM_PERSONAL_UTILIZATION_LOWER_BOUND: ['bps'],
    MINIMUM_SYSTEM_UTILIZATION_LOWER_BOUND: ['bps'],
    MINTIME: ['seconds'],
    YEAR: ['seconds'],
    balanceOf: ['veTrust'],
    balanceOfAt: ['veTrust'],
    balanceOfAtT: ['veTrust'],
    currentEpoch: ['epoch'],
    decimals: ['count'],
    emissionsForEpoch: ['trust'],
    epoch: ['count'],
    epochAtTimestamp: ['epoch'],
    epochLength: ['seconds'],
    epochTimestampEnd: ['timestamp'],
    epochsPerYear: ['count'],
    getPersonalUtilizationRatio: ['bps'],
    getSystemApy: ['bps', 'bps'],
    getSystemUtilizationRatio: ['bps'],
    getUnclaimedRewardsForEpoch: ['trust'],
    getUserApy: ['bps', 'bps'],
    getUserCurrentClaimableRewards: ['trust'],
    getUserInfo: [
      {
        personalUtilization: 'bps',
        eligibleRewards: 'trust',
        maxRewards: 'trust',
        lockedAmount: 'trust',
        lockEnd: 'timestamp',
        bondedBalance: 'veTrust',
      },
    ],
    getUserRewardsForEpoch: ['trust', 'trust'],
    get_last_user_slope: ['raw'],
    locked: ['trust', 'timestamp'],
    locked__end: ['timestamp'],
    personalUtilizationLowerBound: ['bps'],
    point_history: point,
    previousEpoch: ['epoch'],
    slope_changes: ['raw'],
    supply: ['trust'],
    systemUtilizationLowerBound: ['bps'],
    totalBondedBalance: ['veTrust'],
    totalBondedBalanceAtEpochEnd: ['veTrust'],
    totalClaimedRewardsForEpoch: ['trust'],
    totalLocked: ['trust'],
    totalSupply: ['veTrust'],
    totalSupplyAt: ['veTrust'],
    totalSupplyAtT: ['veTrust'],
    userBondedBalanceAtEpochEnd: ['veTrust'],
    userClaimedRewardsForEpoch: ['trust'],
    userEligibleRewardsForEpoch: ['trust'],
    user_point_epoch: ['count'],
    user_point_history: point,
    user_point_history__ts: ['timestamp'],
  },
};
