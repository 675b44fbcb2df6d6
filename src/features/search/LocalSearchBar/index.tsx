import React, {useCallback, useEffect, useMemo, useRef, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchRequest} from '../localClient';
import {maxQueryLength, searchIndexPath} from '../types';
import {missingResultsUrl, searchTranslations} from '../translations';
import {useSearchKeyboardEvents} from '../useSearchKeyboardEvents';
import SearchButton from './SearchButton';

type ModalComponent = typeof DocSearchModalType;
let modalModule: Promise<ModalComponent> | null = null;
/** The modal component once loaded: set before any bar opens the modal, so every bar renders it from here. */
let loadedModal: ModalComponent | null = null;

/**
 * Whether the modal is open, and the query it opens with, kept outside the component: the home page and the docs
 * each render their own navbar, and the page a reader leaves stays up until the next one's code arrives, so a search
 * opened meanwhile would close when the new navbar replaces the old one.
 */
type SearchState = {readonly open: boolean; readonly initialQuery?: string};
const closed: SearchState = {open: false};
let searchState = closed;
const listeners = new Set<() => void>();
function setSearchState(next: SearchState): void {
  searchState = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The modal code and its styles, MiniSearch and the index load on first intent (pointer over, focus or touch
 * on the button, a shortcut, a typed letter), never with the page: none of it is in the entry chunk.
 */
function importModal(): Promise<ModalComponent> {
  modalModule ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([module]) => (loadedModal = module.DocSearchModal));
  return modalModule;
}

const importClient = () => import('../localClient');

/** Starts fetching the index and building the engine; a failure is shown when a search actually runs. */
function preloadIndex(indexUrl: string): void {
  void importClient()
    .then(({loadIndex}) => loadIndex(indexUrl))
    .catch(() => undefined);
}

function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function LocalSearchBar(): React.JSX.Element {
  const history = useHistory();
  const indexUrl = useBaseUrl(searchIndexPath);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const Modal = loadedModal;
  const {open: isOpen, initialQuery} = useSyncExternalStore(
    subscribe,
    () => searchState,
    () => closed,
  );
  const client = useMemo(
    () => ({
      search: (params: {requests: SearchRequest[]}) =>
        importClient().then(({createLocalSearchClient}) => createLocalSearchClient(indexUrl).search(params)),
    }),
    [indexUrl],
  );

  const prepare = useCallback(() => {
    preloadIndex(indexUrl);
    void importModal();
  }, [indexUrl]);

  const openWith = useCallback(
    (query?: string) => {
      preloadIndex(indexUrl);
      void importModal().then(() => setSearchState({open: true, initialQuery: query}));
    },
    [indexUrl],
  );
  const onOpen = useCallback(() => openWith(), [openWith]);

  const onClose = useCallback(() => {
    setSearchState(closed);
    searchButtonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // keep the browser's find
      openWith(event.key);
    },
    [openWith],
  );

  // While the modal is open, what the reader types is kept with the state (without a re-render: the modal holds its
  // own text), so a bar replacing this one reopens the modal with the same query.
  useEffect(() => {
    if (!isOpen) return undefined;
    const keepQuery = (event: Event) => {
      const field = event.target;
      if (searchState.open && field instanceof HTMLInputElement && field.classList.contains('DocSearch-Input')) {
        searchState = {open: true, initialQuery: field.value};
      }
    };
    document.addEventListener('input', keepQuery);
    return () => document.removeEventListener('input', keepQuery);
  }, [isOpen]);

  useSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef});

  // DocSearch starts a search from typed letters only while its button has focus; SPEC §4 also opens it
  // by typing when the page itself has focus. Never from inside a field, a link or with a modifier key.
  useEffect(() => {
    const onPageKeyDown = (event: KeyboardEvent) => {
      if (isOpen || event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (document.activeElement !== document.body || !/^[a-z0-9]$/i.test(event.key)) return;
      event.preventDefault();
      openWith(event.key);
    };
    window.addEventListener('keydown', onPageKeyDown);
    return () => window.removeEventListener('keydown', onPageKeyDown);
  }, [isOpen, openWith]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  return (
    <>
      <SearchButton
        ref={searchButtonRef}
        data-search-button=""
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={onOpen}
        translations={searchTranslations.button}
      />
      {isOpen &&
        Modal &&
        createPortal(
          <Modal
            appId="local"
            apiKey="local"
            indexName="docs"
            onClose={onClose}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery?.slice(0, maxQueryLength)}
            placeholder="Search docs"
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={() => client as never}
            translations={searchTranslations.modal}
            getMissingResultsUrl={({query}) => missingResultsUrl(query)}
            maxResultsPerGroup={5}
          />,
          document.body,
        )}
    </>
  );
}
