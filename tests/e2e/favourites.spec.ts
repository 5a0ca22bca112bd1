import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareRows } from '../../src/lib/compare/rows.ts';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { favouritesBarText } from '../../src/lib/favourites/bar.ts';
import { savedCarsPage } from '../../src/lib/favourites/pages.ts';
import { savedListText } from '../../src/lib/favourites/saved-list-text.ts';
import { toSavedCar, type SavedCar } from '../../src/lib/favourites/saved-car.ts';
import { favouritesStorageKey } from '../../src/lib/favourites/storage.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/** Snapshots of the dealer's first cars with photos, as the site would have saved them. */
function snapshots(slug: string, count: number): SavedCar[] {
  const cars = tenantSite(slug)
    .cars.filter((car) => car.photos_count > 0)
    .slice(0, count);
  expect(cars, `${slug} has ${count} cars with photos`).toHaveLength(count);
  return cars.map(toSavedCar);
}

/** Puts a saved list in localStorage before the page's scripts run (once per tab, so reloads keep changes). */
async function seed(page: Page, slug: string, cars: SavedCar[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    [favouritesStorageKey(slug), JSON.stringify(cars)] as const,
  );
}

async function storedIds(page: Page, slug: string): Promise<number[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), favouritesStorageKey(slug));
  return (JSON.parse(raw ?? '[]') as SavedCar[]).map((car) => car.id);
}

/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The saved list's words on `slug`'s site: its vehicle noun ('Compare Motorcycles'). */
const words = (slug: string) =>
  vehicleWords(dealerVehicleKind(tenantSite(slug).dealer, tenantSite(slug).cars));
const listText = (slug: string) => savedListText(words(slug));
const comparison = (page: Page, slug: string): Locator =>
  page.getByRole('region', { name: listText(slug).comparedTable });
const savedList = (page: Page, slug: string): Locator =>
  page.getByRole('region', { name: listText(slug).savedListRegion });
const removeFromPage = (page: Page, slug: string, car: Pick<SavedCar, 'name'>) =>
  page.getByRole('button', { name: listText(slug).remove(car.name) });

