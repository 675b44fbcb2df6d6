/**
 * axe for every spec that checks accessibility: one tag list, one way to run it. axe runs in the page itself,
 * injected once per page load: axe-core is about 550 KB of script, and AxeBuilder compiled it again for every pass,
 * about 0.4 s each on this machine. Its default mode would also copy every result to a new blank page to finish
 * there, a gain only for frames from other origins, which the pages' CSP never embeds (decision 0015). Each spec
 * keeps its own scope (include, exclude) and the impacts it fails on.
 */
import axe from 'axe-core';
import type {Page} from '@playwright/test';

/**
 * WCAG 2.0 and 2.1 A and AA, 2.2 AA, and axe's experimental rules (off by default: label-content-name-mismatch,
 * p-as-heading, td-has-header, …).
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export const everyImpact: readonly Impact[] = ['minor', 'moderate', 'serious', 'critical'];
export const seriousImpacts: readonly Impact[] = ['serious', 'critical'];

// axe-core keeps its rule definitions on `_audit` (not in its types); a release that moves them fails here, loudly.
const axeRules = (axe as unknown as {_audit: {rules: {id: string; impact?: string}[]}})._audit.rules;
if (!axeRules.some((rule) => rule.id === 'hidden-content' && rule.impact === 'minor'))
  throw new Error('axe-core rule impacts not found');

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: {target: string[]}[];
}

export interface AxeScope {
  /** CSS selectors to check; the whole page when absent. */
  include?: string[];
  exclude?: string[];
  /** The impacts that fail; every impact when absent. */
  failOn?: readonly Impact[];
}

/** The violations of the scope, at the impacts that fail. */
export async function axeViolations(
  page: Page,
  {include = ['html'], exclude = [], failOn = everyImpact}: AxeScope = {},
): Promise<AxeViolation[]> {
  // A rule's declared impact is the impact of every result it reports (axe-core sets each check's impact from it), so
  // a rule below the impacts that fail can never fail; not running those saves time (hidden-content alone walked
  // every element of a page, 1.6 s per pass on the MultiVault page).
  const cannotFail = axeRules
    .filter((rule) => rule.impact && !failOn.includes(rule.impact as Impact))
    .map((rule) => rule.id);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([context, tags, disabled]) =>
      (
        window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: AxeViolation[]}>}}
      ).axe.run(context, {
        runOnly: {type: 'tag', values: tags},
        rules: Object.fromEntries(disabled.map((id) => [id, {enabled: false}])),
        // Only violations are read: axe then builds a selector for one passing node per rule instead of for all.
        resultTypes: ['violations'],
      }),
    [
      {include: include.map((selector) => [selector]), exclude: exclude.map((selector) => [selector])},
      axeTags,
      cannotFail,
    ] as const,
  );
  return results.violations.filter((v) => failOn.includes((v.impact ?? '') as Impact));
}

/** One line per violation, for an assertion's diff: the rule, its impact and help, and its first nodes. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
}

/** The violations of the scope, described, for `expect(…).toEqual([])`. */
export async function axeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return describeViolations(await axeViolations(page, scope));
}
