/**
 * GraphQL examples and the atoms field reference used on /graphql and /graphql/read/atoms.
 *
 * How to add or change a query:
 * 1. Write it against the API schema (shared/graphql/schema.graphql, from @0xintuition/graphql 2.0.2)
 *    and validate it before committing, e.g. with graphql-js `validate(buildSchema(sdl), parse(query))`.
 * 2. Name every operation (query FooBar) and pass user input through variables, never string concatenation.
 * 3. `variables` is shown next to the query as JSON; keep it valid JSON.
 *    Use an obviously descriptive value rather than a real term id.
 * 4. Field types in `atomFields` are copied from the schema; re-check them when the schema changes.
 */

export interface GraphqlExample {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly query: string;
  readonly variables?: string;
}

/** The first query on /graphql. */
export const firstQuery: GraphqlExample = {
  id: 'first-query',
  title: 'Your first query',
  description: 'The five newest atoms with their id, label, type and creation time.',
  query: `query LatestAtoms {
  atoms(limit: 5, order_by: {created_at: desc}) {
    term_id
    label
    type
    created_at
  }
}`,
};

/** Worked examples on /graphql/read/atoms. */
export const atomExamples: readonly GraphqlExample[] = [
  {
    id: 'atoms-by-type',
    title: 'List atoms of one type, page by page',
    description:
      'Filter on the type column, sort newest first and page with limit and offset. The value relationship returns the structured data the indexer resolved, here the schema.org Thing fields.',
    query: `query ThingAtoms($limit: Int!, $offset: Int!) {
  atoms(
    where: {type: {_eq: "Thing"}}
    order_by: {created_at: desc}
    limit: $limit
    offset: $offset
  ) {
    term_id
    label
    image
    value {
      thing {
        name
        description
        url
      }
    }
  }
}`,
    variables: `{
  "limit": 20,
  "offset": 0
}`,
  },
  {
    id: 'atom-by-id',
    title: 'Fetch one atom with its default vault',
    description:
      'Look an atom up by its primary key. Vaults hang off the term, one per bonding curve; this asks for curve 1, the default curve every atom gets when it is created. Amounts come back as strings in wei.',
    query: `query AtomWithVault($id: String!) {
  atom(term_id: $id) {
    term_id
    label
    type
    data
    wallet_id
    creator {
      id
      label
    }
    term {
      vaults(where: {curve_id: {_eq: "1"}}) {
        curve_id
        total_shares
        total_assets
        current_share_price
        position_count
      }
    }
  }
}`,
    variables: `{
  "id": "0x…the 32-byte term id of the atom…"
}`,
  },
  {
    id: 'search-and-count',
    title: 'Search by label and count the matches',
    description:
      'Run an aggregate and a list in one request. _ilike is a case-insensitive match in which % stands for any run of characters, so you add the wildcards yourself. The list also shows how many triples use each atom as their subject.',
    query: `query SearchAtoms($pattern: String!) {
  matches: atoms_aggregate(where: {label: {_ilike: $pattern}}) {
    aggregate {
      count
    }
  }
  atoms(
    where: {label: {_ilike: $pattern}}
    order_by: {created_at: desc}
    limit: 10
  ) {
    term_id
    label
    type
    as_subject_triples_aggregate {
      aggregate {
        count
      }
    }
  }
}`,
    variables: `{
  "pattern": "%ethereum%"
}`,
  },
];

export interface SchemaField {
  readonly name: string;
  /** The GraphQL type exactly as the schema prints it. */
  readonly type: string;
  readonly meaning: string;
}

export interface SchemaFieldGroup {
  readonly id: string;
  readonly title: string;
  readonly fields: readonly SchemaField[];
}

