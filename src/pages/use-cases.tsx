import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import TripleChips from '@site/src/components/mdx/TripleChips';
import {sortedUseCases, type UseCase} from '@site/src/data/useCases';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import styles from './use-cases.module.css';

function UseCaseSection({useCase}: {useCase: UseCase}): ReactNode {
  return (
    <section className={styles.useCase}>
      <Heading as="h2" id={useCase.id}>
        {useCase.title}
      </Heading>
      <p className={styles.summary}>{useCase.summary}</p>
      <p>{useCase.howItWorks}</p>
      <div className={styles.columns}>
        <div>
          <Heading as="h3" id={`${useCase.id}-atoms`} className={styles.subheading}>
            {useCase.title}: example atoms
          </Heading>
          <ul className={styles.atoms}>
            {useCase.atoms.map((atom) => (
              <li key={atom.label}>
                <span className={styles.atomChip}>{atom.label}</span>
                <span className={styles.atomKind}>{atom.kind}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Heading as="h3" id={`${useCase.id}-triples`} className={styles.subheading}>
            {useCase.title}: example triples
          </Heading>
          <ul className={styles.triples}>
            {useCase.triples.map((triple) => (
              <li key={JSON.stringify(triple)}>
                <TripleChips triple={triple} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.tools}>
        {useCase.tools.map((tool) => (
          <Link key={tool.to} to={tool.to}>
            {tool.label}
          </Link>
        ))}
      </p>
    </section>
  );
}

export default function UseCasesPage(): ReactNode {
  return (
    <SitePageLayout page="useCases">
      <PageMain>
        <PageHeader
          title="What people build"
          lead={
            <>
              Anything you can say as subject, predicate and object, and back with TRUST, fits on Intuition. Each use
              case below names the atoms it needs and the triples it writes. Values in square brackets stand for your
              own data. The <Link to="/docs/use-cases">use cases guide</Link> explains the patterns in depth.
            </>
          }
        />
        {sortedUseCases.map((useCase) => (
          <UseCaseSection key={useCase.id} useCase={useCase} />
        ))}
        <section className="margin-top--lg">
          <Heading as="h2" id="model-your-own">
            Model your own
          </Heading>
          <p>
            Start by listing the things you want to talk about: they become atoms. Then write each statement as a triple
            and decide who would stake on it. The guides on{' '}
            <Link to="/docs/introduction/the-primitives/structuring/atoms">structuring atoms</Link> and{' '}
            <Link to="/docs/introduction/the-primitives/structuring/triples">structuring triples</Link> show how to
            choose data that others will reuse, and <Link to="/Apps">the ecosystem apps</Link> show these patterns live.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
