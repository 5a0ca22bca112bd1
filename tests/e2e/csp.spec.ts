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
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { printPath } from '../../src/lib/cars/printable-car.ts';
import { savedCarsPage } from '../../src/lib/favourites/index.ts';
import { DEFAULT_DIST_DIR } from '../../src/server/build/paths.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

const DIST = path.resolve(process.env['FORECOURT_E2E_DIST'] ?? DEFAULT_DIST_DIR);

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** The first folder under `dir` of the built site that holds a page. */
function firstPage(site: string, dir: string): string | null {
  const folder = path.join(site, dir);
  if (!existsSync(folder)) return null;
  const name = readdirSync(folder)
    .sort()
    .find((entry) => existsSync(path.join(folder, entry, 'index.html')));
  return name ? `/${dir}/${name}` : null;
}

/** One page of every page type the dealer's site has. */
function pageTypes(slug: string, site: string): [string, string][] {
  const { dealer } = tenantSite(slug);
  const car = firstPage(site, 'cars');
  const carSlug = car?.split('/').at(-1);
  const types: [string, string | null][] = [
    ['home', '/'],
    ['search', dealer.search.path],
    ['car', car],
    ['location', firstPage(site, 'locations') ?? '/locations'],
    ['contact', firstPage(site, 'contact-us')],
    ['content', '/finance'],
    ['faqs', '/faqs'],
    ['saved cars', savedCarsPage(dealer.config.saved_cars).path],
    ['compare', '/compare'],
    ['print', carSlug ? printPath({ slug: carSlug }) : null],
    ['404', '/no-such-page-for-csp'],
  ];
  return types.filter((type): type is [string, string] => type[1] !== null);
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
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
  });
  await page.waitForLoadState('networkidle');
}

for (const slug of TENANTS) {
  const site = path.join(DIST, slug);
  const headersFile = path.join(site, '_headers');
  test.describe(`${slug} under its Content-Security-Policy`, () => {
    test.skip(!existsSync(headersFile), `${slug} has no built site with _headers in ${DIST}`);

    for (const [type, pathname] of existsSync(headersFile) ? pageTypes(slug, site) : []) {
      test(`${type} page (${pathname}) reports no violation`, async ({ page }) => {
        const consoleReports = await watchPolicy(page);

        const response = await page.goto(siteUrl(slug, pathname));
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
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
