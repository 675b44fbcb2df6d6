import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';

import type {FaqEntry, FaqGroup} from '@site/src/data/faq';

import styles from './styles.module.css';

function groupId(group: FaqGroup): string {
  return group.toLowerCase();
}

function FaqItem({entry}: {entry: FaqEntry}): ReactNode {
  // <details> is not a Heading, so register its id for the broken-anchor check (links to /faq#id).
  useBrokenLinks().collectAnchor(entry.id);
  return (
    <details id={entry.id} className={styles.item}>
      <summary className={styles.summary}>
        <span className={styles.question}>{entry.question}</span>
      </summary>
      <div className={styles.answer}>
        <p>{entry.answer}</p>
        <p className={styles.links}>
          {entry.link && <Link to={entry.link.to}>{entry.link.label}</Link>}
          <Link to={`#${entry.id}`} className={styles.permalink}>
            Link to this question
          </Link>
        </p>
      </div>
    </details>
  );
}

/** Opens the <details> whose id is in the URL hash, on first load and whenever the hash changes. */
function useOpenItemFromHash(): void {
  const {hash} = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      return;
    }
    const element = document.getElementById(id);
    if (element instanceof HTMLDetailsElement) {
      element.open = true;
      element.scrollIntoView({block: 'start'});
      element.querySelector('summary')?.focus({preventScroll: true});
    }
  }, [hash]);
}

interface Props {
  readonly groups: readonly FaqGroup[];
  readonly entries: readonly FaqEntry[];
}

/**
 * Questions grouped under h2 headings, each an expandable <details> with an anchor.
 * Opening /faq#<id> expands and scrolls to that question.
 */
export default function FaqList({groups, entries}: Props): ReactNode {
  useOpenItemFromHash();
  return (
    <>
      <nav aria-label="Question groups" className="margin-bottom--lg">
        <ul className={styles.groupNav}>
          {groups.map((group) => (
            <li key={group}>
              <Link to={`#${groupId(group)}`} className="button button--secondary button--sm">
                {group} ({entries.filter((entry) => entry.group === group).length})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group} className={clsx('margin-bottom--xl', styles.group)}>
          <Heading as="h2" id={groupId(group)}>
            {group}
          </Heading>
          {entries
            .filter((entry) => entry.group === group)
            .map((entry) => (
              <FaqItem key={entry.id} entry={entry} />
            ))}
        </section>
      ))}
    </>
  );
}
