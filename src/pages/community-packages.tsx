import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import CardGrid from '@site/src/components/mdx/CardGrid';
import LinkCard from '@site/src/components/mdx/LinkCard';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {sortedCommunityPackages, type CommunityPackage} from '@site/src/data/communityPackages';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import styles from './community-packages.module.css';
// The Prism grammars of this file's <CodeBlock language> (src/features/code-blocks/prismLanguages.ts).
import '@site/src/features/code-blocks/languages/bash';

function PackageCard({pkg}: {pkg: CommunityPackage}): ReactNode {
  const links = [
    {label: pkg.source.label, to: pkg.source.href},
    ...(pkg.docs ? [{label: pkg.docs.label, to: pkg.docs.to}] : []),
  ];
  return (
    <LinkCard
      id={pkg.id}
      headingLevel="h2"
      title={pkg.name}
      eyebrow={`${pkg.kind} · maintained by ${pkg.maintainer}`}
      description={pkg.description}
      links={links}>
      {pkg.version && (
        <p className={styles.detail}>
          <strong>Version:</strong> {pkg.version}
        </p>
      )}
      {pkg.install && (
        <CodeBlock language="bash" className={styles.install}>
          {pkg.install}
        </CodeBlock>
      )}
      {pkg.note && <p className={styles.detail}>{pkg.note}</p>}
    </LinkCard>
  );
}

export default function CommunityPackagesPage(): ReactNode {
  return (
    <SitePageLayout page="communityPackages">
      <PageMain>
        <PageHeader
          title="Community packages"
          lead={
            <>
              The core libraries are <Link to="/protocol-package">@0xintuition/protocol</Link>,{' '}
              <Link to="/sdks/protocol-sdk">@0xintuition/sdk</Link> and @0xintuition/graphql. This page lists the other
              tools people use with Intuition, from the Intuition team and from community builders, with who maintains
              each one.
            </>
          }
        />
        <CardGrid>
          {sortedCommunityPackages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </CardGrid>
        <section className="margin-top--xl">
          <Heading as="h2" id="before-you-depend-on-one">
            Before you depend on one
          </Heading>
          <p>
            Each project has its own release pace, separate from the core packages. Check the repository for recent
            commits and the network it targets, and compare any contract call it makes with the{' '}
            <Link to="/docs/developer-tools/contracts/multivault">MultiVault reference</Link>. For finished apps rather
            than libraries, see the <Link to="/Apps">ecosystem apps</Link>.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
