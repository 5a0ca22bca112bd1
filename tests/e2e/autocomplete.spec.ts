import { expect, test, type Page } from '@playwright/test';
import {
  querySearchHref,
  suggestionRequest,
  suggestionsView,
  type CarSuggestion,
  type SuggestionResult,
} from '../../src/lib/search/autocomplete/index.ts';
import { searchSettingsFor } from '../../src/lib/search/client/index.ts';
import { serverSearchClient } from '../../src/lib/search/client/server-client.ts';
import type { Site } from '../../src/lib/site/site.ts';
import { trackNetwork } from './support/network.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { siteUrl, tenantSite } from './support/tenants.ts';

/** The make the dealer has most cars of: typed as a shopper would, whole. */
function topMake(site: Site): string {
  const counts = new Map<string, number>();
  for (const car of site.cars) counts.set(car.make, (counts.get(car.make) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** What the header should list for the query: the same engine, index and filters, in Node. */
async function expectedCars(site: Site, query: string): Promise<CarSuggestion[]> {
  const settings = searchSettingsFor(site.dealer);
  const { results } = await serverSearchClient(site).search([
    suggestionRequest(settings.indexName, query, settings.totalVariant),
  ]);
  const view = suggestionsView(results[0] as SuggestionResult, query, {
    searchPath: site.dealer.search.path,
    totalVariant: settings.totalVariant,
  });
  return view.suggestions.filter((s): s is CarSuggestion => s.kind === 'car');
}

/** The search box, opened first where the header shows a search button (phones, some headers). */
async function openSearch(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search stock' });
  if (await box.isVisible()) await box.click();
  else {
    await page.getByRole('button', { name: 'Search stock', expanded: false }).click();
    // The open box covers its button, which stays expanded (and out of sight) until closed.
    await expect(
      page.getByRole('button', { name: 'Search stock', expanded: true, includeHidden: true }),
    ).toHaveCount(1);
  }
  await expect(box).toBeFocused();
  return box;
}

async function typeQuery(page: Page, query: string) {
  const box = await openSearch(page);
  await box.pressSequentially(query, { delay: 40 });
  // The last answer is in when 'See all' names the whole query.
  await expect(
    page.getByRole('option', { name: new RegExp(`results? for “${query}”$`) }),
  ).toBeVisible();
  return box;
}

for (const slug of ['kestrel-bay-subaru', 'meridian-motor-group']) {
  test.describe(`${slug} header autocomplete`, () => {
    const site = tenantSite(slug);
    const make = topMake(site);

    test('loads nothing for search until the box is used', async ({ page }) => {
      const network = trackNetwork(page);
      const requests = () => network.urls().map((url) => new URL(url).pathname);
      await page.goto(siteUrl(slug, '/'));
      await network.settled();
      expect(requests().filter((path) => /\/search\/index\.|autocomplete/.test(path))).toEqual([]);

      await openSearch(page);
      // The index under its fixed name: the header is on every page, and a content-hashed
      // name would change every page's HTML with each price.
      await expect.poll(() => requests().includes(site.search.latestIndexUrl!)).toBe(true);
      expect(requests().filter((path) => /\/search\/index\./.test(path))).toEqual([
        site.search.latestIndexUrl,
      ]);
    });

    test('suggests cars with prices as a make is typed', async ({ page }) => {
      const errors = trackErrors(page);
      const expected = await expectedCars(site, make);
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(siteUrl(slug, '/'));

      const box = await typeQuery(page, make);

      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
      const options = listbox.getByRole('option');
      await expect(options).toHaveCount(expected.length + 1);
      for (const [i, car] of expected.entries()) {
        await expect(options.nth(i)).toHaveText(`${car.name}${car.price ?? ''}`);
        await expect(options.nth(i).locator('mark').first()).toHaveText(new RegExp(make, 'i'));
      }
      // Spec §5: prices show above $250 only, and these dealers price most cars.
      expect(expected.some((car) => car.price !== null)).toBe(true);
      await expect(options.last()).toHaveText(
        /^See all [\d,]+ results for “.+”$|^See 1 result for “.+”$/,
      );
      expect(errors).toEqual([]);
    });

    test('arrows and Enter open the chosen car', async ({ page }) => {
      const expected = await expectedCars(site, make);
      await page.goto(siteUrl(slug, '/'));
      const box = await typeQuery(page, make);

      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await box.press('ArrowUp');
      await box.press('ArrowDown');

      const second = page.getByRole('option').nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await second.getAttribute('id'))!,
      );
      await box.press('Enter');
      await expect(page).toHaveURL(siteUrl(slug, expected[1]?.href ?? expected[0]!.href));
    });

    test('Home and End jump within the list once in it', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      const box = await typeQuery(page, make);
      const options = page.getByRole('option');

      await box.press('ArrowDown');
      await box.press('End');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await box.press('Home');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    });

    test('Enter on the text opens the search page with the query', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      const box = await typeQuery(page, make);

      await box.press('Enter');

      const href = querySearchHref(site.dealer.search.path, make);
      expect(href).toBe(`${site.dealer.search.path}?query=${encodeURIComponent(make)}`);
      await expect(page).toHaveURL(siteUrl(slug, href));
    });

    test('a click on a suggestion opens that car', async ({ page }) => {
      const expected = await expectedCars(site, make);
      await page.goto(siteUrl(slug, '/'));
      await typeQuery(page, make);

      await page.getByRole('option').first().click();

      await expect(page).toHaveURL(siteUrl(slug, expected[0]!.href));
    });

    test('Escape closes the list, then clears the text', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      const box = await typeQuery(page, make);

      await box.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue(make);
      await expect(box).toBeFocused();

      await box.press('Escape');
      await expect(box).toHaveValue('');
    });

    test('says so when nothing matches', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      const box = await openSearch(page);
      await box.pressSequentially('zzqxj', { delay: 40 });

      await expect(page.getByText('No cars match “zzqxj”').first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    test('passes axe WCAG 2.2 AA checks with the suggestions open', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      const box = await typeQuery(page, make);
      await box.press('ArrowDown');

      await expectNoAxeViolations(page);
    });
  });
}
