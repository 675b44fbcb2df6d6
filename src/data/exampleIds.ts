/**
 * Ids the GraphQL examples put in their variables. They are mainnet data, not contracts (so they are not on the
 * deployments page), and each is the one a public source already uses in its own examples, so a reader can
 * check where it came from. tests/unit/addresses.spec.ts accepts an address in a built page only if it is a
 * package address, an otherDeployments row or an account here.
 *
 * The one account is the address the indexer's PnL leaderboard README queries in its "Get My Rank" example; that
 * README does not say whose it is, and it is neither a package contract nor an otherDeployments row (checked by
 * addresses.spec). To add one: take it from a public source's own example, put that file and commit in `source`,
 * keep it checksummed, and type it in the page's ```json variables block exactly as here. The pages cannot import
 * it: the GraphQL runner sends a variables block as shown and no build step substitutes values in one, so the spec above
 * is what ties each typed copy to this file.
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
