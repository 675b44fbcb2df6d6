import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {glossaryChecks} from '../../src/data/glossaryChecks';
import {prose} from '../support/markdown';
import {filesUnder} from '../support/sourceFiles';

/**
 * Cross-cutting finding of the reader test (issue 40): a glossary term used on a page that neither defines nor
 * links it leaves a newcomer guessing. Reads the Markdown sources, not the build, so it runs in well under a second.
 */

const root = path.join(__dirname, '../..');
const docs = path.join(root, 'docs');
const keyTerms = readFileSync(path.join(docs, 'resources/key-terms.md'), 'utf8');

// The SDK reference is generated from the packages' type declarations and has no prose of ours.
const all = filesUnder('docs', /\.mdx?$/, ['docs/developer-tools/sdks/reference'])
  .filter((file) => file !== 'docs/resources/key-terms.md')
  .map((file) => ({rel: path.relative('docs', file), text: readFileSync(path.join(root, file), 'utf8')}));

for (const term of glossaryChecks) {
  test(`"${term.id}" is defined in Key Terms and linked or defined wherever a page uses it`, () => {
    expect(keyTerms).toContain(`{#${term.id}}`);
    const allowed = new Map(term.everydaySense.map((a) => [a.page, a.fragment]));
    for (const [page, fragment] of allowed) {
      // An allowance must still point at a real sentence, or it silently outlives the page it excused.
      expect(all.find((p) => p.rel === page)?.text ?? '', page).toContain(fragment);
    }
    const offenders = all
      .filter((p) => term.pattern.test(prose(p.text)))
      .filter((p) => !new RegExp(`key-terms(\\.md)?#${term.id}\\)`).test(p.text))
      .filter((p) => !new RegExp(`^#+ .*\\{#${term.id}\\}`, 'm').test(p.text))
      .filter((p) => !allowed.has(p.rel))
      .map((p) => p.rel);
    expect(offenders, `pages using "${term.id}" without a definition or a link to Key Terms`).toEqual([]);
  });
}
