// @docsearch/react 3.9 ships these entry points without their own declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
