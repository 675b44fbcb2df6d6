import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import {createClient, type Client} from 'graphql-ws';
import Link from '@docusaurus/Link';
import protocolData from '@generated/protocol-data/default/protocol.json';
import type {NetworkKey} from '@site/src/protocol/types';
import {parseMeta, variablesBlockClass} from './conventions';
import JsonView from './JsonView';
import {curlSnippet, typescriptSnippet} from './snippets';
import styles from './styles.module.css';

export interface RunnerProps {
  readonly query: string;
  readonly metastring?: string;
  /** The Run control's element: the variables block, if any, is the next element after it. */
  readonly anchor: HTMLElement;
}

/** A query that has not answered after this long is reported as a timeout (and cancelled). */
const timeoutMs = 15_000;
/** Subscription events kept on screen; older ones drop off. */
const maxEvents = 20;

type Outcome =
  | {kind: 'idle'}
  | {kind: 'running'}
  | {kind: 'invalid-variables'; message: string}
  | {kind: 'data'; data: unknown; rows: number; ms: number}
  | {kind: 'empty'; data: unknown; ms: number}
  | {kind: 'graphql-errors'; errors: {message: string; path?: (string | number)[]}[]; ms: number}
  | {kind: 'http'; status: number; statusText: string; body: string; ms: number}
  | {kind: 'timeout'}
  | {kind: 'cancelled'}
  | {kind: 'network'; message: string}
  | {
      kind: 'subscription';
      events: {at: string; data: unknown}[];
      total: number;
      state: 'connecting' | 'open' | 'stopped' | 'ended';
    }
  | {kind: 'subscription-error'; message: string};

const endpoints = (network: NetworkKey): {http: string; ws: string} => {
  const http = protocolData.networks[network].graphql;
  return {http, ws: http.replace(/^http/, 'ws')};
};

const isSubscription = (query: string): boolean => /^\s*subscription\b/m.test(query.replace(/#.*$/gm, ''));

/** Rows in an answer: the length of each root field that is a list, 1 for an object, 0 for null. */
function countRows(data: unknown): number {
  if (!data || typeof data !== 'object') return 0;
  return Object.values(data).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : value ? 1 : 0),
    0,
  );
}

// Ids seen in answers on this page, newest first, shared by every runner: an example that needs an id offers them.
const pageIds: string[] = [];
const idsEvent = 'graphql-runner-ids';
function rememberIds(data: unknown): void {
  const found: string[] = [];
  const walk = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
    else if (key && /(^|_)id$/.test(key) && (typeof value === 'string' || typeof value === 'number'))
      found.push(String(value));
  };
  walk(data);
  for (const id of found.slice(0, 50)) {
    const at = pageIds.indexOf(id);
    if (at >= 0) pageIds.splice(at, 1);
    pageIds.unshift(id);
  }
  pageIds.length = Math.min(pageIds.length, 50);
  window.dispatchEvent(new Event(idsEvent));
}

/**
 * A code block's text, line by line. Not innerText: a block away from the viewport skips its layout
 * (content-visibility, src/theme/CodeBlock/Content), and innerText reads such content as empty.
 */
function codeText(code: Element): string {
  return Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n');
}

function readVariablesBlock(anchor: HTMLElement): string {
  const next = anchor.nextElementSibling;
  if (!next?.classList.contains(variablesBlockClass)) return '';
  const code = next.querySelector('code');
  return code ? codeText(code).trim() : '';
}

/** The element `ids-from` names: a heading anchor, else the GraphQL block defining that operation. */
function findIdsSource(idsFrom: string): HTMLElement | null {
  const byId = document.getElementById(idsFrom);
  if (byId) return byId;
  const pattern = new RegExp(`\\b(query|subscription)\\s+${idsFrom.replace(/[^\w]/g, '')}\\b`);
  const code = Array.from(document.querySelectorAll<HTMLElement>('pre code')).find((element) =>
    pattern.test(codeText(element)),
  );
  return (code?.closest('div[class*="codeBlockContainer"]') as HTMLElement | null) ?? code ?? null;
}

