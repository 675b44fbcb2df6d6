import React, {type ReactNode} from 'react';

/** The text of a block's children (a string, or elements holding strings). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

/** A code block as a paragraph of the same characters (./index.ts). */
export default function CodeAsText({children}: {children?: ReactNode}): React.JSX.Element {
  return <p>{textOf(children).replace(/\s+/g, ' ').trim()}</p>;
}
