import type {Locator} from '@playwright/test';

/**
 * Words a reader reads in an article: the text of paragraphs, list items and table cells, each counted
 * once (the text of a p/li/td nested in another counts for the inner one only), leaving out code blocks.
 * A word is a whitespace-separated run holding at least one letter or digit.
 */
export async function proseWordCount(article: Locator): Promise<number> {
  return article.evaluate((root) => {
    let total = 0;
    for (const el of Array.from(root.querySelectorAll('p, li, td'))) {
      const clone = el.cloneNode(true) as Element;
      clone.querySelectorAll('p, li, td, pre').forEach((inner) => inner.remove());
      total += (clone.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
    return total;
  });
}

/**
 * h2 and h3 headings with nothing under them. A heading's section runs to the next heading of the same
 * or a higher level and must hold something other than headings: text, a table, an image, a diagram or code.
 */
export async function emptySections(article: Locator): Promise<string[]> {
  return article.evaluate((root) => {
    const nodes = Array.from(
      root.querySelectorAll(
        'h2, h3, h4, h5, h6, p, ul, ol, dl, table, pre, img, blockquote, details, .admonition, [data-mermaid-diagram]',
      ),
    );
    const level = (el: Element): number => (/^H[2-6]$/.test(el.tagName) ? Number(el.tagName[1]) : 0);
    const hasContent = (el: Element): boolean =>
      (el.textContent ?? '').trim().length > 0 ||
      el.matches('img, [data-mermaid-diagram]') ||
      el.querySelector('img, svg') !== null;
    const problems: string[] = [];
    nodes.forEach((node, i) => {
      const own = level(node);
      if (own !== 2 && own !== 3) return;
      let filled = false;
      for (const next of nodes.slice(i + 1)) {
        const nextLevel = level(next);
        if (nextLevel > 0 && nextLevel <= own) break;
        if (nextLevel === 0 && hasContent(next)) {
          filled = true;
          break;
        }
      }
      // Docusaurus appends a hash link holding a zero-width space to each heading.
      if (!filled)
        problems.push(`${node.tagName.toLowerCase()} "${(node.textContent ?? '').replace(/\u200b/g, '').trim()}"`);
    });
    return problems;
  });
}
