// Wraps the theme's CodeBlock to register the Prism language a block needs just before it renders, in this
// chunk instead of the entry chunk (src/plugins/lean-entry) and only the languages a page uses
// (./prismLanguages.ts). Configuration cannot do either.
import React, {type ComponentProps} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {parseLanguage} from '@docusaurus/theme-common/internal';
import {useThemeConfig} from '@docusaurus/theme-common';
import {prismLanguages} from './registerLanguages';
import RunControl from '@site/src/components/GraphQLRunner/RunControl';
import {isGraphqlLanguage, isVariablesMeta, variablesBlockClass} from '@site/src/components/GraphQLRunner/conventions';

type Props = ComponentProps<typeof CodeBlock>;

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const {prism} = useThemeConfig();
  // The theme's own choice of language (theme-common's createCodeBlockMetadata): prop, class name, default.
  const language = props.language ?? parseLanguage(props.className) ?? prism.defaultLanguage ?? 'text';
  prismLanguages.ensure(language);
  // GraphQL blocks get a Run control after them; a ```json variables block a class the runner finds it by
  // (src/components/GraphQLRunner/conventions.ts). The block itself renders as before.
  if (isGraphqlLanguage(language) && typeof props.children === 'string') {
    return (
      <>
        <CodeBlock {...props} />
        <RunControl code={props.children} metastring={props.metastring} />
      </>
    );
  }
  if (language === 'json' && isVariablesMeta(props.metastring)) {
    return <CodeBlock {...props} className={[props.className, variablesBlockClass].filter(Boolean).join(' ')} />;
  }
  return <CodeBlock {...props} />;
}
