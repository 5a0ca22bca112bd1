import { expect, test, type Page } from '@playwright/test';
import { isTestDriveOnly } from '../../src/lib/cars/test-drive.ts';
import { carPath } from '../../src/lib/cars/car-path.ts';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { MESSAGES } from '../../src/lib/forms/messages.ts';
import { standInLeadApi, fieldLabel } from './support/lead-api-stand-in.ts';
import { trackNetwork } from './support/network.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/**
 * The car page's lead forms: the enquiry dialog opened by the sidebar's Continue (desktop) or
 * the phone bar's Enquire, the inline test drive with its times, and the forms' code loaded
 * only when a form is opened or scrolled near.
 */
const isFormsCode = (url: string) => /\/_astro\/mount\.[\w-]+\.js$/.test(url);

async function openEnquiry(page: Page) {
  const viewport = page.viewportSize();
  if (viewport && viewport.width >= 1024) {
    // The sidebar's enquiry option: 'Enquire', or 'Got a Question?' on the other option set.
    await page.getByRole('radio', { name: /^(Enquire|Got a Question\?)$/ }).check();
  }
  const opener =
    viewport && viewport.width >= 1024
      ? page.getByRole('link', { name: 'Continue' })
      : page
          .getByRole('navigation', { name: /^Contact the dealer about this / })
          .getByRole('link', { name: 'Enquire' });
  await opener.click();
  return opener;
}

for (const slug of TENANTS) {
  test.describe(`${slug} car page forms`, () => {
    const car = () => tenantSite(slug).cars.find((each) => !each.sold)!;
    const noun = () => {
      const { dealer, cars } = tenantSite(slug);
      return vehicleWords(dealerVehicleKind(dealer, cars)).singular;
    };

    test('loads no form code until a form is opened, then opens the enquiry dialog and returns focus', async ({
      page,
    }) => {
      const network = trackNetwork(page);
      await page.goto(siteUrl(slug, carPath(car())));
      await network.settled();
      expect(network.scripts().filter(isFormsCode)).toEqual([]);
      const opener = await openEnquiry(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(fieldLabel('Name'))).toBeVisible();
      expect(network.scripts().filter(isFormsCode)).toHaveLength(1);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('sends an enquiry about the car from the dialog and links back to it', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, carPath(car())));
      await openEnquiry(page);
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('button', { name: tenantSite(slug).dealer.config.submit_label })
        .click();
      await expect(dialog.getByLabel(fieldLabel('Name'))).toHaveAccessibleDescription(
        MESSAGES.required,
      );
      await expect(dialog.getByLabel(fieldLabel('Name'))).toBeFocused();
      await dialog.getByLabel(fieldLabel('Name')).fill('Ana Lopez');
      await dialog.getByLabel(fieldLabel('Email')).fill('ana@example.com');
      await dialog.getByLabel(fieldLabel('Phone')).fill('0412555012');
      const message = dialog.getByLabel(fieldLabel('Message'));
      await message.fill('Is it still available?');
      await dialog
        .getByRole('button', { name: tenantSite(slug).dealer.config.submit_label })
        .click();
      await page.waitForURL(/\/success\?form=enquiry/);
      expect(api.requests[0]?.body).toMatchObject({
        form: 'enquiry',
        car_id: String(car().id),
        'Vehicle Make': car().make,
        'Vehicle Model': car().model,
        stock_number: car().stocknum,
      });
      await expect(page.getByRole('link', { name: `Back to the ${noun()}` })).toHaveAttribute(
        'href',
        carPath(car()),
      );
    });

    test('books a test drive from the times the location has free', async ({ page }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, carPath(car())));
      const section = page.getByRole('region', { name: 'Book a test drive' });
      await section.scrollIntoViewIfNeeded();
      await section.getByLabel(fieldLabel('Name')).fill('Ana Lopez');
      await section.getByLabel(fieldLabel('Email')).fill('ana@example.com');
      await section.getByLabel(fieldLabel('Phone')).fill('0412555012');
      // The times the yard really has free (GET /api/test-drive/slots): the second day's last.
      const days = section.getByRole('combobox', { name: /^Day/ });
      const secondDay = await days.locator('option').nth(1).getAttribute('value');
      await days.selectOption(secondDay ?? '');
      const slot = section.getByRole('radio').last();
      const dateTime = await slot.getAttribute('value');
      await slot.check();
      await section.getByRole('button', { name: 'Book a Test Drive' }).click();
      await page.waitForURL(/\/success\?form=test-drive/);
      expect(dateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
      // §9: 48 for a used car's test drive, 17 for the rest (test-drive-only cars included).
      const eventId = car().car_type === 'used' && !isTestDriveOnly(car()) ? 48 : 17;
      expect(api.requests[0]).toMatchObject({ status: 201, answer: { event_id: eventId } });
      expect(api.requests[0]?.body).toMatchObject({
        form: 'test-drive',
        dateTime,
        car_id: String(car().id),
      });
      await expect(page.getByText(/pending confirmation/)).toBeVisible();
    });
  });

  test.describe(`${slug} footer subscribe`, () => {
    test.skip(
      tenantSite(slug).dealer.theme.footer_variant === 'minimal',
      'the minimal footer has no subscribe form',
    );
    test('subscribes by fetch and thanks the shopper in place', async ({ page }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, '/faqs'));
      const footer = page.getByRole('region', { name: 'Subscribe For Updates' });
      await footer.getByLabel(fieldLabel('Name')).fill('Ana Lopez');
      await footer.getByLabel(fieldLabel('Email')).fill('ana@example.com');
      const phone = footer.getByLabel(fieldLabel('Phone'));
      if (await phone.count()) await phone.fill('0412555012');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('status')).toContainText('Thank you for subscribing');
      expect(api.requests[0]).toMatchObject({ contentType: 'application/json' });
      expect(api.requests[0]?.body).toMatchObject({
        form: 'subscribe',
        category: 'General Enquiry',
        email: 'ana@example.com',
      });
    });

    test('shows the API’s refusal on the field', async ({ page }) => {
      const api = await standInLeadApi(page);
      api.answerWith({
        status: 422,
        json: { error: 'Please check the form.', fields: { email: MESSAGES.email } },
      });
      await page.goto(siteUrl(slug, '/faqs'));
      const footer = page.getByRole('region', { name: 'Subscribe For Updates' });
      await footer.getByLabel(fieldLabel('Email')).fill('ana@example');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('alert')).toContainText(MESSAGES.submitFailed);
      await expect(footer.getByLabel(fieldLabel('Email'))).toHaveAccessibleDescription(
        MESSAGES.email,
      );
    });
  });

  test.describe(`${slug} footer subscribe without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test.skip(
      tenantSite(slug).dealer.theme.footer_variant === 'minimal',
      'the minimal footer has no subscribe form',
    );
    test('posts the plain form to /api/leads', async ({ page }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, '/faqs'));
      const footer = page.getByRole('region', { name: 'Subscribe For Updates' });
      for (const label of ['Name', 'Email', 'Phone']) {
        const field = footer.getByLabel(fieldLabel(label));
        if (await field.count())
          await field.fill(
            label === 'Email' ? 'ana@example.com' : label === 'Phone' ? '0412555012' : 'Ana',
          );
      }
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(/\/success\?form=subscribe$/);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.status).toBe(303);
      expect(api.requests[0]?.contentType).toContain('application/x-www-form-urlencoded');
      expect(api.requests[0]?.body).toMatchObject({
        form: 'subscribe',
        category: 'General Enquiry',
        fc_hp: '',
      });
    });
  });
}
