import type {PrismTheme} from 'prism-react-renderer';
import {codeDark, codeLight} from './colours';

/**
 * Code colours as CSS classes instead of inline styles (issue 19). The theme config hands prism-react-renderer an
 * empty theme (`classOnlyTheme`), so the markup of a highlighted block is the same in light and dark mode; each
 * token gets one class per styled property, naming the token type that decides it, and
 * the plugin (./index.ts) writes the rules for both modes from ./colours.ts. Hydration can then keep the
 * server's markup as it is (./Content.tsx), and switching the colour mode re-renders no code.
 *
 * prism-react-renderer merges the styles of a token's types in order (`Object.assign({}, ...types.map(dict))`), so
 * the last type that styles a property wins; `tokenClasses` picks that same type for each property.
 */

/** The properties the themes may style, with the CSS property and the class prefix each becomes. */
export const styledProperties = {
  color: {css: 'color', prefix: 'code-c-'},
  fontStyle: {css: 'font-style', prefix: 'code-f-'},
} as const;
type StyledProperty = keyof typeof styledProperties;

/** What prism-react-renderer is given: no colours, so it writes no inline style. */
export const classOnlyTheme: PrismTheme = {plain: {}, styles: []};

type TypeStyles = Record<string, Partial<Record<StyledProperty, string>>>;

/** Each token type's style, merged the way prism-react-renderer's themeToDict merges it. */
export function typeStyles(theme: PrismTheme): TypeStyles {
  const dict: TypeStyles = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages)
      throw new Error('src/features/code-blocks/colours.ts: language-specific code colours are not supported');
    for (const property of Object.keys(style)) {
      if (!(property in styledProperties)) {
        throw new Error(
          `src/features/code-blocks/colours.ts: code colours may style ${Object.keys(styledProperties).join(', ')}, not ${property}`,
        );
      }
    }
    for (const type of types) dict[type] = {...dict[type], ...(style as TypeStyles[string])};
  }
  return dict;
}

const light = typeStyles(codeLight);

/** The classes of a token with these types (prism-react-renderer's token.types), e.g. `code-c-keyword`. */
export function tokenClasses(types: readonly string[]): string {
  const classes: string[] = [];
  for (const property of Object.keys(styledProperties) as StyledProperty[]) {
    for (let i = types.length - 1; i >= 0; i -= 1) {
      if (light[types[i]!]?.[property] !== undefined) {
        classes.push(styledProperties[property].prefix + types[i]!);
        break;
      }
    }
  }
  return classes.join(' ');
}

/** The stylesheet of both modes. Light and dark must style the same properties of the same types. */
export function codeColoursCss(lightTheme: PrismTheme = codeLight, darkTheme: PrismTheme = codeDark): string {
  const lightStyles = typeStyles(lightTheme);
  const darkStyles = typeStyles(darkTheme);
  const shape = (dict: TypeStyles) =>
    Object.entries(dict)
      .flatMap(([type, style]) => Object.keys(style).map((property) => `${type}.${property}`))
      .sort()
      .join(',');
  if (shape(lightStyles) !== shape(darkStyles)) {
    throw new Error(
      'src/features/code-blocks/colours.ts: codeLight and codeDark must style the same properties of the same token types',
    );
  }
  const plain = (theme: PrismTheme) =>
    `--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}`;
  const rules = (dict: TypeStyles, scope: string) =>
    Object.entries(dict).flatMap(([type, style]) =>
      (Object.entries(style) as Array<[StyledProperty, string]>).map(
        ([property, value]) =>
          `${scope} .${styledProperties[property].prefix}${type}{${styledProperties[property].css}:${value}}`,
      ),
    );
  return [
    `:root{${plain(lightTheme)}}`,
    `[data-theme='dark']{${plain(darkTheme)}}`,
    ...rules(lightStyles, ':root'),
    ...rules(darkStyles, "[data-theme='dark']"),
    '',
  ].join('\n');
}
