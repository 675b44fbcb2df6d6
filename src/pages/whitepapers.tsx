import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import CardGrid from '@site/src/components/CardGrid';
import LinkCard from '@site/src/components/LinkCard';
import PageHeader from '@site/src/components/PageHeader';
import PageMain from '@site/src/components/PageMain';
import {sortedWhitepapers} from '@site/src/data/whitepapers';

export default function WhitepapersPage(): ReactNode {
  return (
    <Layout
      title="Whitepapers"
      description="The Intuition whitepaper, the Intuition litepaper and the TRUST whitepaper, with where to find each PDF and the docs pages that cover the same ground.">
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
              eyebrow={paper.file}
              description={paper.covers}
              links={[
                {label: `${paper.title} on GitHub (${paper.repositoryLabel})`, to: paper.repository},
                ...paper.related,
              ]}
            />
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
    </Layout>
  );
}
