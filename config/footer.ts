import type {Footer} from '@docusaurus/theme-common';
import {externalLinks} from '../src/data/links';

// SPEC §2.4: four columns with exactly these links.
const footer = {
  style: 'light',
  logo: {
    alt: 'Intuition',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    href: 'https://intuition.systems',
    width: 101,
    height: 40,
  },
  links: [
    {
      title: 'Overview',
      items: [
        {label: 'Overview', to: '/docs/introduction/overview'},
        {label: 'Why Intuition', to: '/docs/introduction/why-intuition'},
      ],
    },
    {
      title: 'Products',
      items: [{label: 'Protocol Explorer', href: externalLinks.protocolExplorer}],
    },
    {
      title: 'Developers',
      items: [
        {label: 'GraphQL', to: '/docs/developer-tools/graphql-api/overview'},
        {label: 'Smart Contracts', to: '/docs/developer-tools/contracts/contract-architecture'},
        {label: 'AI Integration', to: '/docs/intuition-ai'},
        {label: 'Primitives', to: '/docs/primitives/overview'},
        {label: 'Architecture', to: '/docs/developer-tools/deep-dive/architecture'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'X (Twitter)', href: externalLinks.x},
        {label: 'Medium', href: externalLinks.medium},
        {label: 'Discord', href: externalLinks.discord},
        {label: 'Telegram', href: externalLinks.telegram},
        {label: 'LinkedIn', href: externalLinks.linkedin},
        {label: 'Farcaster', href: externalLinks.farcaster},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Intuition Systems Inc.`,
} satisfies Footer;

export default footer;
