// Imported by each page that shows javascript code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('javascript', () => require('prismjs/components/prism-javascript'));
