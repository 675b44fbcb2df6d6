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
}

export interface OffsetProgressiveCurve extends BondingCurve {
  readonly kind: 'offsetProgressive';
  readonly slope: bigint;
  readonly halfSlope: bigint;
  readonly offset: bigint;
}

/** Mirrors `initialize(name, slope18, offset18)`, including the derived MAX_SHARES and MAX_ASSETS. */
export function offsetProgressiveCurve({slope, offset}: OffsetProgressiveParams): OffsetProgressiveCurve {
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
    assertUint256(totalAssets, 'totalAssets');
    assertUint256(totalShares, 'totalShares');
    if (totalAssets > MAX_ASSETS || totalShares > MAX_SHARES) {
      revert('BaseCurve_DomainExceeded', 'The vault totals are outside the range this curve can handle.');
    }
  }

  function toShares(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint {
    checkDomains(totalAssets, totalShares);
    assertUint256(assets, 'assets');
    if (assets > MAX_ASSETS - totalAssets) {
      revert('BaseCurve_AssetsOverflowMax', 'The deposit would take the vault past the curve’s maximum assets.');
    }
    const s = udAdd(totalShares, offset);
    const inner = udAdd(square(s), udDiv(assets, halfSlope));
    const shares = udSub(udSqrt(inner), s);
    if (shares > MAX_SHARES - totalShares) {
      revert('BaseCurve_SharesOverflowMax', 'The deposit would take the vault past the curve’s maximum shares.');
    }
    return shares;
  }

  function toAssets(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint {
    checkDomains(totalAssets, totalShares);
    assertUint256(shares, 'shares');
    if (shares > totalShares) {
      revert('BaseCurve_SharesExceedTotalShares', 'You cannot redeem more shares than the vault has issued.');
    }
    const s = udAdd(totalShares, offset);
    const sNext = udSub(s, shares);
    const area = udSub(square(s), square(sNext));
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
      assertUint256(shares, 'shares');
      if (shares > MAX_SHARES - totalShares) {
        revert('BaseCurve_SharesOverflowMax', 'Minting that many shares would pass the curve’s maximum shares.');
      }
      const s = udAdd(totalShares, offset);
      const sNext = udAdd(s, shares);
      const area = udSub(squareUp(sNext), square(s));
      const assets = mulUp(area, halfSlope);
      if (assets > MAX_ASSETS - totalAssets) {
        revert('BaseCurve_AssetsOverflowMax', 'Minting that many shares would pass the curve’s maximum assets.');
      }
      return assets;
    },
    previewWithdraw(assets, totalAssets, totalShares) {
      checkDomains(totalAssets, totalShares);
      assertUint256(assets, 'assets');
      if (assets > totalAssets) {
        revert('BaseCurve_AssetsExceedTotalAssets', 'You cannot withdraw more assets than the vault holds.');
      }
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
