import type {HtmlTagObject} from '@docusaurus/types';

/** SPEC §4: changing `id` shows the bar again to readers who dismissed an earlier announcement. */
export const announcementBar = {
  id: 'mainnet-live-2025-11',
  content:
    'Intuition mainnet is live. Connect a wallet with the <a href="/docs/network/mainnet">mainnet connection details</a>.',
  isCloseable: true,
  // Theme variables (src/css/custom.css) instead of fixed colours, so the bar follows dark mode.
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-color)',
};

/**
 * Docusaurus 3.8.1 hides the bar before hydration from the dismiss key alone, so a reader who dismissed
 * an older bar would not see a new one until a second page load. This runs first, in <head>, and clears a
 * dismissal that belongs to another id; the theme then records the new id as usual.
 */
export const announcementResetScript: HtmlTagObject = {
  tagName: 'script',
  attributes: {},
  innerHTML: `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(announcementBar.id)}){localStorage.setItem('docusaurus.announcement.dismiss','false')}}catch(e){}`,
};
