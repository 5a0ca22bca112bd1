import { expect, test, type Locator, type Page } from '@playwright/test';
import { showSaveButtons } from '../../src/lib/cars/index.ts';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { heartLabels } from '../../src/lib/favourites/heart-labels.ts';
import { favouritesStorageKey } from '../../src/lib/favourites/storage.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { trackNetwork } from './support/network.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/**
 * The car sidebar's Compare, Watch and heart are plain buttons (DESIGN.md §6 car page
 * JavaScript): a shopper who opens a car page and touches none of them downloads no React.
 * Pressing the heart saves the car as the React heart did, and the favourites bar, whose
 * code loads then, shows the change; the saved state follows the shopper to other pages.
 */

/** A car in stock with photos whose sidebar shows Compare and the heart. */
function saveableCar(slug: string, index = 0): Car {
  const { cars, dealer } = tenantSite(slug);
  const found = cars.filter(
    (car) => !car.sold && car.photos_count > 0 && showSaveButtons(car, dealer.config.save_buttons),
  )[index];
  if (!found) throw new Error(`${slug} has no saveable car ${index}`);
  return found;
}

/** Whether the heart is drawn solid, as a saved heart is: its fill is its own colour. */
const heartFilled = (heart: Locator) =>
  heart.locator('svg').evaluate((svg) => {
    const style = getComputedStyle(svg);
    return style.fill !== 'none' && style.fill === style.color;
  });

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Price and options' });
const bar = (page: Page, slug: string) =>
  page.getByRole('region', { name: `Saved ${words(slug).plural}` });
const words = (slug: string) =>
  vehicleWords(dealerVehicleKind(tenantSite(slug).dealer, tenantSite(slug).cars));

async function storedIds(page: Page, slug: string): Promise<number[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), favouritesStorageKey(slug));
  return (JSON.parse(raw ?? '[]') as { id: number }[]).map((car) => car.id);
}

for (const slug of TENANTS) {
  test.describe(`${slug} car page toggles`, () => {
    const { dealer } = tenantSite(slug);

    test('load no React until pressed; the heart saves the car and the bar shows it', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const network = trackNetwork(page);
      const car = saveableCar(slug);
      const labels = heartLabels(car.name, words(slug));
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      await network.settled();

      const heart = sidebar(page).getByRole('button', { name: labels.save, exact: true });
      const compare = sidebar(page).getByRole('button', { name: `Compare ${car.name}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(await heartFilled(heart)).toBe(false);
      await expect(compare).toHaveAttribute('aria-pressed', 'false');
      await expect(bar(page, slug)).toBeHidden();
      expect(await network.reactScripts()).toEqual([]);
      await expectNoAxeViolations(page);

      await heart.click();

      const saved = sidebar(page).getByRole('button', { name: labels.remove, exact: true });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => heartFilled(saved)).toBe(true);
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
      await expect(bar(page, slug)).toBeVisible();
      await expect(bar(page, slug).getByRole('link', { name: car.name })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `Saved ${car.name}` })).toHaveCount(
        1,
      );
      expect(await storedIds(page, slug)).toEqual([car.id]);
      expect(await network.reactScripts()).not.toEqual([]);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('Compare and the heart share the saved list, which follows the shopper to other pages', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const [first, second] = [saveableCar(slug, 0), saveableCar(slug, 1)];
      const compareOf = (car: Car) =>
        sidebar(page).getByRole('button', { name: `Compare ${car.name}` });
      const heartOf = (car: Car, saved: boolean) =>
        sidebar(page).getByRole('button', {
          name: heartLabels(car.name, words(slug))[saved ? 'remove' : 'save'],
          exact: true,
        });

      await page.goto(siteUrl(slug, `/cars/${first.slug}`));
      await compareOf(first).click();
      await expect(compareOf(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(heartOf(first, true)).toHaveAttribute('aria-pressed', 'true');
      await expect(bar(page, slug).getByRole('link', { name: first.name })).toBeVisible();

      await page.goto(siteUrl(slug, `/cars/${second.slug}`));
      await expect(heartOf(second, false)).toHaveAttribute('aria-pressed', 'false');
      await heartOf(second, false).click();
      await expect(bar(page, slug).getByRole('listitem')).toHaveCount(2);
      expect(await storedIds(page, slug)).toEqual([second.id, first.id]);

      await page.goto(siteUrl(slug, `/cars/${first.slug}`));
      await expect(heartOf(first, true)).toHaveAttribute('aria-pressed', 'true');
      await expect(compareOf(first)).toHaveAttribute('aria-pressed', 'true');
      await expect(bar(page, slug)).toBeHidden();

      await heartOf(first, true).click();
      await expect(heartOf(first, false)).toHaveAttribute('aria-pressed', 'false');
      await expect(compareOf(first)).toHaveAttribute('aria-pressed', 'false');
      await expect(
        page.getByRole('status').filter({ hasText: `Removed ${first.name}` }),
      ).toHaveCount(1);
      await expect(bar(page, slug).getByRole('listitem')).toHaveCount(1);
      expect(await storedIds(page, slug)).toEqual([second.id]);

      await page.goto(siteUrl(slug, '/compare'));
      await expect(page.getByRole('link', { name: second.name }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('Watch loads no React until pressed, then sends a signed-out shopper to sign in', async ({
      page,
    }) => {
      test.skip(!dealer.config.watchlist.enabled, `${slug} has no watchlist`);
      const errors = trackErrors(page);
      const network = trackNetwork(page);
      const car = saveableCar(slug);
      const carPage = `/cars/${car.slug}`;
      await page.goto(siteUrl(slug, carPage));
      await network.settled();

      const watch = sidebar(page).getByRole('button', { name: `Watch ${car.name}`, exact: true });
      await expect(watch).toHaveAttribute('aria-pressed', 'false');
      expect(await network.reactScripts()).toEqual([]);

      await watch.click();

      await expect(page).toHaveURL(/\/sign-in\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        type: 'watchlist',
        redirect: carPage,
        back: carPage,
      });
      expect(errors).toEqual([]);
    });
  });
}
