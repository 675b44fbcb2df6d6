import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/**
 * Turns the rendered main content of one built page into Markdown. Reading the HTML rather than the MDX
 * source means every component is already resolved to what a reader sees (addresses, network values,
 * generated contract tables, code filled in at build time), so the Markdown states the same facts as the page.
 * Two things the HTML cannot give are passed in: Mermaid sources (the diagrams render in the browser) and
 * the absolute URL of the page (links and widget sentences point at the site).
 */
export interface MarkdownInput {
  html: string;
  route: string;
  siteUrl: string;
  /** Mermaid sources of the page, in document order (from its MDX source). */
  mermaid?: readonly string[];
}

export interface MarkdownPage {
  title: string;
  description: string;
  markdown: string;
}

/** Where a page's readable content is: the doc's Markdown body, or a site page's <main>. */
export const contentSelector = (route: string): string =>
  route.startsWith('/docs/') ? 'article .theme-doc-markdown' : 'main';

const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dl',
  'div',
  'fieldset',
  'figure',
  'figcaption',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
  'dt',
  'dd',
]);

const collapse = (text: string): string => text.replace(/[\s\u200b]+/g, ' ');

/** Escapes the characters that would start Markdown syntax inside running text. */
const escapeText = (text: string): string => text.replace(/([\\`*[\]<])/g, '\\$1').replace(/(^|\s)_/g, '$1\\_');

function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Marks each empty line inside a code block, so that the page-wide squeeze of blank lines between blocks leaves the
 * code as it is (Python's two blank lines between definitions, say); `htmlToMarkdown` removes the marks after the squeeze.
 */
const codeBlankLine = '\uE000';

function fence(code: string, info: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/^`{3,}/gm)].map((m) => m[0].length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  const kept = code.replace(/\n+$/, '').replace(/\n(?=\n)/g, `\n${codeBlankLine}`);
  return `${marks}${info}\n${kept}\n${marks}`;
}

class Converter {
  private mermaidIndex = 0;

  constructor(
    private readonly $: CheerioAPI,
    private readonly pageUrl: string,
    private readonly siteUrl: string,
    private readonly mermaid: readonly string[],
  ) {}

  get usedMermaid(): number {
    return this.mermaidIndex;
  }

  private absolute(href: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
    try {
      return new URL(href, this.siteUrl).toString();
    } catch {
      return href;
    }
  }

  private isBlock(node: AnyNode): boolean {
    return node.type === 'tag' && blockTags.has((node as Element).tagName.toLowerCase());
  }

  private hasBlockChild(el: Element): boolean {
    return this.$(el).find([...blockTags].join(',')).length > 0;
  }

  inline(nodes: AnyNode[]): string {
    // Sibling elements with nothing between them (buttons in a row, badges) are separate words on screen.
    return nodes
      .map(
        (node, i) => (i > 0 && node.type === 'tag' && nodes[i - 1]!.type === 'tag' ? ' ' : '') + this.inlineNode(node),
      )
      .join('');
  }

  private inlineNode(node: AnyNode): string {
    const $ = this.$;
    if (node.type === 'text') return escapeText(collapse((node as unknown as {data: string}).data));
    if (node.type !== 'tag') return '';
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const children = (): string => this.inline(el.children);
    switch (tag) {
      case 'br':
        return ' ';
      case 'strong':
      case 'b': {
        const inner = children().trim();
        return inner ? `**${inner}**` : '';
      }
      case 'em':
      case 'i': {
        const inner = children().trim();
        return inner ? `*${inner}*` : '';
      }
      case 'del':
      case 's':
        return `~~${children().trim()}~~`;
      // Markdown has no superscript, and the text alone runs 10<sup>18</sup> together as 1018: write it as plain-text
      // maths does (10^18, x_i), bracketing anything longer than one word.
      case 'sup':
      case 'sub': {
        const inner = children().trim();
        if (!inner) return '';
        return `${tag === 'sup' ? '^' : '_'}${/^[\w.]+$/.test(inner) ? inner : `(${inner})`}`;
      }
      case 'code':
      case 'kbd':
        return inlineCode(collapse($(el).text()));
      case 'a': {
        const href = $(el).attr('href');
        const text = children().trim();
        if (!href || !text) return text;
        return `[${text}](${this.absolute(href)})`;
      }
      case 'img': {
        const src = $(el).attr('src');
        return src ? `![${escapeText($(el).attr('alt') ?? '')}](${this.absolute(src)})` : '';
      }
      default:
        if (this.isBlock(el)) return ` ${this.inline(el.children)} `;
        return children();
    }
  }

  /** Block-level Markdown of a list of sibling nodes: runs of inline nodes become paragraphs. */
  blocks(nodes: AnyNode[], separator = '\n\n'): string {
    const out: string[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      const text = this.inline(run).replace(/ +/g, ' ').trim();
      if (text) out.push(text);
      run = [];
    };
    for (const node of nodes) {
      if (node.type === 'tag' && (this.isBlock(node) || this.isSpecial(node as Element))) {
        flush();
        const block = this.block(node as Element);
        if (block.trim()) out.push(block.trim());
      } else {
        run.push(node);
      }
    }
    flush();
    return out.join(separator);
  }

  private isSpecial(el: Element): boolean {
    const $el = this.$(el);
    return (
      $el.is('[data-mermaid-diagram], [data-add-network], [data-explorer], .theme-code-block, .tabs-container') ||
      // A link card wraps a heading and text inside the anchor.
      (el.tagName === 'a' && this.hasBlockChild(el))
    );
  }

  private block(el: Element): string {
    const $ = this.$;
    const $el = $(el);
    const tag = el.tagName.toLowerCase();

    if ($el.is('[data-mermaid-diagram]')) {
      const source = this.mermaid[this.mermaidIndex++];
      if (source === undefined) throw new Error(`${this.pageUrl}: a Mermaid diagram has no source`);
      return fence(source, 'mermaid');
    }
    if ($el.is('[data-add-network]')) {
      const label = collapse($el.find('button').first().text()).trim() || 'Add the network to your wallet';
      return `*Interactive: the page's "${label}" button asks a browser wallet to add this network and switch to it (EIP-3085); use it at ${this.pageUrl}.*`;
    }
    if ($el.is('[data-explorer]')) {
      const labelledBy = $el.attr('aria-labelledby');
      const label = labelledBy ? $(`[id="${labelledBy}"]`).first() : $el.find('h1, h2, h3, h4').first();
      const heading = collapse(label.text()).trim() || 'This widget';
      // React's generated ids change between builds; link the nearest heading above the widget instead.
      const id = $el.prevAll('h2[id], h3[id]').first().attr('id');
      return `*Interactive: the page's "${heading}" widget works in the browser only; try it at ${this.pageUrl}${id ? `#${id}` : ''}.*`;
    }
    if ($el.is('.theme-code-block')) return this.codeBlock($el);
    if ($el.is('.tabs-container')) {
      const labels = $el
        .find('[role=tab]')
        .map((_, tab) => collapse($(tab).text()).trim())
        .get();
      return $el
        .find('[role=tabpanel]')
        .map((i, panel) => `**${labels[i] ?? `Tab ${i + 1}`}**\n\n${this.blocks(panel.children)}`)
        .get()
        .join('\n\n');
    }
    if ($el.is('.theme-admonition')) {
      const heading = $el.children().first();
      const title = collapse(heading.text()).trim();
      const body = this.blocks(
        heading
          .nextAll()
          .toArray()
          .flatMap((n) => n.children),
      );
      return quote(`**${title}**\n\n${body}`);
    }

    switch (tag) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return `${'#'.repeat(Number(tag[1]))} ${this.inline(el.children).replace(/ +/g, ' ').trim()}`;
      case 'p':
      case 'dt':
      case 'figcaption':
        return this.hasBlockChild(el) ? this.blocks(el.children) : this.inline(el.children).replace(/ +/g, ' ').trim();
      case 'summary':
        return `**${this.inline(el.children).replace(/ +/g, ' ').trim()}**`;
      case 'dd':
        return this.blocks(el.children);
      case 'hr':
        return '---';
      case 'pre':
        return fence($el.text(), '');
      case 'blockquote':
        return quote(this.blocks(el.children));
      case 'ul':
      case 'ol':
        return this.list($el, tag === 'ol');
      case 'table':
        return this.table($el);
      case 'a': {
        // A card: its heading becomes the link text and the rest follows it.
        const href = this.absolute($el.attr('href') ?? '');
        const heading = $el.find('h1, h2, h3, h4, h5, h6, strong').first();
        // DocCardList puts an icon (📄️, 🗃️) before the title in the heading's text; its title attribute is the title alone.
        const title = heading.attr('title')?.trim() || collapse(heading.text()).trim() || collapse($el.text()).trim();
        heading.remove();
        const rest = collapse($el.text()).trim();
        return `[${escapeText(title)}](${href})${rest ? `: ${escapeText(rest)}` : ''}`;
      }
      default:
        return this.blocks(el.children);
    }
  }

  private codeBlock($el: Cheerio<Element>): string {
    const $ = this.$;
    const lang = /(?:^|\s)language-([\w+-]+)/.exec($el.attr('class') ?? '')?.[1] ?? '';
    const title = collapse($el.find('[class^=codeBlockTitle], [class*=" codeBlockTitle"]').first().text()).trim();
    const lines = $el.find('.token-line');
    const code = lines.length
      ? lines
          .map((_, line) => $(line).text())
          .get()
          .join('\n')
      : $el.find('pre').first().text();
    // The info string's first word is the language: a titled block keeps `text`, or its title would be read as one.
    const info = title ? `${lang || 'text'} title="${title.replace(/"/g, "'")}"` : lang === 'text' ? '' : lang;
    return fence(code, info);
  }

  private list($el: Cheerio<Element>, ordered: boolean): string {
    const start = Number($el.attr('start') ?? 1);
    return $el
      .children('li')
      .map((i, li) => {
        const marker = ordered ? `${start + i}.` : '-';
        const indent = ' '.repeat(marker.length + 1);
        // A tight item (text and a nested list, no paragraphs) keeps its nested list on the next line.
        const tight = this.$(li).children('p, pre, div, table, blockquote').length === 0;
        const body = this.blocks(li.children, tight ? '\n' : '\n\n')
          .split('\n')
          .map((line, j) => (j === 0 || line === '' ? line : `${indent}${line}`))
          .join('\n');
        return `${marker} ${body}`;
      })
      .get()
      .join(this.loose($el) ? '\n\n' : '\n');
  }

  private loose($el: Cheerio<Element>): boolean {
    return $el
      .children('li')
      .toArray()
      .some((li) => this.$(li).children('p, ul, ol, div, pre').length > 1);
  }

  private table($el: Cheerio<Element>): string {
    const $ = this.$;
    const rows = $el
      .find('tr')
      .toArray()
      .filter((tr) => $(tr).closest('table').is($el))
      .map((tr) =>
        $(tr)
          .children('th, td')
          .map((_, cell) => this.inline(cell.children).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|'))
          .get(),
      );
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map((r) => r.length));
    const pad = (row: string[]) => [...row, ...Array(width - row.length).fill('')];
    const [head, ...body] = rows;
    const line = (row: string[]) => `| ${pad(row).join(' | ')} |`;
    return [line(head!), `| ${Array(width).fill('---').join(' | ')} |`, ...body.map(line)].join('\n');
  }
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** The page's Markdown, title and one-line description. */
export function htmlToMarkdown({html, route, siteUrl, mermaid = []}: MarkdownInput): MarkdownPage {
  const $ = load(html);
  const pageUrl = new URL(route, siteUrl).toString();
  const root = $(contentSelector(route)).first();
  if (root.length === 0) throw new Error(`${route}: no ${contentSelector(route)} in the built page`);
  const title =
    collapse(root.find('h1').first().text()).trim() ||
    collapse(
      $('title')
        .text()
        .replace(/\s*\|.*$/, ''),
    ).trim();
  const description = collapse($('meta[name="description"]').attr('content') ?? '').trim();

  // Furniture that means nothing as text: heading anchors, buttons (copy, add-network's label is read first),
  // icons, live regions, the mobile table of contents, and the copy-page bar itself.
  root.find('.hash-link, script, style, noscript, svg, template, .theme-doc-toc-mobile, [data-markdown-skip]').remove();
  root.find('[data-add-network], [data-explorer]').each((_, el) => {
    // Keep the button label the sentence uses, drop the rest of the widget's controls.
    $(el).find('[role=status]').remove();
  });
  root.find('button').not('[data-add-network] button').remove();
  root.find('[hidden]').not('[role=tabpanel]').remove();

  const converter = new Converter($, pageUrl, siteUrl, mermaid);
  let markdown = converter.blocks(root.toArray().flatMap((el) => (el as Element).children));
  if (converter.usedMermaid !== mermaid.length) {
    throw new Error(`${route}: ${mermaid.length} Mermaid sources but ${converter.usedMermaid} diagrams in the page`);
  }
  if (!/^# /.test(markdown)) markdown = `# ${title}\n\n${markdown}`;
  markdown = markdown
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .replaceAll(codeBlankLine, '');
  return {title, description, markdown: `${markdown}\n`};
}

/** The Mermaid fences of an MD/MDX source, in order. */
export function mermaidSources(source: string): string[] {
  const found: string[] = [];
  const pattern = /^( {0,3})(`{3,}|~{3,})mermaid[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  for (const match of source.matchAll(pattern)) found.push(match[3]!);
  return found;
}
