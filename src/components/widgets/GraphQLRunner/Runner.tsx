import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import type {NetworkKey} from '@site/src/protocol/types';
import {findIdsSource, readVariablesBlock} from './blockText';
import {parseMeta} from './conventions';
import OutcomeView from './Outcome';
import {rememberIds, usePageIds} from './pageIds';
import {curlSnippet, typescriptSnippet} from './snippets';
import {
  endpoints,
  isSubscription,
  maxEvents,
  openSubscription,
  parseVariables,
  postQuery,
  type Outcome,
  type Subscription,
  type Variables,
} from './transport';
import styles from './styles.module.css';

export interface RunnerProps {
  readonly query: string;
  readonly metastring?: string;
  /** The Run control's element: the variables block, if any, is the next element after it. */
  readonly anchor: HTMLElement;
}

/** The runner's form: the query and variables as editable text, the network, Run, Cancel or Stop, and the copies. */
export default function Runner({query: initialQuery, metastring, anchor}: RunnerProps): React.JSX.Element {
  const meta = parseMeta(metastring);
  const id = useId();
  const [query, setQuery] = useState(initialQuery.trim());
  const [variablesText, setVariablesText] = useState(() => readVariablesBlock(anchor));
  const [network, setNetwork] = useState<NetworkKey>(meta.network ?? 'mainnet');
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const [copied, setCopied] = useState('');
  const ids = usePageIds();
  const controller = useRef<AbortController | null>(null);
  const subscription = useRef<Subscription | null>(null);
  const queryField = useRef<HTMLTextAreaElement>(null);
  const variables = useMemo(() => parseVariables(variablesText), [variablesText]);

  useEffect(() => {
    queryField.current?.focus();
    return () => {
      controller.current?.abort();
      subscription.current?.unsubscribe();
      void subscription.current?.client.dispose();
    };
  }, []);

  const stop = useCallback(() => {
    subscription.current?.unsubscribe();
    void subscription.current?.client.dispose();
    subscription.current = null;
    setOutcome((o) => (o.kind === 'subscription' ? {...o, state: 'stopped'} : o));
  }, []);

  const subscribe = (value: Variables): void => {
    setOutcome({kind: 'subscription', events: [], total: 0, state: 'connecting'});
    subscription.current = openSubscription(endpoints(network).ws, query, value, {
      event: (event) => {
        rememberIds(event.data);
        setOutcome((o) =>
          o.kind === 'subscription'
            ? {
                ...o,
                state: 'open',
                total: o.total + 1,
                events: [{at: new Date().toLocaleTimeString(), data: event.errors ?? event.data}, ...o.events].slice(
                  0,
                  maxEvents,
                ),
              }
            : o,
        );
      },
      error: (message) => {
        subscription.current = null;
        setOutcome({kind: 'subscription-error', message});
      },
      complete: () =>
        setOutcome((o) => (o.kind === 'subscription' && o.state !== 'stopped' ? {...o, state: 'ended'} : o)),
    });
  };

  const run = async (): Promise<void> => {
    if (!variables.ok) {
      setOutcome({kind: 'invalid-variables', message: variables.message});
      return;
    }
    controller.current?.abort();
    stop();
    if (isSubscription(query)) {
      subscribe(variables.value);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setOutcome({kind: 'running'});
    const result = await postQuery(endpoints(network).http, query, variables.value, abort);
    if (result.kind === 'data' || result.kind === 'empty') rememberIds(result.data);
    setOutcome(result);
    if (controller.current === abort) controller.current = null;
  };

  // Pressing Run is the reader's go-ahead: the runner sends the block as shown at once, then stays open for edits.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the pre-filled query and variables
  }, []);

  const copy = async (what: 'curl' | 'TypeScript'): Promise<void> => {
    if (!variables.ok) {
      setOutcome({kind: 'invalid-variables', message: variables.message});
      return;
    }
    const text =
      what === 'curl'
        ? curlSnippet(endpoints(network).http, query, variables.value)
        : typescriptSnippet(network, query, variables.value);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`Copied as ${what}.`);
    } catch {
      setCopied(`Copying was refused by the browser.`);
    }
  };

  const idVariable =
    variables.ok && variables.value ? Object.keys(variables.value).find((key) => /id$/i.test(key)) : undefined;
  const pickId = (value: string): void => {
    if (!variables.ok || !variables.value || !idVariable) return;
    setVariablesText(JSON.stringify({...variables.value, [idVariable]: value}, null, 2));
  };

  const running = outcome.kind === 'running';
  const streaming = outcome.kind === 'subscription' && (outcome.state === 'open' || outcome.state === 'connecting');
  const idsSource = meta.idsFrom ? findIdsSource(meta.idsFrom) : null;

  return (
    <section className={styles.runner} aria-label="GraphQL runner">
      <label htmlFor={`${id}-query`}>Query</label>
      <textarea
        id={`${id}-query`}
        ref={queryField}
        className={styles.editor}
        value={query}
        spellCheck={false}
        rows={Math.min(16, query.split('\n').length + 1)}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
        }}
      />
      <label htmlFor={`${id}-variables`}>Variables (JSON)</label>
      <textarea
        id={`${id}-variables`}
        className={styles.editor}
        value={variablesText}
        spellCheck={false}
        rows={Math.min(8, variablesText.split('\n').length + 1)}
        placeholder="{}"
        onChange={(e) => setVariablesText(e.target.value)}
      />
      {idVariable && ids.length > 0 && (
        <div className={styles.row}>
          <label htmlFor={`${id}-ids`}>Use an id from a result on this page for “{idVariable}”</label>
          <select id={`${id}-ids`} defaultValue="" onChange={(e) => e.target.value && pickId(e.target.value)}>
            <option value="">Choose an id…</option>
            {ids.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.row}>
        <label htmlFor={`${id}-network`}>Network</label>
        <select id={`${id}-network`} value={network} onChange={(e) => setNetwork(e.target.value as NetworkKey)}>
          <option value="mainnet">Mainnet</option>
          <option value="testnet">Testnet</option>
        </select>
        <code className={styles.endpoint}>{endpoints(network).http}</code>
      </div>
      <div className={styles.row}>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => void run()}
          disabled={running || streaming}>
          {isSubscription(query) ? 'Subscribe' : 'Run query'}
        </button>
        {running && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        )}
        {streaming && (
          <button type="button" className="button button--secondary button--sm" onClick={stop}>
            Stop
          </button>
        )}
        <button type="button" className="button button--link button--sm" onClick={() => void copy('curl')}>
          Copy as curl
        </button>
        <button type="button" className="button button--link button--sm" onClick={() => void copy('TypeScript')}>
          Copy as TypeScript
        </button>
        <span role="status">{copied}</span>
      </div>
      <div aria-live="polite" className={styles.outcome} data-outcome={outcome.kind}>
        <OutcomeView outcome={outcome} network={network} idsFrom={meta.idsFrom} idsSource={idsSource} />
      </div>
    </section>
  );
}
