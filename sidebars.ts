import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one sidebar, named `docs` (SPEC §3); its first link is the main doc, introduction/overview.
 * SPEC §2.2 keeps these pages out of it: the interactions guides, the fundamentals and structuring
 * sub-pages, network/mainnet, resources/faq and resources/key-terms. Their parent pages link to them
 * and each carries previous/next links in its front matter.
 */
const sidebars: SidebarsConfig = {
  docs: [
    'introduction/overview',
    {
      type: 'category',
      label: 'Introduction',
      link: {type: 'doc', id: 'introduction/index'},
      items: [
        'introduction/why-intuition',
        {
          type: 'category',
          label: 'The primitives',
          link: {type: 'doc', id: 'introduction/the-primitives/index'},
          items: [],
        },
        {
          type: 'category',
          label: 'The economics',
          link: {type: 'doc', id: 'introduction/the-economics/index'},
          items: ['introduction/the-economics/bonding-curves'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Quickstart',
      items: ['quickstart/getting-started', 'quickstart/intuition-kits'],
    },
    {
      type: 'category',
      label: 'Primitives',
      items: ['primitives/overview', 'primitives/atoms', 'primitives/triples', 'primitives/signals'],
    },
    {
      type: 'category',
      label: 'Economics',
      items: ['economics/overview'],
    },
    {
      type: 'category',
      label: 'Developer tools',
      items: [
        {
          type: 'category',
          label: 'Smart contracts',
          items: [
            'developer-tools/contracts/contract-architecture',
            'developer-tools/contracts/deployments',
            'developer-tools/contracts/multivault',
            'developer-tools/contracts/trust-bonding',
          ],
        },
        {
          type: 'category',
          label: 'GraphQL API',
          items: [
            'developer-tools/graphql-api/overview',
            'developer-tools/graphql-api/reads',
            'developer-tools/graphql-api/writes',
            'developer-tools/graphql-api/query-examples',
            {
              type: 'category',
              label: 'Cookbook',
              link: {type: 'doc', id: 'developer-tools/graphql-api/cookbook/index'},
              items: [
                'developer-tools/graphql-api/cookbook/accounts-and-profiles',
                'developer-tools/graphql-api/cookbook/atoms-by-type-and-creator',
                'developer-tools/graphql-api/cookbook/triples-by-predicate-or-object',
                'developer-tools/graphql-api/cookbook/holders-and-positions',
                'developer-tools/graphql-api/cookbook/deposit-and-redemption-history',
                'developer-tools/graphql-api/cookbook/share-price-and-time-series',
                'developer-tools/graphql-api/cookbook/rankings-and-leaderboards',
                'developer-tools/graphql-api/cookbook/search',
                'developer-tools/graphql-api/cookbook/protocol-statistics',
                'developer-tools/graphql-api/cookbook/live-feeds',
                'developer-tools/graphql-api/cookbook/pagination-and-counts',
                'developer-tools/graphql-api/cookbook/fast-queries',
                'developer-tools/graphql-api/cookbook/api-as-served-2026-06',
              ],
            },
            'developer-tools/graphql-api/migration-guide',
          ],
        },
        {
          type: 'category',
          label: 'SDKs',
          items: ['developer-tools/sdks/overview', 'developer-tools/sdks/migration-guide'],
        },
        'developer-tools/deep-dive/architecture',
        'developer-tools/audit-reports',
      ],
    },
    {
      type: 'category',
      label: 'Network',
      link: {type: 'doc', id: 'network/index'},
      items: [
        {
          type: 'category',
          label: 'Testnet',
          link: {type: 'doc', id: 'network/testnet/index'},
          items: [
            'network/testnet/bridge',
            'network/testnet/explorer',
            'network/testnet/portal',
            'network/testnet/rpc',
            'network/testnet/data-populator',
            'network/testnet/metamask-snap',
            'network/testnet/farcaster-frames',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Intuition AI',
      link: {type: 'doc', id: 'intuition-ai/index'},
      items: ['intuition-ai/mcp-server', 'intuition-ai/docs-mcp-server'],
    },
    'run-node/run-an-intuition-node',
    'use-cases',
    {
      type: 'category',
      label: 'Resources',
      link: {type: 'doc', id: 'resources/index'},
      items: ['resources/community-and-support'],
    },
    'contribute/contribution-guidelines',
  ],
};

export default sidebars;
