// Imported by each page that shows java code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('java', () => require('prismjs/components/prism-java'));
