import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: "Copy MultiVault address". */
  label: string;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

export default function CopyButton({value, label, className}: CopyButtonProps): React.JSX.Element {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button type="button" className={clsx(styles.copyButton, className)} onClick={copy} aria-label={label}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      <span className={styles.status} role="status">
        {state === 'copied' ? `${label}: copied` : state === 'failed' ? 'Copying is blocked by the browser' : ''}
      </span>
    </button>
  );
}
