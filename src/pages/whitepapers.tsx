import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import CardGrid from '@site/src/components/mdx/CardGrid';
import LinkCard from '@site/src/components/mdx/LinkCard';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {sortedWhitepapers} from '@site/src/data/whitepapers';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import styles from './whitepapers.module.css';

export default function WhitepapersPage(): ReactNode {
  return (
    <SitePageLayout page="whitepapers">
      <PageMain>
        <PageHeader
          title="Whitepapers"
          lead="The papers behind Intuition are published as PDFs in public GitHub repositories. Use them for the reasoning and the long view; use these docs for how the deployed contracts behave today."
        />
        <CardGrid>
          {sortedWhitepapers.map((paper) => (
            <LinkCard
              key={paper.id}
              id={paper.id}
              headingLevel="h2"
              title={paper.title}
              eyebrow={paper.kind}
              description={paper.covers}
              links={[
                {label: `${paper.title} on GitHub (${paper.repositoryLabel})`, to: paper.repository},
                ...paper.related,
              ]}>
              <p className={styles.file}>
                File in the repository: <code>{paper.file}</code>
              </p>
            </LinkCard>
          ))}
        </CardGrid>
        <section className="margin-top--xl">
          <Heading as="h2" id="papers-and-code">
            When a paper and the code disagree
          </Heading>
          <p>
            Papers describe intent; contracts decide. Where a number matters, such as a fee, the emissions schedule or
            the epoch length, read it from the contracts. The{' '}
            <Link to="/docs/economics/overview">economics overview</Link> and the{' '}
            <Link to="/docs/developer-tools/contracts/trust-bonding">TrustBonding reference</Link> give the deployed
            values and the getters that return them, and the{' '}
            <Link to="/docs/developer-tools/audit-reports">audit reports</Link> cover what independent reviewers
            checked.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
