import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import ReleaseList from '@site/src/components/mdx/ReleaseList';
import {sortedReleases} from '@site/src/data/releases';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

export default function ReleaseNotesPage(): ReactNode {
  return (
    <SitePageLayout page="releaseNotes">
      <PageMain>
        <PageHeader
          title="Release notes"
          lead={
            <>
              What changed and when, newest first: releases of this site, of the{' '}
              <Link to="/protocol-package">npm packages</Link>, changes to the contracts and the audits behind them.
              Each entry has its own anchor, so you can link to it directly.
            </>
          }
        />
        <ReleaseList releases={sortedReleases} />
        <section className="margin-top--xl">
          <Heading as="h2" id="more-history">
            More history
          </Heading>
          <p>
            For the full list of audit findings, read the{' '}
            <Link to="/docs/developer-tools/audit-reports">audit reports</Link>. For what changed between protocol
            versions 1.5 and 2, see the <Link to="/docs/developer-tools/sdks/migration-guide">SDK migration guide</Link>{' '}
            and the <Link to="/docs/developer-tools/graphql-api/migration-guide">GraphQL migration guide</Link>.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
