import {snapAtom, snapAtomsSource, type SnapAtomKey} from './snapAtoms';

/**
 * The predicate catalogue: atoms that apps in public source code write or read as predicates (and the subject and
 * object atoms that go with them), each with its data exactly as the app writes it. docs/primitives/predicates.mdx
 * renders it with <PredicateTable>; any page can show one atom with <PredicateAtom atom show>.
 *
 * No term id is typed here. src/protocol/predicateIds.ts computes each id at build time with calculateAtomId from
 * the pinned @0xintuition/sdk (src/plugins/protocol-data writes them to
 * @generated/protocol-data/default/predicate-ids.json), and tests/unit/predicates.spec.ts recomputes them, compares
 * them with the ids the apps themselves publish, and fails on a look-alike row.
 *
 * To add a row: the data must be the app's own bytes (a string in its source, or one whose calculateAtomId equals an
 * id the app publishes); add its source with the commit you read, then add the id the app publishes, if any, to the
 * test. An atom whose data no public source shows (Sofia's `trusts`: its config holds only the id, which is not the
 * id of the text `trusts`) has no row: its id cannot be computed here, and a typed id is what this file avoids.
 */

/** How the atom's data is written; `classifyAtomData` derives it from the data, and the test holds the two equal. */
export type AtomDataKind = 'text' | 'schema-org-url' | 'ipfs-thing' | 'account';

export const atomDataKindLabels: Record<AtomDataKind, string> = {
  text: 'Text',
  'schema-org-url': 'schema.org URL',
  'ipfs-thing': 'IPFS Thing',
  account: 'Address or CAIP-10',
};

/** The groups of the Semantic Engineering proposal that these sources support; add one only with a row for it. */
export type PredicateGroup = 'identity' | 'social' | 'curation';

export const predicateGroupLabels: Record<PredicateGroup, string> = {
  identity: 'Identity',
  social: 'Social',
  curation: 'Curation',
};

/** Where the atom goes in a triple. */
export type AtomRole = 'predicate' | 'subject' | 'object';

export interface PredicateSource {
  /** The app or component, as the table names it. */
  readonly app: string;
  readonly repo: string;
  /** The full commit read; the link and the short form come from it. */
  readonly commit: string;
  /** Author date of that commit, where the stored copy gives it. */
  readonly date?: string;
  readonly path: string;
  /** First line of the passage, for the link's anchor. */
  readonly line?: number;
}

export const predicateSources = {
  snap: {
    app: 'MetaMask Snap',
    repo: snapAtomsSource.repo,
    commit: snapAtomsSource.commit,
    date: snapAtomsSource.date,
    path: snapAtomsSource.path,
    line: 23,
  },
  sofia: {
    app: 'Sofia',
    repo: 'intuition-box/Sofia',
    commit: 'a04125870f539f9c54bce511ca538aca301d1516',
    date: '2026-04-23',
    path: 'apps/extension/lib/config/chainConfig.prod.ts',
    line: 58,
  },
  sofiaFollow: {
    app: 'Sofia',
    repo: 'intuition-box/Sofia',
    commit: 'a04125870f539f9c54bce511ca538aca301d1516',
    date: '2026-04-23',
    path: 'apps/extension/hooks/useCreateFollowTriples.ts',
    line: 19,
  },
  portalLists: {
    app: 'Portal',
    repo: '0xIntuition/intuition-url-shortener',
    commit: '1740f28e540cc0d88b5487cf35d4dcbe6d3406fa',
    date: '2025-12-10',
    path: 'README.md',
    line: 92,
  },
  dataPopulator: {
    app: 'Data Populator',
    repo: '0xIntuition/intuition-ts',
    commit: 'c646e79c07a2e2a45942917a3d090b371167bdee',
    date: '2025-11-12',
    path: 'apps/data-populator/app/lib/services/populate.ts',
    line: 551,
  },
  indexerFollowing: {
    app: 'Indexer: following()',
    repo: '0xIntuition/intuition-rs',
    commit: '0841ec260ba50c9c09582a8383cac3c311959f8e',
    path: 'infrastructure/hasura/migrations/intuition/1729947331635_consolidated_triggers/up.sql',
  },
  indexerLabels: {
    app: 'Indexer labels',
    repo: '0xIntuition/intuition-rs',
    commit: '063e4cc43436fb9ef74924b7b97962ca75d60184',
    path: 'apps/consumer/src/mode/metadata.rs',
  },
  proposal: {
    app: 'Semantic Engineering proposal (intuition-docs PR #80)',
    repo: '0xIntuition/intuition-docs',
    commit: '17688d3e6a3b58962604b6c587ca0638f1f1889e',
    date: '2026-04-02',
    path: 'docs/_data/semantic-engineering/predicates.md',
    line: 35,
  },
  ontology: {
    app: 'Ontology explorer',
    repo: 'intuition-box/Ontology',
    commit: '4727ede85b6fda9ca724939b23f335d509aba968',
    date: '2026-04-23',
    path: 'src/data/predicates.ts',
    line: 290,
  },
} as const satisfies Record<string, PredicateSource>;

export type PredicateSourceKey = keyof typeof predicateSources;

/** The file at its commit, at `line` or else at the source's own line. */
export function sourceUrl(key: PredicateSourceKey, line?: number): string {
  const s: PredicateSource = predicateSources[key];
  const at = line ?? s.line;
  return `https://github.com/${s.repo}/blob/${s.commit}/${s.path}${at ? `#L${at}` : ''}`;
}

/** One app's use of an atom: what it does with it, and the file and commit that show it. */
export interface AtomUse {
  readonly source: PredicateSourceKey;
  readonly how: string;
  /** The line that shows this use, when it is not the source's own. */
  readonly line?: number;
}

