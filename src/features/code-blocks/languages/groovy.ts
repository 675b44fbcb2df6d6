// Imported by each page that shows groovy code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('groovy', () => require('prismjs/components/prism-groovy'));
