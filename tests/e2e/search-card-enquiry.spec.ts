import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { carPath } from '../../src/lib/cars/car-path.ts';
import { isTestDriveOnly } from '../../src/lib/cars/test-drive.ts';
import { storedUserKey } from '../../src/lib/forms/stored-user.ts';
import { searchRoutes } from '../../src/lib/search/page/search-routes.ts';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { openStore } from '../../src/server/api/store/index.ts';
import { fieldLabel, standInLeadApi } from './support/lead-api-stand-in.ts';
import { trackNetwork } from './support/network.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/**
 * A search card's Enquire and Book a Test Drive open the car's lead form in a dialog on the
 * search page, the form's code loading only then; the lead goes out with the car's fields.
 */

/** The e2e server's data directory (playwright.config.ts, or the one a local run names). */
const DATA_DIR = path.resolve(process.env['FORECOURT_DATA_DIR'] ?? '.cache/e2e-data');

const isFormsCode = (url: string) => /\/_astro\/mount\.[\w-]+\.js$/.test(url);

function searchPathOf(slug: string): string {
  const site = tenantSite(slug);
  return searchRoutes(site.dealer, site.cars, dealerVehicleKind(site.dealer, site.cars)).ctx
    .searchPath;
}

/** The landing page of a car's model (else its make), where its card is among few results. */
function landingPathOf(slug: string, car: Car): string {
  const site = tenantSite(slug);
  const { landingPages } = searchRoutes(
    site.dealer,
    site.cars,
    dealerVehicleKind(site.dealer, site.cars),
  );
  const page = (values: Record<string, string>) =>
    landingPages.find(
      (p) =>
        Object.keys(p.values).length === Object.keys(values).length &&
        Object.entries(values).every(([key, value]) => p.values[key as 'make'] === value),
    );
  const landing = page({ make: car.make, model: car.model }) ?? page({ make: car.make });
  return landing?.pathname ?? searchPathOf(slug);
}

/** The card of `carId` on the page and its button `id` ('enquire', 'test-drive'). */
function cardButton(page: Page, carId: number, id: string): Locator {
  return page.locator(`article[data-car-id="${carId}"] a[data-card-button="${id}"]`);
}

/** The first card with an Enquire button: its car, from the dealer's data. */
async function firstEnquiryCar(page: Page, slug: string): Promise<Car> {
  const button = page.locator('article[data-car-id] a[data-card-button="enquire"]').first();
  const id = Number(await button.locator('xpath=ancestor::article').getAttribute('data-car-id'));
  const car = tenantSite(slug).cars.find((each) => each.id === id);
  if (!car) throw new Error(`card ${id} is no car of ${slug}`);
  return car;
}

async function storedLead(id: string, slug: string) {
  const store = await openStore({ dataDir: DATA_DIR });
  try {
    return await store.getLead(id, slug);
  } finally {
    await store.close();
  }
}

/** The car fields the car page's form sends (lead-form-config: §3 Lead form fields). */
function carFields(slug: string, car: Car, pagePath: string) {
  const { manufacturer } = tenantSite(slug).dealer;
  return {
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: String(car.id),
    stock_number: car.stocknum,
    vehicle_status: car.sold ? 'sold' : car.status,
    dealership_slug: car.dealership_slug,
    page_id: pagePath,
    ...(manufacturer ? { manufacturer_slug: manufacturer } : {}),
  };
}

