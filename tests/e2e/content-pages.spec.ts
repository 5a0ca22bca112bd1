import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { ANY_WIDTH } from './support/widths.ts';
import { TENANTS, siteUrl } from './support/tenants.ts';

/**
 * The site's own sitemap names every page it publishes; the shell's pages are those outside
 * /search and /cars (search landing pages are covered by search.spec.ts; car pages, thousands
 * of them, by car-page.spec.ts per state and car-pages-structured-data.spec.ts over every one).
 */
async function sitemapPaths(request: import('@playwright/test').APIRequestContext, slug: string) {
  const response = await request.get(siteUrl(slug, '/sitemap.xml'));
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .filter((path) => !path.startsWith('/search') && !path.startsWith('/cars/'));
}

/**
 * Pages under one section (/contact-us/…, /locations/…, /brands/…) share one template: axe
 * takes the first two of each (a dealer group has dozens of location pages), and every page
 * of its own type (/finance, /faqs, a model page) — so every page type is checked without
 * the time growing with the number of locations.
 */
function pageTypeSamples(paths: readonly string[]): string[] {
  const perSection = new Map<string, number>();
  return paths.filter((path) => {
    const segments = path.split('/').filter(Boolean);
    if (segments.length < 2) return true;
    const seen = perSection.get(segments[0] ?? '') ?? 0;
    perSection.set(segments[0] ?? '', seen + 1);
    return seen < 2;
  });
}

for (const slug of TENANTS) {
  test.describe(`${slug} content pages`, () => {
    test('every page in the sitemap loads with one h1 and no console errors', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const paths = await sitemapPaths(request, slug);
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        const errors = trackErrors(page);
        const response = await page.goto(siteUrl(slug, path));
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        expect(errors, path).toEqual([]);
      }
    });

    test('every page type in the sitemap passes axe', async ({ page, request }, info) => {
      test.skip(
        info.project.name !== 'desktop',
        'axe runs over each page type once, at desktop width',
      );
      test.setTimeout(180_000);
      for (const path of pageTypeSamples(await sitemapPaths(request, slug))) {
        await page.goto(siteUrl(slug, path));
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });

    test('the spec content pages are reachable', ANY_WIDTH, async ({ request }) => {
      const paths = [
        '/finance',
        '/faqs',
        '/service',
        '/valuations',
        '/electric-cars',
        '/privacy-policy',
        '/pages/privacy-statement',
        '/terms',
      ];
      for (const path of paths) {
        expect((await request.get(siteUrl(slug, path))).status(), path).toBe(200);
      }
    });

    test(
      'robots.txt points at the sitemap and unknown paths get the 404 page',
      ANY_WIDTH,
      async ({ page, request }) => {
        const robots = await (await request.get(siteUrl(slug, '/robots.txt'))).text();
        expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);

        const response = await page.goto(siteUrl(slug, '/no-such-page'));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
      },
    );
  });
}
