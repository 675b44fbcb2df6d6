import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';

import {answerParts, faqGroupId, sortedFaqEntries, type FaqEntry, type FaqGroup} from '@site/src/data/faq';

import styles from './styles.module.css';

/** The answer paragraph: plain text with the `code` and link marks the data file allows. */
function FaqAnswer({entry}: {entry: FaqEntry}): ReactNode {
  return (
    <p>
      {answerParts(entry.answer).map((part, index) => {
        switch (part.kind) {
          case 'code':
            return <code key={index}>{part.text}</code>;
          case 'link':
            return part.to.startsWith('/') ? (
              <Link key={index} to={part.to}>
                {part.text}
              </Link>
            ) : (
              <Link key={index} href={part.to}>
                {part.text}
              </Link>
            );
          default:
            return part.text;
        }
      })}
    </p>
  );
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
        <FaqAnswer entry={entry} />
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
 * The /faq page body: questions grouped under h2 headings, each an expandable <details> with an anchor.
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
              <Link to={`#${faqGroupId(group)}`} className="button button--secondary button--sm">
                {group} ({entries.filter((entry) => entry.group === group).length})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group} className={clsx('margin-bottom--xl', styles.group)}>
          <Heading as="h2" id={faqGroupId(group)}>
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

/**
 * For the docs FAQ (docs/resources/faq.mdx): every question of one group as an h3 with its answer
 * always shown, placed under the group's own "## <group>" heading in the MDX file.
 */
export function FaqQuestions({group}: {readonly group: FaqGroup}): ReactNode {
  const entries = sortedFaqEntries.filter((entry) => entry.group === group);
  if (entries.length === 0) {
    // A misspelt group in the MDX file would otherwise render an empty section without a word.
    throw new Error(`FaqQuestions: no questions in group "${group}" (src/data/faq.ts)`);
  }
  return (
    <>
      {entries.map((entry) => (
        <div key={entry.id} className={styles.docsItem}>
          <Heading as="h3" id={entry.id}>
            {entry.question}
          </Heading>
          <FaqAnswer entry={entry} />
          {entry.link && (
            <p className={styles.docsMore}>
              <Link to={entry.link.to}>{entry.link.label}</Link>
            </p>
          )}
        </div>
      ))}
    </>
  );
}
