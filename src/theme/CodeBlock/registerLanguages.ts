import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import {createLanguageLoader} from './prismLanguages';

const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;

/**
 * The site's extra Prism languages, registered on first use (./prismLanguages.ts). The template `require` is
 * narrowed to the configured languages by theme-classic's ContextReplacementPlugin.
 */
export const prismLanguages = createLanguageLoader(Prism, additionalLanguages, (name) => {
  require(`prismjs/components/prism-${name}`);
});
