// Wraps the theme's token to give it the classes that colour it (../../tokenColours.ts: colours are classes so
// hydration can keep the server's markup). Configuration cannot add classes to tokens.
import React, {type ComponentProps} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import {tokenClasses} from '../../tokenColours';

type Props = ComponentProps<typeof Token>;

export default function TokenWrapper(props: Props): React.JSX.Element {
  const classes = tokenClasses(props.token.types);
  return <Token {...props} className={classes ? `${props.className ?? ''} ${classes}` : props.className} />;
}
