/**
 * Defaults of the bonding-curve explorer: the configuration the v2 deploy script sets
 * (0xIntuition/intuition-contracts-v2 script/SetupScript.s.sol, script/intuition/IntuitionDeployAndSetup.s.sol),
 * as collected in the facts sheet (§3.5, §3.8, §4.3, §5.1). These are script defaults: an admin can change every
 * fee and threshold, so each entry names the on-chain getter that returns the live value. Amounts are wei; fees
 * are basis points of `feeDenominator`.
 *
 * To change a default, change it here and in the prose of docs/introduction/the-economics/bonding-curves.md; the
 * unit test tests/unit/bonding-curve-math.spec.ts holds these values to the facts sheet.
 */

export interface ConfigValue {
  value: bigint;
  /** The getter (or struct field) to read on-chain for the live value. */
  getter: string;
}

export const curveIds = {
  /** The default curve (`getBondingCurveConfig().defaultCurveId`); the id comes from the registry's order. */
  linear: 1,
  /** Registry order in the SDK, its README and the contract tests; confirm with `curveAddresses(2)`. */
  offsetProgressive: 2,
} as const;

export const offsetProgressiveDefaults = {
  /** 0.1 TRUST more per whole share. */
  slope: {value: 10n ** 17n, getter: 'OffsetProgressiveCurve.SLOPE()'},
  /** 30 whole shares, so the price at zero supply is 0.1 × 30 = 3 TRUST. */
  offset: {value: 30n * 10n ** 18n, getter: 'OffsetProgressiveCurve.OFFSET()'},
} satisfies Record<string, ConfigValue>;

export const feeDefaults = {
  protocolFee: {value: 125n, getter: 'MultiVault.getVaultFees().protocolFee'},
  entryFee: {value: 50n, getter: 'MultiVault.getVaultFees().entryFee'},
  exitFee: {value: 75n, getter: 'MultiVault.getVaultFees().exitFee'},
  atomWalletDepositFee: {value: 50n, getter: 'MultiVault.getAtomConfig().atomWalletDepositFee'},
  atomDepositFractionForTriple: {value: 90n, getter: 'MultiVault.getTripleConfig().atomDepositFractionForTriple'},
} satisfies Record<string, ConfigValue>;

export type FeeKey = keyof typeof feeDefaults;

export const generalDefaults = {
  feeDenominator: {value: 10_000n, getter: 'MultiVault.getGeneralConfig().feeDenominator'},
  /** Ghost shares minted to the burn address by every new vault (wei-scale shares, not whole shares). */
  minShare: {value: 10n ** 6n, getter: 'MultiVault.getGeneralConfig().minShare'},
  /** 0.01 TRUST. */
  minDeposit: {value: 10n ** 16n, getter: 'MultiVault.getGeneralConfig().minDeposit'},
  /** One whole share in the term's default-curve vault. */
  feeThreshold: {value: 10n ** 18n, getter: 'MultiVault.getGeneralConfig().feeThreshold'},
} satisfies Record<string, ConfigValue>;

/** Fixed creation fees (AtomConfig, TripleConfig), 0.1 TRUST each by script default (facts §3.5). */
export const creationDefaults = {
  atomCreationProtocolFee: {value: 10n ** 17n, getter: 'MultiVault.getAtomConfig().atomCreationProtocolFee'},
  tripleCreationProtocolFee: {value: 10n ** 17n, getter: 'MultiVault.getTripleConfig().tripleCreationProtocolFee'},
} satisfies Record<string, ConfigValue>;

/** TrustBonding's epoch length, 14 days, fixed when the emissions controllers were initialized (facts §7). */
export const epochDefaults = {
  epochLength: {value: 14n * 86_400n, getter: 'TrustBonding.epochLength()'},
} satisfies Record<string, ConfigValue>;
