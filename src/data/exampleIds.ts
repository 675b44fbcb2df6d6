/**
 * Ids the GraphQL examples put in their variables. They are mainnet data, not contracts (so they are not on the
 * deployments page), and each is the one a public source already uses in its own examples, so a reader can
 * check where it came from. tests/unit/addresses.spec.ts accepts an address in a built page only if it is a
 * package address, an otherDeployments row or an account here.
 */
export interface ExampleAccount {
  address: `0x${string}`;
  source: string;
}

const leaderboardReadme =
  '0xIntuition/intuition-rs infrastructure/hasura/migrations/intuition/1767883121000_add_pnl_leaderboard/README.md at d0aec475b04ccd195e3c21941cfee46e30b1ef97';

export const exampleAccounts: readonly ExampleAccount[] = [
  {
    address: '0x91814fB52546fbFe050556c41Bdb56D9704f37D4',
    source: `${leaderboardReadme}, example 5 ("Get My Rank", p_account_id)`,
  },
];

/** The term id the same README's vault leaderboard example uses (example 7, p_term_id). */
export const exampleTermId = {
  id: '0x7ec36d201c842dc787b45cb5bb753bea4cf849be3908fb1b0a7d067c3c3cc1f5',
  source: `${leaderboardReadme}, example 7 ("Vault Leaderboard", p_term_id)`,
} as const;
