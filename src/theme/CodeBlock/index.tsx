// Wraps the theme's CodeBlock to register the Prism language a block needs just before it renders, in this
// chunk instead of the entry chunk (src/plugins/lean-entry) and only the languages a page uses
// (./prismLanguages.ts). Configuration cannot do either.
import React, {type ComponentProps} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import {parseLanguage} from '@docusaurus/theme-common/internal';
import {useThemeConfig} from '@docusaurus/theme-common';
import {prismLanguages} from './registerLanguages';

type Props = ComponentProps<typeof CodeBlock>;

export default function CodeBlockWrapper(props: Props): React.JSX.Element {
  const {prism} = useThemeConfig();
  // The theme's own choice of language (theme-common's createCodeBlockMetadata): prop, class name, default.
  prismLanguages.ensure(props.language ?? parseLanguage(props.className) ?? prism.defaultLanguage ?? 'text');
  return <CodeBlock {...props} />;
}
