import type {PrismTheme} from 'prism-react-renderer';

/**
 * The code colours, with WCAG AA contrast (≥ 4.5:1) on their backgrounds; prism-react-renderer's `github` and
 * `dracula` themes fall below it for strings, functions, constants and comments. Hues follow GitHub's Primer
 * palette so code looks familiar. They reach the page as classes, not inline styles (./tokenColours.ts).
 */
export const codeLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator', 'entity', 'url'], style: {color: '#1f2328'}},
    {types: ['string', 'attr-value', 'char', 'inserted', 'regex'], style: {color: '#0a3069'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: {color: '#cf222e'}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: '#8250df'}},
    {types: ['number', 'boolean', 'constant', 'property', 'variable', 'symbol'], style: {color: '#0550ae'}},
    {types: ['attr-name', 'tag'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const codeDark: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#8b949e', fontStyle: 'italic'}},
    {types: ['punctuation', 'operator', 'entity', 'url'], style: {color: '#e6edf3'}},
    {types: ['string', 'attr-value', 'char', 'inserted', 'regex'], style: {color: '#a5d6ff'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: {color: '#ff7b72'}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: '#d2a8ff'}},
    {types: ['number', 'boolean', 'constant', 'property', 'variable', 'symbol'], style: {color: '#79c0ff'}},
    {types: ['attr-name', 'tag'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};
