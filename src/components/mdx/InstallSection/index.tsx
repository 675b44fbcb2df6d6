import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';

// The Prism grammars of this file's <CodeBlock language> (src/features/code-blocks/prismLanguages.ts).
import '@site/src/features/code-blocks/languages/bash';

interface Props {
  /** The shell command, e.g. `npm install @0xintuition/1ui`. */
  readonly command: string;
  /** What to know after installing: scope, peer dependencies, setup. */
  readonly children?: ReactNode;
}

/**
 * A package page's "Install" section: the package reference pages and /sdks/1ui share it, so each has the same
 * heading, `#install` anchor and command block.
 */
export default function InstallSection({command, children}: Props): ReactNode {
  return (
    <section className="margin-bottom--xl">
      <Heading as="h2" id="install">
        Install
      </Heading>
      <CodeBlock language="bash">{command}</CodeBlock>
      {children}
    </section>
  );
}
