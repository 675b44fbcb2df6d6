// Imported by each page that shows ruby code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('ruby', () => require('prismjs/components/prism-ruby'));
