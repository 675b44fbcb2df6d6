import React from 'react';
import Link from '@docusaurus/Link';
import {socialLinks, type SocialLink} from '@site/src/data/links';
import styles from './styles.module.css';

// Simple original glyphs, drawn on a 24px grid; currentColor lets them follow the colour mode.
const icons: Record<SocialLink['key'], React.JSX.Element> = {
  github: (
    <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z" />
  ),
  linkedin: (
    <path d="M4.5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3zM9 9h2.9v1.7c.4-.8 1.4-1.9 3.3-1.9 3.5 0 3.8 2.3 3.8 5.2V21h-3v-6.2c0-1.5 0-3.2-2-3.2s-2.1 1.5-2.1 3.1V21H9z" />
  ),
  x: <path d="M3 3h4.6l4.2 5.8L16.8 3H20l-6.7 7.8L21 21h-4.6l-4.6-6.3L6.4 21H3.2l7.1-8.3z" />,
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
  ),
};

export default function SocialIcons(): React.JSX.Element {
  return (
    <ul className={styles.socialIcons} aria-label="Intuition on social media">
      {socialLinks.map((link) => (
        <li key={link.key}>
          <Link
            className={styles.socialLink}
            href={link.href}
            aria-label={link.label}
            target="_blank"
            rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
              {icons[link.key]}
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
