import {revert} from './errors';
import {assertUint256, checkedAdd, checkedSub, mulDivUp} from './fixedPoint';
import type {BondingCurve} from './types';

/**
 * The part of MultiVault (0xIntuition/intuition-contracts-v2 src/protocol/MultiVault.sol) that turns a deposit or
 * a redemption on one vault into fees, shares and new vault totals:
 *
 * - deposit: `_processDeposit` → `_validateMinDeposit`, the default-curve creation rule, `_calculateAtomDeposit` /
 *   `_calculateTripleDeposit` (min-share cost and ghost shares of a new vault, fees by `_feeOnRaw` = mulDivUp over
 *   `feeDenominator`, `_shouldChargeFees`, `_shouldChargeAtomDepositFraction`), `_validateMinShares` (zero shares,
 *   max assets and shares), then `_increaseProRataVaultAssets` and `_updateVaultOnCreation` / `_updateVaultOnDeposit`;
 * - redeem: `_processRedeem` → `_validateRedeem`, `_calculateRedeem`, `_shouldChargeExitFees`, then the exit fee to
 *   the default-curve vault and `_updateVaultOnRedeem`.
 *
 * Left out, because they depend on who calls rather than on the numbers: approvals, the counter-stake rule
 * (`MultiVault_HasCounterStake`), opening a counter-triple vault directly, the caller's own share balance (a
 * redemption is assumed to come from someone holding the shares), `minShares` / `minAssets` slippage bounds,
 * pausing, utilization and epoch bookkeeping, and the create paths (`createAtoms` / `createTriples`).
 */

export type TermKind = 'atom' | 'triple';

/** The configuration values the arithmetic reads (GeneralConfig, VaultFees, AtomConfig, TripleConfig). */
export interface MultiVaultFeeConfig {
  feeDenominator: bigint;
  /** VaultFees.protocolFee, basis points of `feeDenominator`. */
  protocolFee: bigint;
  /** VaultFees.entryFee. */
  entryFee: bigint;
  /** VaultFees.exitFee. */
  exitFee: bigint;
  /** AtomConfig.atomWalletDepositFee. */
  atomWalletDepositFee: bigint;
  /** TripleConfig.atomDepositFractionForTriple. */
  atomDepositFractionForTriple: bigint;
  /** GeneralConfig.minShare: ghost shares minted to the burn address by every new vault. */
  minShare: bigint;
  /** GeneralConfig.minDeposit. */
  minDeposit: bigint;
  /** GeneralConfig.feeThreshold: default-curve shares below which entry/exit fees and the atom fraction are skipped. */
  feeThreshold: bigint;
}

export interface VaultTotals {
  totalAssets: bigint;
  totalShares: bigint;
}

export interface VaultSnapshot extends VaultTotals {
  /** `currentPrice(totalShares, totalAssets)`: assets per whole share, 1e18-scaled. */
  price: bigint;
}

export interface VaultScenario {
  curve: BondingCurve;
  /** Whether this vault is on `bondingCurveConfig.defaultCurveId` (LinearCurve, id 1, by the deploy script). */
  isDefaultCurve: boolean;
  term: TermKind;
  vault: VaultTotals;
  config: MultiVaultFeeConfig;
  /**
   * Total shares of this term's vault on the default curve, which decides the entry and exit fees. Ignored when
   * `isDefaultCurve` is true, because the vault itself is that vault.
   */
  defaultCurveTotalShares: bigint;
  /** For a triple: total shares of the subject's, predicate's and object's default-curve vaults. */
  componentDefaultCurveTotalShares?: readonly [bigint, bigint, bigint];
}

export interface DepositPreview {
  assets: bigint;
  isNewVault: boolean;
  /** Assets that buy the ghost shares of a new vault (twice that for a triple): `previewMint(minShare, 0, 0)`. */
  minShareCost: bigint;
  /** The base every percentage fee is computed on: assets − minShareCost. */
  feeBase: bigint;
  protocolFee: bigint;
  entryFee: bigint;
  entryFeeCharged: boolean;
  /** Atom deposits only. */
  atomWalletFee: bigint;
  /** Triple deposits only; split into three equal parts for the component vaults (dust stays in MultiVault). */
  atomDepositFraction: bigint;
  atomDepositFractionCharged: boolean;
  /** What the curve prices: feeBase − every fee. */
  assetsAfterFees: bigint;
  shares: bigint;
  before: VaultSnapshot;
  after: VaultSnapshot;
}

