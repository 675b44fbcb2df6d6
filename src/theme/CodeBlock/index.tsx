// Wraps the theme's CodeBlock only to register the extra Prism languages in its chunk instead of the entry
// chunk (src/plugins/lean-entry replaces the theme client module that did it); the import below runs before any code block renders.
import './registerLanguages';
import CodeBlock from '@theme-original/CodeBlock';

export default CodeBlock;
