import {revert} from './errors';
import {assertUint256} from './fixedPoint';

/**
 * The bound checks BaseCurve.sol gives every curve (its internal `_check…` functions), with the same error
 * names, so each curve below calls them in the order its Solidity counterpart does. Each also rejects an input
 * that is not a uint256, which Solidity's ABI decoding would have done.
 */

/** `_checkCurveDomains`: the vault's totals are within the curve's limits. */
export function checkCurveDomains(
  totalAssets: bigint,
  totalShares: bigint,
  maxAssets: bigint,
  maxShares: bigint,
): void {
  assertUint256(totalAssets, 'totalAssets');
  assertUint256(totalShares, 'totalShares');
  if (totalAssets > maxAssets || totalShares > maxShares) {
    revert('BaseCurve_DomainExceeded', 'The vault totals are outside the range this curve can handle.');
  }
}

/** `_checkDepositBounds`: assets + totalAssets ≤ maxAssets, written as a subtraction as in Solidity. */
export function checkDepositBounds(assets: bigint, totalAssets: bigint, maxAssets: bigint): void {
  assertUint256(assets, 'assets');
  if (assets > maxAssets - totalAssets) {
    revert('BaseCurve_AssetsOverflowMax', 'The deposit would take the vault past the curve’s maximum assets.');
  }
}

/** `_checkDepositOut`: the shares a deposit mints keep totalShares ≤ maxShares. */
export function checkDepositOut(sharesOut: bigint, totalShares: bigint, maxShares: bigint): void {
  if (sharesOut > maxShares - totalShares) {
    revert('BaseCurve_SharesOverflowMax', 'The deposit would take the vault past the curve’s maximum shares.');
  }
}

/** `_checkMintBounds`: shares + totalShares ≤ maxShares. */
export function checkMintBounds(shares: bigint, totalShares: bigint, maxShares: bigint): void {
  assertUint256(shares, 'shares');
  if (shares > maxShares - totalShares) {
    revert('BaseCurve_SharesOverflowMax', 'Minting that many shares would pass the curve’s maximum shares.');
  }
}

/** `_checkMintOut`: the assets a mint costs keep totalAssets ≤ maxAssets. */
export function checkMintOut(assetsOut: bigint, totalAssets: bigint, maxAssets: bigint): void {
  if (assetsOut > maxAssets - totalAssets) {
    revert('BaseCurve_AssetsOverflowMax', 'Minting that many shares would pass the curve’s maximum assets.');
  }
}

/** `_checkRedeem`: shares ≤ totalShares. */
export function checkRedeem(shares: bigint, totalShares: bigint): void {
  assertUint256(shares, 'shares');
  if (shares > totalShares) {
    revert('BaseCurve_SharesExceedTotalShares', 'You cannot redeem more shares than the vault has issued.');
  }
}

/** `_checkWithdraw`: assets ≤ totalAssets. */
export function checkWithdraw(assets: bigint, totalAssets: bigint): void {
  assertUint256(assets, 'assets');
  if (assets > totalAssets) {
    revert('BaseCurve_AssetsExceedTotalAssets', 'You cannot withdraw more assets than the vault holds.');
  }
}
