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
      {label: trustPredicate, kind: 'Plain string'},
      {label: 'prefers testnet', kind: 'Plain string'},
      {label: 'remembers', kind: 'Plain string'},
    ],
    triples: [
      {subject: '[a user]', predicate: trustPredicate, object: 'prefers testnet'},
      {
        subject: '[an agent]',
        predicate: 'remembers',
        object: {subject: '[a user]', predicate: trustPredicate, object: 'prefers testnet'},
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
      'Reviews are triples about a product or place, and follows are triples between accounts. The GraphQL API has functions that return positions and signals from the accounts an address follows, so an app can rank reviews by your own trust network.',
    atoms: [
      {label: '[you]', kind: 'Ethereum account'},
      {label: '[a friend]', kind: 'Ethereum account'},
      {label: 'follows', kind: 'Plain string'},
      {label: '[a product]', kind: 'schema.org Thing'},
      {label: 'https://schema.org/keywords', kind: 'URL (Portal’s “has tag” predicate)'},
      {label: 'recommended', kind: 'Plain string'},
    ],
    triples: [
      {subject: '[you]', predicate: 'follows', object: '[a friend]'},
      {subject: '[a product]', predicate: 'https://schema.org/keywords', object: 'recommended'},
    ],
    tools: [
      {label: 'GraphQL query examples', to: '/docs/developer-tools/graphql-api/query-examples'},
      {label: 'Intuition in practice', to: '/docs/introduction/the-primitives/fundamentals/intuition-in-practice'},
    ],
  },
];

/** Use cases in display order. */
export const sortedUseCases: readonly UseCase[] = [...useCases].sort((a, b) => a.order - b.order);
