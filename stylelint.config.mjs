// Stylelint (`npm run lint`): stylelint-config-standard over the site's CSS; each relaxed rule says why.
export default {
  extends: ['stylelint-config-standard'],
  overrides: [
    {
      // CSS modules are read from TypeScript as styles.fooBar, so their classes are camelCase, not kebab-case;
      // DocSearch-* are DocSearch's own classes, reached through :global().
      files: ['**/*.module.css'],
      rules: {
        'selector-class-pattern': [
          '^([a-z][a-zA-Z0-9]*|DocSearch-[A-Za-z-]+)$',
          {message: (selector) => `Expected class selector "${selector}" to be camelCase (a CSS module class)`},
        ],
        // :global(.x) is CSS modules' way to reach a class outside the module (DocSearch's, Infima's).
        'selector-pseudo-class-no-unknown': [true, {ignorePseudoClasses: ['global']}],
      },
    },
    {
      // Global stylesheets restyle Infima's (navbar__link), Docusaurus' and DocSearch's (DocSearch-Button)
      // classes: names the site does not choose.
      files: ['src/css/custom.css', 'src/features/search/LocalSearchBar/styles.css'],
      rules: {'selector-class-pattern': null},
    },
  ],
};
