/**
 * Use cases on /use-cases: what people build on Intuition and which atoms and triples they would use.
 *
 * How to add a use case:
 * 1. Add one object to `useCases`. `id` is a unique kebab-case slug (it becomes the section anchor).
 * 2. `atoms` are example atoms. `kind` names how the atom data is written (see the atom data table in the
 *    facts sheet §7.2): "Ethereum account", "CAIP-10 contract", "schema.org Thing", "Plain string", "URL".
 *    Square brackets mark a value the reader substitutes, e.g. "[your address]".
 * 3. Every subject, predicate and object in `triples` must be the label of an atom in `atoms`;
 *    a subject or object may also be a nested triple. Use predicates that the ecosystem already uses where possible
 *    (the MetaMask Snap's atoms from src/data/snapAtoms.ts, follows, Portal's schema.org keywords). Take a
 *    Snap atom's label from snapAtoms.ts, never type it: the Snap matches atoms by term id, so only its exact
 *    data string names the right atom.
 * 4. `tools` link to existing pages only (absolute paths or full https URLs from the facts sheet).
 * 5. `order` sets the position on the page (lower first).
 * Never type a contract address or chain id.
 */
import {snapAtom} from './snapAtoms';

const trustPredicate = snapAtom('trustPredicate').data;
const trustObject = snapAtom('trustObject').data;
const aliasPredicate = snapAtom('aliasPredicate').data;

export interface ExampleAtom {
  readonly label: string;
  readonly kind: string;
}

export interface ExampleTriple {
  /** An atom label, or a nested triple (a triple can use another triple as subject or object). */
  readonly subject: string | ExampleTriple;
  readonly predicate: string;
  readonly object: string | ExampleTriple;
}

export interface UseCase {
  readonly id: string;
  readonly order: number;
  readonly title: string;
  readonly summary: string;
  readonly howItWorks: string;
  readonly atoms: readonly ExampleAtom[];
  readonly triples: readonly ExampleTriple[];
  readonly tools: readonly {readonly label: string; readonly to: string}[];
}

