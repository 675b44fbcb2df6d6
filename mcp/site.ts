/**
 * The built site as the MCP server reads it: the page list and Markdown written by
 * src/plugins/markdown-export, and the search index written by src/features/search, searched with the
 * same engine and ranking as the site's search box (src/features/search/localClient.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type MiniSearch from 'minisearch';
import {buildEngine, searchRecords} from '../src/features/search/localClient';
import {searchIndexPath, type SearchIndexFile, type SearchRecord} from '../src/features/search/types';
import {
  markdownIndexPath,
  markdownPath,
  sections,
  type MarkdownIndexEntry,
  type MarkdownIndexFile,
  type Section,
} from '../src/plugins/markdown-export/sections';
import {ToolInputError} from './errors';

export class MissingBuildError extends Error {}

const required = [markdownIndexPath, searchIndexPath];

export interface SiteData {
  siteUrl: string;
  pages: MarkdownIndexEntry[];
  search: {engine: MiniSearch<SearchRecord>; records: SearchRecord[]};
  readMarkdown(page: MarkdownIndexEntry): string;
}

/** Loads the build, or throws MissingBuildError saying what to run. */
export function loadSite(buildDir: string): SiteData {
  const missing = required.filter((file) => !fs.existsSync(path.join(buildDir, file)));
  if (missing.length) {
    throw new MissingBuildError(
      `No built site in ${buildDir} (missing ${missing.join(', ')}). Run "npm run build" first; ` +
        'the server reads the Markdown pages and search index the build writes.',
    );
  }
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, markdownIndexPath), 'utf8')) as MarkdownIndexFile;
  const searchFile = JSON.parse(fs.readFileSync(path.join(buildDir, searchIndexPath), 'utf8')) as SearchIndexFile;
  return {
    siteUrl: index.siteUrl,
    pages: index.pages,
    search: {engine: buildEngine(searchFile.records), records: searchFile.records},
    readMarkdown: (page) => fs.readFileSync(path.join(buildDir, page.markdown), 'utf8'),
  };
}

export interface SearchHit {
  title: string;
  section: string | null;
  url: string;
  snippet: string | null;
}

export function searchDocs(
  site: SiteData,
  query: string,
  limit: number,
): {query: string; total: number; hits: SearchHit[]} {
  const result = searchRecords(site.search.engine, site.search.records, query, {hitsPerPage: limit});
  return {
    query: result.query,
    total: result.nbHits,
    hits: result.hits.map((hit) => ({
      title: hit.hierarchy.lvl1,
      section: [hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › ') || null,
      url: `${site.siteUrl}${hit.url}`,
      // The site highlights with <mark>; an agent wants the plain words.
      snippet: hit._snippetResult.content.value
        ? hit._snippetResult.content.value
            .replace(/<\/?mark>/g, '')
            .replace(
              /&(lt|gt|amp|quot|#39);/g,
              (_, e: string) => ({lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'"})[e]!,
            )
        : null,
    })),
  };
}

/** The page a path or URL names: `/docs/x`, `docs/x`, `/docs/x.md`, `https://<site>/docs/x#a`, `/`. */
export function findPage(site: SiteData, pathOrUrl: string): MarkdownIndexEntry {
  let pathname = pathOrUrl.trim();
  if (/^https?:\/\//i.test(pathname)) {
    let url: URL;
    try {
      url = new URL(pathname);
    } catch {
      throw new ToolInputError(`"${pathOrUrl}" is not a valid URL.`);
    }
    const site_ = new URL(site.siteUrl);
    if (url.host !== site_.host && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      throw new ToolInputError(`${url.host} is not this site (${site_.host}).`);
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/, '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  pathname = pathname
    .replace(/\.(md|html)$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  const page = site.pages.find((p) => p.route === pathname || p.markdown === markdownPath(pathname));
  if (!page) {
    throw new ToolInputError(
      `No page at "${pathOrUrl}". Use list_pages for the pages there are, or search_docs to find one.`,
    );
  }
  return page;
}

export function listPages(site: SiteData, section?: string) {
  let chosen: readonly Section[] = sections;
  if (section !== undefined) {
    const match = sections.find((s) => s.toLowerCase() === section.trim().toLowerCase());
    if (!match) throw new ToolInputError(`Unknown section "${section}". Sections: ${sections.join(', ')}.`);
    chosen = [match];
  }
  return site.pages
    .filter((page) => chosen.includes(page.section))
    .map((page) => ({
      title: page.title,
      section: page.section,
      path: page.route,
      url: `${site.siteUrl}${page.route === '/' ? '/' : page.route}`,
      markdown: `${site.siteUrl}${page.markdown}`,
      description: page.description,
    }));
}
