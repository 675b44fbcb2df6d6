/**
 * The values of the indexer's `atom_type` enum (the GraphQL `atoms.type` column), each with the Hasura
 * migration of 0xIntuition/intuition-rs that added it. This is the only list of atom types on the site: pages
 * render it with <AtomTypeList /> and tests/unit/consistency.spec.ts fails if a page or data file types five or
 * more of the values out by hand, or if this list and the migrations' SQL below disagree.
 *
 * Why a data file: the API schema types `atom_type` as a scalar (schema.graphql `scalar atom_type`), so no
 * GraphQL check sees a new value. A second review (2026-11-24, R4) found the pages still listing 16 values after
 * the indexer had added `Caip22`.
 *
 * `sql` is the statement of each migration that adds the value, copied verbatim from the file named in `path`
 * at `commit`; the unit test parses it and compares the values with `atomTypes`. To update: read the newer
 * migration in intuition-rs, add it to `atomTypeMigrations` with its SQL, add the values, run the unit tests.
 *
 * What is not known: which of these migrations the hosted API (testnet or mainnet) has run. The June 2026
 * snapshot of the served schema cannot tell, because `atom_type` is a scalar there too.
 */
export interface AtomTypeMigration {
  /** The migration's folder name in intuition-rs. */
  readonly name: string;
  /** Path of its up.sql in the repository at `commit`. */
  readonly path: string;
  /** The commit the SQL was read at. */
  readonly commit: string;
  /** When that commit was made, where it is known (the stored copy of dfca07a has no date). */
  readonly date?: string;
  /** The commit that first added the migration, with its date, where the history is stored. */
  readonly firstAdded?: string;
  /** The statement(s) that create or extend atom_type, verbatim. */
  readonly sql: string;
  /** What the migration says the values are for, in its own comment, where it has one. */
  readonly note?: string;
}

const migrations = {
  basicSchema: {
    name: '1729947331632_basic_schema',
    path: 'hasura/migrations/intuition/1729947331632_basic_schema/up.sql',
    commit: 'a6265a3',
    date: '2025-04-02',
    firstAdded: 'fc8d946 (2024-11-11)',
    sql: `CREATE TYPE atom_type AS ENUM (
  'Unknown', 'Account', 'Thing', 'ThingPredicate', 'Person', 'PersonPredicate',
  'Organization', 'OrganizationPredicate', 'Book', 'LikeAction', 'FollowAction', 'Keywords'
);`,
  },
  caip10: {
    name: '1736343936133_caip10_support',
    path: 'hasura/migrations/intuition/1736343936133_caip10_support/up.sql',
    commit: 'a6265a3',
    date: '2025-04-02',
    firstAdded: "1009ff5 (2025-01-08, as 'caip10'; d49b87a made it 'Caip10' the same day)",
    sql: `ALTER TYPE atom_type ADD VALUE 'Caip10';`,
  },
  expandingAtomValue: {
    name: '1738252565000_expanding_atom_value',
    path: 'hasura/migrations/intuition/1738252565000_expanding_atom_value/up.sql',
    commit: 'a6265a3',
    date: '2025-04-02',
    firstAdded: '3e3e1e5 (2025-01-30)',
    sql: `ALTER TYPE atom_type ADD VALUE 'JsonObject';
ALTER TYPE atom_type ADD VALUE 'TextObject';
ALTER TYPE atom_type ADD VALUE 'ByteObject';`,
  },
  caip22: {
    name: '1729947331639_add_caip22_atom_type',
    path: 'infrastructure/hasura/migrations/intuition/1729947331639_add_caip22_atom_type/up.sql',
    commit: 'dfca07af7df4266f4a6522271d0612275ff9b664',
    sql: `ALTER TYPE atom_type ADD VALUE IF NOT EXISTS 'Caip22';`,
    note: 'NFT asset identifiers (CAIP-22), such as AgentRegistry entries and other NFTs resolved through tokenURI',
  },
} as const satisfies Record<string, AtomTypeMigration>;

export type AtomTypeMigrationKey = keyof typeof migrations;
export const atomTypeMigrations: Readonly<Record<AtomTypeMigrationKey, AtomTypeMigration>> = migrations;

export interface AtomType {
  readonly value: string;
  readonly addedIn: AtomTypeMigrationKey;
}

const inOrder = (addedIn: AtomTypeMigrationKey, values: readonly string[]): AtomType[] =>
  values.map((value) => ({value, addedIn}));

/** Every atom_type value, in the order the migrations add them. */
export const atomTypes: readonly AtomType[] = [
  ...inOrder('basicSchema', [
    'Unknown',
    'Account',
    'Thing',
    'ThingPredicate',
    'Person',
    'PersonPredicate',
    'Organization',
    'OrganizationPredicate',
    'Book',
    'LikeAction',
    'FollowAction',
    'Keywords',
  ]),
  ...inOrder('caip10', ['Caip10']),
  ...inOrder('expandingAtomValue', ['JsonObject', 'TextObject', 'ByteObject']),
  ...inOrder('caip22', ['Caip22']),
];

export const atomTypesRepo = 'https://github.com/0xIntuition/intuition-rs';

export function migrationUrl(key: AtomTypeMigrationKey): string {
  const m = atomTypeMigrations[key];
  return `${atomTypesRepo}/blob/${m.commit}/${m.path}`;
}

/** Values whose migration a hosted API may not have run yet (newer than the API snapshot the site checks). */
export const atomTypesNotConfirmedServed: readonly AtomTypeMigrationKey[] = ['caip22'];
