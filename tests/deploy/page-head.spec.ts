import {expect, test} from '@playwright/test';
import * as cheerio from 'cheerio';
import {sitemapPaths} from '../support/routes';
import {rawGet} from '../support/http';

/**
 * What a search engine or a link preview reads, as nginx serves it (no script runs): every page in the
 * sitemap has its own title and description, a canonical URL that is its own address, and the Open Graph
 * tags a preview needs.
 */
const base = `http://127.0.0.1:${Number(process.env.TEST_PORT ?? 3311)}`;
const siteUrl = 'https://docs.intuition.systems';

interface Head {
  path: string;
  title: string;
  description: string[];
  canonical: string[];
  og: Record<string, string[]>;
  lang: string | undefined;
  dir: string | undefined;
}

async function headOf(path: string): Promise<Head> {
  const res = await rawGet(`${base}${path}`);
  expect(res.status, path).toBe(200);
  const $ = cheerio.load(res.body.toString('utf8'));
  const contents = (selector: string) =>
    $(selector)
      .map((_, el) => $(el).attr('content') ?? '')
      .get();
  const og: Record<string, string[]> = {};
  for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
    og[property] = contents(`meta[property="${property}"]`);
  return {
    path,
    title: $('head title').text(),
    description: contents('meta[name="description"]'),
    canonical: $('link[rel="canonical"]')
      .map((_, el) => $(el).attr('href') ?? '')
      .get(),
    og,
    lang: $('html').attr('lang'),
    dir: $('html').attr('dir'),
  };
}

test(
  'every sitemap page has lang="en" dir="ltr", a unique title, description and canonical URL, and Open Graph tags',
  {tag: '@spec-locale'},
  async () => {
    const heads = await Promise.all(sitemapPaths().map(headOf));
    const problems: string[] = [];
    for (const head of heads) {
      const url = `${siteUrl}${head.path}`;
      if (!head.title.trim()) problems.push(`${head.path}: no <title>`);
      if (head.description.length !== 1 || head.description[0]!.trim().length < 30)
        problems.push(`${head.path}: description ${JSON.stringify(head.description)}`);
      if (head.canonical.length !== 1 || head.canonical[0] !== url)
        problems.push(`${head.path}: canonical ${JSON.stringify(head.canonical)}, expected ${url}`);
      if (JSON.stringify(head.og['og:url']) !== JSON.stringify([url]))
        problems.push(`${head.path}: og:url ${JSON.stringify(head.og['og:url'])}`);
      if (JSON.stringify(head.og['og:title']) !== JSON.stringify([head.title]))
        problems.push(`${head.path}: og:title ${JSON.stringify(head.og['og:title'])} is not the title`);
      if (JSON.stringify(head.og['og:description']) !== JSON.stringify(head.description))
        problems.push(`${head.path}: og:description differs from the description`);
      // SPEC §3/§9: one locale, en, written left to right; screen readers pick their voice from lang.
      if (head.lang !== 'en' || head.dir !== 'ltr')
        problems.push(`${head.path}: <html lang="${head.lang}" dir="${head.dir}">, expected lang="en" dir="ltr"`);
      if (head.og['og:image']?.length !== 1 || !head.og['og:image'][0]!.startsWith(`${siteUrl}/`))
        problems.push(`${head.path}: og:image ${JSON.stringify(head.og['og:image'])}`);
    }
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const head of heads) {
        const value = String(head[field]);
        if (seen.has(value)) problems.push(`${head.path} has the same ${field} as ${seen.get(value)}: ${value}`);
        else seen.set(value, head.path);
      }
    }
    expect(problems).toEqual([]);
  },
);
