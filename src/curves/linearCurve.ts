import {
  checkCurveDomains,
  checkDepositBounds,
  checkDepositOut,
  checkMintBounds,
  checkMintOut,
  checkRedeem,
  checkWithdraw,
} from './baseCurve';
import {fullMulDiv, fullMulDivUp, MAX_UINT256, UNIT} from './fixedPoint';
import type {BondingCurve} from './types';

/**
 * LinearCurve (0xIntuition/intuition-contracts-v2 src/protocol/curves/LinearCurve.sol, with the bound checks of
 * BaseCurve.sol): a pro-rata, ERC-4626-like curve. Shares and assets convert at the ratio totalShares/totalAssets;
 * an empty vault converts 1:1. The price only moves when assets are added without shares, which is what fees do.
 */
const MAX = MAX_UINT256;

// MAX_ASSETS = MAX_SHARES = 2^256 − 1, so BaseCurve_DomainExceeded cannot happen for a uint256.
function checkDomains(totalAssets: bigint, totalShares: bigint): void {
  checkCurveDomains(totalAssets, totalShares, MAX, MAX);
}

function toShares(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint {
  return totalShares === 0n ? assets : fullMulDiv(assets, totalShares, totalAssets);
}

function toAssets(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint {
  return totalShares === 0n ? shares : fullMulDiv(shares, totalAssets, totalShares);
}

function checkedDeposit(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint {
  checkDomains(totalAssets, totalShares);
  checkDepositBounds(assets, totalAssets, MAX);
  const shares = toShares(assets, totalAssets, totalShares);
  checkDepositOut(shares, totalShares, MAX);
  return shares;
}

function checkedRedeem(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint {
  checkDomains(totalAssets, totalShares);
  checkRedeem(shares, totalShares);
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
    checkMintBounds(shares, totalShares, MAX);
    const assets = totalShares === 0n ? shares : fullMulDivUp(shares, totalAssets, totalShares);
    checkMintOut(assets, totalAssets, MAX);
    return assets;
  },
  previewWithdraw(assets, totalAssets, totalShares) {
    checkDomains(totalAssets, totalShares);
    checkWithdraw(assets, totalAssets);
    return totalShares === 0n ? assets : fullMulDivUp(assets, totalShares, totalAssets);
  },
  currentPrice(totalShares, totalAssets) {
    checkDomains(totalAssets, totalShares);
    return toAssets(UNIT, totalShares, totalAssets);
  },
};
