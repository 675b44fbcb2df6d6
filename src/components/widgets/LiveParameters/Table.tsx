import React, {useId, useState} from 'react';
import type {Abi, Address} from 'viem';
import abis from '@generated/contract-reference/default/live-parameters.abi.json';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import {useProtocolData} from '@site/src/protocol/useProtocolData';
import type {NetworkKey} from '@site/src/protocol/types';
import {curveCount, offsetProgressiveCurveId} from '@site/src/components/widgets/ReadConsole/curveIds';
import {formatNumber} from '@site/src/components/widgets/ReadConsole/logic';
import NetworkPicker from '@site/src/components/widgets/ReadConsole/NetworkPicker';
import {
  curveVerdict,
  liveCalls,
  liveRows,
  probeCalls,
  registeredCurves,
  registryCurveAddress,
  rowValues,
  type CallResults,
  type LiveCall,
  type CurveVerdict,
  type LiveRowValue,
  type RegisteredCurve,
} from './liveRows';
import {
  describeFailure,
  latestBlock,
  readMany,
  rpcClient,
  type ReadFailure,
} from '@site/src/components/widgets/ReadConsole/rpc';
import styles from '@site/src/components/widgets/ReadConsole/styles.module.css';

type State =
  | {status: 'idle'}
  | {status: 'reading'}
  | {
      status: 'done';
      network: NetworkKey;
      blockNumber: bigint;
      /** When the reader's browser got the answer: with the block, it dates the values (ISO 8601, UTC). */
      readAt: string;
      rows: LiveRowValue[];
      count?: bigint;
      curves: RegisteredCurve[];
      verdict: CurveVerdict;
    }
  | {status: 'failed'; failure: ReadFailure; rpc: string};

const show = (value: bigint | undefined, unit: LiveRowValue['unit']) =>
  value === undefined ? '—' : formatNumber(value, unit);

/**
 * The protocol parameters readers ask about, read live from the chosen network (the latest block number, then two
 * Multicall3 calls at that block) when the reader presses Read, beside the deploy-script value the site documents;
 * a differing value is flagged. It also tells which OffsetProgressiveCurve redemption rounding the registry's curve
 * 2 runs.
 */