for (const slug of TENANTS) {
  test.describe(`${slug} favourites and compare`, () => {
    test('/compare shows the saved cars side by side with the differences marked', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const cars = snapshots(slug, 3);
      const { dealer } = tenantSite(slug);
      await seed(page, slug, cars);

      await page.goto(siteUrl(slug, '/compare'));

      await expect(
        page.getByRole('heading', { level: 1, name: listText(slug).compare }),
      ).toBeVisible();
      const table = comparison(page, slug).getByRole('table');
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveCount(cars.length);
      for (const [i, car] of cars.entries()) {
        await expect(headers.nth(i).getByRole('link', { name: car.name })).toHaveAttribute(
          'href',
          `/cars/${car.slug}`,
        );
      }
      const expected = compareRows(cars, { usedLabel: dealer.config.used_label });
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(expected.length);
      for (const [i, row] of expected.entries()) {
        const tr = rows.nth(i);
        await expect(tr.getByRole('rowheader')).toContainText(row.label);
        await expect(tr.getByText('Differs', { exact: true })).toHaveCount(row.differs ? 1 : 0);
        if (row.differs) await expect(tr).toHaveAttribute('data-differs', 'true');
        else await expect(tr).not.toHaveAttribute('data-differs');
        await expect(tr.getByRole('cell')).toHaveText(
          row.values.map((value) => value ?? /Not listed/),
        );
      }
      expect(expected.some((row) => row.differs)).toBe(true);
      expect(errors).toEqual([]);
    });

    test('"Show differences only" keeps just the rows that differ', async ({ page }) => {
      const cars = snapshots(slug, 2);
      await seed(page, slug, cars);
      await page.goto(siteUrl(slug, '/compare'));
      await hydrated(page);

      await page.getByLabel('Show differences only').check();

      const differing = compareRows(cars).filter((row) => row.differs).length;
      await expect(comparison(page, slug).locator('tbody tr')).toHaveCount(differing);
      await expect(comparison(page, slug).locator('tbody tr:not([data-differs])')).toHaveCount(0);
    });

    test('removing a car on /compare updates the table, the storage and the next visit', async ({
      page,
    }) => {
      const cars = snapshots(slug, 3);
      await seed(page, slug, cars);
      await page.goto(siteUrl(slug, '/compare'));
      await hydrated(page);

      await removeFromPage(page, slug, cars[1]!).click();

      await expect(comparison(page, slug).getByRole('columnheader')).toHaveCount(2);
      await expect(
        comparison(page, slug).getByRole('columnheader', { name: new RegExp(cars[1]!.name) }),
      ).toHaveCount(0);
      await expect(removeFromPage(page, slug, cars[2]!)).toBeFocused();
      expect(await storedIds(page, slug)).toEqual([cars[0]!.id, cars[2]!.id]);
      await page.reload();
      await expect(comparison(page, slug).getByRole('columnheader')).toHaveCount(2);
    });

    test('with nothing saved /compare says No Saved Cars with Get Started to the search page', async ({
      page,
    }) => {
      const { dealer } = tenantSite(slug);
      await page.goto(siteUrl(slug, '/compare'));

      const content = page.getByRole('region', { name: listText(slug).comparisonRegion });
      await expect(content.getByRole('heading', { name: listText(slug).empty })).toBeVisible();
      await expect(content.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        dealer.search.path,
      );
      await expect(comparison(page, slug)).toHaveCount(0);
    });

    test('the saved cars page lives where the config says, and only there', async ({
      page,
      request,
    }) => {
      const { dealer } = tenantSite(slug);
      const saved = savedCarsPage(dealer.config.saved_cars);
      const cars = snapshots(slug, 2);
      await seed(page, slug, cars);

      const response = await page.goto(siteUrl(slug, saved.path));

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: saved.label })).toBeVisible();
      for (const car of cars) {
        await expect(page.getByRole('link', { name: car.name, exact: true })).toHaveAttribute(
          'href',
          `/cars/${car.slug}`,
        );
      }
      await expect(
        savedList(page, slug).getByRole('link', { name: listText(slug).compare }),
      ).toHaveAttribute('href', '/compare');
      if (saved.path !== '/favourites') {
        expect((await request.get(siteUrl(slug, '/favourites'))).status()).toBe(404);
      }
      expect((await request.get(siteUrl(slug, '/compare'))).status()).toBe(200);

      await hydrated(page);
      await removeFromPage(page, slug, cars[0]!).click();
      await expect(page.getByRole('link', { name: cars[0]!.name, exact: true })).toHaveCount(0);
      await removeFromPage(page, slug, cars[1]!).click();
      await expect(
        savedList(page, slug).getByRole('heading', { name: listText(slug).empty }),
      ).toBeVisible();
      await expect(
        savedList(page, slug).getByRole('link', { name: 'Get Started' }),
      ).toHaveAttribute('href', dealer.search.path);
    });

    test('the heart on a search card saves the car, reports event 39, and /compare shows it', async ({
      page,
    }) => {
      const { dealer } = tenantSite(slug);
      // A tag manager's dataLayer gets the same body the beacon carries (beacon bodies are not readable here).
      await page.addInitScript(() => Object.assign(window, { dataLayer: [] }));
      await page.goto(siteUrl(slug, dealer.search.path));
      await hydrated(page);
      const heart = page.getByRole('button', { name: /^Save / }).first();
      const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Save /, '');

      const beacon = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/track',
      );
      await heart.click();

      expect((await beacon).method()).toBe('POST');
      const events = await page.evaluate(
        () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer,
      );
      expect(events).toHaveLength(1);
      const body = events[0] ?? {};
      expect(body).toMatchObject({
        event: 'favourite_add',
        event_id: 39,
        path: dealer.search.path,
      });
      expect(typeof body['car_id']).toBe('number');
      const saved = removeFromPage(page, slug, { name });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      expect(await storedIds(page, slug)).toEqual([body['car_id']]);

      await page.goto(siteUrl(slug, '/compare'));
      await expect(
        comparison(page, slug).getByRole('columnheader', { name: new RegExp(escapeRegExp(name)) }),
      ).toHaveCount(1);
      // Saved from a search hit, the car still shows its colour, drive, seats and doors.
      const car = tenantSite(slug).cars.find((c) => c.id === body['car_id']);
      expect(car).toBeDefined();
      const fromHit = new Set(['colour', 'drive_type', 'seats', 'doors']);
      const rows = compareRows([toSavedCar(car!)], { usedLabel: dealer.config.used_label });
      for (const row of rows.filter((r) => fromHit.has(r.key) && r.values[0] !== null)) {
        const tr = comparison(page, slug)
          .locator('tbody tr')
          .filter({
            has: page.getByRole('rowheader', { name: row.label, exact: true }),
          });
        await expect(tr.getByRole('cell')).toHaveText([row.values[0] ?? '']);
      }
      expect(rows.filter((r) => fromHit.has(r.key) && r.values[0] !== null).length).toBeGreaterThan(
        0,
      );
    });

    test("the saved and compare pages name the dealer's vehicle, never 'car' on a motorcycle site", async ({
      page,
    }) => {
      const { dealer } = tenantSite(slug);
      const cars = snapshots(slug, 2);
      const text = listText(slug);
      await seed(page, slug, cars);
      for (const path of [savedCarsPage(dealer.config.saved_cars).path, '/compare']) {
        await page.goto(siteUrl(slug, path));
        await hydrated(page);
        await expect(removeFromPage(page, slug, cars[0]!)).toHaveCount(1);
        const main = page.locator('main');
        const names = await main
          .locator('[aria-label]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
        // textContent: the words as written, not as a theme's text-transform shows them.
        const said = [(await main.textContent()) ?? '', ...names].join('\n');
        expect(said).toContain(text.compare);
        // Car names are proper names; everything else says the dealer's noun.
        const outsideNames = cars.reduce((all, car) => all.replaceAll(car.name, ''), said);
        if (words(slug).singular !== 'car') expect(outsideNames).not.toMatch(/\bcars?\b/i);
      }
    });

    test('the compare and saved pages pass axe', async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'axe runs once, at desktop width');
      const { dealer } = tenantSite(slug);
      await seed(page, slug, snapshots(slug, 3));
      for (const path of ['/compare', savedCarsPage(dealer.config.saved_cars).path]) {
        await page.goto(siteUrl(slug, path));
        await hydrated(page);
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });
  });
}