export interface RedeemPreview {
  shares: bigint;
  /** `previewRedeem(shares, totalShares, totalAssets)`: what the curve releases before fees. */
  rawAssets: bigint;
  protocolFee: bigint;
  exitFee: bigint;
  exitFeeCharged: boolean;
  /** Paid to the receiver: rawAssets − protocolFee − exitFee. */
  assetsAfterFees: bigint;
  before: VaultSnapshot;
  after: VaultSnapshot;
}

/** `_feeOnRaw`: a percentage fee rounded up. */
export function feeOnRaw(amount: bigint, fee: bigint, feeDenominator: bigint): bigint {
  return mulDivUp(amount, fee, feeDenominator);
}

/** `_minAssetsForCurve(curveId, minShare)`: the assets that buy a new vault's ghost shares. */
export function minAssetsForCurve(curve: BondingCurve, minShare: bigint): bigint {
  return curve.previewMint(minShare, 0n, 0n);
}

/** `_minShareCostFor`: a triple pays for its counter-triple's ghost shares too. */
export function minShareCostFor(curve: BondingCurve, term: TermKind, minShare: bigint): bigint {
  const cost = minAssetsForCurve(curve, minShare);
  return term === 'atom' ? cost : cost * 2n;
}

function snapshot(curve: BondingCurve, totals: VaultTotals): VaultSnapshot {
  return {...totals, price: curve.currentPrice(totals.totalShares, totals.totalAssets)};
}

/** `_setVaultTotals` bound checks. */
function checkVaultBounds(curve: BondingCurve, totals: VaultTotals): VaultTotals {
  if (totals.totalAssets > curve.maxAssets()) {
    revert('MultiVault_ActionExceedsMaxAssets', 'The vault would hold more assets than its curve allows.');
  }
  if (totals.totalShares > curve.maxShares()) {
    revert('MultiVault_ActionExceedsMaxShares', 'The vault would issue more shares than its curve allows.');
  }
  return totals;
}

function shouldChargeFees(defaultCurveTotalShares: bigint, config: MultiVaultFeeConfig): boolean {
  return defaultCurveTotalShares >= config.feeThreshold;
}

function checkScenario(scenario: VaultScenario): void {
  assertUint256(scenario.vault.totalAssets, 'totalAssets');
  assertUint256(scenario.vault.totalShares, 'totalShares');
  assertUint256(scenario.defaultCurveTotalShares, 'defaultCurveTotalShares');
}

/** A `deposit` of `assets` (msg.value) into the scenario's vault, as `_processDeposit` computes it. */
export function previewVaultDeposit(scenario: VaultScenario, assets: bigint): DepositPreview {
  checkScenario(scenario);
  assertUint256(assets, 'assets');
  const {curve, config, vault, term, isDefaultCurve} = scenario;

  if (assets < config.minDeposit) {
    revert('MultiVault_DepositBelowMinimumDeposit', 'The deposit is below the minimum deposit (minDeposit).');
  }
  const isNewVault = vault.totalShares === 0n;
  if (isNewVault && isDefaultCurve) {
    revert(
      'MultiVault_DefaultCurveMustBeInitializedViaCreatePaths',
      'A term’s default-curve vault is opened when the atom or triple is created, not by a deposit.',
    );
  }

  let minShareCost = 0n;
  if (isNewVault) {
    minShareCost = minShareCostFor(curve, term, config.minShare);
    if (assets <= minShareCost) {
      revert(
        'MultiVault_DepositTooSmallToCoverMinShares',
        'The deposit does not cover the cost of the new vault’s ghost shares.',
      );
    }
  }
  const feeBase = assets - minShareCost;

  const defaultShares = isDefaultCurve ? vault.totalShares : scenario.defaultCurveTotalShares;
  const entryFeeCharged = shouldChargeFees(defaultShares, config);
  const components = scenario.componentDefaultCurveTotalShares ?? [0n, 0n, 0n];
  const atomDepositFractionCharged =
    term === 'triple' && components.every((shares) => shouldChargeFees(shares, config));

  const protocolFee = feeOnRaw(feeBase, config.protocolFee, config.feeDenominator);
  const entryFee = entryFeeCharged ? feeOnRaw(feeBase, config.entryFee, config.feeDenominator) : 0n;
  const atomWalletFee = term === 'atom' ? feeOnRaw(feeBase, config.atomWalletDepositFee, config.feeDenominator) : 0n;
  const atomDepositFraction = atomDepositFractionCharged
    ? feeOnRaw(feeBase, config.atomDepositFractionForTriple, config.feeDenominator)
    : 0n;
  const assetsAfterFees = checkedSub(
    checkedSub(checkedSub(feeBase, protocolFee), entryFee),
    atomWalletFee + atomDepositFraction,
  );

  // A new vault prices the deposit as if its ghost shares and their cost were already in it.
  const ghostAssets = isNewVault ? minAssetsForCurve(curve, config.minShare) : 0n;
  const shares = isNewVault
    ? curve.previewDeposit(assetsAfterFees, ghostAssets, config.minShare)
    : curve.previewDeposit(assetsAfterFees, vault.totalAssets, vault.totalShares);

  // _validateMinShares
  if (shares === 0n) {
    revert('MultiVault_DepositOrRedeemZeroShares', 'The deposit is too small to mint a single share unit.');
  }
  const projectedAssets = checkedAdd(checkedAdd(vault.totalAssets, assetsAfterFees), minShareCost);
  if (projectedAssets > curve.maxAssets()) {
    revert('MultiVault_ActionExceedsMaxAssets', 'The vault would hold more assets than its curve allows.');
  }
  const projectedShares = checkedAdd(checkedAdd(vault.totalShares, shares), isNewVault ? config.minShare : 0n);
  if (projectedShares > curve.maxShares()) {
    revert('MultiVault_ActionExceedsMaxShares', 'The vault would issue more shares than its curve allows.');
  }

  // The entry fee lands in the term's default-curve vault: this same vault when it is on the default curve.
  let totalAssets = vault.totalAssets;
  if (isDefaultCurve && entryFeeCharged) {
    totalAssets = checkVaultBounds(curve, {
      totalAssets: checkedAdd(totalAssets, entryFee),
      totalShares: vault.totalShares,
    }).totalAssets;
  }
  const after = checkVaultBounds(
    curve,
    isNewVault
      ? {
          totalAssets: checkedAdd(checkedAdd(totalAssets, assetsAfterFees), ghostAssets),
          totalShares: checkedAdd(checkedAdd(vault.totalShares, shares), config.minShare),
        }
      : {totalAssets: checkedAdd(totalAssets, assetsAfterFees), totalShares: checkedAdd(vault.totalShares, shares)},
  );

  return {
    assets,
    isNewVault,
    minShareCost,
    feeBase,
    protocolFee,
    entryFee,
    entryFeeCharged,
    atomWalletFee,
    atomDepositFraction,
    atomDepositFractionCharged,
    assetsAfterFees,
    shares,
    before: snapshot(curve, vault),
    after: snapshot(curve, after),
  };
}

