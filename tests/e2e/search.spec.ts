import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { searchRoutes } from '../../src/lib/search/page/search-routes.ts';
import { landingTitle } from '../../src/lib/search/routing/index.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/** What the tests expect of a dealer's search, worked out from its data as the build does. */
function searchOf(slug: string) {
  const site = tenantSite(slug);
  const kind = dealerVehicleKind(site.dealer, site.cars);
  const routes = searchRoutes(site.dealer, site.cars, kind);
  const makes = Object.entries(routes.counts.values.make ?? {}).sort((a, b) => b[1] - a[1]);
  const [make] = makes[0] ?? [];
  const makePage = routes.landingPages.find(
    (p) => p.values.make === make && Object.keys(p.values).length === 1,
  );
  if (!make || !makePage) throw new Error(`${slug}: no make landing page to test with`);
  return {
    site,
    routes,
    words: vehicleWords(kind),
    searchPath: routes.ctx.searchPath,
    make,
    makePage,
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A facet tile's name starts with its value ('Subaru 173 cars'). */
const tileName = (value: string) => new RegExp(`^${escape(value)}(?![\\w-])`);
const pathRegExp = (pathname: string) => new RegExp(`^[^?#]*${escape(pathname)}(\\?[^#]*)?$`);

/**
 * Opens a search page and waits for the island to hydrate. Before any script runs (document
 * 'interactive'), the server-rendered card titles are noted and layout shifts are counted from
 * the start, so a test can tell whether hydration changed or moved anything.
 */
async function openSearch(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __ssrTitles: string[] | null };
    w.__shift = 0;
    w.__ssrTitles = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive' && w.__ssrTitles === null)
        w.__ssrTitles = [...document.querySelectorAll('main article h3')].map(
          (h) => h.textContent ?? '',
        );
    });
  });
  await page.goto(url);
  await expect(page.locator('[data-search-live]')).toHaveCount(1);
}

const cardTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Search results' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

