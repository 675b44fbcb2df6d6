import React from 'react';
import Link from '@docusaurus/Link';
import {
  atomTypeMigrations,
  atomTypes,
  atomTypesNotConfirmedServed,
  migrationUrl,
  type AtomTypeMigrationKey,
} from '@site/src/data/atomTypes';

const short = (commit: string) => commit.slice(0, 7);

/**
 * The indexer's atom types from src/data/atomTypes.ts. `list` (default) renders the values inline, each titled
 * with the migration that added it; `sources` renders a sentence naming those migrations and what is not known
 * about the hosted API.
 */
export default function AtomTypeList({show = 'list'}: {show?: 'list' | 'sources'}): React.JSX.Element {
  if (show === 'sources') {
    const keys = Object.keys(atomTypeMigrations) as AtomTypeMigrationKey[];
    const confirmed = keys.filter((k) => !atomTypesNotConfirmedServed.includes(k));
    return (
      <span data-atom-type-sources="">
        The values come from the intuition-rs Hasura migrations{' '}
        {confirmed.map((k, i) => (
          <React.Fragment key={k}>
            {i > 0 ? (i === confirmed.length - 1 ? ' and ' : ', ') : null}
            <Link href={migrationUrl(k)}>
              <code>{atomTypeMigrations[k].name}</code>
            </Link>
          </React.Fragment>
        ))}{' '}
        (read at <code>{short(atomTypeMigrations[confirmed[0]!].commit)}</code>,{' '}
        {atomTypeMigrations[confirmed[0]!].date}).{' '}
        {atomTypesNotConfirmedServed.map((k) => {
          const m = atomTypeMigrations[k];
          const values = atomTypes.filter((t) => t.addedIn === k).map((t) => t.value);
          return (
            <React.Fragment key={k}>
              The newer migration{' '}
              <Link href={migrationUrl(k)}>
                <code>{m.name}</code>
              </Link>{' '}
              (commit <code>{short(m.commit)}</code>) adds{' '}
              {values.map((v, i) => (
                <React.Fragment key={v}>
                  {i > 0 ? ', ' : null}
                  <code>{v}</code>
                </React.Fragment>
              ))}
              {m.note ? ` for ${m.note}` : ''}. Whether the hosted testnet and mainnet APIs have run it is not known:
              the review of 24 November 2026 had no API access, and the API types <code>atom_type</code> as a scalar, so
              its schema does not list the values. Handle a value you do not recognise rather than assume this list is
              complete.{' '}
            </React.Fragment>
          );
        })}
      </span>
    );
  }
  return (
    <span data-atom-types="">
      {atomTypes.map((t, i) => (
        <React.Fragment key={t.value}>
          {i > 0 ? (i === atomTypes.length - 1 ? ' and ' : ', ') : null}
          <code title={`added by migration ${atomTypeMigrations[t.addedIn].name}`} data-atom-type={t.value}>
            {t.value}
          </code>
        </React.Fragment>
      ))}
    </span>
  );
}
