import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/lib/forms/messages.ts';
import { phoneError } from '../../src/lib/forms/phone.ts';
import { dealerFormRules } from '../../src/features/forms/form-configs.ts';
import { standInLeadApi, fieldLabel } from './support/lead-api-stand-in.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';
import { contactUsPages, dealerVehicleKind, vehicleWords } from '../../src/lib/content/index.ts';

/** The trade-in form (spec §3 Trade-in lead) on every tenant: messages, success, failure, retry. */
const alert = (page: Page) => page.getByRole('alert');

async function fillTradeIn(
  page: Page,
  values: { phone?: string; postcode?: string; email?: string } = {},
) {
  await page.getByLabel(fieldLabel('First Name')).fill('Ana');
  await page.getByLabel(fieldLabel('Last Name')).fill('Lopez');
  await page.getByLabel(fieldLabel('Postcode')).fill(values.postcode ?? '2250');
  await page.getByLabel(fieldLabel('Mobile Number')).fill(values.phone ?? '0412 555 012');
  await page.getByLabel(fieldLabel('Email Address')).fill(values.email ?? 'ana@example.com');
}

for (const slug of TENANTS) {
  test.describe(`${slug} trade-in valuation`, () => {
    const site = () => tenantSite(slug);
    const car = () => site().cars.find((each) => !each.sold)!;
    const submit = (page: Page) => page.getByRole('button', { name: 'Trade-In Valuation' }).click();

    test('shows the required message under each empty field and focuses the first', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await submit(page);
      for (const label of [
        'First Name',
        'Last Name',
        'Postcode',
        'Mobile Number',
        'Email Address',
      ]) {
        const field = page.getByLabel(fieldLabel(label));
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(MESSAGES.required);
      }
      await expect(page.getByLabel(fieldLabel('First Name'))).toBeFocused();
      expect(api.requests).toHaveLength(0);
      expect(errors).toEqual([]);
    });

    test('shows the postcode, phone and email messages word for word', async ({ page }) => {
      await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await fillTradeIn(page, { postcode: '22', phone: '1234', email: 'ana@' });
      await submit(page);
      const rules = dealerFormRules(site().dealer);
      await expect(page.getByLabel(fieldLabel('Postcode'))).toHaveAccessibleDescription(
        MESSAGES.postcode,
      );
      await expect(page.getByLabel(fieldLabel('Mobile Number'))).toHaveAccessibleDescription(
        phoneError('1234', rules.phone)!,
      );
      await expect(page.getByLabel(fieldLabel('Email Address'))).toHaveAccessibleDescription(
        MESSAGES.email,
      );
      await expect(page.getByLabel(fieldLabel('Postcode'))).toBeFocused();
    });

    test('sends the lead with its car, hidden field and anti-spam fields, then thanks the shopper', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await fillTradeIn(page);
      await submit(page);
      await page.waitForURL(/\/success\?form=trade-in/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Thank you, your ${vehicleWords(dealerVehicleKind(site().dealer, site().cars)).singular}’s details are with us`,
      );
      const [sent] = api.requests;
      const hidden = site().dealer.config.trade_in_hidden_field;
      expect(sent?.body).toMatchObject({
        form: 'trade-in',
        name: 'Ana',
        last_name: 'Lopez',
        postcode: '2250',
        email: 'ana@example.com',
        car_id: String(car().id),
        [hidden.name]: hidden.value,
        fc_hp: '',
      });
      expect(typeof sent?.body['fc_elapsed_ms']).toBe('number');
      expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('shows the failure alert with the server error, and retries with the same key', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await fillTradeIn(page);
      api.answerWith({ status: 503, json: { error: 'Leads are paused for a moment.' } });
      await submit(page);
      await expect(alert(page)).toContainText(MESSAGES.submitFailed);
      await expect(alert(page)).toContainText('Leads are paused for a moment.');
      await expect(page.getByRole('button', { name: 'Trade-In Valuation' })).toBeEnabled();
      api.answerWith(null);
      await submit(page);
      await page.waitForURL(/\/success/);
      expect(api.requests[1]?.idempotencyKey).toBe(api.requests[0]?.idempotencyKey);
    });

    test('with the API stopped, shows the failure alert and keeps what was typed', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await fillTradeIn(page);
      api.answerWith('stopped');
      await submit(page);
      await expect(alert(page)).toHaveText(MESSAGES.submitFailed);
      await expect(page.getByLabel(fieldLabel('Email Address'))).toHaveValue('ana@example.com');
      await expect(page.getByRole('button', { name: 'Trade-In Valuation' })).toBeEnabled();
      expect(api.requests).toHaveLength(0);
      api.answerWith(null);
      await submit(page);
      await page.waitForURL(/\/success/);
      expect(api.requests).toHaveLength(1);
    });

    test('shows refused fields on their fields', async ({ page }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await fillTradeIn(page);
      api.answerWith({
        status: 422,
        json: { error: 'Please check the form.', fields: { email: MESSAGES.email } },
      });
      await submit(page);
      await expect(alert(page)).toContainText(MESSAGES.submitFailed);
      await expect(page.getByLabel(fieldLabel('Email Address'))).toHaveAccessibleDescription(
        MESSAGES.email,
      );
    });

    test('prefills the next form with the stored user, on this site', async ({ page }) => {
      await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      await fillTradeIn(page);
      await submit(page);
      await page.waitForURL(/\/success/);
      await page.goto(siteUrl(slug, '/instant-price'));
      await expect(page.getByLabel(fieldLabel('First Name'))).toHaveValue('Ana');
      await expect(page.getByLabel(fieldLabel('Email Address'))).toHaveValue('ana@example.com');
      await expect(page.getByLabel(fieldLabel('Kilometres'))).toHaveValue('');
    });

    test('has the FAQ with the online estimate limit and no axe violations', async ({ page }) => {
      await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${car().id}`));
      const { dealer, cars } = site();
      const one = vehicleWords(dealerVehicleKind(dealer, cars)).singular;
      await page.getByText(`Can I get an online estimate for my ${one}?`).click();
      await expect(page.getByText(/over 7 years old or with more than 100,000 km/)).toBeVisible();
      await expect(page.getByLabel(fieldLabel('First Name'))).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`${slug} form pages`, () => {
    test('every form page, and the success page, has no axe violations', async ({ page }) => {
      test.slow();
      const { dealer, cars } = tenantSite(slug);
      const paths = [
        '/finance-pre-approval',
        '/instant-price',
        `/cars/trade-in?car_id=${cars[0]?.id ?? ''}`,
        '/success?form=test-drive',
        dealer.config.contact_path,
        ...contactUsPages(dealer)
          .slice(0, 1)
          .map((each) => `/contact-us/${each.slug}`),
      ];
      for (const path of paths) {
        const response = await page.goto(siteUrl(slug, path));
        expect(response?.status(), path).toBe(200);
        // Forms load when scrolled near: bring the page's form in, and wait for it to draw.
        const form = page.locator('[data-lead-form]').first();
        if (await form.count()) {
          await form.scrollIntoViewIfNeeded();
          await expect(form.locator('form')).toBeVisible();
        }
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });
  });
}
