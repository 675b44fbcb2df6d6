import React, {useCallback, useState, type ComponentType} from 'react';
import type {RunnerProps} from './Runner';
import {parseMeta} from './conventions';
import styles from './styles.module.css';

type RunnerModule = {default: ComponentType<RunnerProps>};
// One import for the whole page: the first intent on any block starts it, every block shares the chunk.
let runnerModule: Promise<RunnerModule> | undefined;
const loadRunner = (): Promise<RunnerModule> =>
  (runnerModule ??= import(/* webpackChunkName: "graphql-runner" */ './Runner'));

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
  // The block's element, kept in state (a callback ref) so the runner renders once it is known.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [Runner, setRunner] = useState<ComponentType<RunnerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  // In the HTML too, so tests (and readers of the source) see each block's network and where its ids come from.
  const meta = parseMeta(metastring);
  const warm = useCallback(() => {
    loadRunner().catch(() => setFailed(true));
  }, []);
  const toggle = useCallback(() => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    loadRunner().then(
      (module) => setRunner(() => module.default),
      () => setFailed(true),
    );
  }, [open]);

  return (
    <div
      ref={setRoot}
      className={styles.control}
      data-graphql-run=""
      data-network={meta.network ?? 'mainnet'}
      data-ids-from={meta.idsFrom}>
      <button
        type="button"
        className={styles.runButton}
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={toggle}>
        {open ? 'Close runner' : 'Run'}
      </button>
      {open && failed && <p role="alert">The runner could not be loaded. Reload the page and try again.</p>}
      {open && !failed && !Runner && <p aria-live="polite">Loading the runner…</p>}
      {open && Runner && root && <Runner query={code} metastring={metastring} anchor={root} />}
    </div>
  );
}
