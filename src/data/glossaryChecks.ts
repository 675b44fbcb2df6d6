/**
 * Glossary terms the site uses in a protocol-specific sense, which a page must link to Key Terms (or define under
 * a heading of its own) wherever it uses them. The reader test of 2026-11-26 (issue 40) found "established" on
 * about eight pages and defined on none; tests/unit/glossary-links.spec.ts lists every page that uses a term here
 * without defining or linking it.
 *
 * A term joins this list when its pages have been brought into line; `everydaySense` names pages where the word
 * appears in its ordinary meaning, each with the sentence fragment that shows it, so the allowance is reviewable.
 */
export interface GlossaryCheck {
  /** The anchor in docs/resources/key-terms.md. */
  readonly id: string;
  /** Matched against page prose with front matter, fenced code and inline code removed. */
  readonly pattern: RegExp;
  readonly everydaySense: readonly {readonly page: string; readonly fragment: string}[];
}

export const glossaryChecks: readonly GlossaryCheck[] = [
  {id: 'established', pattern: /\bestablished\b/i, everydaySense: []},
  {id: 'fee-threshold', pattern: /\bfee threshold\b/i, everydaySense: []},
  {id: 'atom-deposit-fraction', pattern: /\batom deposit fraction\b/i, everydaySense: []},
];
