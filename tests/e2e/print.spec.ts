import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  printableCar,
  printablePdfPath,
  printPath,
  type PrintableCar,
} from '../../src/lib/cars/printable-car.ts';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/**
 * The car a dealer prints most: unsold, priced, and of its stock the one with the most photos
 * and specification rows, so 'one A4 page' is judged on a full sheet.
 */
function typicalCar(slug: string): { car: Car; printable: PrintableCar } {
  const { cars, dealer, now } = tenantSite(slug);
  const printables = cars
    .filter((car) => !car.sold && car.price > 0)
    .map((car) => ({ car, printable: printableCar(car, { dealer, now }) }));
  const fullness = ({ printable }: { printable: PrintableCar }) =>
    printable.photos.length * 100 +
    printable.specs.length +
    (printable.consumerNotice?.length ?? 0);
  return printables.reduce((best, next) => (fullness(next) > fullness(best) ? next : best));
}

/** The QR code, named in the dealer's vehicle noun ('QR code to this motorcycle's page'). */
const qrCode = (page: Page) => page.getByRole('img', { name: /^QR code to this \w+'s page$/ });

/** The sheet is drawn once the QR code's encoder has loaded and drawn it. */
async function openPrintPage(page: Page, slug: string, car: Pick<Car, 'slug'>): Promise<void> {
  await page.goto(siteUrl(slug, printPath(car)));
  await expect(qrCode(page)).toHaveAttribute('data-ready', '');
}

for (const slug of TENANTS) {
  test.describe(`${slug} print page`, () => {
    const { car, printable } = typicalCar(slug);
    const { dealer, cars } = tenantSite(slug);
    // The page's words for the vehicle: 'Back to the motorcycle' on a motorcycle dealer's site.
    const { singular: one, plural: many } = vehicleWords(dealerVehicleKind(dealer, cars));

    test("shows the car's title, price, specifications, location and QR code", async ({ page }) => {
      const errors = trackErrors(page);

      await openPrintPage(page, slug, car);

      await expect(page.getByRole('heading', { level: 1, name: printable.title })).toBeVisible();
      // The intro's price (an NZ notice repeats it as the cash price).
      await expect(page.locator('[data-field="price"]')).toHaveText(printable.price.amount);
      const specs = page.getByRole('region', { name: 'Specifications' }).getByRole('row');
      await expect(specs).toHaveCount(printable.specs.length);
      for (const spec of printable.specs.slice(0, 3)) {
        await expect(specs.filter({ hasText: spec.label }).first()).toContainText(spec.value);
      }
      const place = page.getByRole('region', { name: 'Where to see it' });
      await expect(place).toContainText(printable.location.address);
      await expect(page.getByRole('link', { name: printable.url })).toHaveAttribute(
        'href',
        printable.url,
      );
      await expect(qrCode(page).locator('path')).toHaveAttribute('d', /^M\d/);
      expect(await page.title()).toContain(printable.title);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('shows the NZ Consumer Information Notice where the car has one', async ({ page }) => {
      await openPrintPage(page, slug, car);

      const notice = page.getByRole('region', { name: 'Consumer Information Notice' });
      if (!printable.consumerNotice) {
        await expect(notice).toBeHidden();
        return;
      }
      for (const row of printable.consumerNotice) {
        const term = notice.getByRole('term').filter({ hasText: row.label });
        await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(row.value);
      }
    });

    test('prints on one A4 page', async ({ page }) => {
      await openPrintPage(page, slug, car);

      await page.emulateMedia({ media: 'print' });
      const pdf = await PDFDocument.load(await page.pdf({ format: 'A4' }));

      expect(pdf.getPageCount()).toBe(1);
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    });

    test('Print opens the browser print once the QR code is drawn', async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => {
          document.body.dataset['printed'] = String(
            document.querySelector('[data-ready]') !== null,
          );
        };
      });
      await openPrintPage(page, slug, car);

      await page.getByRole('button', { name: 'Print' }).click();

      await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
    });

    test('Download PDF downloads the car as a PDF', async ({ page }) => {
      await openPrintPage(page, slug, car);
      const link = page.getByRole('link', { name: 'Download PDF' });
      await expect(link).toHaveAttribute('href', printablePdfPath(car.slug));

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);

      expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(printable.title);
    });

    test('Back to the car goes to the car page', async ({ page }) => {
      await openPrintPage(page, slug, car);

      await page.getByRole('link', { name: `Back to the ${one}` }).click();

      await expect(page).toHaveURL(siteUrl(slug, `/cars/${car.slug}`));
    });

    for (const [label, query] of [
      ['an unknown car', '?car_id=no-such-car-u00000'],
      ['no car at all', ''],
    ] as const) {
      test(`says the car is no longer listed for ${label}, with a way back to the search`, async ({
        page,
      }) => {
        await page.goto(siteUrl(slug, `/print${query}`));

        await expect(
          page.getByRole('heading', { level: 1, name: `This ${one} is no longer listed` }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: `Search our ${many}` })).toHaveAttribute(
          'href',
          dealer.search.path,
        );
        await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
        await expectNoAxeViolations(page);
      });
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('says the page needs JavaScript, with a way back to the search', async ({ page }) => {
        await page.goto(siteUrl(slug, printPath(car)));

        await expect(
          page.getByRole('heading', { level: 1, name: `Printing a ${one} needs JavaScript` }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: `Search our ${many}` })).toHaveAttribute(
          'href',
          dealer.search.path,
        );
        await expect(
          page.getByRole('heading', { name: `This ${one} is no longer listed` }),
        ).toBeHidden();
      });
    });
  });
}
