import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import FaqList from '@site/src/components/mdx/FaqList';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {faqGroups, faqPageEntries} from '@site/src/data/faq';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

export default function FaqPage(): ReactNode {
  return (
    <SitePageLayout page="faq">
      <PageMain>
        <PageHeader
          title="Intuition FAQ"
          lead="Short answers to the questions people ask most, each with a link to the page that explains it in full. Open a question to read its answer; every question has its own link you can share."
        />
        <FaqList groups={faqGroups} entries={faqPageEntries} />
        <section>
          <Heading as="h2" id="still-stuck">
            Still stuck
          </Heading>
          <p>
            The <Link to="/docs/resources/faq">FAQ in the docs</Link> has the same answers grouped by topic, with a
            table of contents, plus the technical questions this list leaves out, such as which RPC URL to use.
          </p>
          <p>
            Look a word up in the <Link to="/docs/resources/key-terms">key terms</Link>, or ask the community through
            the channels on <Link to="/docs/resources/community-and-support">community and support</Link>.
          </p>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
