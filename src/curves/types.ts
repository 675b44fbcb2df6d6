/**
 * The IBaseCurve interface (src/interfaces/IBaseCurve.sol), on `bigint` wei. Argument order follows the contract:
 * the total that matches the input's unit comes right after it (assets → totalAssets first, shares → totalShares
 * first). Every function throws a RevertError where the contract reverts.
 */
export interface BondingCurve {
  readonly kind: 'linear' | 'offsetProgressive';
  /** The contract's `name()` as the deploy script sets it. */
  readonly name: string;
  maxShares(): bigint;
  maxAssets(): bigint;
  /** Shares minted for `assets`; rounds down. */
  previewDeposit(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint;
  /** Assets returned for burning `shares`; rounds down. */
  previewRedeem(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint;
  /** Assets needed to mint `shares`; rounds up. */
  previewMint(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint;
  /** Shares to burn to withdraw `assets`; rounds up. */
  previewWithdraw(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint;
  convertToShares(assets: bigint, totalAssets: bigint, totalShares: bigint): bigint;
  convertToAssets(shares: bigint, totalShares: bigint, totalAssets: bigint): bigint;
  /** Assets per 1e18 shares (one whole share), scaled by 1e18. */
  currentPrice(totalShares: bigint, totalAssets: bigint): bigint;
}
