import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import type {GraphqlExample} from '@site/src/data/graphqlExamples';

interface Props {
  readonly example: GraphqlExample;
  /** h2 when the example is a top-level section, h3 inside a section. */
  readonly headingLevel: 'h2' | 'h3';
  /** Set to false when the surrounding section already has the title as its heading. */
  readonly showHeading?: boolean;
}

/** A validated GraphQL query with its description and, if it takes any, example variables. */
export default function QueryExample({example, headingLevel, showHeading = true}: Props): ReactNode {
  return (
    <div className="margin-bottom--lg">
      {showHeading && (
        <Heading as={headingLevel} id={example.id}>
          {example.title}
        </Heading>
      )}
      <p>{example.description}</p>
      <CodeBlock language="graphql" title={`${example.id}.graphql`}>
        {example.query}
      </CodeBlock>
      {example.variables && (
        <CodeBlock language="json" title="Variables" metastring="variables">
          {example.variables}
        </CodeBlock>
      )}
    </div>
  );
}
