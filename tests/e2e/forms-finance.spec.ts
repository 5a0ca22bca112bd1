import { expect, test, type Page } from '@playwright/test';
import { dealerVehicleKind, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { MESSAGES } from '../../src/lib/forms/messages.ts';
import { standInLeadApi, fieldLabel } from './support/lead-api-stand-in.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/** The finance pre-approval's multi-step card (spec §4 Multi-step form) on every tenant. */
/** The form card: the footer's subscribe form has an Email field too. */
const card = (page: Page) => page.getByRole('region', { name: 'Finance Pre-Approval' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepCount = (page: Page) => page.getByText(/^Step \d of \d$/);

/** 'New car', or 'New motorcycle' on a motorcycle dealer's site: the first step's first choice. */
function newVehicle(slug: string): string {
  const { dealer, cars } = tenantSite(slug);
  return `New ${vehicleWords(dealerVehicleKind(dealer, cars)).singular}`;
}

async function passFirstTwoSteps(page: Page, slug: string) {
  await card(page).getByLabel(newVehicle(slug), { exact: true }).check();
  await continueButton(page).click();
  await expect(stepCount(page)).toHaveText('Step 2 of 6');
  await card(page).getByLabel(fieldLabel('How much would you like to borrow? ($)')).fill('25000');
  await card(page).getByLabel(fieldLabel('Loan term')).selectOption('5 years');
  await continueButton(page).click();
  await expect(stepCount(page)).toHaveText('Step 3 of 6');
}

for (const slug of TENANTS) {
  test.describe(`${slug} finance pre-approval`, () => {
    const car = () => tenantSite(slug).cars.find((each) => !each.sold)!;

    test('checks a step only on Continue and does not advance or save while it is wrong', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, '/finance-pre-approval'));
      await expect(stepCount(page)).toHaveText('Step 1 of 6');
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await continueButton(page).click();
      await expect(page.getByText(MESSAGES.required)).toBeVisible();
      await expect(stepCount(page)).toHaveText('Step 1 of 6');
      expect(api.requests).toHaveLength(0);
    });

    test('saves each step as an incomplete lead, reuses its lead_id and never resends a saved step', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, `/finance-pre-approval?car_id=${car().id}`));
      await passFirstTwoSteps(page, slug);
      expect(api.requests.map((r) => r.body['lead_status'])).toEqual(['Incomplete', 'Incomplete']);
      expect(api.requests[0]?.body).toMatchObject({
        form: 'finance',
        form_completed: false,
        step_index: 0,
        car_id: String(car().id),
        // The value the CRM knows, whatever the label says.
        vehicle_type: 'New car',
      });
      const leadId = api.requests[0]?.answer['lead_id'];
      expect(leadId).toMatch(/^lead_[a-z2-7]{26}$/);
      expect(api.requests[1]?.body).toMatchObject({ lead_id: leadId, step_number: 2 });
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(stepCount(page)).toHaveText('Step 2 of 6');
      await continueButton(page).click();
      await expect(stepCount(page)).toHaveText('Step 3 of 6');
      expect(api.requests).toHaveLength(2);
    });

    test('skips the employer step and comes back to its source; submits the whole lead', async ({
      page,
    }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, '/finance-pre-approval'));
      await passFirstTwoSteps(page, slug);
      await card(page).getByLabel('Retired').check();
      await continueButton(page).click();
      await expect(stepCount(page)).toHaveText('Step 5 of 6');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(stepCount(page)).toHaveText('Step 3 of 6');
      await continueButton(page).click();
      await expect(stepCount(page)).toHaveText('Step 5 of 6');
      await card(page).getByLabel(fieldLabel('First Name')).fill('Ana');
      await card(page).getByLabel(fieldLabel('Last Name')).fill('Lopez');
      await card(page).getByLabel(fieldLabel('Email')).fill('ana@example.com');
      await card(page).getByLabel(fieldLabel('Phone')).fill('0412555012');
      await card(page).getByLabel(fieldLabel('Postcode')).fill('2250');
      await continueButton(page).click();
      await expect(stepCount(page)).toHaveText('Step 6 of 6');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(
        card(page).getByLabel(fieldLabel('I have read and understood the')),
      ).toHaveAccessibleDescription(MESSAGES.required);
      await card(page).getByLabel(fieldLabel('I have read and understood the')).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/success\?form=finance/);
      expect(api.requests.at(-1)).toMatchObject({ status: 201 });
      const final = api.requests.at(-1)?.body;
      expect(final).toMatchObject({
        lead_status: 'Complete',
        form_completed: true,
        progress: 100,
        lead_id: api.requests[0]?.answer['lead_id'],
        name: 'Ana',
        terms_agreed: true,
      });
      expect(final?.['skipped_steps']).toEqual([{ from: 2, to: 4 }]);
      expect(final).not.toHaveProperty('employer_name');
    });

    test('shows the server error, or the unexpected error, without advancing', async ({ page }) => {
      const api = await standInLeadApi(page);
      await page.goto(siteUrl(slug, '/finance-pre-approval'));
      await card(page).getByLabel(newVehicle(slug), { exact: true }).check();
      api.answerWith({ status: 500, json: {} });
      await continueButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(MESSAGES.unexpected);
      await expect(stepCount(page)).toHaveText('Step 1 of 6');
      api.answerWith({ status: 429, json: { error: 'Too many requests, please wait a minute.' } });
      await continueButton(page).click();
      await expect(page.getByRole('alert')).toHaveText('Too many requests, please wait a minute.');
      api.answerWith(null);
      await continueButton(page).click();
      await expect(stepCount(page)).toHaveText('Step 2 of 6');
    });
  });
}
