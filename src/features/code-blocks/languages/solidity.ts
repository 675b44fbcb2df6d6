// Imported by each page that shows solidity code (see ../prismLanguages.ts); registers nothing until a block needs it.
import {providedLanguages} from './provide';

providedLanguages.set('solidity', () => require('prismjs/components/prism-solidity'));
