/**
 * The MultiVault parameters on Intuition mainnet (chain 1155) as the citable sources give them, with who may change
 * each one and the event that announces a change. Nothing here was read from the mainnet RPC: the build machine
 * cannot reach it, and no stored source records a read at a block. What the sources do record is the value the
 * deploy script sets for chain 1155, so each row says exactly that, with the script line and commit. The script's
 * chain-1155 branch and the network-wide constants are byte-identical at 20181c1 (2025-10-31, the last change before
 * the 2025-11-04 launch) and at 4b4ee8e (2026-04-10, HEAD of the stored snapshot). The official docs' mainnet page
 * (0xIntuition/intuition-docs docs/_data/intuition-smart-contracts/configuration.md, last changed 83d4175 on
 * 2026-01-05) states the same numbers where it states one at all. The browser table on the page (LiveParameters)
 * is the only way to get today's value; a reader should prefer it.
 *
 * tests/unit/mainnet-parameters.spec.ts holds this file to the ABI in @0xintuition/protocol (getter, setter and event
 * exist), to curveDefaults.ts, and to the table on docs/economics/overview.md.
 */

export interface ScriptSource {
  readonly repo: '0xIntuition/intuition-contracts-v2';
  readonly path: string;
  /** Line at `commit` where the value is assigned. */
  readonly line: number;
  readonly commit: string;
  readonly date: string;
}

export interface MainnetParameter {
  readonly id: string;
  /** Exactly the text of the first cell of the page's "Mainnet values" table row. */
  readonly label: string;
  /** Raw value: wei for amounts, basis points of `feeDenominator` for rates. */
  readonly value: bigint;
  /** Exactly the text of the second cell. */
  readonly display: string;
  /** `MultiVault.function().field`, the read that returns today's value. */
  readonly getter: string;
  /** The MultiVault setter that replaces the struct holding this value (DEFAULT_ADMIN_ROLE only). */
  readonly setter: string;
  /** The MultiVault event the setter emits. */
  readonly event: string;
  readonly source: ScriptSource;
}

const SCRIPT = 'script/SetupScript.s.sol';
/** HEAD of the stored snapshot; the lines below are the same at 20181c1 and 65afe18 (the file's last change). */
const COMMIT = '4b4ee8e182a1c9aa2e9262d310f3819d2e30ec69';
const DATE = '2026-04-10';
const at = (line: number, path = SCRIPT): ScriptSource => ({
  repo: '0xIntuition/intuition-contracts-v2',
  path,
  line,
  commit: COMMIT,
  date: DATE,
});

export const mainnetParameters: readonly MainnetParameter[] = [
  {
    id: 'entryFee',
    label: 'Entry fee',
    value: 50n,
    display: '50 bp (0.5%)',
    getter: 'MultiVault.getVaultFees().entryFee',
    setter: 'setVaultFees',
    event: 'VaultFeesUpdated',
    source: at(122),
  },
  {
    id: 'exitFee',
    label: 'Exit fee',
    value: 75n,
    display: '75 bp (0.75%)',
    getter: 'MultiVault.getVaultFees().exitFee',
    setter: 'setVaultFees',
    event: 'VaultFeesUpdated',
    source: at(123),
  },
  {
    id: 'protocolFee',
    label: 'Protocol fee',
    value: 125n,
    display: '125 bp (1.25%)',
    getter: 'MultiVault.getVaultFees().protocolFee',
    setter: 'setVaultFees',
    event: 'VaultFeesUpdated',
    source: at(124),
  },
  {
    id: 'atomCreationProtocolFee',
    label: 'Atom creation fee',
    value: 10n ** 17n,
    display: '0.1 TRUST',
    getter: 'MultiVault.getAtomConfig().atomCreationProtocolFee',
    setter: 'setAtomConfig',
    event: 'AtomConfigUpdated',
    source: at(249),
  },
  {
    id: 'atomWalletDepositFee',
    label: 'Atom wallet fee',
    value: 50n,
    display: '50 bp (0.5%)',
    getter: 'MultiVault.getAtomConfig().atomWalletDepositFee',
    setter: 'setAtomConfig',
    event: 'AtomConfigUpdated',
    source: at(250),
  },
  {
    id: 'tripleCreationProtocolFee',
    label: 'Triple creation fee',
    value: 10n ** 17n,
    display: '0.1 TRUST',
    getter: 'MultiVault.getTripleConfig().tripleCreationProtocolFee',
    setter: 'setTripleConfig',
    event: 'TripleConfigUpdated',
    source: at(253),
  },
  {
    id: 'atomDepositFractionForTriple',
    label: 'Atom deposit fraction',
    value: 90n,
    display: '90 bp (0.9%)',
    getter: 'MultiVault.getTripleConfig().atomDepositFractionForTriple',
    setter: 'setTripleConfig',
    event: 'TripleConfigUpdated',
    source: at(254),
  },
  {
    id: 'minDeposit',
    label: 'Minimum deposit',
    value: 10n ** 16n,
    display: '0.01 TRUST',
    getter: 'MultiVault.getGeneralConfig().minDeposit',
    setter: 'setGeneralConfig',
    event: 'GeneralConfigUpdated',
    source: at(246),
  },
  {
    id: 'minShare',
    label: 'Ghost shares per new vault (minShare)',
    value: 10n ** 6n,
    display: '1,000,000 wei-scale shares',
    getter: 'MultiVault.getGeneralConfig().minShare',
    setter: 'setGeneralConfig',
    event: 'GeneralConfigUpdated',
    source: at(118),
  },
  {
    id: 'feeThreshold',
    label: 'Fee threshold',
    value: 10n ** 18n,
    display: '1e18 shares',
    getter: 'MultiVault.getGeneralConfig().feeThreshold',
    setter: 'setGeneralConfig',
    event: 'GeneralConfigUpdated',
    source: at(79),
  },
  {
    id: 'feeDenominator',
    label: 'Fee denominator',
    value: 10_000n,
    display: '10,000',
    getter: 'MultiVault.getGeneralConfig().feeDenominator',
    setter: 'setGeneralConfig',
    event: 'GeneralConfigUpdated',
    source: at(117),
  },
  {
    id: 'defaultCurveId',
    label: 'Default curve id',
    value: 1n,
    display: '1',
    getter: 'MultiVault.getBondingCurveConfig().defaultCurveId',
    setter: 'setBondingCurveConfig',
    event: 'BondingCurveConfigUpdated',
    source: at(327, 'script/intuition/IntuitionDeployAndSetup.s.sol'),
  },
];

/**
 * Derived rows: the costs the contract computes from the rows above (MultiVaultCore `_getAtomCost`,
 * `_getTripleCost`). The spec recomputes them.
 */
export const mainnetDerived = {
  atomCost: {label: 'Atom cost', display: '0.1 TRUST + 1,000,000 wei', getter: 'MultiVault.getAtomCost()'},
  tripleCost: {label: 'Triple cost', display: '0.1 TRUST + 2,000,000 wei', getter: 'MultiVault.getTripleCost()'},
} as const;

/** Timelock delay the script gives chain 1155's two TimelockControllers (proposer and executor: the script's ADMIN). */
export const mainnetTimelockMinDelay = {seconds: 300, source: at(239)} as const;

/** The line that sets chain 1155's ADMIN, the address MultiVault.initialize grants DEFAULT_ADMIN_ROLE. */
export const mainnetAdminSource = at(235);
