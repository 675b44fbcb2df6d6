import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import CardGrid from '@site/src/components/mdx/CardGrid';
import LinkCard from '@site/src/components/mdx/LinkCard';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {sortedPaths} from '@site/src/data/paths';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import styles from './getting-started.module.css';

export default function GettingStartedPage(): ReactNode {
  return (
    <SitePageLayout page="gettingStarted">
      <PageMain>
        <PageHeader
          title="Choose your path"
          lead="Intuition has several ways in, depending on what you want to do. Pick the card that matches your goal; each one takes you to the guide to read first and tells you what you will do there."
        />
        <CardGrid>
          {sortedPaths.map((path) => (
            <LinkCard
              key={path.id}
              id={path.id}
              headingLevel="h2"
              title={path.title}
              eyebrow={path.audience}
              description={`Pick this if you ${path.forWhom}`}
              links={[{label: path.cta, to: path.to}]}>
              <ol className={styles.steps} aria-label={`${path.title}: what you will do`}>
                {path.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </LinkCard>
          ))}
        </CardGrid>
        <section className="margin-top--xl">
          <Heading as="h2" id="not-sure">
            Not sure where to begin
          </Heading>
          <p>
            Start with the <Link to="/docs/quickstart/getting-started">quickstart</Link>; the theory can wait until
            something surprises you. When a term is new to you, the <Link to="/faq">FAQ</Link> and the{' '}
            <Link to="/docs/resources/key-terms">key terms</Link> answer it in a few lines. To see what others have
            built first, browse the <Link to="/Apps">ecosystem apps</Link> and the{' '}
            <Link to="/use-cases">use cases</Link>.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
