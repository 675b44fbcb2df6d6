// Replaces the theme's 20-line language loader (same code, one added line) to skip the SPEC §9 languages that prism-react-renderer already bundles
// (javascript, typescript, cpp, json, kotlin, swift, objectivec): loading the prismjs copy of a language again
// re-runs Prism's insertBefore, which walks every grammar each time. The loader runs in the entry chunk on
// every page before React starts; measured on this site it took about 150 ms of main-thread time
// (cpp alone 80 ms) unthrottled, about four times that on Lighthouse's mobile CPU.
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  const PrismBefore = (globalThis as {Prism?: unknown}).Prism;
  (globalThis as {Prism?: unknown}).Prism = PrismObject;
  additionalLanguages.forEach((lang) => {
    if (PrismObject.languages[lang]) return;
    if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
    require(`prismjs/components/prism-${lang}`);
  });
  delete (globalThis as {Prism?: unknown}).Prism;
  if (typeof PrismBefore !== 'undefined') (globalThis as {Prism?: unknown}).Prism = PrismObject;
}
