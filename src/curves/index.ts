/**
 * Bonding-curve and MultiVault fee arithmetic on `bigint` wei, mirroring the v2 contracts
 * (0xIntuition/intuition-contracts-v2). Pure functions, no dependencies, no floating point.
 */
export {RevertError, isRevertError, type RevertName} from './errors';
export {MAX_UINT256, UNIT} from './fixedPoint';
export type {BondingCurve} from './types';
export {linearCurve} from './linearCurve';
export {
  offsetProgressiveCurve,
  type OffsetProgressiveCurve,
  type OffsetProgressiveParams,
} from './offsetProgressiveCurve';
export {
  feeOnRaw,
  minAssetsForCurve,
  minShareCostFor,
  previewVaultDeposit,
  previewVaultRedeem,
  type DepositPreview,
  type MultiVaultFeeConfig,
  type RedeemPreview,
  type TermKind,
  type VaultScenario,
  type VaultSnapshot,
  type VaultTotals,
} from './multiVault';
export {
  formatUnitsExact,
  formatUnitsRounded,
  parseBasisPoints,
  parseUnits,
  toApproximateNumber,
  type ParseResult,
} from './units';
