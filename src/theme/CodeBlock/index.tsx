// Swizzle (wrap): Docusaurus resolves @theme/CodeBlock only here. The wrapper is the code-block feature's
// (src/features/code-blocks/README.md).
export {default} from '@site/src/features/code-blocks/CodeBlock';
