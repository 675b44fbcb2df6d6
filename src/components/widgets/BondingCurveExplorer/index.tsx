import React, {useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import {formatUnitsExact, formatUnitsRounded} from '@site/src/curves';
import {
  curveIds,
  feeDefaults,
  generalDefaults,
  offsetProgressiveDefaults,
  type FeeKey,
} from '@site/src/data/curveDefaults';
import {evaluate, feeKeys, initialState, type ExplorerState, type FieldKey, type Outcome} from './model';
import PriceChart from './PriceChart';
import styles from './styles.module.css';

const feeLabels: Record<FeeKey, {label: string; appliesTo: string}> = {
  protocolFee: {label: 'Protocol fee', appliesTo: 'deposits and redemptions'},
  entryFee: {label: 'Entry fee', appliesTo: 'deposits'},
  exitFee: {label: 'Exit fee', appliesTo: 'redemptions'},
  atomWalletDepositFee: {label: 'Atom-wallet fee', appliesTo: 'atom deposits'},
  atomDepositFractionForTriple: {label: 'Atom deposit fraction', appliesTo: 'triple deposits'},
};

/** Basis points as a percentage: 125 → "1.25%". */
function percent(bps: bigint): string {
  return `${formatUnitsExact(bps, 2)}%`;
}

type Unit = 'TRUST' | 'shares' | 'TRUST per share';

const rawUnit: Record<Unit, string> = {
  TRUST: 'wei',
  shares: 'share units (10⁻¹⁸ share)',
  'TRUST per share': 'wei per whole share',
};

/** A wei amount for reading, with every digit of it underneath. */
function Amount({value, unit}: {value: bigint; unit: Unit}): React.JSX.Element {
  return (
    <>
      <span className={styles.amount} title={`${value.toString()} ${rawUnit[unit]}`}>
        {formatUnitsRounded(value)} {unit}
      </span>
      <span className={styles.exact}>
        exactly {formatUnitsExact(value)}; {value.toString()} {rawUnit[unit]}
      </span>
    </>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: React.ReactNode;
  error?: string;
  inputMode: 'decimal' | 'numeric';
}

function TextField({id, label, value, onChange, hint, error, inputMode}: TextFieldProps): React.JSX.Element {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={clsx(styles.input, error && styles.inputInvalid)}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

function Row({term, children}: {term: string; children: React.ReactNode}): React.JSX.Element {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NotCharged({reason}: {reason: string}): React.JSX.Element {
  return (
    <>
      <span className={styles.amount}>0 TRUST</span>
      <span className={styles.exact}>{reason}</span>
    </>
  );
}

function describeChart(outcome: Extract<Outcome, {kind: 'deposit' | 'redeem'}>): string {
  const {before, after} = outcome.preview;
  const shape =
    outcome.curve.kind === 'linear'
      ? 'On the linear curve the price is flat across supply; it changes only when fees are added to the vault.'
      : 'On the offset progressive curve the price rises in a straight line with total shares.';
  return `${shape} Before: ${formatUnitsRounded(before.totalShares)} shares at ${formatUnitsRounded(before.price)} TRUST per share. After: ${formatUnitsRounded(after.totalShares)} shares at ${formatUnitsRounded(after.price)} TRUST per share.`;
}

function Results({outcome, state}: {outcome: Outcome; state: ExplorerState}): React.JSX.Element {
  if (outcome.kind === 'invalid') {
    return <p className={styles.notice}>Correct the highlighted fields to see the result.</p>;
  }
  if (outcome.kind === 'revert') {
    return (
      <p className={clsx(styles.notice, styles.noticeDanger)}>
        The contract would revert with <code>{outcome.error.name}</code>: {outcome.error.message}
      </p>
    );
  }
  const {config} = outcome.scenario;
  const feeOff = 'not charged: the term’s curve-1 vault holds less than feeThreshold (1 share)';
  if (outcome.kind === 'deposit') {
    const p = outcome.preview;
    return (
      <>
        <p className={styles.headline}>
          You receive <strong>{formatUnitsRounded(p.shares)} shares</strong> for {formatUnitsRounded(p.assets)} TRUST.
        </p>
        <dl className={styles.list}>
          <Row term="Shares received">
            <Amount value={p.shares} unit="shares" />
          </Row>
          <Row term="Share price before">
            <Amount value={p.before.price} unit="TRUST per share" />
          </Row>
          <Row term="Share price after">
            <Amount value={p.after.price} unit="TRUST per share" />
          </Row>
          {p.isNewVault && (
            <Row term={`Min-share cost (new vault${state.term === 'triple' ? ', paid twice for a triple' : ''})`}>
              <Amount value={p.minShareCost} unit="TRUST" />
            </Row>
          )}
          <Row term={`Protocol fee (${percent(config.protocolFee)})`}>
            <Amount value={p.protocolFee} unit="TRUST" />
          </Row>
          <Row term={`Entry fee (${percent(config.entryFee)})`}>
            {p.entryFeeCharged ? <Amount value={p.entryFee} unit="TRUST" /> : <NotCharged reason={feeOff} />}
          </Row>
          {state.term === 'atom' ? (
            <Row term={`Atom-wallet fee (${percent(config.atomWalletDepositFee)})`}>
              <Amount value={p.atomWalletFee} unit="TRUST" />
            </Row>
          ) : (
            <Row term={`Atom deposit fraction (${percent(config.atomDepositFractionForTriple)})`}>
              {p.atomDepositFractionCharged ? (
                <Amount value={p.atomDepositFraction} unit="TRUST" />
              ) : (
                <NotCharged reason="not charged: a component’s curve-1 vault holds less than feeThreshold" />
              )}
            </Row>
          )}
          <Row term="Priced by the curve after fees">
            <Amount value={p.assetsAfterFees} unit="TRUST" />
          </Row>
          <Row term="Vault after">
            <Amount value={p.after.totalShares} unit="shares" />
            <Amount value={p.after.totalAssets} unit="TRUST" />
          </Row>
        </dl>
      </>
    );
  }
  const r = outcome.preview;
  return (
    <>
      <p className={styles.headline}>
        You receive <strong>{formatUnitsRounded(r.assetsAfterFees)} TRUST</strong> for {formatUnitsRounded(r.shares)}{' '}
        shares.
      </p>
      <dl className={styles.list}>
        <Row term="TRUST received">
          <Amount value={r.assetsAfterFees} unit="TRUST" />
        </Row>
        <Row term="Share price before">
          <Amount value={r.before.price} unit="TRUST per share" />
        </Row>
        <Row term="Share price after">
          <Amount value={r.after.price} unit="TRUST per share" />
        </Row>
        <Row term="Released by the curve before fees">
          <Amount value={r.rawAssets} unit="TRUST" />
        </Row>
        <Row term={`Protocol fee (${percent(config.protocolFee)})`}>
          <Amount value={r.protocolFee} unit="TRUST" />
        </Row>
        <Row term={`Exit fee (${percent(config.exitFee)})`}>
          {r.exitFeeCharged ? <Amount value={r.exitFee} unit="TRUST" /> : <NotCharged reason={feeOff} />}
        </Row>
        <Row term="Vault after">
          <Amount value={r.after.totalShares} unit="shares" />
          <Amount value={r.after.totalAssets} unit="TRUST" />
        </Row>
      </dl>
    </>
  );
}

/**
 * Interactive preview of a deposit or redemption on LinearCurve or OffsetProgressiveCurve, with MultiVault's fees.
 * All arithmetic is the bigint mirror of the contracts in src/curves; the first render (also on the server) shows
 * the default scenario, so the page has numbers before any script runs.
 */
export default function BondingCurveExplorer(): React.JSX.Element {
  const [state, setState] = useState<ExplorerState>(initialState);
  const {fieldErrors, outcome} = useMemo(() => evaluate(state), [state]);
  const base = useId();
  const id = (name: string): string => `${base}-${name}`;

  const update = <K extends keyof ExplorerState>(key: K, value: ExplorerState[K]): void =>
    setState((previous) => ({...previous, [key]: value}));
  const updateFee = (key: FeeKey, value: string): void =>
    setState((previous) => ({...previous, fees: {...previous.fees, [key]: value}}));

  // A revert tied to one field marks that field too, pointing at the message.
  const errorFor = (field: FieldKey): string | undefined => {
    if (fieldErrors[field]) return fieldErrors[field];
    if (outcome.kind === 'revert' && outcome.field === field)
      return `Reverts with ${outcome.error.name}. ${outcome.error.message}`;
    return undefined;
  };

  const progressive = state.curve === 'offsetProgressive';
  const deposit = state.action === 'deposit';
  return (
    <section className={styles.explorer} aria-labelledby={id('title')} data-explorer="bonding-curve">
      <p id={id('title')} className={styles.title}>
        Bonding curve explorer
      </p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset className={styles.group}>
          <legend>Curve and vault</legend>
          <div className={styles.field}>
            <label htmlFor={id('curve')}>Curve</label>
            <select
              id={id('curve')}
              className={styles.input}
              value={state.curve}
              onChange={(event) => update('curve', event.target.value as ExplorerState['curve'])}>
              <option value="linear">Linear (curve {curveIds.linear}, the default curve)</option>
              <option value="offsetProgressive">Offset progressive (curve {curveIds.offsetProgressive})</option>
            </select>
          </div>
          {progressive && (
            <>
              <TextField
                id={id('slope')}
                label="Slope: price rise per share (TRUST)"
                inputMode="decimal"
                value={state.slope}
                onChange={(value) => update('slope', value)}
                error={errorFor('slope')}
                hint={
                  <>
                    Deploy-script default {formatUnitsExact(offsetProgressiveDefaults.slope.value)}; the live value is{' '}
                    <code>SLOPE()</code> on the curve contract.
                  </>
                }
              />
              <TextField
                id={id('offset')}
                label="Offset (shares)"
                inputMode="decimal"
                value={state.offset}
                onChange={(value) => update('offset', value)}
                error={errorFor('offset')}
                hint={
                  <>
                    Deploy-script default {formatUnitsExact(offsetProgressiveDefaults.offset.value)}; the live value is{' '}
                    <code>OFFSET()</code>.
                  </>
                }
              />
            </>
          )}
          <div className={styles.field}>
            <label htmlFor={id('term')}>Term</label>
            <select
              id={id('term')}
              className={styles.input}
              value={state.term}
              onChange={(event) => update('term', event.target.value as ExplorerState['term'])}>
              <option value="atom">Atom</option>
              <option value="triple">Triple</option>
            </select>
          </div>
          <TextField
            id={id('shares')}
            label="Vault total shares"
            inputMode="decimal"
            value={state.totalShares}
            onChange={(value) => update('totalShares', value)}
            error={errorFor('totalShares')}
            hint="0 means the vault is not open yet."
          />
          <TextField
            id={id('assets')}
            label="Vault total assets (TRUST)"
            inputMode="decimal"
            value={state.totalAssets}
            onChange={(value) => update('totalAssets', value)}
            error={errorFor('totalAssets')}
          />
          {progressive && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={state.defaultVaultAboveThreshold}
                onChange={(event) => update('defaultVaultAboveThreshold', event.target.checked)}
              />
              This term’s curve-1 vault holds at least 1 share, so entry and exit fees apply
            </label>
          )}
          {state.term === 'triple' && deposit && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={state.componentsAboveThreshold}
                onChange={(event) => update('componentsAboveThreshold', event.target.checked)}
              />
              Its subject, predicate and object each hold at least 1 share on curve 1, so the atom deposit fraction
              applies
            </label>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Action</legend>
          <div className={styles.radios}>
            {(['deposit', 'redeem'] as const).map((action) => (
              <label key={action} className={styles.check}>
                <input
                  type="radio"
                  name={id('action')}
                  value={action}
                  checked={state.action === action}
                  onChange={() => update('action', action)}
                />
                {action === 'deposit' ? 'Deposit' : 'Redeem'}
              </label>
            ))}
          </div>
          <TextField
            id={id('amount')}
            label={deposit ? 'Deposit amount (TRUST)' : 'Shares to redeem'}
            inputMode="decimal"
            value={state.amount}
            onChange={(value) => update('amount', value)}
            error={errorFor('amount')}
            hint={
              deposit
                ? `Everything you send, before fees. The minimum deposit is ${formatUnitsExact(generalDefaults.minDeposit.value)} TRUST.`
                : 'Assumes you hold these shares.'
            }
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Fees in basis points (configurable)</legend>
          {feeKeys.map((key) => (
            <TextField
              key={key}
              id={id(key)}
              label={`${feeLabels[key].label} (bps)`}
              inputMode="numeric"
              value={state.fees[key]}
              onChange={(value) => updateFee(key, value)}
              error={errorFor(key)}
              hint={
                <>
                  On {feeLabels[key].appliesTo}. Default {feeDefaults[key].value.toString()} (
                  {percent(feeDefaults[key].value)}); read <code>{feeDefaults[key].getter}</code>.
                </>
              }
            />
          ))}
        </fieldset>
        <button type="button" className={styles.reset} onClick={() => setState(initialState)}>
          Reset to the deploy-script defaults
        </button>
      </form>

      <div className={styles.results}>
        <div aria-live="polite" className={styles.live} data-explorer-results>
          <Results outcome={outcome} state={state} />
        </div>
        {(outcome.kind === 'deposit' || outcome.kind === 'redeem') && (
          <PriceChart
            curve={outcome.curve}
            before={outcome.preview.before}
            after={outcome.preview.after}
            description={describeChart(outcome)}
          />
        )}
        {(outcome.kind === 'deposit' || outcome.kind === 'redeem') && (
          <p className={styles.legend}>
            <span className={styles.legendBefore} aria-hidden="true" /> before{' '}
            <span className={styles.legendAfter} aria-hidden="true" /> after; the shaded area is the TRUST that moves
            through the curve.
          </p>
        )}
      </div>
    </section>
  );
}
