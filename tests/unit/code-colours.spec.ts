import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {codeDark, codeLight} from '../../src/features/code-blocks/colours';
import {codeColoursCss, tokenClasses} from '../../src/features/code-blocks/tokenColours';

/**
 * Code colours are classes (src/features/code-blocks/tokenColours.ts): these hold the class choice to
 * prism-react-renderer's merge (the last styled type of a token wins) and the stylesheet to src/features/code-blocks/colours.ts.
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

test('the stylesheet gives each mode the colours of src/features/code-blocks/colours.ts', () => {
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

/** WCAG 2 relative luminance of an sRGB colour given as [r, g, b] in 0–255. */
const luminance = (rgb: readonly number[]): number => {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const hex = (value: string): number[] => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
const contrast = (a: readonly number[], b: readonly number[]): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

// The crawl's axe run leaves code tokens out (thousands of spans per page made it the suite's slowest part): this
// checks every colour a token can take, in both modes, on the block's background and on a highlighted line.
test('every code colour has at least 4.5:1 contrast on its background and on a highlighted line, in both modes', () => {
  const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  const overlays = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*rgb\(0 0 0 \/ (\d+)%\)/g)].map(
    (m) => Number(m[1]) / 100,
  );
  expect(overlays, 'light and dark highlighted-line overlays in custom.css').toHaveLength(2);
  const problems: string[] = [];
  for (const [name, theme, overlay] of [
    ['light', codeLight, overlays[0]!],
    ['dark', codeDark, overlays[1]!],
  ] as const) {
    const background = hex(theme.plain.backgroundColor!);
    const highlighted = background.map((v) => v * (1 - overlay));
    const colours = [
      ['plain', theme.plain.color!],
      ...theme.styles.map(({types, style}) => [types.join('/'), style.color!] as const),
    ];
    for (const [types, colour] of colours) {
      for (const [where, bg] of [
        ['background', background],
        ['highlighted line', highlighted],
      ] as const) {
        const ratio = contrast(hex(colour!), bg);
        if (ratio < 4.5) problems.push(`${name} ${types} ${colour} on the ${where}: ${ratio.toFixed(2)}:1`);
      }
    }
  }
  expect(problems).toEqual([]);
});
