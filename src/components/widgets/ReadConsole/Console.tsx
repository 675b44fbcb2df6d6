import React, {useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import type {Abi, Address} from 'viem';
import {useProtocolData} from '@site/src/protocol/useProtocolData';
import type {ContractReferenceDoc, NetworkKey} from '@site/src/protocol/types';
import {checkInput, curveCount, inputHint, printResult, type ConsoleFunction, type PrintedValue} from './logic';
import NetworkPicker from './NetworkPicker';
import {describeFailure, readAtBlock, rpcClient, type ReadFailure} from './rpc';
import styles from './styles.module.css';

export type ConsoleContract = 'MultiVault' | 'TrustBonding';

export interface ConsoleProps {
  readonly contract: ConsoleContract;
  readonly reference: ContractReferenceDoc;
  /** The contract's view/pure functions and errors (`@generated/contract-reference/default/<Contract>.console.json`). */
  readonly abi: readonly ConsoleFunction[];
}

type State =
  | {status: 'idle'}
  | {status: 'reading'}
  | {status: 'done'; lines: PrintedValue[]; blockNumber: bigint; network: NetworkKey; address: string; call: string}
  | {status: 'failed'; failure: ReadFailure; network: NetworkKey; rpc: string};

const whatToTry: Record<Exclude<ReadFailure['kind'], 'revert'>, string> = {
  timeout:
    'The endpoint may be overloaded or your connection slow. Press Read again; if it keeps timing out, try the other network to see whether only this endpoint is affected.',
  http: 'The endpoint refused or failed the request. Wait a minute and press Read again; if it persists, the RPC may be down: check the network status and try later.',
  other:
    'Press Read again. A browser extension or network filter that blocks requests to the RPC host would also cause this.',
};

/**
 * The read console: choose a network and a view function, type its arguments (checked before any request), press
 * Read. It calls the contract at the address the pinned @0xintuition/protocol gives for that network, through the
 * package's RPC URL, at one block, and prints the result with units. It has no wallet and cannot send a transaction.
 */
export default function Console({contract, reference, abi}: ConsoleProps): React.JSX.Element {
  const data = useProtocolData();
  const id = useId();
  const [network, setNetwork] = useState<NetworkKey>('mainnet');
  const functions = useMemo(() => new Map(abi.filter((e) => e.type === 'function').map((f) => [f.name, f])), [abi]);
  const groups = useMemo(
    () =>
      reference.groups
        .map((g) => ({...g, functions: g.functions.filter((f) => functions.has(f.name))}))
        .filter((g) => g.functions.length > 0),
    [reference, functions],
  );
  const [fnName, setFnName] = useState(groups[0]?.functions[0]?.name ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<State>({status: 'idle'});
  const fn = functions.get(fnName);
  const networkInfo = data.networks[network];
  const address = data.contracts[contract][network];
  const curves = curveCount(data.contracts, network);
  const fieldId = (i: number) => `${id}-${fnName}-${i}`;

  const read = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!fn || !address) return;
    const nextErrors: Record<string, string> = {};
    const args = fn.inputs.map((param, i) => {
      const checked = checkInput(param, values[`${fnName}:${i}`] ?? '', curves);
      if (checked.ok) return checked.value;
      nextErrors[String(i)] = checked.error;
      return undefined;
    });
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length) {
      const first = Object.keys(nextErrors)[0]!;
      document.getElementById(fieldId(Number(first)))?.focus();
      return;
    }
    setState({status: 'reading'});
    try {
      const {result, blockNumber} = await readAtBlock(
        rpcClient(networkInfo.rpcHttp),
        abi as unknown as Abi,
        address as Address,
        fn.name,
        args,
      );
      setState({
        status: 'done',
        lines: printResult(contract, fn, result),
        blockNumber,
        network,
        address,
        call: `${fn.name}(${fn.inputs.map((_, i) => (values[`${fnName}:${i}`] ?? '').trim()).join(', ')})`,
      });
    } catch (error) {
      setState({status: 'failed', failure: describeFailure(error), network, rpc: networkInfo.rpcHttp});
    }
  };

  const revertHelp =
    state.status === 'failed' && state.failure.kind === 'revert'
      ? reference.errors.find((e) => e.name === (state.failure as {errorName?: string}).errorName)
      : undefined;

  return (
    <form
      className={styles.console}
      onSubmit={read}
      noValidate
      data-read-console={contract}
      aria-label={`Read ${contract}`}>
      <NetworkPicker
        id={id}
        network={network}
        onChange={(key) => {
          setNetwork(key);
          setErrors({});
        }}
      />
      <p className={styles.target} data-target="">
        {contract} at <code>{address ?? 'not deployed on this network'}</code> through{' '}
        <code>{networkInfo.rpcHttp}</code> (chain {networkInfo.chainId}, from @0xintuition/protocol{' '}
        {data.packageVersions.protocol})
      </p>
      <label htmlFor={`${id}-fn`}>Function</label>
      <select
        id={`${id}-fn`}
        className={styles.select}
        value={fnName}
        onChange={(event) => {
          setFnName(event.target.value);
          setErrors({});
          setState({status: 'idle'});
        }}>
        {groups.map((group) => (
          <optgroup key={group.id} label={group.title}>
            {group.functions.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {fn && (
        <p className={styles.signature}>
          <code>{reference.groups.flatMap((g) => g.functions).find((f) => f.name === fn.name)?.display}</code>
        </p>
      )}
      {fn?.inputs.map((param, i) => {
        const error = errors[String(i)];
        const hintId = `${fieldId(i)}-hint`;
        const errorId = `${fieldId(i)}-error`;
        return (
          <div key={`${fnName}:${i}`} className={styles.field} data-param={param.name || `arg${i}`}>
            <label htmlFor={fieldId(i)}>
              {param.name || `argument ${i}`} <span className={styles.type}>{param.type}</span>
            </label>
            <input
              id={fieldId(i)}
              className={styles.input}
              type="text"
              inputMode={/^uint/.test(param.type) ? 'numeric' : 'text'}
              autoComplete="off"
              spellCheck={false}
              value={values[`${fnName}:${i}`] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => setValues((v) => ({...v, [`${fnName}:${i}`]: event.target.value}))}
            />
            {error && (
              <p id={errorId} className={styles.error} data-field-error="">
                {error}
              </p>
            )}
            <p id={hintId} className={styles.hint}>
              {inputHint(param, curves)}
            </p>
          </div>
        );
      })}
      <div className={styles.actions}>
        <button type="submit" className={styles.readButton} disabled={state.status === 'reading' || !address}>
          Read
        </button>
        <span className={styles.note}>A read (eth_call): no wallet, no transaction, no gas.</span>
      </div>
      <div aria-live="polite" className={styles.output}>
        {state.status === 'reading' && <p>Reading…</p>}
        {state.status === 'done' && (
          <div data-read-result="" data-block={String(state.blockNumber)}>
            <p className={styles.resultHead}>
              <code>{state.call}</code> on {data.networks[state.network].name} at block{' '}
              <strong data-block-number="">{String(state.blockNumber)}</strong>
            </p>
            <table className={styles.results}>
              <tbody>
                {state.lines.map((line) => (
                  <tr key={line.label} data-output={line.label} data-raw={line.raw}>
                    <th scope="row">
                      {line.label} <span className={styles.type}>{line.type}</span>
                    </th>
                    <td>
                      <code className={styles.value}>{line.text}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {state.status === 'failed' && (
          <div role="alert" className={styles.failure} data-read-failure={state.failure.kind}>
            {state.failure.kind === 'revert' ? (
              <>
                <p>
                  The contract reverted
                  {state.failure.errorName ? (
                    <>
                      {' '}
                      with <code data-error-name="">{state.failure.errorName}</code>
                    </>
                  ) : (
                    <> without a named error ({state.failure.message})</>
                  )}
                  .
                </p>
                {revertHelp && (
                  <p data-error-help="">
                    {revertHelp.meaning} {revertHelp.remedy}{' '}
                    <Link to={`#error-${revertHelp.name}`}>See the error table.</Link>
                  </p>
                )}
              </>
            ) : (
              <>
                <p data-failure-message="">
                  {state.failure.message} ({state.rpc})
                </p>
                <p>{whatToTry[state.failure.kind]}</p>
              </>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