export type CatalogueAtomKey =
  'keywords' | 'hasTagText' | 'hasAliasText' | 'followAction' | 'thing' | 'firstPerson' | 'trustworthy';

export interface CatalogueAtom {
  readonly key: CatalogueAtomKey;
  /** The atom's data: the exact string the apps write; its atom id is calculateAtomId(stringToHex(data)). */
  readonly data: string;
  readonly kind: AtomDataKind;
  readonly role: AtomRole;
  readonly group: PredicateGroup;
  /** What a triple with this atom says. */
  readonly meaning: string;
  /** The label the hosted indexer gives the atom when it differs from the data (metadata.rs). */
  readonly indexerLabel?: string;
  /** Set when the MetaMask Snap reads the atom: its id is then rendered with data-snap-atom too. */
  readonly snapAtom?: SnapAtomKey;
  readonly readBy: readonly AtomUse[];
}

export const catalogueAtoms: readonly CatalogueAtom[] = [
  {
    key: 'keywords',
    data: 'https://schema.org/keywords',
    kind: 'schema-org-url',
    role: 'predicate',
    group: 'curation',
    meaning: '[item] [keywords] [tag]: tags an item; every item with the same tag forms a list',
    indexerLabel: 'has tag',
    readBy: [
      {
        source: 'portalLists',
        how: 'list pages, /explore/list/{predicate id}-{object id}: the URL shortener’s example list uses this atom',
      },
      {source: 'sofia', how: 'HAS_TAG in its chain configuration', line: 62},
      {
        source: 'dataPopulator',
        how: 'prepareTag: the predicate of every tag it wrote (removed from the repository in December 2025)',
      },
      {source: 'indexerLabels', how: 'keywords_predicate: labels it "has tag"'},
    ],
  },
  {
    key: 'hasTagText',
    data: snapAtom('trustPredicate').data,
    kind: 'text',
    role: 'predicate',
    group: 'curation',
    meaning: '[address] [has tag] [trustworthy]: the trust claim the Snap shows before you sign',
    snapAtom: 'trustPredicate',
    readBy: [{source: 'snap', how: 'hasTagAtomId, the predicate of its trust claim'}],
  },
  {
    key: 'hasAliasText',
    data: snapAtom('aliasPredicate').data,
    kind: 'text',
    role: 'predicate',
    group: 'identity',
    meaning: '[address] [has alias] [name]: a name for an address; the most staked one is shown',
    snapAtom: 'aliasPredicate',
    readBy: [{source: 'snap', how: 'hasAliasAtomId, the predicate of alias triples', line: 25}],
  },
  {
    key: 'followAction',
    data: 'https://schema.org/FollowAction',
    kind: 'schema-org-url',
    role: 'predicate',
    group: 'social',
    meaning: '[Thing or I] [FollowAction] [account]: whoever holds a position follows the account',
    indexerLabel: 'follow',
    readBy: [
      {
        source: 'indexerFollowing',
        how: 'following, positions_from_following and signals_from_following, with the Thing atom as subject',
      },
      {source: 'sofiaFollow', how: 'createFollowTriple, with the I atom as subject'},
      {source: 'indexerLabels', how: 'follow_action: labels it "follow"'},
    ],
  },
  {
    key: 'thing',
    data: 'https://schema.org/Thing',
    kind: 'schema-org-url',
    role: 'subject',
    group: 'social',
    meaning: 'The subject of the follows the indexer reads',
    indexerLabel: 'is thing',
    readBy: [
      {source: 'indexerFollowing', how: 'following: the atom of type ThingPredicate is the subject'},
      {source: 'indexerLabels', how: 'thing_predicate: labels it "is thing"'},
    ],
  },
  {
    key: 'firstPerson',
    data: 'I',
    kind: 'text',
    role: 'subject',
    group: 'social',
    meaning: 'The first-person subject: the claim is made by whoever holds a position',
    readBy: [
      {source: 'sofia', how: 'SUBJECT_IDS.I, the subject of its follow and trust triples', line: 86},
      {source: 'proposal', how: 'the I atom pattern for first-person claims'},
      {source: 'ontology', how: 'the Self subject, shown as I'},
    ],
  },
  {
    key: 'trustworthy',
    data: snapAtom('trustObject').data,
    kind: 'text',
    role: 'object',
    group: 'curation',
    meaning: 'The object of the Snap’s trust claim',
    snapAtom: 'trustObject',
    readBy: [{source: 'snap', how: 'trustworthyAtomId, the object of its trust claim', line: 24}],
  },
];

export function catalogueAtom(key: CatalogueAtomKey): CatalogueAtom {
  const atom = catalogueAtoms.find((a) => a.key === key);
  if (!atom) throw new Error(`src/data/predicates.ts has no atom ${key}`);
  return atom;
}

/** The kind of an atom's data, from its form alone (the rules the indexer applies first, in metadata.rs). */
export function classifyAtomData(data: string): AtomDataKind {
  if (/^https?:\/\/schema\.org\//.test(data)) return 'schema-org-url';
  if (data.startsWith('ipfs://')) return 'ipfs-thing';
  if (/^0x[0-9a-fA-F]{40}$/.test(data) || data.startsWith('caip10:')) return 'account';
  return 'text';
}

/**
 * What a reader would take for the same atom: case, spaces, separators and the schema.org prefix ignored, so
 * `https://schema.org/keywords`, `http://schema.org/Keywords` and the text `keywords` share one form. Two rows with
 * one form look alike, and so does any spelling of a row's data with that form but other bytes.
 */
export function lookalikeForm(data: string): string {
  return data
    .toLowerCase()
    .replace(/^\s*(https?:\/\/)?(www\.)?schema\.org\/+/, '')
    .replace(/[\s_\-/.]+/g, '');
}
