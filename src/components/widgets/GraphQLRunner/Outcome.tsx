import React from 'react';
import Link from '@docusaurus/Link';
import type {NetworkKey} from '@site/src/protocol/types';
import JsonView from './JsonView';
import {endpoints, maxEvents, timeoutMs, type Outcome} from './transport';
import styles from './styles.module.css';

/** What the last run came to, in words a reader can act on, with the answer itself below. */
export default function OutcomeView({
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
          extension or network blocks {new URL(endpoints(network).http).host}, then try again.
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
