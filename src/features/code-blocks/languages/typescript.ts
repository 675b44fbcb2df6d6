// Imported by each page that shows typescript code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('typescript', () => require('prismjs/components/prism-typescript'));
