import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import * as protocolPackage from '@0xintuition/protocol';
import * as sdkPackage from '@0xintuition/sdk';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {base} from 'viem/chains';

import {appCategories, appCategoryOrder, isAppCategory, networkOrder, sortedApps} from '../../src/data/apps';
import {sortedCommunityPackages, type PackageKind} from '../../src/data/communityPackages';
import {
  answerParts,
  answerText,
  faqGroupId,
  faqGroups,
  faqPageEntries,
  faqToc,
  sortedFaqEntries,
} from '../../src/data/faq';
import {homePaths, primitives} from '../../src/data/home';
import {externalLinks, socialLinks} from '../../src/data/links';
import {packageVersion, protocolExportGroups, sdkExportGroups, type ExportGroup} from '../../src/data/packageExports';
import {sortedPaths, type PathAudience} from '../../src/data/paths';
import {sortedReleases, type ReleaseKind} from '../../src/data/releases';
import {sortedUiKitGroups} from '../../src/data/uiKitComponents';
import {sortedUseCases, type ExampleTriple} from '../../src/data/useCases';
import {sitePages} from '../../src/data/sitePages';
import {sortedWhitepapers} from '../../src/data/whitepapers';
import {docIds, docPath, pageRoutes} from '../support/routes';

/**
 * The hand-curated data in src/data keeps the promises its types and header comments make:
 * required fields filled, ids unique kebab-case slugs, external links https, internal links on a real
 * route, the stated limits and orders. Prose is never asserted.
 */

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const knownRoutes = new Set<string>([...pageRoutes, ...docIds.map(docPath)]);

/** Anchors each landing page renders from its data, so "/page#id" links can be checked too. */
const pageAnchors: Record<string, ReadonlySet<string>> = {
  '/Apps': new Set(['browse', 'build-your-own', ...sortedApps.map((app) => app.id)]),
  '/faq': new Set(['still-stuck', ...faqGroups.map(faqGroupId), ...faqPageEntries.map((entry) => entry.id)]),
  '/docs/resources/faq': new Set([
    'next-steps',
    ...faqGroups.map(faqGroupId),
    ...sortedFaqEntries.map((entry) => entry.id),
  ]),
  '/release-notes': new Set(['more-history', ...sortedReleases.map((release) => release.id)]),
  '/use-cases': new Set([
    'model-your-own',
    ...sortedUseCases.flatMap((u) => [u.id, `${u.id}-atoms`, `${u.id}-triples`]),
  ]),
  '/community-packages': new Set(['before-you-depend-on-one', ...sortedCommunityPackages.map((pkg) => pkg.id)]),
  '/whitepapers': new Set(['papers-and-code', ...sortedWhitepapers.map((paper) => paper.id)]),
  '/getting-started': new Set(['not-sure', ...sortedPaths.map((p) => p.id)]),
};

/** Problems with an internal link ("/route" or "/route#anchor"), or [] when it is fine. */
function internalLinkProblems(link: string, where: string, {docsOnly = false} = {}): string[] {
  if (!link.startsWith('/')) return [`${where}: internal link "${link}" must start with "/"`];
  const [route = '', anchor, ...rest] = link.split('#');
  const problems: string[] = [];
  if (rest.length > 0 || anchor === '') problems.push(`${where}: "${link}" has a malformed anchor`);
  if (!knownRoutes.has(route)) problems.push(`${where}: "${link}" is not a route of the site`);
  if (docsOnly && !route.startsWith('/docs/')) problems.push(`${where}: "${link}" must be a /docs/ route`);
  if (anchor) {
    const anchors = pageAnchors[route];
    if (anchors ? !anchors.has(anchor) : !/^[\w-]+$/.test(anchor))
      problems.push(`${where}: "${link}" points at no anchor`);
  }
  return problems;
}

/** Problems with an external URL, or [] when it is a parseable https URL. */
function externalUrlProblems(url: string, where: string): string[] {
  if (!url.startsWith('https://')) return [`${where}: "${url}" is not https://`];
  try {
    const parsed = new URL(url);
    if (!parsed.hostname.includes('.') || /\s/.test(url)) return [`${where}: "${url}" has no proper host`];
  } catch {
    return [`${where}: "${url}" does not parse`];
  }
  return [];
}

