/** Helpers for checks that read Markdown sources. */

/** From the heading line containing `marker` to the next heading of the same or a higher level; '' when none. */
export function sectionOf(text: string, marker: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^#{2,4} /.test(l) && l.includes(marker));
  if (start < 0) return '';
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}} `).test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** Prose only: front matter, fenced blocks (code and diagrams) and inline code cannot carry a link. */
export const prose = (text: string): string =>
  text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^\s*```[\s\S]*?^\s*```/gm, '')
    .replace(/`[^`\n]*`/g, '');