export default function Runner({query: initialQuery, metastring, anchor}: RunnerProps): React.JSX.Element {
  const meta = parseMeta(metastring);
  const id = useId();
  const [query, setQuery] = useState(initialQuery.trim());
  const [variablesText, setVariablesText] = useState(() => readVariablesBlock(anchor));
  const [network, setNetwork] = useState<NetworkKey>(meta.network ?? 'mainnet');
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const [copied, setCopied] = useState('');
  const [ids, setIds] = useState<string[]>(() => [...pageIds]);
  const controller = useRef<AbortController | null>(null);
  const subscription = useRef<{client: Client; unsubscribe: () => void} | null>(null);
  const queryField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    queryField.current?.focus();
    const update = (): void => setIds([...pageIds]);
    window.addEventListener(idsEvent, update);
    return () => {
      window.removeEventListener(idsEvent, update);
      controller.current?.abort();
      subscription.current?.unsubscribe();
      void subscription.current?.client.dispose();
    };
  }, []);

  const parseVariables = (): {ok: true; value: Record<string, unknown> | undefined} | {ok: false; message: string} => {
    if (!variablesText.trim()) return {ok: true, value: undefined};
    try {
      const value: unknown = JSON.parse(variablesText);
      if (!value || typeof value !== 'object' || Array.isArray(value))
        return {ok: false, message: 'Variables must be a JSON object, such as {"id": "0x…"}.'};
      return {ok: true, value: value as Record<string, unknown>};
    } catch (error) {
      return {ok: false, message: (error as Error).message};
    }
  };

  const stop = useCallback(() => {
    subscription.current?.unsubscribe();
    void subscription.current?.client.dispose();
    subscription.current = null;
    setOutcome((o) => (o.kind === 'subscription' ? {...o, state: 'stopped'} : o));
  }, []);

  const subscribe = (variables: Record<string, unknown> | undefined): void => {
    const client = createClient({url: endpoints(network).ws, lazy: true, retryAttempts: 0});
    setOutcome({kind: 'subscription', events: [], total: 0, state: 'connecting'});
    const unsubscribe = client.subscribe(
      {query, variables},
      {
        next: (event) => {
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
        error: (error: unknown) => {
          subscription.current = null;
          const message = Array.isArray(error)
            ? error.map((e: {message?: string}) => e.message).join('; ')
            : error instanceof Error
              ? error.message
              : error && typeof error === 'object' && 'code' in error
                ? `the connection closed (code ${String((error as CloseEvent).code)}${(error as CloseEvent).reason ? `: ${(error as CloseEvent).reason}` : ''})`
                : 'the connection failed';
          setOutcome({kind: 'subscription-error', message});
        },
        complete: () =>
          setOutcome((o) => (o.kind === 'subscription' && o.state !== 'stopped' ? {...o, state: 'ended'} : o)),
      },
    );
    subscription.current = {client, unsubscribe};
  };

  const run = async (): Promise<void> => {
    const variables = parseVariables();
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
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    setOutcome({kind: 'running'});
    const started = performance.now();
    try {
      const response = await fetch(endpoints(network).http, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(variables.value === undefined ? {query} : {query, variables: variables.value}),
        signal: abort.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      if (!response.ok) {
        setOutcome({
          kind: 'http',
          status: response.status,
          statusText: response.statusText,
          body: text.slice(0, 500),
          ms,
        });
        return;
      }
      let body: {data?: unknown; errors?: {message: string; path?: (string | number)[]}[]};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        setOutcome({
          kind: 'http',
          status: response.status,
          statusText: 'the answer is not JSON',
          body: text.slice(0, 500),
          ms,
        });
        return;
      }
      if (body.errors?.length) {
        setOutcome({kind: 'graphql-errors', errors: body.errors, ms});
        return;
      }
      const rows = countRows(body.data);
      rememberIds(body.data);
      setOutcome(rows === 0 ? {kind: 'empty', data: body.data, ms} : {kind: 'data', data: body.data, rows, ms});
    } catch (error) {
      if (timedOut) setOutcome({kind: 'timeout'});
      else if (abort.signal.aborted) setOutcome({kind: 'cancelled'});
      else setOutcome({kind: 'network', message: (error as Error).message});
    } finally {
      window.clearTimeout(timer);
      if (controller.current === abort) controller.current = null;
    }
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
    const variables = parseVariables();
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

  const idVariable = (() => {
    const parsed = parseVariables();
    if (!parsed.ok || !parsed.value) return undefined;
    return Object.keys(parsed.value).find((key) => /id$/i.test(key));
  })();
  const pickId = (value: string): void => {
    const parsed = parseVariables();
    if (!parsed.ok || !parsed.value || !idVariable) return;
    setVariablesText(JSON.stringify({...parsed.value, [idVariable]: value}, null, 2));
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
        <Outcome outcome={outcome} network={network} idsFrom={meta.idsFrom} idsSource={idsSource} />
      </div>
    </section>
  );
}

function Outcome({
  outcome,
  network,
  idsFrom,
  idsSource,
}: {
  outcome: Outcome;
  network: NetworkKey;
  idsFrom?: string;
  idsSource: HTMLElement | null;
}): React.JSX.Element | null {
  const other = network === 'mainnet' ? 'testnet' : 'mainnet';
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'running':
      return <p>Sending the query to {network}…</p>;
    case 'invalid-variables':
      return <p className={styles.error}>The variables are not valid JSON, so nothing was sent: {outcome.message}</p>;
    case 'data':
      return (
        <>
          <p>
            {outcome.rows} row{outcome.rows === 1 ? '' : 's'} in {outcome.ms} ms from {network}.
          </p>
          <JsonView value={outcome.data} />
        </>
      );
    case 'empty':
      return (
        <>
          <p className={styles.warning}>
            The answer is empty ({outcome.ms} ms): no row matches. The id in the variables most likely does not exist on{' '}
            {network}; ids differ between mainnet and {other}.{' '}
            {idsFrom &&
              (idsSource ? (
                <Link
                  href={idsSource.id ? `#${idsSource.id}` : '#'}
                  onClick={(e) => {
                    if (!idsSource.id) {
                      e.preventDefault();
                      idsSource.scrollIntoView();
                    }
                  }}>
                  Run the query that lists valid ids
                </Link>
              ) : (
                `Run "${idsFrom}" on this page for valid ids`
              ))}
            {idsFrom
              ? ', then pick one of its ids.'
              : 'Try an id from another query on this page, or the other network.'}
          </p>
          <JsonView value={outcome.data} />
        </>
      );
    case 'graphql-errors':
      return (
        <div className={styles.error}>
          <p>
            The API answered with {outcome.errors.length === 1 ? 'an error' : `${outcome.errors.length} errors`} (
            {outcome.ms} ms):
          </p>
          <ul>
            {outcome.errors.map((error, index) => (
              <li key={index}>
                {error.message}
                {error.path && (
                  <>
                    {' '}
                    (at <code>{error.path.join('.')}</code>)
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'http':
      return (
        <div className={styles.error}>
          <p>
            The server answered HTTP {outcome.status}
            {outcome.statusText ? ` (${outcome.statusText})` : ''} after {outcome.ms} ms.{' '}
            {outcome.status >= 500
              ? 'The API is failing right now: try again in a minute, or the other network.'
              : 'Check the query and variables.'}
          </p>
          {outcome.body && <pre className={styles.body}>{outcome.body}</pre>}
        </div>
      );
    case 'timeout':
      return (
        <p className={styles.error}>
          No answer after {timeoutMs / 1000} s, so the query was cancelled. Try again, ask for fewer rows (a smaller{' '}
          <code>limit</code>), or filter with <code>where</code>.
        </p>
      );
    case 'cancelled':
      return <p>Cancelled: nothing more will arrive for this query.</p>;
    case 'network':
      return (
        <p className={styles.error}>
          The request could not reach {network} ({outcome.message}). Check your connection, or whether a browser
          extension or network blocks {new URL(protocolData.networks[network].graphql).host}, then try again.
        </p>
      );
    case 'subscription':
      return (
        <>
          <p>
            {outcome.state === 'connecting' && `Connecting to ${network}…`}
            {outcome.state === 'open' &&
              `Listening on ${network}: ${outcome.total} event${outcome.total === 1 ? '' : 's'} so far.`}
            {outcome.state === 'stopped' && `Stopped after ${outcome.total} event${outcome.total === 1 ? '' : 's'}.`}
            {outcome.state === 'ended' &&
              `The server ended the subscription after ${outcome.total} event${outcome.total === 1 ? '' : 's'}.`}
            {outcome.total > maxEvents && ` Showing the newest ${maxEvents}.`}
          </p>
          <ol className={styles.events}>
            {outcome.events.map((event, index) => (
              <li key={outcome.total - index}>
                <span className={styles.jsonSize}>{event.at}</span>
                <JsonView value={event.data} />
              </li>
            ))}
          </ol>
        </>
      );
    case 'subscription-error':
      return (
        <p className={styles.error}>
          The subscription failed: {outcome.message}. Check your connection and the query, then subscribe again.
        </p>
      );
  }
}
