// Stands in for theme-classic's prism-include-languages client module (the alias in ./index.ts): nothing to run.
export {};
