import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';

/** Bundled by prism-react-renderer 2.4 with a grammar identical to prismjs's (compared property by property). */
const alreadyBundled = new Set(['cpp', 'json', 'kotlin', 'swift', 'objectivec']);

/**
 * The theme's prism-include-languages, run once when the code-block chunk loads (before any code renders,
 * on the server and in the browser). Languages prism-react-renderer already bundles with the same grammar
 * are not loaded again: each load re-runs Prism's insertBefore, which walks every grammar (measured in Node:
 * 28 ms of CPU for all 13, 17 ms without these five). javascript and typescript are loaded again because
 * prismjs's copies replace the bundled ones and highlight differently, as this site always has.
 */
const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
const PrismBefore = (globalThis as {Prism?: unknown}).Prism;
(globalThis as {Prism?: unknown}).Prism = Prism;
additionalLanguages.forEach((lang) => {
  if (alreadyBundled.has(lang) && Prism.languages[lang]) return;
  if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
  require(`prismjs/components/prism-${lang}`);
});
delete (globalThis as {Prism?: unknown}).Prism;
if (typeof PrismBefore !== 'undefined') (globalThis as {Prism?: unknown}).Prism = Prism;
