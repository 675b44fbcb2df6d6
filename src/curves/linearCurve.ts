import {revert} from './errors';
import {assertUint256, fullMulDiv, fullMulDivUp, MAX_UINT256, UNIT} from './fixedPoint';
import type {BondingCurve} from './types';

/**
 * LinearCurve (0xIntuition/intuition-contracts-v2 src/protocol/curves/LinearCurve.sol, with the bound checks of
 * BaseCurve.sol): a pro-rata, ERC-4626-like curve. Shares and assets convert at the ratio totalShares/totalAssets;
 * an empty vault converts 1:1. The price only moves when assets are added without shares, which is what fees do.
 */
const MAX = MAX_UINT256;

function checkDomains(totalAssets: bigint, totalShares: bigint): void {
  assertUint256(totalAssets, 'totalAssets');
  assertUint256(totalShares, 'totalShares');
  // MAX_ASSETS = MAX_SHARES = 2^256 − 1, so BaseCurve_DomainExceeded cannot happen for a uint256.
}

function toShares(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint {
  return totalShares === 0n ? assets : fullMulDiv(assets, totalShares, totalAssets);
}

function toAssets(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint {
  return totalShares === 0n ? shares : fullMulDiv(shares, totalAssets, totalShares);
}

function checkedDeposit(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint {
  checkDomains(totalAssets, totalShares);
  assertUint256(assets, 'assets');
  if (assets > MAX - totalAssets) {
    revert('BaseCurve_AssetsOverflowMax', 'The deposit would take the vault past the curve’s maximum assets.');
  }
  const shares = toShares(assets, totalAssets, totalShares);
  if (shares > MAX - totalShares) {
    revert('BaseCurve_SharesOverflowMax', 'The deposit would take the vault past the curve’s maximum shares.');
  }
  return shares;
}

function checkedRedeem(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint {
  checkDomains(totalAssets, totalShares);
  assertUint256(shares, 'shares');
  if (shares > totalShares) {
    revert('BaseCurve_SharesExceedTotalShares', 'You cannot redeem more shares than the vault has issued.');
  }
  return toAssets(shares, totalShares, totalAssets);
}

export const linearCurve: BondingCurve = {
  kind: 'linear',
  name: 'Linear Curve',
  maxShares: () => MAX,
  maxAssets: () => MAX,
  previewDeposit: checkedDeposit,
  convertToShares: checkedDeposit,
  previewRedeem: checkedRedeem,
  convertToAssets: checkedRedeem,
  previewMint(shares, totalShares, totalAssets) {
    checkDomains(totalAssets, totalShares);
    assertUint256(shares, 'shares');
    if (shares > MAX - totalShares) {
      revert('BaseCurve_SharesOverflowMax', 'Minting that many shares would pass the curve’s maximum shares.');
    }
    const assets = totalShares === 0n ? shares : fullMulDivUp(shares, totalAssets, totalShares);
    if (assets > MAX - totalAssets) {
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
    return totalShares === 0n ? assets : fullMulDivUp(assets, totalShares, totalAssets);
  },
  currentPrice(totalShares, totalAssets) {
    checkDomains(totalAssets, totalShares);
    return toAssets(UNIT, totalShares, totalAssets);
  },
};
