/**
 * A revert, as the contracts would raise it. `name` is the Solidity error (custom error name, or `Panic(0x11)` /
 * `Panic(0x12)` for checked arithmetic and division by zero), so callers can switch on it; `message` says in plain
 * words what went wrong, for the explorer to show as it is.
 */
export type RevertName =
  // src/protocol/curves/BaseCurve.sol (shared bound checks)
  | 'BaseCurve_AssetsExceedTotalAssets'
  | 'BaseCurve_SharesExceedTotalShares'
  | 'BaseCurve_AssetsOverflowMax'
  | 'BaseCurve_SharesOverflowMax'
  | 'BaseCurve_DomainExceeded'
  // src/protocol/curves/OffsetProgressiveCurve.sol
  | 'OffsetProgressiveCurve_InvalidSlope'
  // PRBMath UD60x18 (lib/prb-math) and Solady FixedPointMathLib (lib/solady)
  | 'PRBMath_MulDiv18_Overflow'
  | 'PRBMath_MulDiv_Overflow'
  | 'PRBMath_UD60x18_Sqrt_Overflow'
  | 'FullMulDivFailed'
  | 'MulDivFailed'
  // Solidity 0.8 checked arithmetic
  | 'Panic(0x11)'
  | 'Panic(0x12)'
  // src/protocol/MultiVault.sol
  | 'MultiVault_DepositBelowMinimumDeposit'
  | 'MultiVault_DefaultCurveMustBeInitializedViaCreatePaths'
  | 'MultiVault_DepositTooSmallToCoverMinShares'
  | 'MultiVault_DepositOrRedeemZeroShares'
  | 'MultiVault_ActionExceedsMaxAssets'
  | 'MultiVault_ActionExceedsMaxShares'
  | 'MultiVault_InsufficientSharesInVault'
  | 'MultiVault_InsufficientRemainingSharesInVault';

export class RevertError extends Error {
  override readonly name: RevertName;

  constructor(name: RevertName, message: string) {
    super(message);
    this.name = name;
  }
}

export function revert(name: RevertName, message: string): never {
  throw new RevertError(name, message);
}

export function isRevertError(error: unknown): error is RevertError {
  return error instanceof RevertError;
}
