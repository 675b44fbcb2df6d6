/**
 * Papers listed on /whitepapers.
 *
 * How to add a paper:
 * 1. The paper must be listed in the facts sheet (protocol-facts.md §16, "Official links").
 * 2. Add one object to `whitepapers`. `id` is a unique kebab-case slug (it becomes the card anchor).
 * 3. `covers` says only what the sheet supports about the paper. Do not summarise contents you have not
 *    checked, and do not add a date unless the sheet gives one.
 * 4. `repository` is a full https URL; `file` is the PDF's file name inside that repository.
 * 5. `related` links to pages on this site that explain the same topic from the deployed code.
 * 6. `order` sets the position on the page (lower first).
 * 7. `kind` is a short human label shown above the title (the file name is shown in the card body).
 */

export interface Whitepaper {
  readonly id: string;
  readonly order: number;
  readonly title: string;
  /** What sort of paper it is, in a few words, e.g. "Full paper". */
  readonly kind: string;
  readonly covers: string;
  readonly repository: string;
  readonly repositoryLabel: string;
  readonly file: string;
  readonly related: readonly {readonly label: string; readonly to: string}[];
}

const whitepapers: Whitepaper[] = [
  {
    id: 'intuition-whitepaper',
    order: 1,
    title: 'Intuition whitepaper',
    kind: 'Protocol paper',
    covers:
      'The full-length paper on the Intuition protocol, kept as a PDF in its own repository. Where a paper and the deployed contracts differ, the contracts decide; these docs describe the contracts as deployed.',
    repository: 'https://github.com/0xIntuition/intuition-whitepaper',
    repositoryLabel: '0xIntuition/intuition-whitepaper',
    file: 'intuition_whitepaper.pdf',
    related: [
      {label: 'Why Intuition', to: '/docs/introduction/why-intuition'},
      {label: 'The primitives', to: '/docs/introduction/the-primitives'},
    ],
  },
  {
    id: 'intuition-litepaper',
    order: 2,
    title: 'Intuition litepaper',
    kind: 'Short protocol paper',
    covers:
      'A shorter companion to the whitepaper, kept in the same repository. Start here if you want the idea of the protocol before the detail.',
    repository: 'https://github.com/0xIntuition/intuition-whitepaper',
    repositoryLabel: '0xIntuition/intuition-whitepaper',
    file: 'intuition_litepaper.pdf',
    related: [{label: 'Overview', to: '/docs/introduction/overview'}],
  },
  {
    id: 'trust-whitepaper',
    order: 3,
    title: 'TRUST whitepaper',
    kind: 'Token paper',
    covers:
      'The paper on TRUST, the token of the Intuition network. The economics documentation links to it, and a copy is also hosted on a CDN.',
    repository: 'https://github.com/0xIntuition/trust-whitepaper',
    repositoryLabel: '0xIntuition/trust-whitepaper',
    file: 'trust-whitepaper.pdf',
    related: [
      {label: 'Economics overview', to: '/docs/economics/overview'},
      {label: 'TrustBonding reference', to: '/docs/developer-tools/contracts/trust-bonding'},
    ],
  },
];

/** Papers in display order. */
export const sortedWhitepapers: readonly Whitepaper[] = [...whitepapers].sort((a, b) => a.order - b.order);
