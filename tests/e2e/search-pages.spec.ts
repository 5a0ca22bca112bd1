import { expect, test, type Page } from '@playwright/test';
import { carTitle, checkoutPath } from '../../src/lib/cars/index.ts';
import { hasKeyedPaymentProcessor } from '../../src/lib/cars/reservable.ts';
import { unavailableReason } from '../../src/lib/checkout/index.ts';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { searchRoutes } from '../../src/lib/search/page/search-routes.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/** A dealer's search, its pages' size and its make landing pages, from its data as the build does. */
function searchOf(slug: string) {
  const site = tenantSite(slug);
  const kind = dealerVehicleKind(site.dealer, site.cars);
  const routes = searchRoutes(site.dealer, site.cars, kind);
  // Every car of a make is on its search page, sold ones too; the route table's facet counts
  // leave sold cars out, so they cannot say how many pages the make's search has.
  const carsByMake = new Map<string, number>();
  for (const car of site.cars) carsByMake.set(car.make, (carsByMake.get(car.make) ?? 0) + 1);
  const makes = [...carsByMake];
  const makePage = (count: (n: number) => boolean) => {
    const found = makes.find(([, n]) => count(n));
    if (!found) return undefined;
    const [make, n] = found;
    const landing = routes.landingPages.find(
      (p) => p.values.make === make && Object.keys(p.values).length === 1,
    );
    return landing && { pathname: landing.pathname, count: n };
  };
  return {
    kind,
    words: vehicleWords(kind),
    routes,
    searchPath: routes.ctx.searchPath,
    perPage: site.dealer.search.hits_per_page,
    makePage,
  };
}

