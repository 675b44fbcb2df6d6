import {
  checkCurveDomains,
  checkDepositBounds,
  checkDepositOut,
  checkMintBounds,
  checkMintOut,
  checkRedeem,
  checkWithdraw,
} from './baseCurve';
import {revert} from './errors';
import {
  assertUint256,
  divUp,
  MAX_UINT256,
  mulUp,
  square,
  squareUp,
  udAdd,
  udDiv,
  udMul,
  udSqrt,
  udSub,
  UNIT,
} from './fixedPoint';
import type {BondingCurve} from './types';

/**
 * OffsetProgressiveCurve (0xIntuition/intuition-contracts-v2 src/protocol/curves/OffsetProgressiveCurve.sol with
 * src/libraries/ProgressiveCurveMathLib.sol), step by step in UD60x18, so every intermediate rounds as on-chain.
 * With s = totalShares + OFFSET and m = SLOPE, the price is m × s and the assets between two supplies are the
 * area under that line: (m / 2) × (s₁² − s₀²).
 */
export interface OffsetProgressiveParams {
  /** SLOPE in UD60x18 (1e18 = a price rise of 1 TRUST per whole share); non-zero and even. */
  slope: bigint;
  /** OFFSET in UD60x18 shares (1e18 = one whole share). */
  offset: bigint;
  /**
   * Which redemption rounding to follow: the package 2.0.2 bytecode (the default, `square(s) − squareUp(sNext)`) or
   * the fix of contracts commit 0556114 (`square(s) − square(sNext)`). The live parameters table
   * (src/components/widgets/LiveParameters/Table.tsx) computes both to tell which one a network runs.
   */
  redeemRounding?: 'package-2.0.2' | 'fixed-0556114';
}

export interface OffsetProgressiveCurve extends BondingCurve {
  readonly kind: 'offsetProgressive';
  readonly slope: bigint;
  readonly halfSlope: bigint;
  readonly offset: bigint;
}

/** Mirrors `initialize(name, slope18, offset18)`, including the derived MAX_SHARES and MAX_ASSETS. */
export function offsetProgressiveCurve({
  slope,
  offset,
  redeemRounding = 'package-2.0.2',
}: OffsetProgressiveParams): OffsetProgressiveCurve {
  assertUint256(slope, 'slope');
  assertUint256(offset, 'offset');
  if (slope === 0n || slope % 2n !== 0n) {
    revert('OffsetProgressiveCurve_InvalidSlope', 'The slope must be a non-zero, even number of wei.');
  }
  const halfSlope = slope / 2n;
  const maxSharesUD = udSub(udSqrt(MAX_UINT256 / UNIT), offset);
  const maxAssetsUD = udMul(udSub(square(udAdd(maxSharesUD, offset)), squareUp(offset)), halfSlope);
  const MAX_SHARES = maxSharesUD;
  const MAX_ASSETS = maxAssetsUD;

  function checkDomains(totalAssets: bigint, totalShares: bigint): void {
    checkCurveDomains(totalAssets, totalShares, MAX_ASSETS, MAX_SHARES);
  }

  function toShares(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint {
    checkDomains(totalAssets, totalShares);
    checkDepositBounds(assets, totalAssets, MAX_ASSETS);
    const s = udAdd(totalShares, offset);
    const inner = udAdd(square(s), udDiv(assets, halfSlope));
    const shares = udSub(udSqrt(inner), s);
    checkDepositOut(shares, totalShares, MAX_SHARES);
    return shares;
  }

  /**
   * Mirrors the OffsetProgressiveCurve bytecode in @0xintuition/protocol 2.0.2, the contract this site's package
   * pins: it subtracts the rounded-UP square of the new supply, `square(s) − squareUp(sNext)`. Contracts commit
   * 0556114 ("Fix: Redeem rounding underflow edge case in progressive curves") later changed that to
   * `square(s) − square(sNext)`, which pays 1 wei more at some points and no longer underflows (Panic(0x11))
   * when `shares` is 0 and s² is not exact. tests/chain/curves.spec.ts proves parity with the package bytecode;
   * switch back when a package release ships the fixed curve (that test then fails and says so).
   */
  function toAssets(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint {
    checkDomains(totalAssets, totalShares);
    checkRedeem(shares, totalShares);
    const s = udAdd(totalShares, offset);
    const sNext = udSub(s, shares);
    const area = udSub(square(s), redeemRounding === 'fixed-0556114' ? square(sNext) : squareUp(sNext));
    return udMul(area, halfSlope);
  }

  return {
    kind: 'offsetProgressive',
    name: 'Offset Progressive Curve',
    slope,
    halfSlope,
    offset,
    maxShares: () => MAX_SHARES,
    maxAssets: () => MAX_ASSETS,
    previewDeposit: toShares,
    convertToShares: toShares,
    previewRedeem: toAssets,
    convertToAssets: toAssets,
    previewMint(shares, totalShares, totalAssets) {
      checkDomains(totalAssets, totalShares);
      checkMintBounds(shares, totalShares, MAX_SHARES);
      const s = udAdd(totalShares, offset);
      const sNext = udAdd(s, shares);
      const area = udSub(squareUp(sNext), square(s));
      const assets = mulUp(area, halfSlope);
      checkMintOut(assets, totalAssets, MAX_ASSETS);
      return assets;
    },
    previewWithdraw(assets, totalAssets, totalShares) {
      checkDomains(totalAssets, totalShares);
      checkWithdraw(assets, totalAssets);
      const s = udAdd(totalShares, offset);
      const deduct = divUp(assets, halfSlope);
      const inner = udSub(square(s), deduct);
      return udSub(s, udSqrt(inner));
    },
    currentPrice(totalShares, totalAssets) {
      checkDomains(totalAssets, totalShares);
      return udMul(udAdd(totalShares, offset), slope);
    },
  };
}
