import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import AppGallery from './_components/AppGallery';

// SPEC §2.1: the route is /Apps (capital A), hence the folder name.
export default function AppsPage(): ReactNode {
  return (
    <SitePageLayout page="apps">
      <PageMain>
        <PageHeader
          title="Ecosystem apps"
          lead="Everything you can open today to explore the knowledge graph, move TRUST, load data or build your own app. Filter by category; the filter is kept in the address bar so you can share it."
        />
        <AppGallery />
        <section>
          <Heading as="h2" id="build-your-own">
            Build your own
          </Heading>
          <p>
            Every app here talks to the same contracts and the same GraphQL API that you can use. Pick a path on{' '}
            <Link to="/getting-started">Getting started</Link>, browse the{' '}
            <Link to="/community-packages">community packages</Link> for templates and tools, or read the{' '}
            <Link to="/docs/developer-tools/sdks/overview">SDK overview</Link>.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