/** The cars shown (promo cards between them are articles too). */
const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).locator('article[data-car-id]');
/** The number of pages the page's pagination names ('Page 1 of 3'), 1 without pagination. */
async function pagesOf(page: Page): Promise<number> {
  const text = await pagination(page)
    .getByText(/^Page \d+ of /)
    .textContent({ timeout: 1000 })
    .catch(() => null);
  return text ? Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')) : 1;
}
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('a page past the last', () => {
  for (const slug of TENANTS) {
    const search = searchOf(slug);
    // A make with one page of stock: its page 2 lies past the end.
    const onePage = search.makePage((n) => n > 0 && n <= search.perPage);

    test(`${slug}: ${onePage?.pathname ?? 'a make'}?page=2 shows the make's one page`, async ({
      page,
      browser,
    }) => {
      test.skip(!onePage, 'no make with a single page of stock');
      if (!onePage) return;
      const url = siteUrl(slug, `${onePage.pathname}?page=2`);
      const count = new RegExp(
        `^${onePage.count} ${onePage.count === 1 ? search.words.singular : search.words.plural}$`,
      );

      // The static page (no JavaScript): the make's one page, canonical to the page itself.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      await staticPage.goto(url);
      await expect(results(staticPage)).toHaveCount(onePage.count);
      await expect(staticPage.getByRole('status').filter({ hasText: count })).toHaveCount(1);
      await expect(staticPage.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${onePage.pathname}$`),
      );
      await noScript.close();

      // Hydrated: the same cars, and the URL loses the page that does not exist.
      await page.goto(url);
      await expect(page.locator('[data-search-live]')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${onePage.pathname}$`));
      await expect(results(page)).toHaveCount(onePage.count);
      await expect(page.getByRole('status').filter({ hasText: count })).toHaveCount(1);
      await expect(pagination(page)).toHaveCount(0);
    });

    test(`${slug}: the search page's page 99 answers with its last page`, async ({
      page,
      browser,
    }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScript.newPage();
      await staticPage.goto(siteUrl(slug, search.searchPath));
      const lastPage = await pagesOf(staticPage);
      await noScript.close();
      test.skip(lastPage < 2 || lastPage >= 99, 'one page of stock, or 99 pages or more');
      await page.goto(siteUrl(slug, `${search.searchPath}?page=99`));
      await expect(page.locator('[data-search-live]')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${search.searchPath}\\?page=${lastPage}$`));
      await expect(pagination(page).getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
      await expect(results(page).first()).toBeVisible();
      expect(await results(page).count()).toBeLessThanOrEqual(search.perPage);
    });
  }
});

/**
 * Every word of a page a shopper reads or hears: title, description, and the text and labels
 * of the whole page, header, favourites bar, dialogs and footer included.
 */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The page without its scripts (the island's data names the index 'cars').
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, template').forEach((el) => el.remove());
    // With JavaScript on, a <noscript> is one unread text node of markup.
    body.querySelectorAll('noscript').forEach((el) => el.children.length === 0 && el.remove());
    const labels = [
      ...body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'),
    ].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    const metas = [
      ...document.querySelectorAll('meta[name="description"], meta[property^="og:"]'),
    ].map((m) => m.getAttribute('content') ?? '');
    return [document.title, ...metas, body.textContent, ...labels].join('\n');
  });
}

/** 'car' or 'cars' as a word of its own ('CarPlay', 'Carlingford' and 'scar' are other words). */
const CAR_WORD = /(?<![\w-])cars?(?![\w-])/gi;

/** Each 'car' in the words, with a little of what surrounds it. */
function carWords(words: string, where: string): string[] {
  return [...words.matchAll(CAR_WORD)].map((match) => {
    const at = match.index ?? 0;
    return `${where}: …${words.slice(Math.max(0, at - 40), at + 20).replace(/\s+/g, ' ')}…`;
  });
}

test.describe('a motorcycle dealer speaks of motorcycles', () => {
  const motorcycleDealers = TENANTS.filter((slug) => searchOf(slug).kind === 'motorcycle');

  test('there is a motorcycle dealer to check', () => {
    expect(motorcycleDealers.length).toBeGreaterThan(0);
  });

  for (const slug of motorcycleDealers) {
    const search = searchOf(slug);

    test(`${slug}: search and landing pages, as built, never say car`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ javaScriptEnabled: false });
      // The HTML alone: its words are all this test reads.
      await context.route('**/*', (route) =>
        route.request().resourceType() === 'document' ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      const paths = [search.searchPath, ...search.routes.landingPages.map((p) => p.pathname)];
      const found: string[] = [];
      for (const pathname of paths) {
        await page.goto(siteUrl(slug, pathname));
        found.push(...carWords(await pageWords(page), pathname));
      }
      await context.close();
      expect(found).toEqual([]);
    });

    test(`${slug}: the live search page and its drawer never say car`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(siteUrl(slug, search.searchPath));
      await expect(page.locator('[data-search-live]')).toHaveCount(1);
      await page.getByRole('button', { name: /^Filters/ }).click();
      const make = page.locator('#search-filters button[data-attribute="make"]').first();
      await make.click();
      await expect(make).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^Show [\\d,]+ (${search.words.plural}|${search.words.singular})$`),
        }),
      ).toBeVisible();
      const words = await pageWords(page);
      expect(carWords(words, search.searchPath)).toEqual([]);
      expect(words).toContain(search.words.plural);
    });

    test(`${slug}: the checkout pages, as built and live, never say car`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(120_000);
      const site = tenantSite(slug);
      const paid = site.cars.filter((car) => hasKeyedPaymentProcessor(car.payment_processors));
      const reservable = paid.filter((car) => unavailableReason(car) === null);
      const unavailable = paid.filter((car) => unavailableReason(car) !== null);
      const route = site.dealer.config.online_buying;
      // One the shopper can reserve (deposit terms, the details form) and one that says why not.
      const pages = [reservable[0], unavailable[0]].flatMap((car) =>
        car ? [{ car, pathname: checkoutPath(car, route) }] : [],
      );
      expect(reservable.length).toBeGreaterThan(0);
      // Each vehicle's own name may hold any word: it is the make and model, not the page's;
      // addresses (/cars/{slug}, spec §2) are not words either.
      const withoutName = (words: string, car: Car) =>
        words
          .split(carTitle(car))
          .join(' ')
          .replace(/https?:\/\/\S+/g, ' ');
      const context = await browser.newContext({ javaScriptEnabled: false });
      const html = await context.newPage();
      const found: string[] = [];
      for (const { car, pathname } of pages) {
        await html.goto(siteUrl(slug, pathname));
        found.push(...carWords(withoutName(await pageWords(html), car), pathname));
      }
      await context.close();
      const [first] = pages;
      await page.goto(siteUrl(slug, first!.pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${route ? 'Buy this' : 'Reserve this'} ${search.words.singular}${route ? ' online' : ''}`,
      );
      await expect(page.locator('[data-checkout] form')).toBeVisible();
      found.push(...carWords(withoutName(await pageWords(page), first!.car), 'live'));
      expect(found).toEqual([]);
    });
  }
});
