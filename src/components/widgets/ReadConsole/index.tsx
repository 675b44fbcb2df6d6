import React, {useCallback, type ComponentType} from 'react';
import OpenOnIntent, {loadOnce} from '@site/src/components/widgets/OpenOnIntent';
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
const loaders = new Map<ConsoleContract, () => Promise<Loaded>>();
export function loadConsole(contract: ConsoleContract): Promise<Loaded> {
  let load = loaders.get(contract);
  if (!load) {
    load = loadOnce(() =>
      Promise.all([import(/* webpackChunkName: "read-console" */ './Console'), abiLoaders[contract]()]).then(
        ([module, abi]) => ({Console: module.default, abi: abi.default as ConsoleProps['abi']}),
      ),
    );
    loaders.set(contract, load);
  }
  return load();
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
      className={styles.placeholder}
      buttonClassName={styles.openButton}
      control={{'data-read-console-control': contract}}>
      {({Console, abi}) => <Console contract={contract} reference={reference} abi={abi} />}
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
