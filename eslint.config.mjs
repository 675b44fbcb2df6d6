// ESLint flat config (`npm run lint`). One block per kind of file; every rule turned off carries its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    // Generated output and dependencies (build/, .docusaurus/ …) and test artefacts.
    ignores: [
      'build/**',
      'build-integrations/**',
      '.docusaurus/**',
      '.cache/**',
      'node_modules/**',
      'test-results/**',
      // StrykerJS's sandbox copies and its reports (npm run test:mutation)
      '.stryker-tmp/**',
      'reports/**',
      'playwright-report/**',
      'static/**',
      // A web app's vite output (apps/<name>/dist, from `npm run build` in its folder).
      'apps/*/dist/**',
      // The Next.js variant's build output (apps/claims-browser-next/.next, from `next build`).
      'apps/*/.next/**',
      'apps/*/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    languageOptions: {globals: {...globals.node}},
    rules: {
      // `const {body: _body, ...entry} = page` drops a property: the named sibling of a rest is not "unused".
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // Hardhat loads its config with require(): CommonJS by design.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // A Prism grammar must run synchronously and only once registerLanguages has set the Prism global;
    // import() would make it async and import would run it at chunk load.
    files: ['src/features/code-blocks/languages/*.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // A Playwright fixture must destructure its first argument (`async ({}, use)`) even when it needs no fixture.
    files: ['tests/**/*.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
  {
    // Shown verbatim on their pages: the set-up declares the clients the page's next steps use, and the fragment's
    // `hash` is used by the program it goes into (an eslint comment would show in the docs).
    files: ['examples/interactions/overview/network-setup.ts', 'examples/sdks/overview/batch-deposit-fragment.ts'],
    rules: {'@typescript-eslint/no-unused-vars': 'off'},
  },
  {
    // The site's React code: components, pages, swizzles, client modules.
    files: ['src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: {...globals.browser, ...globals.node},
    },
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      // Browser-only state (URL query, local storage, navigator, IntersectionObserver, the open modal) is set in an
      // effect after hydration on purpose, so the static HTML and the first client render agree.
      'react-hooks/set-state-in-effect': 'off',
      // Scrollable regions (role="region") must be reachable from the keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true},
      ],
      // Not in react's recommended set; the swizzled footer already expects it: raw HTML must say why it is safe.
      'react/no-danger': 'error',
      // A literal absolute URL needs neither client-side routing nor the base URL; a computed href says why on its line.
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // The web apps under apps/ (issue 36): React in a browser, without Docusaurus.
    files: ['apps/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {...react.configs.flat.recommended.languageOptions, globals: globals.browser},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
