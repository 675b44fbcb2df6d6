/**
 * Reading the code blocks around a runner from the page: its variables block and the block `ids-from` names.
 */
import {ThemeClassNames} from '@docusaurus/theme-common';
import {variablesBlockClass} from './conventions';

/**
 * A code block's text, line by line. Not innerText: a block away from the viewport skips its layout
 * (content-visibility, src/theme/CodeBlock/Content), and innerText reads such content as empty.
 */
export function codeText(code: Element): string {
  return Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n');
}

/** The variables block's text, when the element after the Run control is one. */
export function readVariablesBlock(anchor: HTMLElement): string {
  const next = anchor.nextElementSibling;
  if (!next?.classList.contains(variablesBlockClass)) return '';
  const code = next.querySelector('code');
  return code ? codeText(code).trim() : '';
}

/** The element `ids-from` names: a heading anchor, else the whole code block defining that operation. */
export function findIdsSource(idsFrom: string): HTMLElement | null {
  const byId = document.getElementById(idsFrom);
  if (byId) return byId;
  const pattern = new RegExp(`\\b(query|subscription)\\s+${idsFrom.replace(/[^\w]/g, '')}\\b`);
  const code = Array.from(document.querySelectorAll<HTMLElement>('pre code')).find((element) =>
    pattern.test(codeText(element)),
  );
  // The theme's stable class (not its hashed CSS-module name), on the block's outer element.
  return code?.closest<HTMLElement>(`div.${ThemeClassNames.common.codeBlock}`) ?? code ?? null;
}
