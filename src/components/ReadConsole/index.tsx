import React, {useCallback, useState, type ComponentType, type ReactNode} from 'react';
import type {ContractReferenceDoc} from '@site/src/protocol/types';
import {useProtocolData} from '@site/src/protocol/useProtocolData';
import {curveCount, curveIdRange} from './curveIds';
import type {ConsoleContract, ConsoleProps} from './Console';
import styles from './styles.module.css';

interface Loaded {
  Console: ComponentType<ConsoleProps>;
  abi: ConsoleProps['abi'];
}

// The console (viem, the form, the ABI) is one chunk per contract page, fetched on the first sign of intent.
const abiLoaders: Record<ConsoleContract, () => Promise<{default: unknown}>> = {
  MultiVault: () =>
    import(
      /* webpackChunkName: "read-console-multivault-abi" */ '@generated/contract-reference/default/MultiVault.console.json'
    ),
  TrustBonding: () =>
    import(
      /* webpackChunkName: "read-console-trustbonding-abi" */ '@generated/contract-reference/default/TrustBonding.console.json'
    ),
};
const loading = new Map<ConsoleContract, Promise<Loaded>>();
export function loadConsole(contract: ConsoleContract): Promise<Loaded> {
  let promise = loading.get(contract);
  if (!promise) {
    promise = Promise.all([import(/* webpackChunkName: "read-console" */ './Console'), abiLoaders[contract]()]).then(
      ([module, abi]) => ({Console: module.default, abi: abi.default as ConsoleProps['abi']}),
    );
    promise.catch(() => loading.delete(contract));
    loading.set(contract, promise);
  }
  return promise;
}

/**
 * A placeholder button for code that loads on intent: pointing at it, focusing it or touching it fetches the code
 * (`load`, which must cache its promise and forget a failed one); pressing it opens what was loaded. The console and
 * the live parameters table share it.
 */
function OpenOnIntent<T>({
  load,
  openLabel,
  closeLabel,
  what,
  control,
  children,
}: {
  readonly load: () => Promise<T>;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** "console" or "table", for the loading and failure messages. */
  readonly what: string;
  /** The wrapper's data attribute, by which pages and tests find the control. */
  readonly control: Record<`data-${string}`, string>;
  readonly children: (loaded: T) => ReactNode;
}): React.JSX.Element {
  // Boxed, because the loaded value may be a component, which useState would call as an updater.
  const [loaded, setLoaded] = useState<{value: T} | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const warm = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  const toggle = useCallback(() => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setFailed(false);
    load().then(
      (value) => setLoaded({value}),
      () => setFailed(true),
    );
  }, [load, open]);

  return (
    <div className={styles.placeholder} {...control}>
      <button
        type="button"
        className={styles.openButton}
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={toggle}>
        {open ? closeLabel : openLabel}
      </button>
      {open && failed && <p role="alert">The {what} could not be loaded. Reload the page and try again.</p>}
      {open && !failed && !loaded && <p aria-live="polite">Loading the {what}…</p>}
      {open && loaded && children(loaded.value)}
    </div>
  );
}

interface Props {
  readonly contract: ConsoleContract;
  /** The page's generated reference (`@generated/contract-reference/default/<Contract>.json`), already on the page. */
  readonly reference: ContractReferenceDoc;
}

/**
 * The read console's placeholder. Nothing is requested from any RPC until the reader presses Read inside the console.
 */
export default function ReadConsole({contract, reference}: Props): React.JSX.Element {
  const load = useCallback(() => loadConsole(contract), [contract]);
  return (
    <OpenOnIntent
      load={load}
      openLabel={`Open the ${contract} read console`}
      closeLabel={`Close the ${contract} read console`}
      what="console"
      control={{'data-read-console-control': contract}}>
      {({Console, abi}) => <Console contract={contract} reference={reference} abi={abi} />}
    </OpenOnIntent>
  );
}

type LiveModule = {default: ComponentType};
let liveModule: Promise<LiveModule> | undefined;
/**
 * The same chunk name as the console: webpack puts both in one lazy chunk, so the table reuses the console's
 * viem, RPC and formatting code instead of a second copy of it.
 */
const loadLive = (): Promise<LiveModule> => {
  liveModule ??= import(/* webpackChunkName: "read-console" */ './LiveParameters');
  liveModule.catch(() => (liveModule = undefined));
  return liveModule;
};

/**
 * The live protocol parameters' placeholder on the fees and economics pages. The table reads nothing until its own
 * Read button is pressed.
 */
export function LiveParameters(): React.JSX.Element {
  return (
    <OpenOnIntent
      load={loadLive}
      openLabel="Compare with the live parameters"
      closeLabel="Close the live parameters"
      what="table"
      control={{'data-live-parameters-control': ''}}>
      {({default: Table}) => <Table />}
    </OpenOnIntent>
  );
}

/**
 * The curve ids the console accepts, for the pages' prose: those the pinned @0xintuition/protocol knows, per network
 * ("1 or 2"), so the sentence follows a package bump instead of a typed number.
 */
export function KnownCurveIds(): React.JSX.Element {
  const {contracts} = useProtocolData();
  const mainnet = curveIdRange(curveCount(contracts, 'mainnet'));
  const testnet = curveIdRange(curveCount(contracts, 'testnet'));
  return <>{mainnet === testnet ? mainnet : `${mainnet} on mainnet, ${testnet} on testnet`}</>;
}
