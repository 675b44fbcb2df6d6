import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {Release} from '@site/src/data/releases';

import styles from './styles.module.css';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-11-04" → "4 November 2025". Formatted by hand so server and browser output always match. */
function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  const monthName = monthNames[Number(month) - 1] ?? month;
  return `${Number(day)} ${monthName} ${year}`;
}

interface Props {
  readonly releases: readonly Release[];
}

/** A newest-first timeline. Each entry is an h2 with the release id as its anchor. */
export default function ReleaseList({releases}: Props): ReactNode {
  return (
    <ol className={styles.timeline}>
      {releases.map((release) => (
        <li key={release.id} className={styles.entry}>
          <article>
            <p className={styles.meta}>
              <time dateTime={release.date}>{formatDate(release.date)}</time>
              <span className={clsx('badge', styles.kind, release.kind === 'Site' && styles.kindSite)}>
                {release.kind}
              </span>
              {release.version && <span className={styles.version}>v{release.version}</span>}
            </p>
            <Heading as="h2" id={release.id} className={styles.title}>
              {release.title}
            </Heading>
            <p>{release.summary}</p>
            {release.changes.length > 0 && (
              <ul>
                {release.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )}
            {release.links && release.links.length > 0 && (
              <p className={styles.links}>
                {release.links.map((link) => (
                  <Link key={link.to} to={link.to}>
                    {link.label}
                  </Link>
                ))}
              </p>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
