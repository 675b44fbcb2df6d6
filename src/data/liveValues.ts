import {feeDefaults, generalDefaults, offsetProgressiveDefaults} from './curveDefaults';

/**
 * Which on-chain getter returns each live protocol value the pages quote with a deploy-script default.
 * A second content review (2026-11-24, R7) found two pages saying that `getVaultFees()`, `getAtomCost()` and
 * `getTripleCost()` "return the live values" while the same pages quote the atom wallet fee, the atom deposit
 * fraction and the fee threshold, which come from `getAtomConfig()`, `getTripleConfig()` and `getGeneralConfig()`.
 *
 * tests/unit/consistency.spec.ts checks every row against the ABI in @0xintuition/protocol (the getter exists on
 * that contract, is a view, and returns the field with `type`) and checks the built pages: a sentence that names a
 * getter next to one of these values, or that says some getters "return the live values" on a page quoting these
 * values, must name each value's own getter. Getters are written `Contract.function().field` (field optional).
 *
 * To add a value: add a row with the phrases pages use for it, run the unit tests.
 */
export interface LiveValue {
  readonly id: string;
  /** `Contract.function()` or `Contract.function().structField`; Contract is the ABI name without `Abi`. */
  readonly getter: string;
  /** The Solidity type the getter (or the field) returns. */
  readonly type: 'uint256' | 'address';
  /** How pages name the value, matched case-insensitively against one sentence of a built page. */
  readonly phrase: RegExp;
}

export const liveValues: readonly LiveValue[] = [
  {id: 'entryFee', getter: feeDefaults.entryFee.getter, type: 'uint256', phrase: /\bentry fees?\b/i},
  {id: 'exitFee', getter: feeDefaults.exitFee.getter, type: 'uint256', phrase: /\bexit fees?\b/i},
  {
    id: 'protocolFee',
    getter: feeDefaults.protocolFee.getter,
    type: 'uint256',
    phrase: /(?<!creation )\bprotocol fees?\b/i,
  },
  {
    id: 'atomWalletDepositFee',
    getter: feeDefaults.atomWalletDepositFee.getter,
    type: 'uint256',
    phrase: /\batom[- ]wallet (deposit )?fees?\b/i,
  },
  {
    id: 'atomDepositFractionForTriple',
    getter: feeDefaults.atomDepositFractionForTriple.getter,
    type: 'uint256',
    phrase: /\batom deposit fraction\b/i,
  },
  {
    id: 'atomCreationProtocolFee',
    getter: 'MultiVault.getAtomConfig().atomCreationProtocolFee',
    type: 'uint256',
    phrase: /\batom creation (protocol )?fee\b/i,
  },
  {
    id: 'tripleCreationProtocolFee',
    getter: 'MultiVault.getTripleConfig().tripleCreationProtocolFee',
    type: 'uint256',
    phrase: /\btriple creation (protocol )?fee\b/i,
  },
  {id: 'feeThreshold', getter: generalDefaults.feeThreshold.getter, type: 'uint256', phrase: /\bfee threshold\b/i},
  {id: 'minDeposit', getter: generalDefaults.minDeposit.getter, type: 'uint256', phrase: /\bminimum deposit\b/i},
  {id: 'minShare', getter: generalDefaults.minShare.getter, type: 'uint256', phrase: /\bminShare\b/},
  {id: 'feeDenominator', getter: generalDefaults.feeDenominator.getter, type: 'uint256', phrase: /\bfeeDenominator\b/},
  {
    id: 'atomDataMaxLength',
    getter: 'MultiVault.getGeneralConfig().atomDataMaxLength',
    type: 'uint256',
    phrase: /\batomDataMaxLength\b/,
  },
  {id: 'atomCost', getter: 'MultiVault.getAtomCost()', type: 'uint256', phrase: /\batom cost\b/i},
  {id: 'tripleCost', getter: 'MultiVault.getTripleCost()', type: 'uint256', phrase: /\btriple cost\b/i},
  {id: 'slope', getter: offsetProgressiveDefaults.slope.getter, type: 'uint256', phrase: /\bSLOPE\(\)/},
  {id: 'offset', getter: offsetProgressiveDefaults.offset.getter, type: 'uint256', phrase: /\bOFFSET\(\)/},
  {id: 'epochLength', getter: 'TrustBonding.epochLength()', type: 'uint256', phrase: /\bepoch length\b/i},
  {
    id: 'systemUtilizationLowerBound',
    getter: 'TrustBonding.systemUtilizationLowerBound()',
    type: 'uint256',
    phrase: /\bsystem (utilization )?(ratio'?s? )?(floor|lower bound)\b/i,
  },
  {
    id: 'personalUtilizationLowerBound',
    getter: 'TrustBonding.personalUtilizationLowerBound()',
    type: 'uint256',
    phrase: /\bpersonal (utilization )?(ratio'?s? )?(floor|lower bound)\b/i,
  },
  {
    id: 'scheduledEmissions',
    getter: 'SatelliteEmissionsController.getEmissionsAtEpoch()',
    type: 'uint256',
    phrase: /\bscheduled emissions\b|\bemissions schedule\b/i,
  },
];

/** `getVaultFees` from `MultiVault.getVaultFees().entryFee`. */
export function getterFunction(getter: string): string {
  return getter.split('.')[1]?.replace(/\(\).*$/, '') ?? '';
}