export default function LiveParameters(): React.JSX.Element {
  const data = useProtocolData();
  const id = useId();
  const [network, setNetwork] = useState<NetworkKey>('mainnet');
  const [state, setState] = useState<State>({status: 'idle'});
  const info = data.networks[network];
  const curves = curveCount(data.contracts, network);

  const read = async () => {
    setState({status: 'reading'});
    const client = rpcClient(info.rpcHttp);
    try {
      // The block from eth_blockNumber, and every call made at it: Multicall3.getBlockNumber would give
      // block.number, which on Intuition is the Base block (see rpc.ts readMany).
      const blockNumber = await latestBlock(client);
      const readAll = async (calls: LiveCall[]): Promise<CallResults> => {
        const results = await readMany(
          client,
          info.multicall3 as Address,
          calls.map((call) => ({
            abi: abis[call.contract] as unknown as Abi,
            address: (call.address ?? data.contracts[call.contract][network]) as Address,
            functionName: call.functionName,
            args: call.args,
          })),
          blockNumber,
        );
        return new Map(
          calls.map((call, i) => {
            const r = results[i];
            return [
              call.key,
              r?.status === 'success'
                ? {ok: true as const, value: r.result}
                : {ok: false as const, error: r?.error ? describeFailure(r.error).message : 'no answer'},
            ];
          }),
        );
      };
      const byKey = await readAll(liveCalls(curves));
      const registry = registeredCurves(byKey, curves, data.contracts, network);
      // The curve MultiVault reaches through the registry, not the package's address for it: a second call, at the
      // same block, since its address is only known from the first.
      const probed = registryCurveAddress(byKey);
      let verdict: CurveVerdict;
      try {
        verdict = curveVerdict(probed ? await readAll(probeCalls(probed)) : new Map(), probed);
      } catch (error) {
        verdict = {kind: 'unknown', address: probed, reason: describeFailure(error).message};
      }
      setState({
        status: 'done',
        network,
        blockNumber,
        readAt: new Date().toISOString(),
        rows: rowValues(byKey),
        count: registry.count,
        curves: registry.curves,
        verdict,
      });
    } catch (error) {
      setState({status: 'failed', failure: describeFailure(error), rpc: info.rpcHttp});
    }
  };

  const rows = state.status === 'done' ? state.rows : liveRows.map((row) => ({...row, differs: false}) as LiveRowValue);
  const differing = state.status === 'done' ? state.rows.filter((row) => row.differs) : [];

  return (
    <div className={styles.console} data-live-parameters="">
      <NetworkPicker
        id={id}
        network={network}
        onChange={(key) => {
          setNetwork(key);
          setState({status: 'idle'});
        }}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.readButton} onClick={read} disabled={state.status === 'reading'}>
          Read the live values
        </button>
        <span className={styles.note}>
          The latest block number, then two calls at that block through Multicall3 at <code>{info.multicall3}</code>,
          all to <code>{info.rpcHttp}</code>.
        </span>
      </div>
      <div aria-live="polite">
        {state.status === 'reading' && <p>Reading…</p>}
        {state.status === 'done' && (
          <p data-live-summary="" data-block={String(state.blockNumber)} data-read-at={state.readAt}>
            Read from {data.networks[state.network].name} at block <strong>{String(state.blockNumber)}</strong> on{' '}
            {/* UTC, so the sentence means the same to every reader and in a copied note. */}
            {state.readAt.slice(0, 10)} at {state.readAt.slice(11, 16)} UTC.{' '}
            {differing.length === 0
              ? 'Every value equals the documented default.'
              : `${differing.length} value${differing.length > 1 ? 's differ' : ' differs'} from the documented default: ${differing.map((r) => r.label).join(', ')}. The live value is what the contract uses.`}
          </p>
        )}
        {state.status === 'failed' && (
          <div role="alert" className={styles.failure} data-read-failure={state.failure.kind}>
            <p data-failure-message="">
              {state.failure.message} ({state.rpc})
            </p>
            <p>Press Read again in a minute, or try the other network.</p>
          </div>
        )}
      </div>
      <ScrollableTable className={styles.results}>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Live</th>
            <th scope="col">Documented default</th>
            <th scope="col">Read with</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-parameter={row.id}
              data-live={row.live === undefined ? undefined : String(row.live)}
              data-documented={row.documented === undefined ? undefined : String(row.documented)}
              data-differs={row.differs ? 'true' : undefined}>
              <th scope="row">{row.label}</th>
              <td>
                <code className={styles.value}>{row.error ? `failed: ${row.error}` : show(row.live, row.unit)}</code>
                {row.differs && <strong className={styles.differs}> Differs from the documented default</strong>}
              </td>
              <td>
                <code className={styles.value}>
                  {row.documented === undefined ? 'changes by design' : show(row.documented, row.unit)}
                </code>
              </td>
              <td>
                <code className={styles.value}>{row.getter}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {state.status === 'done' && (
        <>
          <p className={styles.subhead}>
            <strong>Registered curves</strong>
          </p>
          <p data-curve-count={state.count === undefined ? undefined : String(state.count)}>
            BondingCurveRegistry <code>count()</code>: {state.count === undefined ? 'failed' : String(state.count)}
            {state.count !== undefined && state.count !== BigInt(curves)
              ? ` (the pinned package knows ${curves}; ids above ${curves} are not listed here).`
              : '.'}
          </p>
          <ul>
            {state.curves.map((curve) => (
              <li key={curve.id} data-curve={curve.id}>
                Curve {curve.id}: {curve.name ?? 'no name'} at{' '}
                <code className={styles.value}>{curve.address ?? '—'}</code>
                {curve.packageContract
                  ? ` (the package's ${curve.packageContract})`
                  : ' (not an address the package names)'}
              </li>
            ))}
          </ul>
          <p className={styles.subhead}>
            <strong>Which OffsetProgressiveCurve runs here</strong>
          </p>
          <p data-curve-verdict={state.verdict.kind} data-curve-probed={state.verdict.address}>
            {state.verdict.kind === 'unknown' ? (
              `Could not tell: ${state.verdict.reason}`
            ) : (
              <>
                {state.verdict.kind === 'package-2.0.2'
                  ? "The rounding of the package's 2.0.2 bytecode"
                  : 'The fixed rounding of contracts commit 0556114'}
                : curve {String(offsetProgressiveCurveId)} as BondingCurveRegistry lists it, at{' '}
                <code className={styles.value}>{state.verdict.address}</code>, returned {String(state.verdict.live)} wei
                from previewRedeem, where the 2.0.2 formula gives {String(state.verdict.expectedPackage)} and the fixed
                one {String(state.verdict.expectedFixed)}.
              </>
            )}
          </p>
        </>
      )}
    </div>
  );
}
