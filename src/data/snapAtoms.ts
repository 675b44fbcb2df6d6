/**
 * The atoms the Intuition MetaMask Snap reads, by term id. Every page that names a Snap atom renders it from
 * here with <SnapAtom> or <SnapAtomTable>; tests/unit/snap-atoms.spec.ts fails if a built page shows a Snap
 * term id that is not in this file, shows the id of a label written as atom data (`hasCharacteristic`,
 * `hasNickname`, …), or ties the Snap to the old predicates.
 *
 * Why term ids and not labels: a term id is keccak256(ATOM_SALT, keccak256(data)), computed from the exact
 * bytes of the atom data. The Snap's own labels (the "Atom" column of its README) are names for humans, not
 * the data, so an id computed from a label points at a different atom the Snap never reads.
 *
 * Source: the Snap's chain configuration, identical for testnet and mainnet, at the newest stored commit:
 * https://github.com/Revel8-io/intuition-snap/blob/df9181d13f26ba277f8e025555b9c5e95bfed6f4/packages/snap/src/config.ts
 * (2026-01-27; package @hivemindhq/snap 1.3.1). `data` is the UTF-8 string whose calculateAtomId equals
 * `termId`; the unit test recomputes every id from it. To update: read config.ts at a newer commit, change the
 * rows and `snapAtomsSource`, and run the tests.
 */
export type SnapAtomKey = 'trustPredicate' | 'trustObject' | 'aliasPredicate';

export interface SnapAtom {
  readonly key: SnapAtomKey;
  /** The field of the Snap's config.ts that holds the id. */
  readonly configField: string;
  /** What the Snap uses the atom for. */
  readonly role: string;
  /** The atom's data: the exact string whose atom id is `termId`. */
  readonly data: string;
  readonly termId: `0x${string}`;
}

export const snapAtomsSource = {
  repo: 'Revel8-io/intuition-snap',
  commit: 'df9181d13f26ba277f8e025555b9c5e95bfed6f4',
  date: '2026-01-27',
  path: 'packages/snap/src/config.ts',
  url: 'https://github.com/Revel8-io/intuition-snap/blob/df9181d13f26ba277f8e025555b9c5e95bfed6f4/packages/snap/src/config.ts',
} as const;

export const snapAtoms: readonly SnapAtom[] = [
  {
    key: 'trustPredicate',
    configField: 'hasTagAtomId',
    role: 'Predicate of the trust triple [address] [has tag] [trustworthy]',
    data: 'has tag',
    termId: '0x6de69cc0ae3efe4000279b1bf365065096c8715d8180bc2a98046ee07d3356fd',
  },
  {
    key: 'trustObject',
    configField: 'trustworthyAtomId',
    role: 'Object of the trust triple',
    data: 'trustworthy',
    termId: '0xe9c0e287737685382bd34d51090148935bdb671c98d20180b2fec15bd263f73a',
  },
  {
    key: 'aliasPredicate',
    configField: 'hasAliasAtomId',
    role: 'Predicate of alias triples [address] [has alias] [alias atom]',
    data: 'has alias',
    termId: '0xf8cfb4e3f1db08f72f255cf7afaceb4b32684a64dac0f423cdca04dd15cf4fd6',
  },
];

/**
 * Predicates older Snap releases read, kept so the Snap page can say what changed. The history of
 * packages/snap/src/config.ts (git log in Revel8-io/intuition-snap):
 * - up to f050717, config.ts read `hasCharacteristicAtomId` (the atom `has characteristic`, 0x5cc843bd…) and
 *   `relatedNicknamesAtomId` (0x5a525410…); the README at 0edfe83 lists them as `hasCharacteristic` and `hasNickname`;
 * - commit 0f11e55 (2025-12-03, "Change config atom IDs based on community comments") replaced both: the alias
 *   predicate became today's `has alias` id and the tag predicate the atom `https://schema.org/keywords`
 *   (`snapInterimTagPredicate`, the predicate Portal shows as "has tag");
 * - commit 4e7b85a (2025-12-07, "Change 'nickname' to 'alias' atom and 'has characteristic' to 'has tag'")
 *   replaced that with the `has tag` atom and renamed the terms in the README and the UI.
 * `retiredIn` is the commit whose config.ts diff removes the id. Only the two 0f11e55 retired are listed here:
 * the schema.org atom is a live, widely used predicate, so pages may use it (the GraphQL cookbook does).
 */
export interface FormerSnapPredicate {
  readonly readmeLabel: string;
  readonly configField: string;
  readonly termId: `0x${string}`;
  readonly replacedBy: SnapAtomKey;
  readonly retiredIn: keyof typeof snapConfigCommits;
}

/** The Snap commits that changed the predicates in config.ts (author dates). */
export const snapConfigCommits = {
  '0f11e55': {
    date: '2025-12-03',
    url: 'https://github.com/Revel8-io/intuition-snap/commit/0f11e55036ab565820297e1fb5abdf270b92a5e4',
  },
  '4e7b85a': {
    date: '2025-12-07',
    url: 'https://github.com/Revel8-io/intuition-snap/commit/4e7b85a299ea77d2252d0db80791a9b971d3e5c7',
  },
} as const;

/** The tag predicate config.ts read between 0f11e55 and 4e7b85a; not retired from the graph, only from the Snap. */
export const snapInterimTagPredicate = {
  data: 'https://schema.org/keywords',
  termId: '0x7ec36d201c842dc787b45cb5bb753bea4cf849be3908fb1b0a7d067c3c3cc1f5',
  from: '0f11e55',
  until: '4e7b85a',
} as const;

export const formerSnapPredicates: readonly FormerSnapPredicate[] = [
  {
    readmeLabel: 'hasCharacteristic',
    configField: 'hasCharacteristicAtomId',
    termId: '0x5cc843bd9ba824dbef4e80e7c41ced4ccde30a7b9ac66f0499c5766dc8811801',
    replacedBy: 'trustPredicate',
    retiredIn: '0f11e55',
  },
  {
    readmeLabel: 'hasNickname',
    configField: 'relatedNicknamesAtomId',
    termId: '0x5a52541056e9440e75c7775e66c4efa0d41719f254135579b69520395baab322',
    replacedBy: 'aliasPredicate',
    retiredIn: '0f11e55',
  },
];

/**
 * Words that name the retired predicates. A built page may use them only in a passage that links the commit
 * that retired them (tests/unit/snap-atoms.spec.ts).
 */
export const formerSnapPredicateWords =
  /\bhas[\s_-]?characteristic\b|\bhas[\s_-]?nickname\b|\brelated[\s_-]?nicknames?\b/i;

export function snapAtom(key: SnapAtomKey): SnapAtom {
  const atom = snapAtoms.find((a) => a.key === key);
  if (!atom) throw new Error(`src/data/snapAtoms.ts has no atom ${key}`);
  return atom;
}
