import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

import ExportGroups from '@site/src/components/mdx/ExportGroups';
import InstallSection from '@site/src/components/mdx/InstallSection';
import {SmartLink, type CardLink} from '@site/src/components/mdx/LinkCard';
import type {CodeExample} from '@site/src/data/codeExamples';
import exampleSources from '@generated/example-sources/default/sources.json';
import type {ExportGroup} from '@site/src/data/packageExports';

import styles from './styles.module.css';
// The Prism grammars of this file's <CodeBlock language> (src/features/code-blocks/prismLanguages.ts).
import '@site/src/features/code-blocks/languages/bash';
import '@site/src/features/code-blocks/languages/typescript';
import '@site/src/features/code-blocks/languages/javascript';

interface Props {
  /** Used for anchors, e.g. "protocol" → #protocol-chains-and-addresses. */
  readonly idPrefix: string;
  readonly installCommand: string;
  /** Paragraphs under the install command: peer dependencies, versions, caveats. */
  readonly installNotes: ReactNode;
  readonly exportsIntro: ReactNode;
  readonly groups: readonly ExportGroup[];
  /** Links the names to the generated reference of this package. */
  readonly referencePackage: 'protocol' | 'sdk';
  readonly examples: readonly CodeExample[];
  readonly nextSteps: readonly CardLink[];
}

function Example({example}: {example: CodeExample}): ReactNode {
  return (
    <section className="margin-bottom--lg">
      <Heading as="h3" id={example.id}>
        {example.title}
      </Heading>
      <p>{example.intro}</p>
      <CodeBlock language="ts" title={example.filename}>
        {exampleSources[example.source] ?? ''}
      </CodeBlock>
      <ol>
        {example.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>Run it with any TypeScript runner, for example:</p>
      <CodeBlock language="bash">{example.run}</CodeBlock>
    </section>
  );
}

/**
 * The body of an npm package page: install, exports grouped by task, worked examples, next steps.
 * Used by /protocol-package and /sdks/protocol-sdk.
 */
export default function PackageReference({
  idPrefix,
  installCommand,
  installNotes,
  exportsIntro,
  groups,
  referencePackage,
  examples,
  nextSteps,
}: Props): ReactNode {
  return (
    <>
      <InstallSection command={installCommand}>{installNotes}</InstallSection>

      <section className="margin-bottom--xl">
        <Heading as="h2" id="exports">
          What it exports
        </Heading>
        {exportsIntro}
        <ExportGroups groups={groups} idPrefix={idPrefix} referencePackage={referencePackage} />
      </section>

      <section className="margin-bottom--xl">
        <Heading as="h2" id="first-example">
          {examples.length > 1 ? 'First examples' : 'First example'}
        </Heading>
        <div className={styles.examples}>
          {examples.map((example) => (
            <Example key={example.id} example={example} />
          ))}
        </div>
      </section>

      <section>
        <Heading as="h2" id="next-steps">
          Next steps
        </Heading>
        <ul>
          {nextSteps.map((link) => (
            <li key={link.to + link.label}>
              <SmartLink to={link.to}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
