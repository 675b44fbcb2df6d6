// Imported by each page that shows dart code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('dart', () => require('prismjs/components/prism-dart'));