const useCases: UseCase[] = [
  {
    id: 'reputation',
    order: 1,
    title: 'Reputation',
    summary: 'Show how much the community trusts an address, a project or a person, with money behind each opinion.',
    howItWorks:
      'One triple states the claim. TRUST staked on the triple counts as agreement; TRUST staked on its counter-triple counts as disagreement. Because positions are public, an app can weigh only the stakes of accounts the viewer follows.',
    atoms: [
      {label: '[an address]', kind: 'Ethereum account'},
      {label: trustPredicate, kind: 'Plain string'},
      {label: trustObject, kind: 'Plain string'},
    ],
    triples: [{subject: '[an address]', predicate: trustPredicate, object: trustObject}],
    tools: [
      {label: 'MetaMask Snap guide', to: '/docs/network/testnet/metamask-snap'},
      {label: 'Triples reference', to: '/docs/primitives/triples'},
    ],
  },
  {
    id: 'curation',
    order: 2,
    title: 'Curation',
    summary: 'Build lists and tags that rank themselves: the more TRUST behind an entry, the higher it sits.',
    howItWorks:
      'Portal uses the schema.org keywords URL as its “has tag” predicate. Each tag is a triple, so anyone can add an entry and anyone can stake for or against it. Sorting a list by the assets in each triple’s vault gives a ranking that costs money to game.',
    atoms: [
      {label: '[a project]', kind: 'schema.org Thing'},
      {label: 'https://schema.org/keywords', kind: 'URL (Portal’s “has tag” predicate)'},
      {label: 'developer tools', kind: 'Plain string'},
    ],
    triples: [{subject: '[a project]', predicate: 'https://schema.org/keywords', object: 'developer tools'}],
    tools: [
      {label: 'Portal guide', to: '/docs/network/testnet/portal'},
      {label: 'Structuring atoms', to: '/docs/introduction/the-primitives/structuring/atoms'},
    ],
  },
  {
    id: 'identity',
    order: 3,
    title: 'Identity',
    summary: 'Give addresses and contracts human names and attributes that wallets and explorers can show.',
    howItWorks:
      'An Ethereum account becomes an atom whose data is the address, and a smart contract becomes a CAIP-10 atom such as caip10:eip155:[chain id]:[address]. Attributes are triples about those atoms. If an atom’s data is your address written in lowercase hex, you can claim that atom’s wallet, which collects the atom’s deposit fees.',
    atoms: [
      {label: '[your address]', kind: 'Ethereum account'},
      {label: aliasPredicate, kind: 'Plain string'},
      {label: 'alice', kind: 'Plain string'},
      {label: '[a contract]', kind: 'CAIP-10 contract'},
      {label: trustObject, kind: 'Plain string'},
      {label: trustPredicate, kind: 'Plain string'},
    ],
    triples: [
      {subject: '[your address]', predicate: aliasPredicate, object: 'alice'},
      {subject: '[a contract]', predicate: trustPredicate, object: trustObject},
    ],
    tools: [
      {label: 'Create an atom', to: '/docs/developer-tools/interactions/create-atom'},
      {label: 'Atoms in depth', to: '/docs/introduction/the-primitives/fundamentals/atoms'},
    ],
  },
  {
    id: 'ai-agent-memory',
    order: 4,
    title: 'AI agent memory',
    summary: 'Let agents read what people and other agents have asserted, and write what they learn back as triples.',
    howItWorks:
      'Through the Intuition MCP server an agent can search atoms, look up an account and list who an account follows. With the SDK it can record new facts as triples. Stakes tell the agent how much weight each fact carries, and nested triples record who said what.',
    atoms: [
      {label: '[an agent]', kind: 'Ethereum account'},
      {label: '[a user]', kind: 'Ethereum account'},
      {label: 'https://schema.org/keywords', kind: 'URL (Portal’s “has tag” predicate)'},
      {label: 'prefers testnet', kind: 'Plain string'},
      {label: 'remembers', kind: 'Plain string'},
    ],
    triples: [
      {subject: '[a user]', predicate: 'https://schema.org/keywords', object: 'prefers testnet'},
      {
        subject: '[an agent]',
        predicate: 'remembers',
        object: {subject: '[a user]', predicate: 'https://schema.org/keywords', object: 'prefers testnet'},
      },
    ],
    tools: [
      {label: 'Intuition AI', to: '/docs/intuition-ai'},
      {label: 'MCP server', to: '/docs/intuition-ai/mcp-server'},
    ],
  },
  {
    id: 'fraud-signals',
    order: 5,
    title: 'Fraud signals',
    summary: 'Warn people before they sign a transaction or open a page that others have flagged.',
    howItWorks:
      'The MetaMask Snap reads the curve 1 For and Against stakes on an address at signing time, and the browser extension shows trust signals and phishing warnings while you browse. A large stake on the counter-triple of a “trustworthy” claim is a strong warning sign.',
    atoms: [
      {label: '[a contract]', kind: 'CAIP-10 contract'},
      {label: '[a web page]', kind: 'URL'},
      {label: trustPredicate, kind: 'Plain string'},
      {label: trustObject, kind: 'Plain string'},
    ],
    triples: [
      {subject: '[a contract]', predicate: trustPredicate, object: trustObject},
      {subject: '[a web page]', predicate: trustPredicate, object: trustObject},
    ],
    tools: [
      {label: 'Ecosystem apps', to: '/Apps'},
      {label: 'Signals reference', to: '/docs/primitives/signals'},
    ],
  },
  {
    id: 'reviews',
    order: 6,
    title: 'Reviews',
    summary: 'Show reviews and comments from the people you trust instead of from anonymous strangers.',
    howItWorks:
      'Reviews are triples about a product or place. A follow is a stake on the claim [Thing] [FollowAction] [account], and the GraphQL API has functions that return positions and signals from the accounts an address follows that way, so an app can rank reviews by your own trust network.',
    atoms: [
      {label: '[a friend]', kind: 'Ethereum account'},
      {label: 'https://schema.org/Thing', kind: 'URL'},
      {label: 'https://schema.org/FollowAction', kind: 'URL (the follow predicate the indexer’s following() reads)'},
      {label: '[a product]', kind: 'schema.org Thing'},
      {label: 'https://schema.org/keywords', kind: 'URL (Portal’s “has tag” predicate)'},
      {label: 'recommended', kind: 'Plain string'},
    ],
    triples: [
      // The follower is whoever holds shares in this triple (the predicate catalogue, docs/primitives/predicates.mdx).
      {subject: 'https://schema.org/Thing', predicate: 'https://schema.org/FollowAction', object: '[a friend]'},
      {subject: '[a product]', predicate: 'https://schema.org/keywords', object: 'recommended'},
    ],
    tools: [
      {label: 'GraphQL query examples', to: '/docs/developer-tools/graphql-api/query-examples'},
      {label: 'Intuition in practice', to: '/docs/introduction/the-primitives/fundamentals/intuition-in-practice'},
    ],
  },
  // Entries 7 to 10 are apps with public source; each one's tools link its repository at the commit read, and
  // docs/use-cases.md gives the files, commits and dates the atoms and triples come from.
  {
    id: 'verified-voting',
    order: 7,
    title: 'Verified voting',
    summary: 'Let a known group choose between options, each vote weighted by the TRUST behind it.',
    howItWorks:
      'In Founders Totem a proposal is a triple from a founder to a totem, a vote for it is a deposit on the triple and a vote against is a deposit on its counter-triple. Each founder’s totems rank by TRUST for minus TRUST against. The app shows the vote panel only to wallets holding the airdrop NFT, but the contract accepts anyone’s deposit, so a count of eligible votes has to check who holds each position.',
    atoms: [
      {label: '[a founder]', kind: 'schema.org Thing'},
      {label: 'has totem', kind: 'Plain string'},
      {label: 'embodies', kind: 'Plain string'},
      {label: '[a totem]', kind: 'schema.org Thing (or plain text when it has no description)'},
    ],
    triples: [
      {subject: '[a founder]', predicate: 'has totem', object: '[a totem]'},
      {subject: '[a founder]', predicate: 'embodies', object: '[a totem]'},
    ],
    tools: [
      {
        label: 'Founders Totem source (1cdd5d5)',
        to: 'https://github.com/Dev-Moulin/intuition-founders-totem/tree/1cdd5d5124a7fc070d01bd4902795cb7d2ea5080',
      },
      {label: 'Use cases guide: verified voting', to: '/docs/use-cases#verified-voting'},
    ],
  },
  {
    id: 'structured-debates',
    order: 8,
    title: 'Structured debates',
    summary:
      'Turn a discussion into claims that later debates can reuse, each reply for or against the claim it answers.',
    howItWorks:
      'Debate App splits each post into claims written as triples, which the author checks before publishing. A reply links its own claim to the claim it answers with a nested triple through a supports or refutes atom, and the opening claim is tagged with the debate’s theme. The counts under a post are the wallets holding its triples and their counter-triples.',
    atoms: [
      {label: 'remote work', kind: 'schema.org Thing'},
      {label: 'improves', kind: 'schema.org Thing'},
      {label: 'productivity', kind: 'schema.org Thing'},
      {label: 'reduces', kind: 'schema.org Thing'},
      {label: 'commuting time', kind: 'schema.org Thing'},
      {
        label: 'supports',
        kind: 'schema.org Thing (unconfirmed: the app keeps only its term id; Portal shows “supports”)',
      },
      {label: 'https://schema.org/keywords', kind: 'URL (Portal’s “has tag” predicate)'},
      {label: 'work', kind: 'schema.org Thing'},
    ],
    triples: [
      {subject: 'remote work', predicate: 'improves', object: 'productivity'},
      {
        subject: {subject: 'remote work', predicate: 'reduces', object: 'commuting time'},
        predicate: 'supports',
        object: {subject: 'remote work', predicate: 'improves', object: 'productivity'},
      },
      {
        subject: {subject: 'remote work', predicate: 'improves', object: 'productivity'},
        predicate: 'https://schema.org/keywords',
        object: 'work',
      },
    ],
    tools: [
      {
        label: 'Debate App source (4c7d6a5)',
        to: 'https://github.com/intuition-box/conviction/tree/4c7d6a5884950894b35a813bdc07b903df33e4e0',
      },
      {label: 'Use cases guide: structured debates', to: '/docs/use-cases#structured-debates'},
    ],
  },
  {
    id: 'token-research',
    order: 9,
    title: 'Token research',
    summary:
      'Publish a token’s supply, allocations and vesting as sourced claims that anyone can dispute with a stake.',
    howItWorks:
      'TrustNomiks publishes each tokenomics field as a triple about the token and links each claim to its source document with a nested triple. A dispute is a deposit on the claim’s counter-triple. While a dispute is open the app leaves that claim out of its next publish, and an accepted correction becomes a new claim that the old one points to.',
    atoms: [
      {label: '[a token]', kind: 'schema.org Thing'},
      {label: 'has max supply', kind: 'schema.org Thing'},
      {label: '1000000000', kind: 'Plain string'},
      {label: 'based on', kind: 'schema.org Thing'},
      {label: '[a whitepaper]', kind: 'schema.org Thing'},
    ],
    triples: [
      {subject: '[a token]', predicate: 'has max supply', object: '1000000000'},
      {
        subject: {subject: '[a token]', predicate: 'has max supply', object: '1000000000'},
        predicate: 'based on',
        object: '[a whitepaper]',
      },
    ],
    tools: [
      {
        label: 'TrustNomiks source (906b9d5)',
        to: 'https://github.com/intuition-box/TrustNomiks/tree/906b9d5a593030dca98db17c2fd0fd77ae47ed35',
      },
      {label: 'Use cases guide: token research', to: '/docs/use-cases#token-research-with-disputes'},
    ],
  },
  {
    id: 'service-agreements',
    order: 10,
    title: 'Service agreements and payroll',
    summary:
      'Publish who pays whom under which signed terms, so a payee can find its agreements without a private backend.',
    howItWorks:
      'OurGlass lets a Safe treasury sign one capped, revocable payment agreement for a retainer, a salary or a subscription, and publishes it as triples: the paying Safe delegates to the payee, the agreement document is in context of that triple, and an organisation owns the Safe. The delegation contract on the paying chain, not the graph, says whether an agreement is still active.',
    atoms: [
      {label: '[a Safe treasury]', kind: 'CAIP-10 contract'},
      {label: 'delegate to', kind: 'schema.org Thing'},
      {label: '[a payee]', kind: 'CAIP-10 contract (or an account in the same form)'},
      {label: '[the agreement]', kind: 'URL (the ipfs:// address of the signed terms)'},
      {label: 'in context of', kind: 'schema.org Thing'},
      {label: '[an organisation]', kind: 'schema.org Thing (an Organization)'},
      {label: 'owns', kind: 'schema.org Thing'},
    ],
    triples: [
      {subject: '[a Safe treasury]', predicate: 'delegate to', object: '[a payee]'},
      {
        subject: '[the agreement]',
        predicate: 'in context of',
        object: {subject: '[a Safe treasury]', predicate: 'delegate to', object: '[a payee]'},
      },
      {subject: '[an organisation]', predicate: 'owns', object: '[a Safe treasury]'},
    ],
    tools: [
      {
        label: 'OurGlass source (dbbae5c)',
        to: 'https://github.com/intuition-box/OurGlass/tree/dbbae5cae6d572e0015772ecfe9a6f9ff32e22b8',
      },
      {label: 'Use cases guide: service agreements', to: '/docs/use-cases#service-agreements-and-payroll'},
    ],
  },
];

/** Use cases in display order. */
export const sortedUseCases: readonly UseCase[] = [...useCases].sort((a, b) => a.order - b.order);
