import { vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { expect, test, type Page } from '@playwright/test';
import {
  carTags,
  carTitle,
  isReservable,
  isTestDriveOnly,
  maskPhone,
  mobileBarActions,
  sidebarOptions,
} from '../../src/lib/cars/index.ts';
import { similarCard } from '../../src/lib/cars/similar-cars-data.ts';
import { similarCarsOnSite } from '../../src/lib/cars/similar-on-site.ts';
import { carLocation } from '../../src/lib/locations/car-location.ts';
import { telHref } from '../../src/lib/phone/format.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { expectNoAxeViolations, jsonLdOf, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

type CarState =
  'sold' | 'reserved' | 'coming soon' | 'test drive only' | 'new arrival' | 'reservable';

/** The first car of the dealer's stock in each state, where its stock has one. */
function carsByState(slug: string): Partial<Record<CarState, Car>> {
  const { cars, dealer, now } = tenantSite(slug);
  const tagsOf = (car: Car) =>
    carTags(car, {
      now,
      tagOverrides: dealer.config.tag_overrides,
      fuelTags: dealer.config.fuel_tags,
    });
  const find = (state: CarState, test: (car: Car) => boolean) => {
    const car = cars.find(test);
    return car ? { [state]: car } : {};
  };
  return {
    ...find('sold', (car) => car.sold),
    ...find('reserved', (car) => car.reserved && !car.sold),
    ...find('coming soon', (car) => car.status === 'coming_soon' && !car.sold),
    ...find('test drive only', (car) => isTestDriveOnly(car) && !car.sold),
    ...find('new arrival', (car) => tagsOf(car).some((tag) => tag.kind === 'new-arrival')),
    ...find('reservable', (car) => isReservable(car)),
  };
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Price and options' });

for (const slug of TENANTS) {
  test.describe(`${slug} car page`, () => {
    const states = carsByState(slug);
    const { dealer } = tenantSite(slug);

    for (const [state, car] of Object.entries(states) as [CarState, Car][]) {
      test(`a ${state} car shows its state, title, price and structured data`, async ({ page }) => {
        const errors = trackErrors(page);
        const { now } = tenantSite(slug);

        await page.goto(siteUrl(slug, `/cars/${car.slug}`));

        await expect(page.getByRole('heading', { level: 1, name: carTitle(car) })).toBeVisible();
        const tags = carTags(car, {
          now,
          tagOverrides: dealer.config.tag_overrides,
          fuelTags: dealer.config.fuel_tags,
        });
        const status = sidebar(page).getByRole('list', { name: 'Status' });
        if (tags.length > 0)
          await expect(status.getByRole('listitem')).toHaveText(tags.map((t) => t.label));
        else await expect(status).toHaveCount(0);
        if (car.sold) {
          await expect(
            sidebar(page).getByText(
              `This ${vehicleWords(tenantSite(slug).vehicleKind).singular} has been sold.`,
            ),
          ).toBeVisible();
          await expect(
            sidebar(page).getByRole('link', { name: 'Find Me Something Similar' }),
          ).toHaveAttribute('href', /^\/search/);
        }
        const ld = (await jsonLdOf(page)).find((node) => node['@type'] === 'Car');
        expect(ld, 'the page describes the car in JSON-LD').toBeDefined();
        if (car.vin) expect(ld?.['vehicleIdentificationNumber']).toBe(car.vin);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }

    test('the sidebar offers its options and Continue follows the choice', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'phones use the bottom bar');
      const car = states.reservable ?? states['new arrival'];
      test.skip(!car, 'no car to check');
      if (!car) return;
      const options = sidebarOptions(car, {
        set: dealer.config.car_sidebar,
        onlineBuying: dealer.config.online_buying,
      });

      await page.goto(siteUrl(slug, `/cars/${car.slug}`));

      const radios = sidebar(page).getByRole('radio');
      await expect(radios).toHaveCount(options.length);
      await expect(radios.first()).toBeChecked();
      const go = sidebar(page).getByRole('link', { name: 'Continue' });
      for (const option of options) {
        await sidebar(page).getByText(option.label, { exact: true }).click();
        await expect(sidebar(page).getByRole('radio', { name: option.label })).toBeChecked();
        await expect(go).toHaveAttribute('href', option.href);
      }
    });

    test('phones get the bottom bar: Enquire, Call Now and Reserve Now when reservable', async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the bar is for phones');
      const car = states.reservable ?? tenantSite(slug).cars.find((c) => !c.sold);
      if (!car) return;
      const phone =
        carLocation(car, dealer.locations).contact_detail.phone ||
        car.location.phone ||
        dealer.phone;
      const actions = mobileBarActions(car, {
        phone,
        country: dealer.country,
        onlineBuying: dealer.config.online_buying,
      });

      await page.goto(siteUrl(slug, `/cars/${car.slug}`));

      const bar = page.getByRole('navigation', {
        name: `Contact the dealer about this ${vehicleWords(tenantSite(slug).vehicleKind).singular}`,
      });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link')).toHaveText(actions.map((a) => a.label));
      await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
        'href',
        telHref(phone, dealer.country),
      );
      expect(actions.some((a) => a.id === 'reserve')).toBe(isReservable(car));
    });

    test('similar cars fill in as the shopper scrolls to them, each linking to its car', async ({
      page,
    }) => {
      const site = tenantSite(slug);
      const car = site.cars.find((c) => similarCarsOnSite(site, c).length > 0);
      test.skip(!car, 'no car with similar cars');
      if (!car) return;
      const expected = similarCarsOnSite(site, car).map(similarCard);
      const errors = trackErrors(page);

      // The similar-car file is held back until the placeholders have been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/similar-cars/*.json', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      const section = page.getByRole('region', {
        name: `Similar ${vehicleWords(site.vehicleKind).plural}`,
      });
      // Until its file is in, the section holds one placeholder a car, out of the accessibility tree.
      const list = section.getByRole('list');
      await expect(list).toHaveAttribute('aria-busy', 'true');
      await expect(section.locator('li[aria-hidden="true"]')).toHaveCount(expected.length);
      release();

      await section.scrollIntoViewIfNeeded();
      await expect(list).not.toHaveAttribute('aria-busy');
      const links = section.getByRole('heading', { level: 3 }).getByRole('link');
      await expect(links).toHaveText(expected.map((card) => card.heading));
      const photos = section.locator('img');
      await expect(photos).toHaveCount(expected.length);
      for (const [index, card] of expected.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', card.href);
        await expect(photos.nth(index)).toHaveAttribute('src', card.image.src);
        await expect(section.getByRole('listitem').nth(index)).toContainText(
          `${card.amount} ${card.label}`,
        );
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('similar cars whose file does not load leave no empty cards behind', async ({ page }) => {
      const site = tenantSite(slug);
      const car = site.cars.find((c) => similarCarsOnSite(site, c).length > 0);
      test.skip(!car, 'no car with similar cars');
      if (!car) return;
      let answered = () => {};
      const failed = new Promise<void>((resolve) => (answered = resolve));
      await page.route('**/similar-cars/*.json', async (route) => {
        await route.fulfill({ status: 503, body: 'down' });
        answered();
      });
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      await page.locator('[data-similar-cars]').scrollIntoViewIfNeeded();
      await failed;

      await expect(page.locator('[data-similar-cars]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('the call card reveals the number and posts the reveal event', async ({ page }) => {
      const car = tenantSite(slug).cars.find((c) => !c.sold);
      if (!car) return;
      const phone =
        carLocation(car, dealer.locations).contact_detail.phone ||
        car.location.phone ||
        dealer.phone;

      // The beacon's body is only readable on an intercepted request; the stand-in answers as the API would.
      let posted: (body: string) => void = () => {};
      const received = new Promise<string>((resolve) => (posted = resolve));
      await page.route('**/api/track', async (route) => {
        posted(route.request().postData() ?? '');
        await route.fulfill({ status: 204 });
      });
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      const reveal = page.getByRole('button', { name: /Show number/ });
      await expect(reveal).toContainText(maskPhone(phone));
      await reveal.click();

      const body = JSON.parse(await received) as Record<string, unknown>;
      expect(body).toMatchObject({
        event: 'reveal_phone',
        car_id: car.id,
        dealership_id: car.dealership_id,
      });
      await expect(
        page.getByRole('group', { name: 'Call the dealer' }).getByRole('link', { name: phone }),
      ).toHaveAttribute('href', telHref(phone, dealer.country));
    });
  });
}