for (const slug of TENANTS) {
  test.describe(`${slug} search card lead dialog`, () => {
    const searchPath = searchPathOf(slug);

    test("Enquire opens the car's form in place, its code loaded on press; Escape and Close return focus", async ({
      page,
    }) => {
      // A search page's load, an axe scan and a phone screenshot: under a full suite on two
      // cores these alone have taken 21 s of the default 30.
      test.slow();
      const errors = trackErrors(page);
      const network = trackNetwork(page);
      await page.goto(siteUrl(slug, searchPath));
      await expect(page.locator('[data-search-live]')).toHaveCount(1);
      await network.settled();
      expect(network.scripts().filter(isFormsCode)).toEqual([]);

      const car = await firstEnquiryCar(page, slug);
      const button = cardButton(page, car.id, 'enquire');
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/^Enquire( Now)?$/);
      await expect(dialog.getByText(`About the ${car.name}`)).toBeVisible();
      await expect(dialog.getByLabel(fieldLabel('Name'))).toBeVisible();
      expect(network.scripts().filter(isFormsCode)).toHaveLength(1);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('search-card-enquiry.png') });

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      expect(page.url()).toBe(siteUrl(slug, searchPath));
      expect(errors).toEqual([]);
    });

    test("sends an enquiry about the card's car, prefilled from the stored user, stored with the car's fields", async ({
      page,
    }) => {
      const site = tenantSite(slug);
      await page.addInitScript(([key, user]) => window.localStorage.setItem(key, user), [
        storedUserKey(slug),
        JSON.stringify({ name: 'Ana Lopez', email: 'ana@example.com', phone: '0412555012' }),
      ] as const);
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, searchPath));
      const car = await firstEnquiryCar(page, slug);
      await cardButton(page, car.id, 'enquire').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(fieldLabel('Name'))).toHaveValue('Ana Lopez');
      await expect(dialog.getByLabel(fieldLabel('Email'))).toHaveValue('ana@example.com');
      const message = dialog.getByLabel(fieldLabel('Message'));
      if (await message.count()) await message.fill('Is it still available?');
      await dialog.getByRole('button', { name: site.dealer.config.submit_label }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/success' &&
          url.searchParams.get('form') === 'enquiry' &&
          url.searchParams.get('car') === car.slug,
      );
      const { singular } = vehicleWords(dealerVehicleKind(site.dealer, site.cars));
      await expect(page.getByRole('link', { name: `Back to the ${singular}` })).toHaveAttribute(
        'href',
        carPath(car),
      );

      const answer = api.requests[0]?.answer;
      // §9: 15 for a used car's enquiry, 14 for a new or demo car's.
      expect(answer).toMatchObject({ event_id: car.car_type === 'used' ? 15 : 14 });
      const lead = await storedLead(String(answer?.['lead_id']), slug);
      expect(lead).toMatchObject({ form: 'enquiry', eventId: answer?.['event_id'] });
      expect(lead?.fields).toMatchObject({
        ...carFields(slug, car, searchPath),
        name: 'Ana Lopez',
        email: 'ana@example.com',
      });
    });

    test("a card's lead button without JavaScript reaches the car page's form", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(siteUrl(slug, searchPath));
      const button = page.locator('article[data-car-id] a[data-card-button="enquire"]').first();
      const href = await button.getAttribute('href');
      expect(href).toMatch(/^\/cars\/[\w-]+#enquire$/);
      await button.click();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
      await expect(page.locator('#enquire')).toBeVisible();
      await context.close();
    });
  });
}

test.describe('a test-drive-only car card', () => {
  // A test-drive-only car whose model's page shows all its cars (sold ones too) on one page.
  const withTestDrive = TENANTS.flatMap((slug) => {
    const { cars, dealer } = tenantSite(slug);
    const sameModel = (car: Car) =>
      cars.filter((each) => each.make === car.make && each.model === car.model).length;
    const car = cars.find(
      (each) =>
        !each.sold && isTestDriveOnly(each) && sameModel(each) <= dealer.search.hits_per_page,
    );
    return car ? [{ slug, car }] : [];
  });

  test('there is a test-drive-only car to check', () => {
    expect(withTestDrive.length).toBeGreaterThan(0);
  });

  for (const { slug, car } of withTestDrive) {
    test(`${slug}: Book a Test Drive books the card's car at its location (event 17)`, async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      const pagePath = landingPathOf(slug, car);
      await page.goto(siteUrl(slug, pagePath));
      const button = cardButton(page, car.id, 'test-drive');
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Book a Test Drive');
      await dialog.getByLabel(fieldLabel('Name')).fill('Ana Lopez');
      await dialog.getByLabel(fieldLabel('Email')).fill('ana@example.com');
      await dialog.getByLabel(fieldLabel('Phone')).fill('0412555012');
      const days = dialog.getByRole('combobox', { name: /^Day/ });
      const secondDay = await days.locator('option').nth(1).getAttribute('value');
      await days.selectOption(secondDay ?? '');
      const slot = dialog.getByRole('radio').last();
      const dateTime = await slot.getAttribute('value');
      await slot.check();
      await dialog.getByRole('button', { name: 'Book a Test Drive' }).click();
      await page.waitForURL(/\/success\?form=test-drive/);

      const answer = api.requests[0]?.answer;
      expect(answer).toMatchObject({ event_id: 17 });
      const lead = await storedLead(String(answer?.['lead_id']), slug);
      expect(lead?.fields).toMatchObject({
        ...carFields(slug, car, pagePath),
        dateTime,
        location: String(car.location.id),
      });
    });
  }
});
