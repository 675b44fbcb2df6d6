// Wraps the theme's CodeBlock to render a block of text without the theme's remount after hydration (below), and
// to add the GraphQL runner's controls. Prism and the languages a page uses (./prismLanguages.ts) are loaded only
// by a block rendered in the browser (./Content.tsx). Configuration cannot do any of these.
import React, {isValidElement, type ComponentProps} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import {parseLanguage} from '@docusaurus/theme-common/internal';
import {useThemeConfig} from '@docusaurus/theme-common';
import RunControl from '@site/src/components/widgets/GraphQLRunner/RunControl';
import {
  isGraphqlLanguage,
  isVariablesMeta,
  variablesBlockClass,
} from '@site/src/components/widgets/GraphQLRunner/conventions';

type Props = ComponentProps<typeof CodeBlock>;

/**
 * The theme's CodeBlock keys its content on `useIsBrowser()`, so every block is hydrated and then thrown away and
 * rendered again (tokenized, a new DOM node per token) to apply the colour mode's inline colours. Colours here
 * are classes (./tokenColours.ts), the same markup in both modes, so a block of text renders the theme's
 * String content directly, once; ./Content.tsx keeps its server markup. Blocks of elements keep the theme's path.
 */
function ThemedBlock(props: Props): React.JSX.Element {
  const {children} = props;
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return <CodeBlock {...props} />;
  const code = Array.isArray(children) ? children.join('') : children;
  return typeof code === 'string' ? <StringContent {...props}>{code}</StringContent> : <CodeBlock {...props} />;
}

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const {prism} = useThemeConfig();
  // The theme's own choice of language (theme-common's createCodeBlockMetadata): prop, class name, default.
  const language = props.language ?? parseLanguage(props.className) ?? prism.defaultLanguage ?? 'text';
  // GraphQL blocks get a Run control after them; a ```json variables block a class the runner finds it by
  // (src/components/widgets/GraphQLRunner/conventions.ts). The block itself renders as before.
  if (isGraphqlLanguage(language) && typeof props.children === 'string') {
    return (
      <>
        <ThemedBlock {...props} />
        <RunControl code={props.children} metastring={props.metastring} />
      </>
    );
  }
  if (language === 'json' && isVariablesMeta(props.metastring)) {
    return <ThemedBlock {...props} className={[props.className, variablesBlockClass].filter(Boolean).join(' ')} />;
  }
  return <ThemedBlock {...props} />;
}
