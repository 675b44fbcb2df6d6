/**
 * What the runner sends and what comes back, without React: a query over HTTP (with a timeout and the reader's
 * Cancel) or a subscription over graphql-ws, each ending in an Outcome the view shows.
 */
import {createClient, type Client} from 'graphql-ws';
import protocolData from '@generated/protocol-data/default/protocol.json';
import type {NetworkKey} from '@site/src/protocol/types';

/** A query that has not answered after this long is reported as a timeout (and cancelled). */
export const timeoutMs = 15_000;
/** Subscription events kept on screen; older ones drop off. */
export const maxEvents = 20;

export type Outcome =
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

export const endpoints = (network: NetworkKey): {http: string; ws: string} => {
  const http = protocolData.networks[network].graphql;
  return {http, ws: http.replace(/^http/, 'ws')};
};

export const isSubscription = (query: string): boolean => /^\s*subscription\b/m.test(query.replace(/#.*$/gm, ''));

export type Variables = Record<string, unknown> | undefined;

/** The variables field's text as sent: empty means none; anything but a JSON object is refused before sending. */
export function parseVariables(text: string): {ok: true; value: Variables} | {ok: false; message: string} {
  if (!text.trim()) return {ok: true, value: undefined};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return {ok: false, message: 'Variables must be a JSON object, such as {"id": "0x…"}.'};
    return {ok: true, value: value as Record<string, unknown>};
  } catch (error) {
    return {ok: false, message: (error as Error).message};
  }
}

/** Rows in an answer: the length of each root field that is a list, 1 for an object, 0 for null. */
export function countRows(data: unknown): number {
  if (!data || typeof data !== 'object') return 0;
  return Object.values(data).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : value ? 1 : 0),
    0,
  );
}

/**
 * POSTs the query and tells what came back. `abort` is the reader's Cancel; the timeout aborts it too, and the
 * outcome says which of the two it was.
 */
export async function postQuery(
  url: string,
  query: string,
  variables: Variables,
  abort: AbortController,
): Promise<Outcome> {
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(variables === undefined ? {query} : {query, variables}),
      signal: abort.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    if (!response.ok)
      return {kind: 'http', status: response.status, statusText: response.statusText, body: text.slice(0, 500), ms};
    let body: {data?: unknown; errors?: {message: string; path?: (string | number)[]}[]};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return {
        kind: 'http',
        status: response.status,
        statusText: 'the answer is not JSON',
        body: text.slice(0, 500),
        ms,
      };
    }
    if (body.errors?.length) return {kind: 'graphql-errors', errors: body.errors, ms};
    const rows = countRows(body.data);
    return rows === 0 ? {kind: 'empty', data: body.data, ms} : {kind: 'data', data: body.data, rows, ms};
  } catch (error) {
    if (timedOut) return {kind: 'timeout'};
    if (abort.signal.aborted) return {kind: 'cancelled'};
    return {kind: 'network', message: (error as Error).message};
  } finally {
    window.clearTimeout(timer);
  }
}

export interface Subscription {
  readonly client: Client;
  readonly unsubscribe: () => void;
}

/** Opens a graphql-ws subscription (one attempt, no reconnect) and reports each event, the failure or the end. */
export function openSubscription(
  url: string,
  query: string,
  variables: Variables,
  on: {
    event: (event: {data?: unknown; errors?: unknown}) => void;
    error: (message: string) => void;
    complete: () => void;
  },
): Subscription {
  const client = createClient({url, lazy: true, retryAttempts: 0});
  const unsubscribe = client.subscribe(
    {query, variables},
    {
      next: on.event,
      error: (error: unknown) =>
        on.error(
          Array.isArray(error)
            ? error.map((e: {message?: string}) => e.message).join('; ')
            : error instanceof Error
              ? error.message
              : error && typeof error === 'object' && 'code' in error
                ? `the connection closed (code ${String((error as CloseEvent).code)}${(error as CloseEvent).reason ? `: ${(error as CloseEvent).reason}` : ''})`
                : 'the connection failed',
        ),
      complete: on.complete,
    },
  );
  return {client, unsubscribe};
}