/** A link that is either an internal route or an external https URL. */
function linkProblems(link: string, where: string, options: {docsOnly?: boolean} = {}): string[] {
  return link.startsWith('/') ? internalLinkProblems(link, where, options) : externalUrlProblems(link, where);
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

function idProblems(ids: readonly string[], what: string): string[] {
  return [
    ...ids.filter((id) => !kebabCase.test(id)).map((id) => `${what} id "${id}" is not kebab-case`),
    ...duplicates(ids).map((id) => `${what} id "${id}" is used twice`),
  ];
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** Names of required string fields that are empty. */
function emptyFields<T extends object>(item: T, fields: readonly (keyof T & string)[], where: string): string[] {
  return fields
    .filter((field) => blank(item[field] as string | undefined))
    .map((field) => `${where}: ${field} is empty`);
}

function isSorted<T>(items: readonly T[], compare: (a: T, b: T) => number): boolean {
  return items.every((item, index) => index === 0 || compare(items[index - 1]!, item) <= 0);
}

/** Plain text: no Markdown emphasis, code or links, and no HTML tags. */
const markup = /`|\*\*|\]\(|<\/?[a-z][^>]*>/i;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Every string inside a value, however deeply nested. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const byName = (a: string, b: string): number => a.localeCompare(b, 'en', {sensitivity: 'base'});

test('the checks themselves reject bad links and ids', () => {
  expect(internalLinkProblems('/docs/introduction/overview', 'ok')).toEqual([]);
  expect(internalLinkProblems('/docs/network/testnet', 'ok')).toEqual([]);
  expect(internalLinkProblems('/faq#rewards', 'ok')).toEqual([]);
  expect(internalLinkProblems('/docs/no-such-page', 'bad')).toHaveLength(1);
  expect(internalLinkProblems('/faq#no-such-question', 'bad')).toHaveLength(1);
  expect(internalLinkProblems('/faq#', 'bad')).not.toEqual([]);
  expect(internalLinkProblems('docs/introduction/overview', 'bad')).toHaveLength(1);
  expect(internalLinkProblems('/Apps', 'bad', {docsOnly: true})).toHaveLength(1);
  expect(externalUrlProblems('https://intuition.systems', 'ok')).toEqual([]);
  expect(externalUrlProblems('http://intuition.systems', 'bad')).toHaveLength(1);
  expect(externalUrlProblems('https://', 'bad')).toHaveLength(1);
  expect(externalUrlProblems('https://localhost/x', 'bad')).toHaveLength(1);
  expect(idProblems(['fine-id', 'Not_Kebab', 'twice', 'twice'], 'x')).toHaveLength(2);
  expect(isIsoDate('2025-11-04')).toBe(true);
  expect(isIsoDate('2025-02-30')).toBe(false);
  expect(isIsoDate('2025-1-4')).toBe(false);
  expect(markup.test('plain text, with "quotes" and 1 < 2')).toBe(false);
  expect(markup.test('see [docs](/docs)')).toBe(true);
});

test.describe('apps.ts', () => {
  test('every app has its required fields, a declared category and at least one link', () => {
    const problems = sortedApps.flatMap((app) => [
      ...emptyFields(app, ['id', 'name', 'description'], app.id),
      ...(isAppCategory(app.category) ? [] : [`${app.id}: category "${app.category}" is not declared`]),
      ...(app.links.length >= 1 ? [] : [`${app.id}: no links`]),
      ...app.links.flatMap((link, i) => emptyFields(link, ['label', 'href'], `${app.id} link ${i}`)),
      ...duplicates(app.networks).map((network) => `${app.id}: network ${network} listed twice`),
      ...app.networks.filter((n) => n !== 'mainnet' && n !== 'testnet').map((n) => `${app.id}: unknown network ${n}`),
      ...(app.networks.join() === networkOrder.filter((n) => app.networks.includes(n)).join()
        ? []
        : [`${app.id}: networks ${app.networks.join(', ')} are not in the order ${networkOrder.join(', ')}`]),
      ...(app.note !== undefined && blank(app.note) ? [`${app.id}: note is empty`] : []),
    ]);
    expect(problems).toEqual([]);
    expect(sortedApps.length).toBeGreaterThan(0);
  });

  test('ids are unique kebab-case and do not clash with the page headings', () => {
    const ids = sortedApps.map((app) => app.id);
    expect(idProblems(ids, 'app')).toEqual([]);
    expect(ids.filter((id) => ['browse', 'build-your-own', 'app-list'].includes(id))).toEqual([]);
  });

  test('links are https URLs or /docs/ routes that exist, each listed once per app', () => {
    const problems = sortedApps.flatMap((app) => [
      ...app.links.flatMap((link) => linkProblems(link.href, app.id, {docsOnly: true})),
      ...duplicates(app.links.map((link) => link.href + link.label)).map((key) => `${app.id}: link "${key}" twice`),
      ...duplicates(app.links.map((link) => link.label)).map((label) => `${app.id}: two links read "${label}"`),
    ]);
    expect(problems).toEqual([]);
  });

  test('descriptions stay under 200 characters', () => {
    const long = sortedApps
      .filter((app) => app.description.length >= 200)
      .map((app) => `${app.id}: ${app.description.length}`);
    expect(long).toEqual([]);
  });

  test('categories: the display order lists each declared category once, with a label and description', () => {
    const keys = Object.keys(appCategories);
    expect([...appCategoryOrder].sort()).toEqual([...keys].sort());
    expect(duplicates(appCategoryOrder)).toEqual([]);
    for (const key of appCategoryOrder) {
      expect(appCategories[key].label.trim(), key).not.toBe('');
      expect(appCategories[key].description.trim(), key).not.toBe('');
      expect(kebabCase.test(key), `category slug ${key}`).toBe(true);
    }
    expect(duplicates(Object.values(appCategories).map((c) => c.label))).toEqual([]);
    expect(isAppCategory('toString')).toBe(false);
    expect(isAppCategory('')).toBe(false);
  });

  test('sortedApps is sorted by name, case-insensitively', () => {
    expect(
      isSorted(
        sortedApps.map((app) => app.name),
        byName,
      ),
    ).toBe(true);
    expect(duplicates(sortedApps.map((app) => app.name.toLowerCase()))).toEqual([]);
  });
});

test.describe('faq.ts', () => {
  test('one list for both FAQs: at least 25 questions for the docs page, at least 18 for /faq, in declared groups, unique kebab-case ids', () => {
    expect(sortedFaqEntries.length).toBeGreaterThanOrEqual(25);
    expect(faqPageEntries.length).toBeGreaterThanOrEqual(18);
    expect(sortedFaqEntries.filter((entry) => !faqGroups.includes(entry.group)).map((entry) => entry.id)).toEqual([]);
    expect(
      idProblems(
        sortedFaqEntries.map((entry) => entry.id),
        'FAQ',
      ),
    ).toEqual([]);
    // /faq leaves out exactly the docs-only questions, in the same order.
    expect(faqPageEntries.map((entry) => entry.id)).toEqual(
      sortedFaqEntries.filter((entry) => !entry.docsOnly).map((entry) => entry.id),
    );
    expect(faqPageEntries.length).toBeLessThan(sortedFaqEntries.length);
  });

  test('groups are declared once, each has questions on both pages, and no question id clashes with a heading anchor', () => {
    expect(duplicates(faqGroups)).toEqual([]);
    expect(faqGroups.length).toBeGreaterThanOrEqual(3);
    for (const group of faqGroups) {
      expect(faqPageEntries.filter((entry) => entry.group === group).length, group).toBeGreaterThan(0);
    }
    const reserved = ['still-stuck', 'next-steps', ...faqGroups.map(faqGroupId)];
    expect(sortedFaqEntries.map((entry) => entry.id).filter((id) => reserved.includes(id))).toEqual([]);
    expect(duplicates(sortedFaqEntries.map((entry) => entry.question))).toEqual([]);
  });

  test('sortedFaqEntries lists the questions grouped in the order of faqGroups', () => {
    const groupIndex = sortedFaqEntries.map((entry) => faqGroups.indexOf(entry.group));
    expect(isSorted(groupIndex, (a, b) => a - b)).toBe(true);
  });

  test('answerParts reads `code` and [label](target) and leaves everything else as text', () => {
    expect(
      answerParts('Call `getAtomCost()` first, see [the guide](/docs/x) or [GitHub](https://github.com/0xIntuition).'),
    ).toEqual([
      {kind: 'text', text: 'Call '},
      {kind: 'code', text: 'getAtomCost()'},
      {kind: 'text', text: ' first, see '},
      {kind: 'link', text: 'the guide', to: '/docs/x'},
      {kind: 'text', text: ' or '},
      {kind: 'link', text: 'GitHub', to: 'https://github.com/0xIntuition'},
      {kind: 'text', text: '.'},
    ]);
    expect(answerText('A `b` [c](/d) "e"')).toBe('A b c "e"');
  });

  test('answers are one paragraph of at most 90 words, with no marks but `code` and links', () => {
    const problems = sortedFaqEntries.flatMap((entry) => {
      const text = answerText(entry.answer);
      return [
        ...emptyFields(entry, ['id', 'question', 'answer'], entry.id),
        ...(markup.test(text) || /[`*_]{2}|\[|\]/.test(text)
          ? [`${entry.id}: answer has marks other than code and links`]
          : []),
        ...(/\n/.test(entry.answer) ? [`${entry.id}: answer spans several lines`] : []),
        ...(text.trim().split(/\s+/).length > 90 ? [`${entry.id}: answer has more than 90 words`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('links inside answers and onward links are labelled and lead somewhere real, never twice to one page', () => {
    const problems = sortedFaqEntries.flatMap((entry) => {
      const inline = answerParts(entry.answer).flatMap((part) => (part.kind === 'link' ? [part] : []));
      return [
        ...inline.flatMap((link) => [
          ...(blank(link.text) ? [`${entry.id}: empty link text`] : []),
          ...linkProblems(link.to, entry.id),
        ]),
        ...(entry.link
          ? [...emptyFields(entry.link, ['label', 'to'], entry.id), ...internalLinkProblems(entry.link.to, entry.id)]
          : []),
        ...duplicates([...inline.map((link) => link.to), ...(entry.link ? [entry.link.to] : [])]).map(
          (to) => `${entry.id}: links to ${to} twice`,
        ),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('faqToc lists each group heading, then its questions as level 3', () => {
    const toc = faqToc(sortedFaqEntries);
    expect(toc.filter((item) => item.level === 2).map((item) => item.id)).toEqual(faqGroups.map(faqGroupId));
    expect(toc.filter((item) => item.level === 3).map((item) => item.id)).toEqual(
      sortedFaqEntries.map((entry) => entry.id),
    );
    expect(faqToc([{id: 'x', group: 'General', question: 'Is 1 < 2 & 3 > 2?', answer: 'Yes.'}])[1]?.value).toBe(
      'Is 1 &lt; 2 &amp; 3 &gt; 2?',
    );
  });
});

test.describe('releases.ts', () => {
  const kinds: readonly ReleaseKind[] = ['Site', 'Packages', 'Contracts', 'Network', 'Audit'];

  test('every release has an ISO date, a declared kind and its required fields', () => {
    const problems = sortedReleases.flatMap((release) => [
      ...emptyFields(release, ['id', 'title', 'summary'], release.id),
      ...(isIsoDate(release.date) ? [] : [`${release.id}: date "${release.date}" is not an ISO calendar date`]),
      ...(kinds.includes(release.kind) ? [] : [`${release.id}: kind "${release.kind}" is not declared`]),
      ...release.changes.filter((change) => blank(change)).map(() => `${release.id}: empty change`),
      ...release.changes.filter((change) => markup.test(change)).map(() => `${release.id}: a change contains Markdown`),
    ]);
    expect(problems).toEqual([]);
  });

  test('anchors are unique kebab-case: "v<major>-<minor>-<patch>" for a version, "<date>-<slug>" otherwise', () => {
    expect(
      idProblems(
        sortedReleases.map((release) => release.id),
        'release',
      ),
    ).toEqual([]);
    const problems = sortedReleases.flatMap((release) => {
      if (release.version !== undefined) {
        if (!/^\d+\.\d+\.\d+$/.test(release.version))
          return [`${release.id}: version "${release.version}" is not x.y.z`];
        return release.id === `v${release.version.replaceAll('.', '-')}`
          ? []
          : [`${release.id}: id does not match version`];
      }
      return new RegExp(`^${release.date}-[a-z0-9]`).test(release.id)
        ? []
        : [`${release.id}: id does not start with its date`];
    });
    expect(problems).toEqual([]);
    expect(sortedReleases.map((release) => release.id)).not.toContain('more-history');
  });

  test('sortedReleases is newest first', () => {
    expect(
      isSorted(
        sortedReleases.map((release) => release.date),
        (a, b) => b.localeCompare(a),
      ),
    ).toBe(true);
  });

  test('links are labelled, point at routes that exist, and are not repeated within a release', () => {
    const problems = sortedReleases.flatMap((release) => [
      ...(release.links ?? []).flatMap((link) => [
        ...emptyFields(link, ['label', 'to'], release.id),
        ...linkProblems(link.to, release.id),
      ]),
      ...duplicates((release.links ?? []).map((link) => link.to)).map((to) => `${release.id}: link to ${to} twice`),
      ...duplicates([...release.changes]).map(() => `${release.id}: a change is listed twice`),
    ]);
    expect(problems).toEqual([]);
  });
});

test.describe('communityPackages.ts', () => {
  const kinds: readonly PackageKind[] = [
    'Command line',
    'AI tooling',
    'Starter template',
    'Wallet',
    'Browser',
    'Social',
    'UI kit',
  ];

  test('every entry has its required fields and a declared kind', () => {
    const problems = sortedCommunityPackages.flatMap((pkg) => [
      ...emptyFields(pkg, ['id', 'name', 'maintainer', 'description'], pkg.id),
      ...emptyFields(pkg.source, ['label', 'href'], `${pkg.id} source`),
      ...(pkg.docs ? emptyFields(pkg.docs, ['label', 'to'], `${pkg.id} docs`) : []),
      ...(kinds.includes(pkg.kind) ? [] : [`${pkg.id}: kind "${pkg.kind}" is not declared`]),
      ...(['version', 'install', 'note'] as const)
        .filter((field) => pkg[field] !== undefined && blank(pkg[field]))
        .map((field) => `${pkg.id}: ${field} is present but empty`),
      ...(pkg.install !== undefined && /\n/.test(pkg.install) ? [`${pkg.id}: install spans several lines`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  test('ids are unique kebab-case', () => {
    expect(
      idProblems(
        sortedCommunityPackages.map((pkg) => pkg.id),
        'package',
      ),
    ).toEqual([]);
  });

  test('source is an https URL and docs an existing route', () => {
    const problems = sortedCommunityPackages.flatMap((pkg) => [
      ...externalUrlProblems(pkg.source.href, pkg.id),
      ...(pkg.docs ? internalLinkProblems(pkg.docs.to, pkg.id) : []),
    ]);
    expect(problems).toEqual([]);
  });

  test('sortedCommunityPackages is sorted by name, ignoring a leading "@"', () => {
    expect(
      isSorted(
        sortedCommunityPackages.map((pkg) => pkg.name.replace(/^@/, '')),
        byName,
      ),
    ).toBe(true);
  });
});

test.describe('paths.ts', () => {
  const audiences: readonly PathAudience[] = [
    'Everyone',
    'App developers',
    'Data and analytics',
    'Protocol integrators',
    'Operators',
    'AI builders',
  ];

  test('every path has its fields, a declared audience and 2 to 4 distinct steps', () => {
    const problems = sortedPaths.flatMap((p) => [
      ...emptyFields(p, ['id', 'title', 'forWhom', 'to', 'cta'], p.id),
      ...(audiences.includes(p.audience) ? [] : [`${p.id}: audience "${p.audience}" is not declared`]),
      ...(p.steps.length >= 2 && p.steps.length <= 4 ? [] : [`${p.id}: ${p.steps.length} steps`]),
      ...p.steps.filter((step) => blank(step)).map(() => `${p.id}: empty step`),
      ...duplicates(p.steps).map((step) => `${p.id}: step "${step}" twice`),
    ]);
    expect(problems).toEqual([]);
  });

  test('ids are unique kebab-case, orders unique, and the quickstart comes first', () => {
    expect(
      idProblems(
        sortedPaths.map((p) => p.id),
        'path',
      ),
    ).toEqual([]);
    expect(duplicates(sortedPaths.map((p) => String(p.order)))).toEqual([]);
    expect(
      isSorted(
        sortedPaths.map((p) => p.order),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(sortedPaths[0]?.id).toBe('quickstart');
  });

  test('every path leads to an existing docs route', () => {
    expect(sortedPaths.flatMap((p) => internalLinkProblems(p.to, p.id, {docsOnly: true}))).toEqual([]);
  });
});

test.describe('useCases.ts', () => {
  const atomKinds = ['Ethereum account', 'CAIP-10 contract', 'schema.org Thing', 'Plain string', 'URL'];

  function tripleLabels(triple: ExampleTriple): string[] {
    const side = (term: string | ExampleTriple): string[] => (typeof term === 'string' ? [term] : tripleLabels(term));
    return [...side(triple.subject), triple.predicate, ...side(triple.object)];
  }

  test('every use case has its fields, atoms of a documented kind, triples and tools', () => {
    const problems = sortedUseCases.flatMap((u) => [
      ...emptyFields(u, ['id', 'title', 'summary', 'howItWorks'], u.id),
      ...(u.atoms.length > 0 ? [] : [`${u.id}: no atoms`]),
      ...(u.triples.length > 0 ? [] : [`${u.id}: no triples`]),
      ...(u.tools.length > 0 ? [] : [`${u.id}: no tools`]),
      ...u.atoms.flatMap((atom) => emptyFields(atom, ['label', 'kind'], `${u.id} atom`)),
      ...u.atoms
        .filter((atom) => !atomKinds.some((kind) => atom.kind === kind || atom.kind.startsWith(`${kind} (`)))
        .map((atom) => `${u.id}: atom "${atom.label}" has undocumented kind "${atom.kind}"`),
      ...duplicates(u.atoms.map((atom) => atom.label)).map((label) => `${u.id}: atom "${label}" twice`),
      ...duplicates(u.triples.map((triple) => JSON.stringify(triple))).map(() => `${u.id}: a triple is listed twice`),
    ]);
    expect(problems).toEqual([]);
  });

  test('every term of every triple, nested ones included, is one of the use case atoms', () => {
    const problems = sortedUseCases.flatMap((u) => {
      const labels = new Set(u.atoms.map((atom) => atom.label));
      return u.triples
        .flatMap(tripleLabels)
        .filter((label) => !labels.has(label))
        .map((label) => `${u.id}: "${label}" is not an atom`);
    });
    expect(problems).toEqual([]);
  });

  test('ids are unique kebab-case and orders unique', () => {
    expect(
      idProblems(
        sortedUseCases.map((u) => u.id),
        'use case',
      ),
    ).toEqual([]);
    expect(duplicates(sortedUseCases.map((u) => String(u.order)))).toEqual([]);
    expect(
      isSorted(
        sortedUseCases.map((u) => u.order),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(sortedUseCases.map((u) => u.id)).not.toContain('model-your-own');
  });

  test('tools link to existing pages or https URLs, each once', () => {
    const problems = sortedUseCases.flatMap((u) => [
      ...u.tools.flatMap((tool) => [...emptyFields(tool, ['label', 'to'], u.id), ...linkProblems(tool.to, u.id)]),
      ...duplicates(u.tools.map((tool) => tool.to)).map((to) => `${u.id}: tool ${to} twice`),
    ]);
    expect(problems).toEqual([]);
  });
});

test.describe('whitepapers.ts', () => {
  test('every paper has its fields, an https repository and a PDF file name', () => {
    const problems = sortedWhitepapers.flatMap((paper) => [
      ...emptyFields(paper, ['id', 'title', 'kind', 'covers', 'repository', 'repositoryLabel', 'file'], paper.id),
      ...externalUrlProblems(paper.repository, paper.id),
      ...(/^[\w.-]+\.pdf$/.test(paper.file) ? [] : [`${paper.id}: file "${paper.file}" is not a PDF file name`]),
      ...(paper.related.length > 0 ? [] : [`${paper.id}: no related pages`]),
      ...paper.related.flatMap((link) => [
        ...emptyFields(link, ['label', 'to'], paper.id),
        ...internalLinkProblems(link.to, paper.id),
      ]),
    ]);
    expect(problems).toEqual([]);
  });

  test('ids are unique kebab-case, orders unique, and no file is listed twice', () => {
    expect(
      idProblems(
        sortedWhitepapers.map((paper) => paper.id),
        'whitepaper',
      ),
    ).toEqual([]);
    expect(duplicates(sortedWhitepapers.map((paper) => String(paper.order)))).toEqual([]);
    expect(
      isSorted(
        sortedWhitepapers.map((paper) => paper.order),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(duplicates(sortedWhitepapers.map((paper) => `${paper.repository}/${paper.file}`))).toEqual([]);
  });
});

test.describe('packageExports.ts', () => {
  const packages: [string, readonly ExportGroup[], Record<string, unknown>, string][] = [
    ['@0xintuition/protocol', protocolExportGroups, protocolPackage, 'protocol'],
    ['@0xintuition/sdk', sdkExportGroups, sdkPackage, 'sdk'],
  ];

  function installedVersion(name: string): string {
    const file = path.resolve(__dirname, '../../node_modules', name, 'package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
  }

  test('packageVersion is the installed version of both packages', () => {
    for (const [name] of packages) expect(installedVersion(name), name).toBe(packageVersion);
  });

  for (const [name, groups, runtime, folder] of packages) {
    test(`${name}: groups have unique kebab-case ids, a title and description, and names listed once`, () => {
      expect(
        idProblems(
          groups.map((group) => group.id),
          `${name} group`,
        ),
      ).toEqual([]);
      const problems = groups.flatMap((group) => [
        ...emptyFields(group, ['id', 'title', 'description'], group.id),
        ...(group.names.length + (group.typeNames?.length ?? 0) > 0 ? [] : [`${group.id}: lists nothing`]),
        ...duplicates([...group.names, ...(group.typeNames ?? [])]).map((n) => `${group.id}: ${n} twice`),
        ...(group.caveat !== undefined && blank(group.caveat) ? [`${group.id}: caveat is empty`] : []),
      ]);
      expect(problems).toEqual([]);
      expect(duplicates(groups.flatMap((group) => group.names))).toEqual([]);
    });

    test(`${name}: names are runtime exports and typeNames are types only`, () => {
      const declarations = fs.readFileSync(
        path.resolve(__dirname, '../../node_modules/@0xintuition', folder, 'dist/index.d.ts'),
        'utf8',
      );
      const problems = groups.flatMap((group) => [
        ...group.names
          .filter((n) => !(n in runtime))
          .map((n) => `${group.id}: ${n} is not a runtime export of ${name}`),
        ...(group.typeNames ?? [])
          .filter((n) => n in runtime)
          .map((n) => `${group.id}: ${n} is a runtime value, not a type`),
        ...(group.typeNames ?? [])
          .filter((n) => !new RegExp(`\\b${n}\\b`).test(declarations))
          .map((n) => `${group.id}: type ${n} is not declared by ${name}`),
      ]);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('uiKitComponents.ts', () => {
  test('groups have unique kebab-case ids, a title and description, and components', () => {
    expect(
      idProblems(
        sortedUiKitGroups.map((group) => group.id),
        'UI kit group',
      ),
    ).toEqual([]);
    const problems = sortedUiKitGroups.flatMap((group) => [
      ...emptyFields(group, ['id', 'title', 'description'], group.id),
      ...(group.components.length > 0 ? [] : [`${group.id}: no components`]),
      ...group.components
        .filter((name) => !/^[A-Z][A-Za-z0-9]*$/.test(name))
        .map((name) => `${group.id}: "${name}" is not a component name`),
    ]);
    expect(problems).toEqual([]);
  });

  test('each component is listed once, alphabetically within its group', () => {
    expect(duplicates(sortedUiKitGroups.flatMap((group) => group.components))).toEqual([]);
    for (const group of sortedUiKitGroups) expect(isSorted(group.components, byName), group.id).toBe(true);
  });

  test('names that older docs used but the package lacks are not listed', () => {
    const absent = ['Container', 'Grid', 'Stack', 'Card', 'Modal', 'ThemeProvider', 'useBreakpoint'];
    expect(sortedUiKitGroups.flatMap((group) => group.components).filter((name) => absent.includes(name))).toEqual([]);
  });
});

test.describe('home.ts', () => {
  test('primitives have a unique name, text and an existing route', () => {
    const problems = primitives.flatMap((p) => [
      ...emptyFields(p, ['name', 'summary', 'example', 'to'], p.name),
      ...internalLinkProblems(p.to, p.name),
    ]);
    expect(problems).toEqual([]);
    expect(duplicates(primitives.map((p) => p.name))).toEqual([]);
  });

  test('paths have a declared audience, text and an existing route, each once', () => {
    const problems = homePaths.flatMap((p) => [
      ...emptyFields(p, ['title', 'description', 'to'], p.title),
      ...(p.audience === 'developer' || p.audience === 'community' ? [] : [`${p.title}: audience "${p.audience}"`]),
      ...internalLinkProblems(p.to, p.title),
    ]);
    expect(problems).toEqual([]);
    expect(duplicates(homePaths.map((p) => p.to))).toEqual([]);
    expect(homePaths.some((p) => p.audience === 'developer') && homePaths.some((p) => p.audience === 'community')).toBe(
      true,
    );
  });
});

test.describe('links.ts', () => {
  test('every official link is an https URL, listed once', () => {
    expect(Object.entries(externalLinks).flatMap(([key, url]) => externalUrlProblems(url, key))).toEqual([]);
    expect(duplicates(Object.values(externalLinks).map((url) => url.replace(/\/$/, '')))).toEqual([]);
  });

  test('social links are the four SPEC §2.4 icons, each one of the official links', () => {
    expect(socialLinks.map((link) => link.key).sort()).toEqual(['github', 'linkedin', 'x', 'youtube']);
    for (const link of socialLinks) {
      expect(link.label.trim(), link.key).not.toBe('');
      expect(link.href, link.key).toBe(externalLinks[link.key]);
    }
  });
});

test.describe('all data files', () => {
  const data: Record<string, unknown> = {
    'apps.ts': [appCategories, sortedApps],
    'communityPackages.ts': sortedCommunityPackages,
    'faq.ts': sortedFaqEntries,
    'sitePages.ts': sitePages,
    'home.ts': [primitives, homePaths],
    'links.ts': [externalLinks, socialLinks],
    'packageExports.ts': [protocolExportGroups, sdkExportGroups],
    'paths.ts': sortedPaths,
    'releases.ts': sortedReleases,
    'uiKitComponents.ts': sortedUiKitGroups,
    'useCases.ts': sortedUseCases,
    'whitepapers.ts': sortedWhitepapers,
  };

  test('no plain http:// URL appears anywhere', () => {
    const problems = Object.entries(data).flatMap(([file, value]) =>
      allStrings(value)
        .filter((text) => /\bhttp:\/\//.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  test('no contract address or chain id is typed by hand', () => {
    const chainIds = [intuitionMainnet.id, intuitionTestnet.id, base.id].map(String);
    const problems = Object.entries(data).flatMap(([file, value]) =>
      allStrings(value)
        .filter(
          (text) =>
            /0x[0-9a-fA-F]{40}/.test(text) ||
            chainIds.some((id) => new RegExp(`(?<![\\d.,])${id}(?![\\d.,]\\d|\\d)`).test(text)),
        )
        .map((text) => `${file}: ${text}`),
    );
    expect(problems).toEqual([]);
  });
});
