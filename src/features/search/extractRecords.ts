import {load, type CheerioAPI} from 'cheerio';
import type {SearchRecord} from './types';

type Draft = Omit<SearchRecord, 'id'>;

const clean = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

/** The text of a heading without its hash-link anchor. */
function headingText($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string {
  const copy = $(el).clone();
  copy.find('.hash-link').remove();
  return clean(copy.text());
}

/**
 * Turns one rendered page into section records: the page itself (lvl1), then one record per h2/h3
 * section carrying the text under it, each with a URL that lands on the heading's anchor.
 */
export function extractRecords(html: string, route: string): Draft[] {
  const $ = load(html);
  const isDoc = route.startsWith('/docs/');
  const root = isDoc ? $('article .markdown').first() : $('main').first();
  if (root.length === 0) return [];
  const title =
    clean($('h1').first().text()) ||
    clean(
      $('title')
        .text()
        .replace(/\s*\|.*$/, ''),
    );
  if (!title) return [];
  const breadcrumbs = $('nav[aria-label="Breadcrumbs"] .breadcrumbs__item')
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean);
  const lvl0 = isDoc ? (breadcrumbs.length > 1 ? breadcrumbs[0]! : 'Docs') : 'Pages';
  const tag = isDoc ? 'docs-default-current' : 'default';
  const base = {language: 'en', docusaurus_tag: tag};

  root.find('.hash-link, script, style, svg, button, .theme-code-block-highlighted-line, nav').remove();
  // Marked by the page as a repeat of what other pages are indexed for: the generated package reference's "Used in"
  // lists (other pages' titles), the example programs it shows again, and the name lists of ABIs.
  root.find('[data-search="skip"]').remove();
  // Adjacent code elements (a reference table's name then its signature) would read as one glued word
  // ("createAtomscreateAtoms(…)") that no query matches: keep them apart.
  root.find('code + code').before(' ');
  // A code block's lines end in <br>, which has no text: without a space the last word of a line and the first
  // of the next read as one ("address)const").
  root.find('br').replaceWith(' ');
  // Code is searchable, but only as text; mermaid sources are diagrams, not prose.
  root.find('.docusaurus-mermaid-container').remove();

  const records: Draft[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor = '';
  let buffer: string[] = [];
  const lead: string[] = [];

  const flush = () => {
    const content = clean(buffer.join(' '));
    buffer = [];
    if (lvl2 === null) return;
    records.push({
      ...base,
      url: `${route}#${anchor}`,
      type: lvl3 ? 'lvl3' : 'lvl2',
      hierarchy: {lvl0, lvl1: title, lvl2, lvl3},
      content: content || null,
    });
  };

  // A reference table's rows with their own anchor (a contract's functions, events and errors: `fn-…`, `event-…`,
  // `error-…`) are records of their own (DocSearch's `content` records: text under the section's headings), so a
  // search for `getGeneralConfig` or `MultiVault_AtomExists` lands on that row rather than somewhere in a long section.
  const rowRecords: Draft[] = [];
  const inRow = new Set<unknown>();

  root.find('h1, h2, h3, tr[id], p, li, td, th, pre, blockquote, summary, dt, dd').each((_, el) => {
    const tagName = el.tagName.toLowerCase();
    if (inRow.has(el)) return;
    if (tagName === 'tr') {
      const name = clean($(el).find('th code, td code').first().text());
      if (!name || lvl2 === null) return;
      $(el)
        .find('*')
        .each((_, child) => void inRow.add(child));
      const cells = $(el)
        .children('th, td')
        .map((_, cell) => clean($(cell).text()))
        .get();
      rowRecords.push({
        ...base,
        url: `${route}#${$(el).attr('id')}`,
        type: 'content',
        hierarchy: {lvl0, lvl1: title, lvl2, lvl3},
        content: cells.join(' ') || null,
      });
      return;
    }
    if (tagName === 'h2' || tagName === 'h3') {
      const id = $(el).attr('id');
      if (!id) return;
      if (lvl2 !== null) flush();
      else lead.push(...buffer.splice(0));
      if (tagName === 'h2') {
        lvl2 = headingText($, el);
        lvl3 = null;
      } else {
        lvl3 = headingText($, el);
      }
      anchor = id;
      return;
    }
    if (tagName === 'h1') return;
    // Text of nested blocks (li inside li, p inside li) is counted once, at the innermost block.
    if ($(el).find('p, li, pre, td').length > 0) return;
    buffer.push($(el).text());
  });
  if (lvl2 === null) lead.push(...buffer.splice(0));
  else flush();
  records.push(...rowRecords);

  // The page's description summarises it in words a searcher uses ("addresses", "reference"), which its
  // lead paragraph often does not, so it leads the page record.
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  // Docusaurus writes front matter `keywords` into this tag.
  const keywords = clean($('meta[name="keywords"]').attr('content') ?? '');
  records.unshift({
    ...base,
    url: route,
    type: 'lvl1',
    hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null},
    content: clean(`${description} ${lead.join(' ')}`).slice(0, 600) || null,
    ...(keywords ? {keywords} : {}),
  });
  return records;
}
