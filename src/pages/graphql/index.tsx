import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import CardGrid from '@site/src/components/mdx/CardGrid';
import LinkCard from '@site/src/components/mdx/LinkCard';
import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {graphqlFetchExample} from '@site/src/data/codeExamples';
import exampleSources from '@generated/example-sources/default/sources.json';
import {firstQuery} from '@site/src/data/graphqlExamples';
import {
  listsWithoutAggregate,
  listsWithoutLookup,
  statsViewPrefixes,
  tablesWithAllThree,
} from '@site/src/data/graphqlQueryShape';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import EndpointTable from './_components/EndpointTable';
import QueryExample from './_components/QueryExample';
// The Prism grammars of this file's <CodeBlock language> (src/features/code-blocks/prismLanguages.ts).
import '@site/src/features/code-blocks/languages/typescript';
import '@site/src/features/code-blocks/languages/javascript';

/** Field names as inline code, separated by commas. */
function codeList(names: readonly string[]): ReactNode {
  return names.map((name, i) => (
    <span key={name}>
      {i > 0 && ', '}
      <code>{name}</code>
    </span>
  ));
}

const guides = [
  {
    title: 'API overview',
    description: 'Endpoints, the client package and how the API relates to the contracts.',
    cta: 'Read the API overview',
    to: '/docs/developer-tools/graphql-api/overview',
  },
  {
    title: 'Reads',
    description: 'Query atoms, triples, positions, vaults, accounts and events with filters and pagination.',
    cta: 'Read the reads guide',
    to: '/docs/developer-tools/graphql-api/reads',
  },
  {
    title: 'Writes',
    description: 'The API’s mutations work off chain, for example pinning metadata to IPFS before you create an atom.',
    cta: 'Read the writes guide',
    to: '/docs/developer-tools/graphql-api/writes',
  },
  {
    title: 'Query examples',
    description: 'Queries you can copy and adapt for common tasks.',
    cta: 'Browse the query examples',
    to: '/docs/developer-tools/graphql-api/query-examples',
  },
  {
    title: 'Migration guide',
    description: 'What changed from the version 1.5 API: string ids, terms and per-curve vaults.',
    cta: 'Read the migration guide',
    to: '/docs/developer-tools/graphql-api/migration-guide',
  },
  {
    title: 'Read atoms reference',
    description: 'Root fields, arguments and the main fields of the atoms type, with three examples.',
    cta: 'Open the atoms reference',
    to: '/graphql/read/atoms',
  },
] as const;

export default function GraphqlPage(): ReactNode {
  return (
    <SitePageLayout page="graphql">
      <PageMain>
        <PageHeader
          title="GraphQL API"
          lead="An indexer follows the Intuition contracts and serves everything they record, atoms, triples, vaults, positions and events, through one GraphQL API. Reading needs no account and no API key."
        />

        <section className="margin-bottom--xl">
          <Heading as="h2" id="endpoints">
            Endpoints
          </Heading>
          <p>
            Each network has its own endpoint. Mainnet holds real TRUST positions; testnet runs the same contracts with
            test tokens. The API runs on Hasura over Postgres, and subscriptions use WebSocket on the same path.
          </p>
          <EndpointTable />
        </section>

        <section className="margin-bottom--xl">
          <Heading as="h2" id={firstQuery.id}>
            {firstQuery.title}
          </Heading>
          <QueryExample example={firstQuery} headingLevel="h2" showHeading={false} />
          <Heading as="h3" id={graphqlFetchExample.id}>
            {graphqlFetchExample.title}
          </Heading>
          <p>{graphqlFetchExample.intro}</p>
          <CodeBlock language="ts" title={graphqlFetchExample.filename}>
            {exampleSources[graphqlFetchExample.source] ?? ''}
          </CodeBlock>
          <ul>
            {graphqlFetchExample.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>

        <section className="margin-bottom--xl">
          <Heading as="h2" id="query-shape">
            How queries are shaped
          </Heading>
          <ul>
            <li>
              The main tables have a list field (<code>atoms</code>), an aggregate field (<code>atoms_aggregate</code>)
              and a lookup by primary key (<code>atom(term_id: …)</code>):{' '}
              {codeList(tablesWithAllThree.map((t) => t.list))}. Not every table has all three. There is no lookup by
              primary key for {codeList(listsWithoutLookup)} and no <code>_aggregate</code> for{' '}
              {codeList(listsWithoutAggregate)}; the statistics views (
              {codeList(statsViewPrefixes.map((p) => `${p}_*`))}) have the list field only.
            </li>
            <li>
              List fields take <code>where</code>, <code>order_by</code>, <code>limit</code>, <code>offset</code> and{' '}
              <code>distinct_on</code>. Filters combine operators such as <code>_eq</code>, <code>_in</code>,{' '}
              <code>_ilike</code> and <code>_is_null</code> with <code>_and</code>, <code>_or</code> and{' '}
              <code>_not</code>.
            </li>
            <li>
              Ids are strings: term ids are 32-byte hex values and accounts are addresses. Amounts are numeric strings
              in wei, so parse them with a big-number type, not a float.
            </li>
            <li>
              A vault belongs to a term and a bonding curve. Ask for{' '}
              <code>
                term {'{'} vaults {'}'}
              </code>{' '}
              and filter on <code>curve_id</code> to read one curve.
            </li>
            <li>
              Subscriptions mirror the queries and add <code>_stream</code> fields, such as <code>atoms_stream</code>,
              that deliver new rows in batches from a cursor.
            </li>
          </ul>
          <p>
            The indexer trails the chain slightly. If you read right after a transaction, the new rows may not be there
            yet; the SDK’s <code>wait</code> helper polls until they are. See the{' '}
            <Link to="/sdks/protocol-sdk">SDK package page</Link>.
          </p>
        </section>

        <section>
          <Heading as="h2" id="guides">
            Guides and reference
          </Heading>
          <CardGrid>
            {guides.map((guide) => (
              <LinkCard
                key={guide.to}
                headingLevel="h3"
                title={guide.title}
                description={guide.description}
                links={[{label: guide.cta, to: guide.to}]}
              />
            ))}
          </CardGrid>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
