import React from 'react';
import styles from './styles.module.css';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** The answer as a tree: objects and arrays fold (native <details>, so keyboard and screen readers work), values are coloured by type. */
export default function JsonView({value}: {readonly value: unknown}): React.JSX.Element {
  return (
    <div className={styles.json}>
      <Node value={value as Json} depth={0} />
    </div>
  );
}

function Node({name, value, depth}: {name?: string; value: Json; depth: number}): React.JSX.Element {
  const label = name === undefined ? null : <span className={styles.jsonKey}>{JSON.stringify(name)}: </span>;
  if (value !== null && typeof value === 'object') {
    const entries: [string | undefined, Json][] = Array.isArray(value)
      ? value.map((v) => [undefined, v])
      : Object.entries(value);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    const size = Array.isArray(value)
      ? `${value.length} item${value.length === 1 ? '' : 's'}`
      : `${entries.length} field${entries.length === 1 ? '' : 's'}`;
    if (entries.length === 0)
      return (
        <div>
          {label}
          {open}
          {close}
        </div>
      );
    return (
      <details open={depth < 3}>
        <summary>
          {label}
          {open} <span className={styles.jsonSize}>{size}</span>
        </summary>
        <div className={styles.jsonChildren}>
          {entries.map(([key, child], index) => (
            <Node key={key ?? index} name={key} value={child} depth={depth + 1} />
          ))}
        </div>
        <div>{close}</div>
      </details>
    );
  }
  const kind =
    value === null
      ? styles.jsonNull
      : typeof value === 'string'
        ? styles.jsonString
        : typeof value === 'number'
          ? styles.jsonNumber
          : styles.jsonBoolean;
  return (
    <div>
      {label}
      <span className={kind}>{JSON.stringify(value)}</span>
    </div>
  );
}
