import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {markdownPath} from '@site/src/plugins/markdown-export/sections';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** Where the assistants accept a first message in the address; nothing is fetched until the reader follows a link. */
const assistants = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
] as const;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the page's Markdown (the build's `<page>.md`, fetched on click so no page carries a second copy of
 * itself), and offers links that open an assistant with the Markdown's address.
 */
export default function CopyPage(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const [state, setState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const route = pathname.replace(/(.)\/$/, '$1');
  const mdUrl = markdownPath(route);
  const absoluteMdUrl = `${siteConfig.url}${mdUrl}`;

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const copy = async () => {
    if (state === 'copying') return;
    setState('copying');
    try {
      // Safari keeps the click's permission only if the clipboard write starts now, with the text still pending.
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        const blob = fetchMarkdown(mdUrl).then((text) => new Blob([text], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await navigator.clipboard.writeText(await fetchMarkdown(mdUrl));
      }
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const prompt = `Read ${absoluteMdUrl} so I can ask questions about it.`;
  const message =
    state === 'copied'
      ? 'Page copied as Markdown'
      : state === 'failed'
        ? 'Copying failed; open the Markdown link instead'
        : '';

  return (
    <div className={styles.copyPage} ref={wrapper} data-markdown-skip="">
      <div className={styles.group}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-copy. */}
        <button type="button" className={styles.button} onClick={copy} aria-disabled={state === 'copying'}>
          Copy page
        </button>
        <button
          type="button"
          ref={toggle}
          className={styles.button}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}>
          Open in…
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {assistants.map((assistant) => (
            <li key={assistant.name}>
              <Link href={assistant.url(prompt)} target="_blank" rel="noopener noreferrer">
                Open in {assistant.name}
              </Link>
            </li>
          ))}
          <li>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a static .md file, not a route: Link would navigate client-side */}
            <a href={mdUrl}>View as Markdown</a>
          </li>
        </ul>
      )}
    </div>
  );
}