/** A `redeem` of `shares` from the scenario's vault, as `_processRedeem` computes it. */
export function previewVaultRedeem(scenario: VaultScenario, shares: bigint): RedeemPreview {
  checkScenario(scenario);
  assertUint256(shares, 'shares');
  const {curve, config, vault, isDefaultCurve} = scenario;

  // _validateRedeem
  if (shares === 0n) {
    revert('MultiVault_DepositOrRedeemZeroShares', 'Enter a number of shares above zero.');
  }
  if (shares > vault.totalShares) {
    revert('MultiVault_InsufficientSharesInVault', 'No one can hold more shares than the vault has issued.');
  }
  const remainingShares = vault.totalShares - shares;
  if (remainingShares < config.minShare) {
    revert(
      'MultiVault_InsufficientRemainingSharesInVault',
      `The vault must keep at least its ${config.minShare} ghost share units; only ${remainingShares} would remain.`,
    );
  }

  const rawAssets = curve.previewRedeem(shares, vault.totalShares, vault.totalAssets);
  const protocolFee = feeOnRaw(rawAssets, config.protocolFee, config.feeDenominator);
  const remainingDefaultShares = isDefaultCurve ? remainingShares : scenario.defaultCurveTotalShares;
  const exitFeeCharged = shouldChargeFees(remainingDefaultShares, config);
  const exitFee = exitFeeCharged ? feeOnRaw(rawAssets, config.exitFee, config.feeDenominator) : 0n;
  const assetsAfterFees = checkedSub(checkedSub(rawAssets, protocolFee), exitFee);

  // The exit fee goes back into the term's default-curve vault before the redeemed assets leave.
  let totalAssets = vault.totalAssets;
  if (isDefaultCurve && exitFeeCharged) {
    totalAssets = checkVaultBounds(curve, {
      totalAssets: checkedAdd(totalAssets, exitFee),
      totalShares: vault.totalShares,
    }).totalAssets;
  }
  const after = checkVaultBounds(curve, {
    totalAssets: checkedSub(totalAssets, rawAssets),
    totalShares: remainingShares,
  });

  return {
    shares,
    rawAssets,
    protocolFee,
    exitFee,
    exitFeeCharged,
    assetsAfterFees,
    before: snapshot(curve, vault),
    after: snapshot(curve, after),
  };
}
