// Replaces the theme's language loader with nothing: it runs from the entry chunk on every page, so the
// grammars of the SPEC §9 languages (about 10 KB gzip) and their registration would be paid even by pages
// without code. src/theme/CodeBlock registers them instead (src/theme/CodeBlock/registerLanguages.ts),
// in the chunk that only pages rendering code load.
export default function prismIncludeLanguages(): void {}