/** Card prices in order, numbers only (price on application left out). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('article')
    .locator('.fc-price')
    .allTextContents();
  return texts.filter((t) => /\$\d/.test(t)).map((t) => Number(t.replace(/[^\d]/g, '')));
}

const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** The filters: the drawer on phones (opened here), the sidebar on wide screens. */
async function openFilters(page: Page, info: TestInfo): Promise<Locator> {
  if (!isPhone(info)) return page.getByRole('main');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeFilters(page: Page, info: TestInfo): Promise<void> {
  if (!isPhone(info)) return;
  await page
    .getByRole('dialog', { name: 'Filters' })
    .getByRole('button', { name: /^Show \d/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
}

for (const slug of TENANTS) {
  test.describe(`${slug} search`, () => {
    test('the search page is rendered with its first results and hydrates without changing or moving', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const { searchPath, routes, words } = searchOf(slug);

      await openSearch(page, siteUrl(slug, searchPath));

      const before = await page.evaluate(
        () => (window as unknown as { __ssrTitles: string[] }).__ssrTitles,
      );
      expect(before.length).toBeGreaterThan(0);
      expect(await page.locator('main article h3').allTextContents()).toEqual(before);
      expect(
        await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
      ).toBeLessThan(0.01);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        landingTitle({}, routes.ctx),
      );
      await expect(
        page.getByRole('status').filter({ hasText: new RegExp(`\\d ${words.plural}$`) }),
      ).toHaveCount(1);
      expect(new URL(page.url()).pathname).toBe(searchPath);
      expect(errors).toEqual([]);
    });

    test('a landing page has its own title, description, canonical and breadcrumbs, and hydrates in place', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const { site, makePage } = searchOf(slug);

      await openSearch(page, siteUrl(slug, makePage.pathname));

      const before = await page.evaluate(
        () => (window as unknown as { __ssrTitles: string[] }).__ssrTitles,
      );
      expect(before.length).toBeGreaterThan(0);
      expect(await page.locator('main article h3').allTextContents()).toEqual(before);
      expect(
        await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
      ).toBeLessThan(0.01);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(makePage.title);
      await expect(page).toHaveTitle(new RegExp(`^${escape(makePage.title)}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        makePage.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(makePage.pathname, site.dealer.url).href,
      );
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      for (const crumb of makePage.breadcrumbs)
        await expect(crumbs.getByText(crumb.name, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^Remove Make: ${escape(makePage.values.make!)}$`),
        }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a refinement moves into the path, survives a reload, and back and forward work', async ({
      page,
    }, info) => {
      const errors = trackErrors(page);
      const { searchPath, routes, make, makePage } = searchOf(slug);
      await openSearch(page, siteUrl(slug, searchPath));

      const filters = await openFilters(page, info);
      await filters.getByRole('button', { name: tileName(make) }).click();
      await expect(page).toHaveURL(pathRegExp(makePage.pathname));
      await closeFilters(page, info);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(makePage.title);

      await page.goBack();
      await expect(page).toHaveURL(pathRegExp(searchPath));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        landingTitle({}, routes.ctx),
      );

      await page.goForward();
      await expect(page).toHaveURL(pathRegExp(makePage.pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(makePage.title);

      await page.reload();
      await expect(page.locator('[data-search-live]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(makePage.title);
      const again = await openFilters(page, info);
      await expect(again.getByRole('button', { name: tileName(make) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(errors).toEqual([]);
    });

    test('sorting by price orders the cars, and page 2 shows other cars', async ({ page }) => {
      const errors = trackErrors(page);
      const { searchPath } = searchOf(slug);
      await openSearch(page, siteUrl(slug, searchPath));
      const first = await cardTitles(page);

      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect.poll(() => cardTitles(page)).not.toEqual(first);
      await expect(
        page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]'),
      ).toHaveText(/2/);

      await page.getByLabel('Sort by').selectOption({ label: 'Price (High to Low)' });
      await expect(page).toHaveURL(/[?&]sortBy=[^&]*price_desc/);
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          return prices.length > 1 && prices.every((p, i) => i === 0 || p <= prices[i - 1]!);
        })
        .toBe(true);
      expect(errors).toEqual([]);
    });

    test("the price filter's button shows the highest prices first", async ({ page }, info) => {
      const errors = trackErrors(page);
      const { searchPath } = searchOf(slug);
      await openSearch(page, siteUrl(slug, searchPath));

      const filters = await openFilters(page, info);
      const button = filters.getByRole('button', { name: 'Show highest price first' });
      await button.click();
      await expect(page).toHaveURL(/[?&]sortBy=[^&]*price_desc/);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await closeFilters(page, info);
      await expect(page.getByLabel('Sort by')).toHaveValue(/price_desc/);
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          return prices.length > 1 && prices.every((p, i) => i === 0 || p <= prices[i - 1]!);
        })
        .toBe(true);
      expect(errors).toEqual([]);
    });

    test('on a phone the filters open in a drawer that Escape closes', async ({ page }, info) => {
      test.skip(!isPhone(info), 'the drawer is the phone layout');
      const errors = trackErrors(page);
      const { searchPath, words } = searchOf(slug);
      await openSearch(page, siteUrl(slug, searchPath));

      const opener = page.getByRole('button', { name: /^Filters/ });
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      // Once idle the closed drawer is laid out and drawn ahead of the tap, yet just off the
      // screen and out of reach (inert, hidden from assistive tech): nothing in it takes a tap
      // or focus, and there is no dialog.
      const panel = page.locator('#search-filters');
      await expect(panel).toHaveAttribute('data-drawer', 'ready');
      await expect(panel).toHaveAttribute('inert', '');
      const screenWidth = page.viewportSize()!.width;
      await expect.poll(async () => (await panel.boundingBox())?.x).toBe(screenWidth);
      await expect(panel.getByRole('button', { name: 'Close filters' })).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
      await opener.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await expect(panel.locator(':focus')).toHaveCount(0);
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer).toBeVisible();
      expect(await drawer.boundingBox()).toMatchObject({ x: 0, width: screenWidth });
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
      await expect(
        drawer.getByRole('button', { name: new RegExp(`^Show [\\d,]+ ${words.plural}$`) }),
      ).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(panel).toHaveAttribute('inert', '');
      await expect.poll(async () => (await panel.boundingBox())?.x).toBe(screenWidth);
      expect(errors).toEqual([]);
    });

    test('a search with no results offers a way back', async ({ page }) => {
      const errors = trackErrors(page);
      const { searchPath, words } = searchOf(slug);
      await openSearch(page, siteUrl(slug, searchPath));

      const main = page.getByRole('main');
      await main.getByRole('searchbox').fill('qqzzxxjj');
      await expect(page).toHaveURL(/[?&]query=qqzzxxjj/);
      await expect(
        main.getByRole('heading', { name: `No ${words.plural} match your search` }),
      ).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Popular makes' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Contact us', exact: true })).toBeVisible();

      await main.getByRole('button', { name: /^Remove search/ }).click();
      await expect(
        page.getByRole('heading', { name: `No ${words.plural} match your search` }),
      ).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      await expect(page).not.toHaveURL(/query=/);
      expect(errors).toEqual([]);
    });

    test('the search page and a landing page pass axe', async ({ page }) => {
      test.slow();
      const { searchPath, makePage } = searchOf(slug);
      for (const pathname of [searchPath, makePage.pathname]) {
        await openSearch(page, siteUrl(slug, pathname));
        await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe('the phone filter drawer by touch', () => {
  test('a tap opens it, presses a tile and closes it as the finger lifts, and no click lands under the finger', async ({
    page,
  }, info) => {
    test.skip(!isPhone(info), 'the drawer is the phone layout');
    // The same island on every dealer: one is enough.
    const slug = TENANTS[0]!;
    const errors = trackErrors(page);
    const { searchPath, make, makePage } = searchOf(slug);
    await openSearch(page, siteUrl(slug, searchPath));
    await expect(page.locator('#search-filters')).toHaveAttribute('data-drawer', 'ready');
    // A tap handled as the finger lifts cancels the click the browser would send after it,
    // which would otherwise land on the drawer now over the button, or on the page once the
    // drawer has gone.
    await page.evaluate(() => {
      const w = window as unknown as { __clicked: string[] };
      w.__clicked = [];
      document.addEventListener(
        'click',
        (event) => w.__clicked.push((event.target as Element).outerHTML.slice(0, 80)),
        { capture: true },
      );
    });

    const opener = page.getByRole('button', { name: /^Filters/ });
    await opener.tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
    // Pressed once: a click after the tap would have let it go again.
    const tile = drawer.getByRole('button', { name: tileName(make) });
    await tile.tap();
    await expect(page).toHaveURL(pathRegExp(makePage.pathname));
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await drawer.getByRole('button', { name: /^Show [\d,]+ / }).tap();
    await expect(drawer).toHaveCount(0);
    // Nothing focused the button (a tap does not), yet focus goes back to it.
    await expect(opener).toBeFocused();
    await expect(opener).toHaveText('Filters (1)');
    expect(
      await page.evaluate(() => (window as unknown as { __clicked: string[] }).__clicked),
    ).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(makePage.pathname);
    expect(errors).toEqual([]);
  });
});

test.describe('the price slider', () => {
  test('a handle moved by keyboard searches once let go, and removing its chip moves it back', async ({
    page,
  }, info) => {
    test.skip(isPhone(info), 'the same widget at every width (in the drawer on a phone)');
    // The same island on every dealer: one is enough.
    const slug = TENANTS[0]!;
    const errors = trackErrors(page);
    const { searchPath } = searchOf(slug);
    await openSearch(page, siteUrl(slug, searchPath));
    const main = page.getByRole('main');
    const top = main.getByRole('slider', { name: 'Maximum price' });
    await expect(top).toHaveAttribute('aria-valuetext', '$250,000+');

    // Four $500 steps down from the top: the read-out follows each step, the search the last.
    await top.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowLeft');
    await expect(top).toHaveAttribute('aria-valuetext', '$248,000');
    const chip = main.getByRole('button', { name: /^Remove .+: Up to \$248K$/ });
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(/\?.*248000/);

    await chip.click();
    await expect(top).toHaveAttribute('aria-valuetext', '$250,000+');
    await expect(chip).toHaveCount(0);
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      })
      .toBe(searchPath);
    expect(errors).toEqual([]);
  });
});
