import React, {type ComponentType} from 'react';
import OpenOnIntent, {loadOnce} from '@site/src/components/widgets/OpenOnIntent';
import styles from '@site/src/components/widgets/ReadConsole/styles.module.css';

/**
 * The same chunk name as the read console: webpack puts both in one lazy chunk, so the table reuses the console's
 * viem, RPC and formatting code (src/components/widgets/ReadConsole) instead of a second copy of it.
 */
const loadTable = loadOnce<{default: ComponentType}>(() => import(/* webpackChunkName: "read-console" */ './Table'));

/**
 * The live protocol parameters' placeholder on the fees and economics pages. The table reads nothing until its own
 * Read button is pressed.
 */
export default function LiveParameters(): React.JSX.Element {
  return (
    <OpenOnIntent
      load={loadTable}
      openLabel="Compare with the live parameters"
      closeLabel="Close the live parameters"
      what="table"
      className={styles.placeholder}
      buttonClassName={styles.openButton}
      control={{'data-live-parameters-control': ''}}>
      {({default: Table}) => <Table />}
    </OpenOnIntent>
  );
}
