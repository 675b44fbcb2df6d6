import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** One key per page, so a reader who answered is not asked again on that page. */
export const feedbackKey = (route: string): string => `page-feedback:${route}`;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function readAnswer(route: string): Answer | null {
  try {
    const value = window.localStorage.getItem(feedbackKey(route));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/**
 * "Was this page helpful?" at the foot of a docs page. The answer stays in local storage; it becomes an
 * analytics event only when the build has analytics (Google Tag Manager) on, so by default nothing leaves the page.
 */
export default function PageFeedback(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const route = pathname.replace(/(.)\/$/, '$1');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [justAnswered, setJustAnswered] = useState(false);

  useEffect(() => {
    setAnswer(readAnswer(route));
    setJustAnswered(false);
  }, [route]);

  const choose = (value: Answer) => {
    setAnswer(value);
    setJustAnswered(true);
    try {
      window.localStorage.setItem(feedbackKey(route), value);
    } catch {
      // Private modes may refuse storage; the answer still counts for this visit.
    }
    if (siteConfig.customFields?.analytics === 'gtm') {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({event: 'page_feedback', page_path: route, helpful: value === 'yes'});
    }
  };

  const pageUrl = `${siteConfig.url}${route}`;
  const issueUrl =
    `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new?` +
    new URLSearchParams({
      title: `Docs: problem on ${route}`,
      body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n`,
    }).toString();

  /* eslint-disable @docusaurus/prefer-docusaurus-heading -- the h2s label the widget (aria-labelledby); Heading would add a # permalink */
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-title" data-page-feedback="">
      {answer === null ? (
        <>
          <h2 id="page-feedback-title" className={styles.question}>
            Was this page helpful?
          </h2>
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={() => choose('yes')}>
              Yes
            </button>
            <button type="button" className={styles.button} onClick={() => choose('no')}>
              No
            </button>
          </div>
        </>
      ) : (
        <h2 id="page-feedback-title" className={styles.question}>
          {answer === 'yes' ? 'You found this page helpful.' : 'You found this page not helpful.'}
        </h2>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {justAnswered ? 'Thank you for your answer.' : ''}
        {answer === 'no' && (
          <>
            {' '}
            <Link href={issueUrl} target="_blank" rel="noopener noreferrer">
              Tell us what is wrong in a GitHub issue
            </Link>{' '}
            (opens a pre-filled form with this page&apos;s address).
          </>
        )}
      </p>
    </section>
  );
  /* eslint-enable @docusaurus/prefer-docusaurus-heading */
}
