// Wraps the theme's token to give it the classes that colour it (./tokenColours.ts: colours are classes so
// hydration can keep the server's markup), and to leave a token no colour applies to as bare text. Configuration
// cannot change how tokens render.
import React, {type ComponentProps} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import {tokenClasses} from './tokenColours';

type Props = ComponentProps<typeof Token>;

export default function TokenWrapper(props: Props): React.JSX.Element {
  const classes = tokenClasses(props.token.types);
  // Plain text, spaces and most names take the block's own colour: as elements they were about 40% of a code page's
  // tokens (806 of 2,077 on read-config-and-fees), each one more box to style and lay out for nothing.
  if (!classes) return <>{props.children}</>;
  return <Token {...props} className={`${props.className ?? ''} ${classes}`} />;
}
