import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from './highlighter';

/**
 * A page first rendered in the browser has no server markup for its code, so its blocks need Prism, which no page
 * load fetches (./Content.tsx). Asking for it when a navigation starts fetches it alongside the next
 * page's chunks, so its blocks are highlighted in their first paint rather than shown plain for a moment.
 */
const highlighterOnNavigation: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighter();
  },
};

export default highlighterOnNavigation;
