import {Prism} from 'prism-react-renderer';
import siteConfig from '@generated/docusaurus.config';
import {createLanguageLoader} from './prismLanguages';
import {providedLanguages} from './languages/provide';

const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;

/** The site's extra Prism languages; ./languages/<name>.ts provide them, ./Highlighted.tsx registers them on first use. */
export const prismLanguages = createLanguageLoader(Prism, additionalLanguages, providedLanguages);
