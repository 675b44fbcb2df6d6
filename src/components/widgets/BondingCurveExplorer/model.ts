import {
  formatUnitsExact,
  isRevertError,
  linearCurve,
  offsetProgressiveCurve,
  parseBasisPoints,
  parseUnits,
  previewVaultDeposit,
  previewVaultRedeem,
  type BondingCurve,
  type DepositPreview,
  type MultiVaultFeeConfig,
  type RedeemPreview,
  type RevertError,
  type RevertName,
  type TermKind,
  type VaultScenario,
} from '@site/src/curves';
import {feeDefaults, generalDefaults, offsetProgressiveDefaults, type FeeKey} from '@site/src/data/curveDefaults';

/** The explorer's form, kept as the strings the reader typed so nothing is lost to parsing. */
export interface ExplorerState {
  curve: 'linear' | 'offsetProgressive';
  slope: string;
  offset: string;
  term: TermKind;
  totalShares: string;
  totalAssets: string;
  /** Non-default curves: whether the term's curve-1 vault holds at least feeThreshold shares. */
  defaultVaultAboveThreshold: boolean;
  /** Triples: whether the subject's, predicate's and object's curve-1 vaults each hold at least feeThreshold shares. */
  componentsAboveThreshold: boolean;
  action: 'deposit' | 'redeem';
  amount: string;
  fees: Record<FeeKey, string>;
}

export type FieldKey = 'slope' | 'offset' | 'totalShares' | 'totalAssets' | 'amount' | FeeKey;

export const feeKeys = Object.keys(feeDefaults) as FeeKey[];

export const initialState: ExplorerState = {
  curve: 'offsetProgressive',
  slope: formatUnitsExact(offsetProgressiveDefaults.slope.value),
  offset: formatUnitsExact(offsetProgressiveDefaults.offset.value),
  term: 'atom',
  totalShares: '40',
  totalAssets: '200',
  defaultVaultAboveThreshold: true,
  componentsAboveThreshold: true,
  action: 'deposit',
  amount: '100',
  fees: Object.fromEntries(feeKeys.map((key) => [key, feeDefaults[key].value.toString()])) as Record<FeeKey, string>,
};

export type Outcome =
  | {kind: 'invalid'}
  | {kind: 'revert'; error: RevertError; field?: FieldKey}
  | {kind: 'deposit'; curve: BondingCurve; preview: DepositPreview; scenario: VaultScenario}
  | {kind: 'redeem'; curve: BondingCurve; preview: RedeemPreview; scenario: VaultScenario};

export interface Evaluation {
  fieldErrors: Partial<Record<FieldKey, string>>;
  outcome: Outcome;
}

/** Which field a revert is about, so it can be marked invalid next to the message. */
const revertFields: Partial<Record<RevertName, FieldKey>> = {
  OffsetProgressiveCurve_InvalidSlope: 'slope',
  PRBMath_MulDiv18_Overflow: 'slope',
  MultiVault_DepositBelowMinimumDeposit: 'amount',
  MultiVault_DepositTooSmallToCoverMinShares: 'amount',
  MultiVault_DepositOrRedeemZeroShares: 'amount',
  MultiVault_InsufficientSharesInVault: 'amount',
  MultiVault_InsufficientRemainingSharesInVault: 'amount',
  BaseCurve_AssetsOverflowMax: 'amount',
  BaseCurve_SharesOverflowMax: 'amount',
  MultiVault_ActionExceedsMaxAssets: 'amount',
  MultiVault_ActionExceedsMaxShares: 'amount',
  MultiVault_DefaultCurveMustBeInitializedViaCreatePaths: 'totalShares',
  BaseCurve_DomainExceeded: 'totalShares',
};

function buildCurve(state: ExplorerState, slope: bigint, offset: bigint): BondingCurve {
  return state.curve === 'linear' ? linearCurve : offsetProgressiveCurve({slope, offset});
}

/** Parses the form and runs the contract arithmetic. Never throws: every problem comes back as data. */
export function evaluate(state: ExplorerState): Evaluation {
  const fieldErrors: Partial<Record<FieldKey, string>> = {};
  const read = (field: FieldKey, text: string): bigint => {
    const parsed = parseUnits(text);
    if (parsed.ok) return parsed.value;
    fieldErrors[field] = parsed.message;
    return 0n;
  };
  const progressive = state.curve === 'offsetProgressive';
  const slope = progressive ? read('slope', state.slope) : 0n;
  const offset = progressive ? read('offset', state.offset) : 0n;
  const totalShares = read('totalShares', state.totalShares);
  const totalAssets = read('totalAssets', state.totalAssets);
  const amount = read('amount', state.amount);
  const feeValues = {} as Record<FeeKey, bigint>;
  for (const key of feeKeys) {
    const parsed = parseBasisPoints(state.fees[key], generalDefaults.feeDenominator.value);
    if (parsed.ok) feeValues[key] = parsed.value;
    else fieldErrors[key] = parsed.message;
  }
  if (Object.keys(fieldErrors).length > 0) return {fieldErrors, outcome: {kind: 'invalid'}};

  let curve: BondingCurve;
  try {
    curve = buildCurve(state, slope, offset);
  } catch (error) {
    if (!isRevertError(error)) throw error;
    const field =
      error.name === 'Panic(0x11)' || error.name === 'FullMulDivFailed'
        ? 'offset'
        : (revertFields[error.name] ?? 'slope');
    return {fieldErrors, outcome: {kind: 'revert', error, field}};
  }

  const config: MultiVaultFeeConfig = {
    ...feeValues,
    feeDenominator: generalDefaults.feeDenominator.value,
    minShare: generalDefaults.minShare.value,
    minDeposit: generalDefaults.minDeposit.value,
    feeThreshold: generalDefaults.feeThreshold.value,
  };
  const threshold = config.feeThreshold;
  const componentShares = state.componentsAboveThreshold ? threshold : 0n;
  const scenario: VaultScenario = {
    curve,
    isDefaultCurve: state.curve === 'linear',
    term: state.term,
    vault: {totalAssets, totalShares},
    config,
    defaultCurveTotalShares: state.defaultVaultAboveThreshold ? threshold : 0n,
    componentDefaultCurveTotalShares: [componentShares, componentShares, componentShares],
  };
  try {
    if (state.action === 'deposit') {
      return {fieldErrors, outcome: {kind: 'deposit', curve, scenario, preview: previewVaultDeposit(scenario, amount)}};
    }
    return {fieldErrors, outcome: {kind: 'redeem', curve, scenario, preview: previewVaultRedeem(scenario, amount)}};
  } catch (error) {
    if (!isRevertError(error)) throw error;
    return {fieldErrors, outcome: {kind: 'revert', error, field: revertFields[error.name]}};
  }
}
