import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

import type {SchemaFieldGroup} from '@site/src/data/graphqlExamples';

import SchemaTableRegion from '../SchemaTableRegion';

interface Props {
  readonly groups: readonly SchemaFieldGroup[];
}

/** Fields of a GraphQL type, one h3 and one table per group. */
export default function FieldTable({groups}: Props): ReactNode {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className="margin-bottom--lg">
          <Heading as="h3" id={`fields-${group.id}`}>
            {group.title}
          </Heading>
          <SchemaTableRegion label={`${group.title} fields`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Type</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {group.fields.map((field) => (
                  <tr key={field.name}>
                    <th scope="row">
                      <code>{field.name}</code>
                    </th>
                    <td>
                      <code>{field.type}</code>
                    </td>
                    <td>{field.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SchemaTableRegion>
        </section>
      ))}
    </>
  );
}
