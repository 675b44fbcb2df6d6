/**
 * Where ./<name>.ts leave their grammar's code for ../registerLanguages.ts. Kept apart from it (and from
 * prism-react-renderer) so a page's chunk that imports a language carries a few bytes, not the loader.
 */
export const providedLanguages = new Map<string, () => void>();
