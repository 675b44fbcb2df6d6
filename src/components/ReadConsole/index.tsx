import React, {useCallback, useState, type ComponentType} from 'react';
import type {ContractReferenceDoc} from '@site/src/protocol/types';
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

interface Props {
  readonly contract: ConsoleContract;
  /** The page's generated reference (`@generated/contract-reference/default/<Contract>.json`), already on the page. */
  readonly reference: ContractReferenceDoc;
}

/**
 * The read console's placeholder: a button. Pointing at it, focusing it or touching it fetches the console's code
 * (nothing is requested from any RPC until the reader presses Read inside it); pressing it opens the console.
 */
export default function ReadConsole({contract, reference}: Props): React.JSX.Element {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const warm = useCallback(() => {
    loadConsole(contract).catch(() => undefined);
  }, [contract]);
  const toggle = useCallback(() => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setFailed(false);
    loadConsole(contract).then(setLoaded, () => setFailed(true));
  }, [contract, open]);

  return (
    <div className={styles.placeholder} data-read-console-control={contract}>
      <button
        type="button"
        className={styles.openButton}
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={toggle}>
        {open ? `Close the ${contract} read console` : `Open the ${contract} read console`}
      </button>
      {open && failed && <p role="alert">The console could not be loaded. Reload the page and try again.</p>}
      {open && !failed && !loaded && <p aria-live="polite">Loading the console…</p>}
      {open && loaded && <loaded.Console contract={contract} reference={reference} abi={loaded.abi} />}
    </div>
  );
}

type LiveModule = {default: ComponentType};
let liveModule: Promise<LiveModule> | undefined;
const loadLive = (): Promise<LiveModule> => {
  liveModule ??= import(/* webpackChunkName: "read-console" */ './LiveParameters');
  liveModule.catch(() => (liveModule = undefined));
  return liveModule;
};

/**
 * The same chunk name as the console: webpack puts both in one lazy chunk, so the table reuses the console's
 * viem, RPC and formatting code instead of a second copy of it.
 *
 * The live protocol parameters' placeholder on the fees and economics pages: a button, like the read console's,
 * that fetches the table's code (the console's viem and RPC module) on intent and opens it on press. The table
 * reads nothing until its own Read button is pressed.
 */
export function LiveParameters(): React.JSX.Element {
  const [Table, setTable] = useState<ComponentType | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const warm = useCallback(() => {
    loadLive().catch(() => undefined);
  }, []);
  const toggle = useCallback(() => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setFailed(false);
    loadLive().then(
      (module) => setTable(() => module.default),
      () => setFailed(true),
    );
  }, [open]);
  return (
    <div className={styles.placeholder} data-live-parameters-control="">
      <button
        type="button"
        className={styles.openButton}
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={toggle}>
        {open ? 'Close the live parameters' : 'Compare with the live parameters'}
      </button>
      {open && failed && <p role="alert">The table could not be loaded. Reload the page and try again.</p>}
      {open && !failed && !Table && <p aria-live="polite">Loading the table…</p>}
      {open && Table && <Table />}
    </div>
  );
}
