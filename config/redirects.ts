import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

/**
 * SPEC gives two readings for two groups of URLs; the first is canonical, the second redirects to it.
 * - /sdks/1ui is canonical, /sdks/ui redirects.
 * - /docs/network/testnet/* is canonical, /docs/testnet/* redirects.
 * (/docs itself is handled by src/plugins/docs-root-redirect: this plugin skips a `from` that is already a route.)
 */
export const testnetTools = [
  'bridge',
  'data-populator',
  'explorer',
  'farcaster-frames',
  'metamask-snap',
  'portal',
  'rpc',
] as const;

export const redirects: RedirectOptions['redirects'] = [{from: '/sdks/ui', to: '/sdks/1ui'}];

export const createRedirects: RedirectOptions['createRedirects'] = (existingPath) => {
  const match = /^\/docs\/network\/testnet\/([a-z-]+)$/.exec(existingPath);
  if (match && (testnetTools as readonly string[]).includes(match[1]!)) {
    return [`/docs/testnet/${match[1]}`];
  }
  return undefined;
};
