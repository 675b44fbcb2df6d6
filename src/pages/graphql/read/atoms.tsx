import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import PageHeader from '@site/src/components/chrome/PageHeader';
import PageMain from '@site/src/components/chrome/PageMain';
import {atomExamples, atomFieldGroups, atomSnippets} from '@site/src/data/graphqlExamples';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

import FieldTable from '../_components/FieldTable';
import QueryExample from '../_components/QueryExample';
import SchemaTableRegion from '../_components/SchemaTableRegion';

const rootFields = [
  {
    field: 'atoms',
    args: 'where, order_by, limit, offset, distinct_on',
    returns: '[atoms!]!',
    use: 'List atoms, filtered, sorted and paginated.',
  },
  {
    field: 'atom',
    args: 'term_id: String!',
    returns: 'atoms',
    use: 'Fetch one atom by its id. Returns null when no atom has that id.',
  },
  {
    field: 'atoms_aggregate',
    args: 'where, order_by, limit, offset, distinct_on',
    returns: 'atoms_aggregate!',
    use: 'Count matching atoms (aggregate { count }) and, if you want, return them as nodes.',
  },
  {
    field: 'atoms_stream',
    args: 'batch_size: Int!, cursor: [atoms_stream_cursor_input]!, where',
    returns: '[atoms!]!',
    use: 'Subscription only: receive new rows in batches, moving forward from a cursor.',
  },
] as const;

const args = [
  {
    name: 'where',
    type: 'atoms_bool_exp',
    what: 'Filter rows. Each column takes comparison operators: _eq, _neq, _gt, _gte, _lt, _lte, _in, _nin, _like, _ilike and _is_null, among others.',
  },
  {
    name: 'order_by',
    type: '[atoms_order_by!]',
    what: 'Sort by columns or related fields, asc or desc, with _nulls_first and _nulls_last variants. A list sorts by several keys in turn.',
  },
  {name: 'limit', type: 'Int', what: 'Return at most this many rows.'},
  {name: 'offset', type: 'Int', what: 'Skip this many rows. Combine it with order_by, or pages can overlap.'},
  {name: 'distinct_on', type: '[atoms_select_column!]', what: 'Keep one row per distinct value of the listed columns.'},
] as const;

export default function ReadAtomsPage(): ReactNode {
  return (
    <SitePageLayout page="graphqlReadAtoms">
      <PageMain>
        <PageHeader
          title="Read atoms"
          lead={
            <>
              Atoms are the named things of the graph. This page lists every way the GraphQL API lets you read them, the
              arguments those fields take, and what each field of an atom means. Endpoints are on the{' '}
              <Link to="/graphql">GraphQL API page</Link>.
            </>
          }
        />

        <section className="margin-bottom--xl">
          <Heading as="h2" id="root-fields">
            Root fields
          </Heading>
          <p>
            The query root has three atom fields. The subscription root repeats them as live queries and adds{' '}
            <code>atoms_stream</code>.
          </p>
          <SchemaTableRegion label="Root fields for atoms" className="margin-bottom--md">
            <table>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Arguments</th>
                  <th scope="col">Returns</th>
                  <th scope="col">Use it to</th>
                </tr>
              </thead>
              <tbody>
                {rootFields.map((row) => (
                  <tr key={row.field}>
                    <th scope="row">
                      <code>{row.field}</code>
                    </th>
                    <td>
                      <code>{row.args}</code>
                    </td>
                    <td>
                      <code>{row.returns}</code>
                    </td>
                    <td>{row.use}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SchemaTableRegion>
          <QueryExample example={atomSnippets.stream} headingLevel="h3" />
        </section>

        <section className="margin-bottom--xl">
          <Heading as="h2" id="arguments">
            Arguments
          </Heading>
          <p>
            <code>atoms</code> and <code>atoms_aggregate</code> take the same five optional arguments. Array
            relationships inside an atom, such as <code>positions</code> or <code>as_subject_triples</code>, accept them
            too.
          </p>
          <SchemaTableRegion label="Arguments" className="margin-bottom--md">
            <table>
              <thead>
                <tr>
                  <th scope="col">Argument</th>
                  <th scope="col">Type</th>
                  <th scope="col">What it does</th>
                </tr>
              </thead>
              <tbody>
                {args.map((arg) => (
                  <tr key={arg.name}>
                    <th scope="row">
                      <code>{arg.name}</code>
                    </th>
                    <td>
                      <code>{arg.type}</code>
                    </td>
                    <td>{arg.what}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SchemaTableRegion>
          <QueryExample example={atomSnippets.combinedFilter} headingLevel="h3" />
          <QueryExample example={atomSnippets.distinctOn} headingLevel="h3" />
        </section>

        <section className="margin-bottom--xl">
          <Heading as="h2" id="fields">
            Fields of an atom
          </Heading>
          <p>
            These are the main fields of the <code>atoms</code> type. Ids and addresses are strings; amounts on related
            vaults and positions are numeric strings in wei. Every array relationship also has an{' '}
            <code>_aggregate</code> twin, for example <code>as_subject_triples_aggregate</code>. The <code>type</code>{' '}
            values named below come from an earlier indexer release and may have changed since.
          </p>
          <FieldTable groups={atomFieldGroups} />
        </section>

        <section className="margin-bottom--xl">
          <Heading as="h2" id="examples">
            Examples
          </Heading>
          <p>Each query below validates against the published schema. Send it with the variables shown.</p>
          {atomExamples.map((example) => (
            <QueryExample key={example.id} example={example} headingLevel="h3" />
          ))}
        </section>

        <section>
          <Heading as="h2" id="next-steps">
            Next steps
          </Heading>
          <ul>
            <li>
              <Link to="/docs/developer-tools/graphql-api/reads">Reads guide</Link>: triples, positions, vaults and
              accounts.
            </li>
            <li>
              <Link to="/docs/developer-tools/graphql-api/query-examples">Query examples</Link> for common tasks.
            </li>
            <li>
              <Link to="/docs/primitives/atoms">Atoms reference</Link>: what an atom is on chain and how its id is
              computed.
            </li>
          </ul>
        </section>
      </PageMain>
    </SitePageLayout>
  );
}
