/** Escapers for generated MDX: what the reference's prose, notes and code fences pass through. */
import {noteAdmonitions, type PackageNote} from '../../../data/packageNotes';

/** Text for MDX prose: braces and angle brackets would be read as JSX. */
export const prose = (text: string) => text.replace(/[{}<>]/g, (char) => `&#${char.charCodeAt(0)};`);
/** A string as a JSX expression, safe for any characters. */
export const literal = (text: string) => `{${JSON.stringify(text)}}`;
export const code = (text: string) => `<code>${literal(text)}</code>`;

/** Prose where the packages' export names become inline code (camel-case ones only: `deposit` is also a word). */
export function proseWithCode(text: string, names: ReadonlySet<string>): string {
  return text
    .split(/(\b[A-Za-z_$][\w$]*\b)/)
    .map((part) => (names.has(part) && /[A-Z]/.test(part) ? `\`${part}\`` : prose(part)))
    .join('');
}

/** A note's Markdown (`code` spans and links): code spans as JSX string literals, the rest as prose. */
export function markdownWithCode(text: string, names: ReadonlySet<string>): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (/^`[^`]+`$/.test(part) ? code(part.slice(1, -1)) : proseWithCode(part, names)))
    .join('');
}

export function noteBlock(note: PackageNote, names: ReadonlySet<string>): string {
  const {type, title} = noteAdmonitions[note.kind];
  const sources = note.sources.map((source) => markdownWithCode(source, names)).join('; ');
  return [
    `:::${type}[${title}]`,
    '',
    markdownWithCode(note.text, names),
    '',
    `Sources: ${sources}.`,
    '',
    ':::',
    '',
  ].join('\n');
}

export function fence(body: string, meta: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}ts ${meta}\n${body.trimEnd()}\n${marks}`;
}
