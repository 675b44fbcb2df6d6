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
  // The reader test's jargon list: words a newcomer meets before the page says why a term has two vaults or
  // what a creation pays for. Variants match how pages write them: "ghost" in quotes, "counter triple" unhyphenated,
  // "non-default curve", "atom or triple cost". Plural verbs stay out ("an atom costs", "each triple costs").
  {id: 'ghost-shares', pattern: /\bghost"?[- ]shares?\b/i, everydaySense: []},
  {id: 'counter-triple', pattern: /\bcounter[- ]triples?\b/i, everydaySense: []},
  {id: 'default-curve', pattern: /\bdefault[- ]curves?\b/i, everydaySense: []},
  {id: 'minimum-deposit', pattern: /\bminimum deposits?\b/i, everydaySense: []},
  {id: 'atom-cost', pattern: /\batom(?: or triple)? cost\b/i, everydaySense: []},
  {id: 'triple-cost', pattern: /\btriple cost\b/i, everydaySense: []},
  {id: 'min-share-cost', pattern: /\b(?:min|minimum)[- ]share cost\b/i, everydaySense: []},
  {id: 'pro-rata-vault', pattern: /\bpro[- ]rata vaults?\b/i, everydaySense: []},
  // Most pages say "atom wallet fee"; the contract's name adds "deposit".
  {id: 'atom-wallet-deposit-fee', pattern: /\batom[- ]wallet (?:deposit )?fees?\b/i, everydaySense: []},
];
