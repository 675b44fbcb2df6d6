import React, {type ComponentType} from 'react';
import OpenOnIntent, {loadOnce} from '@site/src/components/widgets/OpenOnIntent';
import type {RunnerProps} from './Runner';
import {parseMeta} from './conventions';
import styles from './styles.module.css';

// One import for the whole page: the first intent on any block starts it, every block shares the chunk.
const loadRunner = loadOnce<{default: ComponentType<RunnerProps>}>(
  () => import(/* webpackChunkName: "graphql-runner" */ './Runner'),
);

interface Props {
  readonly code: string;
  readonly metastring?: string;
}

/**
 * The Run button under a GraphQL block. It weighs a button: the runner (editor, JSON view, graphql-ws) is
 * fetched on the first sign of intent (pointer over, focus, touch) and shown on click, so a reader who never
 * reaches for it downloads none of it.
 */
export default function RunControl({code, metastring}: Props): React.JSX.Element {
  // In the HTML too, so tests (and readers of the source) see each block's network and where its ids come from.
  const meta = parseMeta(metastring);
  return (
    <OpenOnIntent
      load={loadRunner}
      openLabel="Run"
      closeLabel="Close runner"
      what="runner"
      className={styles.control}
      buttonClassName={styles.runButton}
      control={{'data-graphql-run': '', 'data-network': meta.network ?? 'mainnet', 'data-ids-from': meta.idsFrom}}>
      {({default: Runner}, wrapper) => <Runner query={code} metastring={metastring} anchor={wrapper} />}
    </OpenOnIntent>
  );
}
