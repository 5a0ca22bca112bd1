/**
 * Every page type of every dealer under the Content-Security-Policy its build wrote into
 * `_headers`: no `securitypolicyviolation` event and no console error naming the policy, with
 * the page scrolled through (lazy islands load) and a location map opened (a framed third
 * party). The local server applies the site's `_headers` as a CDN host would, so this judges
 * both the file and the server's use of it.
 *
 * The built sites are read from FORECOURT_E2E_DIST (default dist/), which must be the folder
 * the server under test serves; a dealer not built there is skipped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { trackNetwork, type NetworkLog } from './support/network.ts';
import { E2E_DIST, pageTypes } from './support/page-types.ts';
import { TENANTS, siteUrl } from './support/tenants.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function watchPolicy(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return reported;
}

/** Scrolls to the end a screen at a time, so islands that load on sight load. */
async function scrollThrough(page: Page, network: NetworkLog): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
  await network.settled();
}

for (const slug of TENANTS) {
  const site = path.join(E2E_DIST, slug);
  const headersFile = path.join(site, '_headers');
  test.describe(`${slug} under its Content-Security-Policy`, () => {
    test.skip(!existsSync(headersFile), `${slug} has no built site with _headers in ${E2E_DIST}`);

    for (const [type, pathname] of existsSync(headersFile) ? pageTypes(slug, site) : []) {
      test(`${type} page (${pathname}) reports no violation`, async ({ page }) => {
        const consoleReports = await watchPolicy(page);
        const network = trackNetwork(page);

        const response = await page.goto(siteUrl(slug, pathname));
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await network.settled();
        await scrollThrough(page, network);
        const map = page.locator('a[data-map-src]').first();
        if (await map.isVisible()) {
          await map.click();
          await expect(page.locator('iframe').first()).toBeAttached();
        }

        const violations = await page.evaluate(() => window.cspViolations ?? []);
        expect([...violations, ...consoleReports]).toEqual([]);
      });
    }
  });
}
