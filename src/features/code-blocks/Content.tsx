// Wraps the theme's highlighted code so that hydration keeps the lines the server rendered instead of tokenizing
// the code again and building a React node per token (issue 19: on a page of examples that was most of the
// main-thread time code added on a phone), and so that Prism is loaded only for a block first rendered in the
// browser (after client-side navigation), which is highlighted as before (./Highlighted.tsx, ./highlighter.ts).
// Configuration cannot skip the work, hence the wrapper.
import React, {Suspense, useCallback, useId, type ComponentProps, type CSSProperties} from 'react';
import clsx from 'clsx';
import type Content from '@theme-original/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {LazyHighlighted, loadedHighlighter} from './highlighter';
import {useKeptServerMarkup, type KeptMarkup} from '../useKeptServerMarkup';
import styles from './Content.module.css';

type Props = ComponentProps<typeof Content>;

/**
 * The block's text, unhighlighted, in the theme's <pre> and line structure: what a block first rendered in the
 * browser shows in the rare case Prism has not arrived by then (it is requested when the navigation starts).
 */
function PlainLines({className}: Props): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  // The word-wrap button measures this <pre> while it is shown, as the theme's Content hands it its own.
  const setPre = useCallback(
    (pre: HTMLPreElement | null) => {
      if (pre) codeBlockRef.current = pre;
    },
    [codeBlockRef],
  );
  return (
    <pre
      ref={setPre}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the theme's <pre>: scrollable by keyboard
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.plainPre, 'thin-scrollbar')}>
      <code className={styles.plainCode}>
        {metadata.code.split('\n').map((line, i) => (
          <span key={i} className="token-line">
            {line}
            <br />
          </span>
        ))}
      </code>
    </pre>
  );
}

/**
 * The highlighted lines. The server suspends on the first block until the highlighter's module resolves (with no
 * Suspense boundary, so the HTML is complete and carries no streaming script); in the browser a block waits for
 * Prism inside a boundary that shows its plain text meanwhile.
 */
function HighlightedLines(props: Props): React.JSX.Element {
  const Ready = loadedHighlighter();
  // Not created here: the module's one component, there once loaded (React.lazy would suspend its first render
  // even then, showing the plain lines for a frame after a navigation that had already fetched Prism).
  // eslint-disable-next-line react-hooks/static-components
  if (Ready) return <Ready {...props} />;
  if (typeof document === 'undefined') return <LazyHighlighted {...props} />;
  return (
    <Suspense fallback={<PlainLines {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}

/**
 * The blocks this page hydrated, by everything that decides a block's markup: a block the theme's Tabs mount again
 * right after hydration reuses the element hydrated here instead of being highlighted again.
 */
const hydratedBlocks: KeptMarkup = new Map();

export default function ContentWrapper(props: Props): React.JSX.Element {
  const id = useId();
  const {metadata, wordWrap} = useCodeBlockContext();
  const {language, code, lineClassNames, lineNumbersStart} = metadata;
  const {markup} = useKeptServerMarkup(
    hydratedBlocks,
    'data-code-lines',
    id,
    JSON.stringify([props.className, language, code, lineClassNames, lineNumbersStart]),
  );
  const {codeBlockRef} = wordWrap;
  // The word-wrap button measures and styles the <pre>: the theme's Content hands it its ref; kept markup has
  // no React element for it, so this callback ref sets it, in the commit, before the theme's effects read it.
  const keepPre = useCallback(
    (div: HTMLDivElement | null) => {
      const pre = div?.querySelector('pre');
      if (pre) codeBlockRef.current = pre;
    },
    [codeBlockRef],
  );
  // The height the lines take, for the block's placeholder while it is off screen (./Content.module.css).
  const lines = {'--code-lines': code.split('\n').length} as CSSProperties;
  if (markup !== null) {
    // Empty while hydrating, or the markup the server rendered for this block into another element: never outside
    // input (see useKeptServerMarkup).
    return (
      <div
        data-code-lines={id}
        className={styles.lines}
        style={lines}
        ref={keepPre}
        // eslint-disable-next-line react/no-danger -- the server's own markup of this block, see above
        dangerouslySetInnerHTML={{__html: markup}}
      />
    );
  }
  return (
    <div data-code-lines={id} className={styles.lines} style={lines}>
      <HighlightedLines {...props} />
    </div>
  );
}
