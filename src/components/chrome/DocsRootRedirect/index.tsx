import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const mainDocPath = '/docs/introduction/overview';

export default function DocsRootRedirect(): React.JSX.Element {
  const target = useBaseUrl(mainDocPath);
  const absoluteTarget = useBaseUrl(mainDocPath, {absolute: true});
  const history = useHistory();
  const location = useLocation();

  useEffect(() => {
    history.replace(`${target}${location.search}${location.hash}`);
  }, [history, target, location.search, location.hash]);

  return (
    <Layout title="Intuition docs" description="The Intuition documentation starts at the overview.">
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={absoluteTarget} />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Intuition docs</Heading>
        <p>
          The documentation starts at the <Link to={target}>overview of Intuition</Link>.
        </p>
      </main>
    </Layout>
  );
}
