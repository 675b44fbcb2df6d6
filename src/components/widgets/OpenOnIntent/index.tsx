import React, {useCallback, useState, type ReactNode} from 'react';

/**
 * A loader that fetches once for the whole page and forgets a failure, so the next intent retries: a chunk that
 * failed on a flaky connection must not leave the widget broken until a reload. Every OpenOnIntent loader is
 * made with it, so the widgets share one retry rule.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    if (!promise) {
      const attempt = load();
      promise = attempt;
      attempt.catch(() => {
        if (promise === attempt) promise = undefined;
      });
    }
    return promise;
  };
}

interface Props<T> {
  /** Made with `loadOnce` (or keyed copies of it): cached for the page, a failure forgotten. */
  readonly load: () => Promise<T>;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** "console", "table" or "runner", for the loading and failure messages. */
  readonly what: string;
  readonly className: string | undefined;
  readonly buttonClassName: string | undefined;
  /** The wrapper's data attributes, by which pages and tests find the control. */
  readonly control: Record<`data-${string}`, string | undefined>;
  /** What was loaded, and the wrapper element (the GraphQL runner reads the block after it). */
  readonly children: (loaded: T, wrapper: HTMLDivElement) => ReactNode;
}

/**
 * A placeholder button for code that loads on intent: pointing at it, focusing it or touching it fetches the code;
 * pressing it opens what was loaded, and pressing it again after a failure tries again. The read console, the live
 * parameters table and the GraphQL runner share it.
 */
export default function OpenOnIntent<T>({
  load,
  openLabel,
  closeLabel,
  what,
  className,
  buttonClassName,
  control,
  children,
}: Props<T>): React.JSX.Element {
  // The wrapper, kept in state (a callback ref) so the content renders once it is known.
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
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
    <div ref={setWrapper} className={className} {...control}>
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={toggle}>
        {open ? closeLabel : openLabel}
      </button>
      {open && failed && <p role="alert">The {what} could not be loaded. Reload the page and try again.</p>}
      {open && !failed && !loaded && <p aria-live="polite">Loading the {what}…</p>}
      {open && loaded && wrapper && children(loaded.value, wrapper)}
    </div>
  );
}