// The bar's behaviour is the same for every dealer; one is enough (its path rules are unit-tested).
// Its words are the dealer's vehicle noun ('Saved cars', 'Compare Motorcycles').
const slug = TENANTS[0] ?? '';
const text = favouritesBarText(words(slug));
const bar = (page: Page): Locator =>
  page.locator(`section[aria-label="${text.region}"][data-phase]`);
const compareLink = (page: Page): Locator =>
  bar(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(text.compare)}`) });

test.describe('favourites bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Opens /compare with the saved cars, waits for the islands, then stops the clock. */
  async function openCompare(page: Page, cars: SavedCar[]): Promise<void> {
    await seed(page, slug, cars);
    await page.goto(siteUrl(slug, '/compare'));
    await hydrated(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  }

  test('is not shown on first load, appears after a change, and hides after 5 seconds', async ({
    page,
  }) => {
    const cars = snapshots(slug, 2);
    await openCompare(page, cars);
    await page.clock.runFor(6000);
    await expect(bar(page)).toBeHidden();

    await removeFromPage(page, slug, cars[0]!).click();
    await page.mouse.move(0, 0);

    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toHaveCSS('position', 'static');
    await expect(
      page.getByRole('status').filter({ hasText: `Removed ${cars[0]!.name}` }),
    ).toHaveCount(1);
    await expect(bar(page).getByRole('link', { name: cars[1]!.name })).toBeVisible();
    await page.clock.runFor(4800);
    await expect(bar(page)).toBeVisible();
    await page.clock.runFor(500);
    await expect(bar(page)).toHaveAttribute('data-phase', 'closing');
    await page.clock.runFor(300);
    await expect(bar(page)).toBeHidden();
  });

  test('shows up to 3 cars, each with an X, and Compare Cars with a +N badge', async ({ page }) => {
    const cars = snapshots(slug, 6);
    await openCompare(page, cars);

    await removeFromPage(page, slug, cars[5]!).click();

    const region = bar(page);
    await expect(region.getByRole('listitem')).toHaveCount(3);
    for (const car of cars.slice(0, 3)) {
      await expect(
        region.getByRole('button', { name: `Remove ${car.name}`, exact: true }),
      ).toBeVisible();
    }
    const compare = compareLink(page);
    await expect(compare).toHaveAttribute('href', '/compare');
    await expect(compare).toContainText('+2');

    await region.getByRole('button', { name: `Remove ${cars[0]!.name}`, exact: true }).click();
    await expect(region.getByRole('listitem')).toHaveCount(3);
    await expect(compare).toContainText('+1');
    await expect(
      region.getByRole('button', { name: `Remove ${cars[1]!.name}`, exact: true }),
    ).toBeFocused();
    expect(await storedIds(page, slug)).toEqual(cars.slice(1, 5).map((car) => car.id));
  });

  test('caps the badge at +9 with 13 saved cars, following a change made in another tab', async ({
    page,
    context,
  }) => {
    const cars = snapshots(slug, 13);
    await openCompare(page, cars.slice(0, 12));
    await page.clock.runFor(6000);
    await expect(bar(page)).toBeHidden();

    const other = await context.newPage();
    await other.goto(siteUrl(slug, '/compare'));
    await other.evaluate(([key, value]) => localStorage.setItem(key, value), [
      favouritesStorageKey(slug),
      JSON.stringify([cars[12], ...cars.slice(0, 12)]),
    ] as const);

    await expect(bar(page)).toBeVisible();
    await expect(compareLink(page)).toContainText('+9');
    await expect(bar(page).getByRole('listitem').first()).toContainText(cars[12]!.name);
    await expect(comparison(page, slug).getByRole('columnheader')).toHaveCount(13);
  });

  test("says 'No Saved Cars' with 'Get Started' once the last car is removed", async ({ page }) => {
    const { dealer } = tenantSite(slug);
    const [car] = snapshots(slug, 1);
    await openCompare(page, [car!]);

    await removeFromPage(page, slug, car!).click();

    await expect(bar(page).getByText(text.empty)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      dealer.search.path,
    );
    await expect(compareLink(page)).toHaveCount(0);
  });

  test('stays open while focused, and Escape hides it', async ({ page }) => {
    const cars = snapshots(slug, 2);
    await openCompare(page, cars);
    await removeFromPage(page, slug, cars[0]!).click();

    await compareLink(page).focus();
    await page.clock.runFor(8000);
    await expect(bar(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await page.clock.runFor(500);
    await expect(bar(page)).toBeHidden();
  });
});
