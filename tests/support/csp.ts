import type {Page} from '@playwright/test';

/**
 * Collects what the browser refuses under the page's Content-Security-Policy: every `securitypolicyviolation`
 * event (listened for before any page script runs) and every console message reporting one. Call before goto.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

/** The CSP header of a response, or a failure naming the page: a crawl under no policy proves nothing. */
export function cspOf(headers: Record<string, string>, where: string): string {
  const csp = headers['content-security-policy'];
  if (!csp) throw new Error(`${where} was served without a Content-Security-Policy header`);
  return csp;
}

/** External links (another origin) must not hand the opener or the referrer to the site they open. */
export async function externalLinksWithoutNoopener(page: Page, origin: string): Promise<string[]> {
  return page.evaluate((own) => {
    return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== own)
      .filter((a) => {
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map(
        (a) => `${a.href} (rel="${a.getAttribute('rel') ?? ''}", text "${(a.textContent ?? '').trim().slice(0, 40)}")`,
      );
  }, origin);
}
