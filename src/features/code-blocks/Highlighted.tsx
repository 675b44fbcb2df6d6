// The only part of a code block that needs Prism (prism-react-renderer, its bundled grammars and the site's extra
// languages). ./Content.tsx loads it on a block's first render without server markup, so a page that only hydrates
// its blocks never downloads or evaluates Prism (issue 19).
import React, {type ComponentProps} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {prismLanguages} from './registerLanguages';

type Props = ComponentProps<typeof Content>;

export default function Highlighted(props: Props): React.JSX.Element {
  // The theme's own choice of language (createCodeBlockMetadata: prop, class name, default, lower-cased).
  prismLanguages.ensure(useCodeBlockContext().metadata.language);
  return <Content {...props} />;
}
