// The bench's budgets: change a figure here and the PASS/FAIL lines (and the numbers they print) follow.
/**
 * Each budget names the issue that set it. The bench prints the same numbers it checks, so a line of its output
 * always states the budget in force.
 */
export interface Budgets {
  /** Issue 20: the GraphQL runner, once Run is pressed on a cold cache. */
  runner: {gzipKb: number; runToRequestMs: number};
  /** Issue 11: the default pages, each next to the bare baseline's page of the same type. */
  defaultPages: {
    /** Mobile score reported as PASS at or above this, INFO below (an aim, not a failure). */
    mobileScoreAim: number;
    /** Mobile LCP passes under this or under the baseline's. */
    mobileLcpMs: number;
    /** CLS counts as 0 below this (figures are shown with three decimals). */
    clsZeroBelow: number;
    /** When the baseline's desktop score reaches this, the site's must be 100; else at least the baseline's. */
    desktopBaselineHigh: number;
    /** A doc page without a diagram loads at most this many times the baseline doc's JS (gzip). */
    docJsGzipOfBaseline: number;
  };
  /** Issue 19: every sitemap page (`--all`), next to the bare doc. */
  everyPage: {
    mobileScore: number;
    /** The default pages (options.ts `allPages`) are held to more. */
    defaultPageMobileScore: number;
    docTbtOfBare: number;
    docJsGzipOfBare: number;
    /** Issue 19's last target: pages with at least this many lines of code are measured next to their twin. */
    longCodeLines: number;
    /** A twin is a fair peer if it kept at least this share of the page's characters. */
    twinTextShare: number;
    /** A page with long code may spend at most this much more main-thread time than its twin, ms. */
    mainThreadOverTwinMs: number;
    /** Shown in the summary line only (how many pages fall below it), not a target. */
    reportScoreBand: number;
  };
}

export const budgets: Budgets = {
  runner: {gzipKb: 80, runToRequestMs: 300},
  defaultPages: {
    mobileScoreAim: 95,
    mobileLcpMs: 2500,
    clsZeroBelow: 0.0005,
    desktopBaselineHigh: 98,
    docJsGzipOfBaseline: 1.15,
  },
  everyPage: {
    mobileScore: 95,
    defaultPageMobileScore: 98,
    docTbtOfBare: 1.5,
    docJsGzipOfBare: 1.3,
    longCodeLines: 40,
    twinTextShare: 0.85,
    mainThreadOverTwinMs: 50,
    reportScoreBand: 90,
  },
};
