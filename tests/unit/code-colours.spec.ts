import {expect, test} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {codeDark, codeLight} from '../../config/prism';
import {codeColoursCss, tokenClasses} from '../../src/theme/CodeBlock/tokenColours';

/**
 * Code colours are classes (src/theme/CodeBlock/tokenColours.ts): these hold the class choice to
 * prism-react-renderer's merge (the last styled type of a token wins) and the stylesheet to config/prism.ts.
 */
test('a token takes the colour and font style of its last styled type, as prism-react-renderer merges them', () => {
  expect(tokenClasses(['keyword'])).toBe('code-c-keyword');
  expect(tokenClasses(['comment'])).toBe('code-c-comment code-f-comment');
  // class-name then keyword: keyword's colour wins; neither sets a font style.
  expect(tokenClasses(['class-name', 'keyword'])).toBe('code-c-keyword');
  expect(tokenClasses(['keyword', 'class-name'])).toBe('code-c-class-name');
  // An unstyled type after a styled one changes nothing; a token of unstyled types gets no class.
  expect(tokenClasses(['string', 'template-string'])).toBe('code-c-string');
  expect(tokenClasses(['plain'])).toBe('');
});

test('the stylesheet gives each mode the colours of config/prism.ts', () => {
  const css = codeColoursCss();
  expect(css).toContain(
    `:root{--prism-color:${codeLight.plain.color};--prism-background-color:${codeLight.plain.backgroundColor}}`,
  );
  expect(css).toContain(
    `[data-theme='dark']{--prism-color:${codeDark.plain.color};--prism-background-color:${codeDark.plain.backgroundColor}}`,
  );
  for (const [theme, scope] of [
    [codeLight, ':root'],
    [codeDark, "[data-theme='dark']"],
  ] as const) {
    for (const {types, style} of theme.styles) {
      for (const type of types) {
        expect(css).toContain(`${scope} .code-c-${type}{color:${style.color}}`);
        if (style.fontStyle) expect(css).toContain(`${scope} .code-f-${type}{font-style:${style.fontStyle}}`);
      }
    }
  }
});

test('themes that style different types, or a property the classes do not carry, fail the build', () => {
  const lessDark: PrismTheme = {...codeDark, styles: codeDark.styles.slice(1)};
  expect(() => codeColoursCss(codeLight, lessDark)).toThrow(/same properties of the same token types/);
  const bold: PrismTheme = {...codeLight, styles: [{types: ['keyword'], style: {fontWeight: 'bold'}}]};
  expect(() => codeColoursCss(bold, bold)).toThrow(/not fontWeight/);
});
