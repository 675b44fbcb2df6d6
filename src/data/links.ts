/**
 * Official external links, from the facts sheet §16 (sources: the official docs config and site footer).
 * To change one, change it here: the navbar, footer and pages all read this file.
 */
export const externalLinks = {
  website: 'https://intuition.systems',
  protocolExplorer: 'https://portal.intuition.systems',
  networkHubTestnet: 'https://testnet.hub.intuition.systems/',
  github: 'https://github.com/0xIntuition',
  forum: 'https://atlas.discourse.group',
  x: 'https://x.com/0xintuition',
  medium: 'https://medium.com/0xintuition',
  discord: 'https://discord.gg/0xintuition',
  telegram: 'https://t.me/intuitionsystems',
  linkedin: 'https://linkedin.com/company/0xintuition',
  farcaster: 'https://farcaster.xyz/intuition',
  youtube: 'https://www.youtube.com/@0xIntuition',
} as const;

export type ExternalLinkKey = keyof typeof externalLinks;

export interface SocialLink {
  key: 'github' | 'linkedin' | 'x' | 'youtube';
  label: string;
  href: string;
}

/** Icon links under the footer columns (SPEC §2.4: GitHub organisation, LinkedIn, Twitter, YouTube). */
export const socialLinks: SocialLink[] = [
  {key: 'github', label: 'Intuition on GitHub', href: externalLinks.github},
  {key: 'linkedin', label: 'Intuition on LinkedIn', href: externalLinks.linkedin},
  {key: 'x', label: 'Intuition on X (Twitter)', href: externalLinks.x},
  {key: 'youtube', label: 'Intuition on YouTube', href: externalLinks.youtube},
];
