import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * Row ids such as `fn-deposit` are link targets (`[deposit](#fn-deposit)`); telling Docusaurus about them
 * keeps the strict build's broken-anchor check from rejecting those links.
 */
export function useRowAnchors(ids: readonly string[]): void {
  const brokenLinks = useBrokenLinks();
  for (const id of ids) brokenLinks.collectAnchor(id);
}
