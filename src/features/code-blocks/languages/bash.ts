// Imported by each page that shows bash code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('bash', () => require('prismjs/components/prism-bash'));
