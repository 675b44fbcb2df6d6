import React, {useCallback, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AiWidgetConfig} from '@site/config/env';
import {askAssistant, readSearchMode, searchModeSlot, type SearchMode} from '../searchMode';
import {searchTranslations} from '../translations';
import styles from './styles.module.css';

/** The open DocSearch modal, or null: DocSearch marks <body> with DocSearch--active while it is open. */
function useOpenModal(): Element | null {
  const [modal, setModal] = useState<Element | null>(null);
  useEffect(() => {
    const update = () => {
      const open = document.body.classList.contains('DocSearch--active');
      // The modal renders right after the class is set.
      requestAnimationFrame(() => setModal(open ? document.querySelector('.DocSearch-Modal') : null));
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
    update();
    return () => observer.disconnect();
  }, []);
  return modal;
}

/**
 * DocSearch 3.9 sets its "error" status and autocomplete-core resets it to "idle" at once, so its own
 * failure screen never shows and an outage reads as "No results". Both backends end a failed search in
 * an unhandled RetryError (Algolia's unreachable-host error; localClient.ts raises the same),
 * so that is what turns this screen on; the next keystroke turns it off while the new search runs.
 */
function useSearchFailure(modal: Element | null): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as {name?: string} | undefined;
      if (reason?.name !== 'RetryError') return;
      event.preventDefault(); // handled: shown to the reader below
      setFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  useEffect(() => {
    if (!modal) {
      setFailed(false);
      return undefined;
    }
    const input = modal.querySelector('.DocSearch-Input');
    const reset = () => setFailed(false);
    input?.addEventListener('input', reset);
    return () => input?.removeEventListener('input', reset);
  }, [modal]);
  return failed;
}

/** Adds what DocSearch lacks to its modal, for either backend: the failure screen and, when an AI assistant is configured, the search/AI mode switch. */
export default function SearchModalExtras(): React.JSX.Element | null {
  const {siteConfig} = useDocusaurusContext();
  const ai = (siteConfig.customFields?.aiWidget ?? null) as AiWidgetConfig | null;
  const modal = useOpenModal();
  const failed = useSearchFailure(modal);
  const [mode, setMode] = useState<SearchMode>('docsearch');
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (ai) setMode(readSearchMode());
  }, [ai, modal]);

  useEffect(() => {
    if (!modal) return undefined;
    modal.toggleAttribute('data-search-failed', failed && mode === 'docsearch');
    modal.toggleAttribute('data-search-ai', Boolean(ai));
    const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
    const sync = () => setQuery(input?.value ?? '');
    sync();
    input?.addEventListener('input', sync);
    return () => input?.removeEventListener('input', sync);
  }, [modal, failed, mode, ai]);

  const choose = useCallback((next: SearchMode) => {
    searchModeSlot.set(next);
    setMode(next);
  }, []);

  const ask = useCallback(() => {
    const question = query.trim();
    if (!question || !ai) return;
    askAssistant(question, ai.openFunction);
    // DocSearch closes when its backdrop receives a mousedown; the assistant takes over from here.
    document.querySelector('.DocSearch-Container')?.dispatchEvent(new MouseEvent('mousedown', {bubbles: true}));
  }, [ai, query]);

  if (!modal) return null;
  const texts = searchTranslations.modal.errorScreen;
  return createPortal(
    <>
      {ai && (
        <div className={styles.modes} role="group" aria-label="Search mode">
          <button
            type="button"
            aria-pressed={mode === 'docsearch'}
            className={styles.mode}
            onClick={() => choose('docsearch')}>
            Search docs
          </button>
          <button type="button" aria-pressed={mode === 'ai'} className={styles.mode} onClick={() => choose('ai')}>
            Ask AI
          </button>
        </div>
      )}
      {ai && mode === 'ai' && (
        <div className={clsx('DocSearch-Dropdown', styles.panel, styles.belowModes)}>
          <p className={styles.panelTitle}>Ask the AI assistant</p>
          <p>It answers from these docs. Type your question above, then send it.</p>
          <button type="button" className="button button--primary" onClick={ask} disabled={!query.trim()}>
            {query.trim() ? `Ask: “${query.trim()}”` : 'Type a question first'}
          </button>
        </div>
      )}
      {failed && mode === 'docsearch' && (
        <div className={clsx('DocSearch-Dropdown', styles.panel, ai && styles.belowModes)} role="alert">
          <div className="DocSearch-ErrorScreen">
            <p className="DocSearch-Title">{texts.titleText}</p>
            <p className="DocSearch-Help">{texts.helpText} Type again to retry.</p>
          </div>
        </div>
      )}
    </>,
    modal,
  );
}