/** Main fields of the `atoms` type, grouped for reading. */
export const atomFieldGroups: readonly SchemaFieldGroup[] = [
  {
    id: 'identity-and-content',
    title: 'Identity and content',
    fields: [
      {
        name: 'term_id',
        type: 'String!',
        meaning: 'The atom id: a 32-byte hash written as a 0x-prefixed hex string. It is the primary key.',
      },
      {
        name: 'data',
        type: 'String',
        meaning: 'The atom data decoded to text, for example a name, an ipfs:// URI or an address.',
      },
      {name: 'raw_data', type: 'String!', meaning: 'The atom data as it was written on chain, before decoding.'},
      {name: 'label', type: 'String', meaning: 'A display name the indexer derived from the data.'},
      {name: 'image', type: 'String', meaning: 'An image URL, when the data provides one.'},
      {name: 'emoji', type: 'String', meaning: 'An emoji for compact display, when one is set.'},
      {
        name: 'type',
        type: 'atom_type!',
        meaning:
          'How the indexer classified the data, for example Thing, Person, Organization, Account, Caip10 or TextObject.',
      },
      {
        name: 'resolving_status',
        type: 'atom_resolving_status!',
        meaning:
          'Whether the indexer has finished resolving off-chain data such as IPFS JSON: Pending, Resolved or Failed.',
      },
      {
        name: 'value',
        type: 'atom_values',
        meaning:
          'The structured value the indexer resolved for the atom. At most one branch is filled, matching the type: thing, person, organization, book, account, caip10, json_object, text_object or byte_object.',
      },
      {
        name: 'cached_image',
        type: 'cached_images_cached_image',
        meaning: 'A cached, safety-checked copy of the image.',
      },
    ],
  },
  {
    id: 'ownership-and-economics',
    title: 'Ownership and economics',
    fields: [
      {name: 'creator_id', type: 'String!', meaning: 'Address of the account that created the atom.'},
      {name: 'creator', type: 'accounts', meaning: 'The creator as an account object, with its label and image.'},
      {
        name: 'wallet_id',
        type: 'String!',
        meaning:
          'Address of the atom wallet. The address is fixed at creation, even before the wallet contract is deployed.',
      },
      {
        name: 'term',
        type: 'terms',
        meaning: 'The generic term record: its vaults (one per curve), total_assets, total_market_cap and history.',
      },
      {
        name: 'positions',
        type: '[positions!]!',
        meaning: 'Every account’s share balance in this atom’s vaults. Has a positions_aggregate twin.',
      },
      {
        name: 'signals',
        type: '[signals!]!',
        meaning:
          'Each deposit or redemption, its amount as delta (never negative; deposit_id or redemption_id gives the direction). Has a signals_aggregate twin.',
      },
    ],
  },
  {
    id: 'graph-links',
    title: 'Links into the graph',
    fields: [
      {name: 'as_subject_triples', type: '[triples!]!', meaning: 'Triples that use this atom as their subject.'},
      {name: 'as_predicate_triples', type: '[triples!]!', meaning: 'Triples that use this atom as their predicate.'},
      {name: 'as_object_triples', type: '[triples!]!', meaning: 'Triples that use this atom as their object.'},
      {
        name: 'accounts',
        type: '[accounts!]!',
        meaning: 'Accounts whose own atom is this one, for example the account behind an address atom.',
      },
    ],
  },
  {
    id: 'provenance',
    title: 'Provenance',
    fields: [
      {name: 'block_number', type: 'numeric!', meaning: 'Block in which the atom was created.'},
      {name: 'log_index', type: 'bigint!', meaning: 'Position of the creation event inside that block.'},
      {name: 'transaction_hash', type: 'String!', meaning: 'Hash of the creating transaction.'},
      {name: 'created_at', type: 'timestamptz!', meaning: 'When the atom was created.'},
      {name: 'updated_at', type: 'timestamptz!', meaning: 'When the indexer last updated this row.'},
    ],
  },
];

/** Short snippets that illustrate single arguments on /graphql/read/atoms. Validated like the examples. */
export const atomSnippets = {
  combinedFilter: {
    id: 'combined-filter',
    title: 'Combine filters',
    description:
      'Conditions inside one object must all hold; _and, _or and _not combine whole expressions. Filters can reach through relationships, here the creator account.',
    query: `query PeopleAndOrganizationsByAlice {
  atoms(
    where: {
      _and: [
        {type: {_in: ["Person", "Organization"]}}
        {creator: {label: {_ilike: "%alice%"}}}
      ]
    }
    order_by: [{created_at: desc}, {term_id: desc}]
    limit: 20
  ) {
    term_id
    label
    type
  }
}`,
  },
  distinctOn: {
    id: 'distinct-on',
    title: 'One row per creator',
    description:
      'distinct_on keeps the first row for each distinct value, so order_by must start with the same column; the second sort key decides which row is first.',
    query: `query LatestAtomPerCreator {
  atoms(
    distinct_on: [creator_id]
    order_by: [{creator_id: asc}, {created_at: desc}]
    limit: 10
  ) {
    creator_id
    term_id
    label
  }
}`,
  },
  stream: {
    id: 'stream',
    title: 'Stream new atoms',
    description:
      "A subscription over WebSocket that delivers atoms in batches, after a cursor value and moving forward as new rows arrive. The atoms of one block share its number and a batch can end inside a block, so save each row's block_number and log_index and subscribe again from them after every batch (the live-feeds recipes show how).",
    query: `subscription NewAtoms {
  atoms_stream(
    batch_size: 10
    cursor: [{initial_value: {block_number: 0}, ordering: ASC}]
  ) {
    block_number
    log_index
    term_id
    label
  }
}`,
  },
} as const satisfies Record<string, GraphqlExample>;
