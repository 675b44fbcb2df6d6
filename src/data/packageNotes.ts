/**
 * Notes on single exports of @0xintuition/protocol and @0xintuition/sdk 2.0.2 that are not defects the chain tests
 * prove (those are src/data/packageDefects.ts): a declaration that misleads, or a helper its maintainers withdrew.
 * The package reference (src/features/package-reference/) shows each in its entry: a caveat after the
 * parameters, a withdrawal first, under the heading, so it is read before the signature. An entry with a note does
 * not also repeat its group's caveat. tests/unit/package-reference.spec.ts checks that every note is shown in an
 * admonition of its kind and re-checks the runtime facts the notes state.
 *
 * How to add one: the export name, the kind, the text, and where each fact comes from (file@commit). Text and
 * sources are Markdown with `code` spans and [links](/docs/...) only; braces and angle brackets are escaped.
 */
export interface PackageNote {
  /** 'caveat': the export works, but its declaration invites a mistake. 'withdrawn': do not build on it. */
  readonly kind: 'caveat' | 'withdrawn';
  readonly text: string;
  readonly sources: readonly string[];
}

/** The admonition each kind is shown in, and its title. */
export const noteAdmonitions: Readonly<Record<PackageNote['kind'], {type: string; title: string}>> = {
  caveat: {type: 'note', title: 'Caveat'},
  withdrawn: {type: 'danger', title: 'Withdrawn'},
};

export const packageNotes: Readonly<Record<string, PackageNote>> = {
  calculateAtomId: {
    kind: 'caveat',
    text: "It takes the atom's data as `Hex`, not as text: write `calculateAtomId(stringToHex(text))` with viem's `stringToHex` (its `toHex` gives the same bytes for a string). A plain string does not type-check in 2.0.2; intuition-ts pull request #1194, open since 2026-04-17, would widen the parameter to `string | Hex`. Do not cast a string through: anything already in `0x` form, such as an address, is then hashed as raw bytes instead of as the text the atom holds, so `calculateAtomId(address)` is not the id of the atom `createAtomFromEthereumAccount` creates, which is `calculateAtomId(stringToHex(getAddress(address)))`.",
    sources: [
      '`@0xintuition/sdk` 2.0.2 `src/utils/calculate-atom-id.ts` and `src/core/create-atom-from-ethereum-account.ts`',
      '[intuition-ts#1194](https://github.com/0xIntuition/intuition-ts/pull/1194)',
    ],
  },
  calculateTripleId: {
    kind: 'caveat',
    text: 'Whatever their names, the three parameters are the atom ids (`bytes32`) of the subject, predicate and object, not their atom data: the function hashes `TRIPLE_SALT` and the three ids as 32-byte words, as the contract function `calculateTripleId(subjectId, predicateId, objectId)` does. Atom data of any other length throws a bytes-size mismatch, and 32 bytes of data silently give a wrong id. Pass `calculateAtomId(…)` of each atom, or the term ids you read.',
    sources: [
      '`@0xintuition/sdk` 2.0.2 `src/utils/calculate-triple-id.ts`',
      'intuition-contracts-v2 `src/protocol/MultiVaultCore.sol@4b4ee8e` (`calculateTripleId`, `_calculateTripleId`)',
    ],
  },
  semanticSearch: {
    kind: 'withdrawn',
    text: 'Intuition\'s docs maintainers withdrew `semanticSearch` on 2026-06-25: they removed it, and every claim of semantic search, from the official docs as unsupported (intuition-docs commit `3f3a397`, "docs: remove semantic search references"). Do not build on it. It still ships in 2.0.2: it sends the `SemanticSearchDocument` of `@0xintuition/graphql`, a `search_term(args: { query })` query, and returns `null` on any error. To find atoms by their text, use `globalSearch` or an `_ilike` filter of your own (see [Search recipes](/docs/developer-tools/graphql-api/cookbook/search)). The API as served in June 2026 also has `search_term_tsvector(args: { query })`, a PostgreSQL full-text search over term titles and descriptions, which the 2.0.2 package schema lacks.',
    sources: [
      'intuition-docs `3f3a397` (2026-06-25)',
      '`@0xintuition/sdk` 2.0.2 `src/api/semantic-search.ts`',
      'intuition-rs `1768474894667_add_term_text_fulltext_search/up.sql@a8e0e19` and Hasura metadata `functions/public_search_term_tsvector.yaml@a8e0e19`',
      'the June 2026 schema snapshots, intuition-docs `scripts/graphql-schema-{mainnet,testnet}.json@08fde66`',
    ],
  },
};
