import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from '../src/data/links';

const left = 'left' as const;
const right = 'right' as const;

// SPEC §2.4: Docs, then Protocol Explorer, Network Hub (testnet), Website, GitHub, Forum, then search.
const navbar = {
  title: '',
  hideOnScroll: false,
  logo: {
    alt: 'Intuition Docs home',
    src: 'img/logo-light.svg',
    srcDark: 'img/logo-dark.svg',
    width: 101, // SPEC §9
    height: 40,
  },
  items: [
    {type: 'doc', docId: 'introduction/overview', label: 'Docs', position: left},
    {href: externalLinks.protocolExplorer, label: 'Protocol Explorer', position: left},
    {href: externalLinks.networkHubTestnet, label: 'Network Hub', position: left},
    {href: externalLinks.website, label: 'Website', position: left},
    {href: externalLinks.github, label: 'GitHub', position: left},
    {href: externalLinks.forum, label: 'Forum', position: left},
    {type: 'docsVersionDropdown', position: right},
    {type: 'localeDropdown', position: right},
    {type: 'search', position: right},
  ],
} satisfies Omit<Navbar, 'style' | 'items'> & {items: unknown[]};

export default navbar;
