// Swizzle (wrap): Docusaurus resolves @theme/Mermaid only here. The wrapper is the diagram feature's
// (src/features/diagrams/README.md).
export {default} from '@site/src/features/diagrams/Mermaid';
