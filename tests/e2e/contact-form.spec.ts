import { expect, test, type Page, type Route } from '@playwright/test';
import { contactUsPages } from '../../src/lib/content/index.ts';
import { fieldLabel, standInLeadApi } from './support/lead-api-stand-in.ts';
import { trackNetwork } from './support/network.ts';
import { trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';
import { ANY_WIDTH } from './support/widths.ts';

/**
 * The contact pages' form is drawn into the page at build time and its code (React, formik,
 * the schemas) loads only when the shopper reaches for it: what they type before it arrives
 * stays, a submit pressed meanwhile is sent once it is ready, and the page does not move when
 * it hydrates.
 */

/** The form island's entry chunk, which the loader imports when a form wakes. */
const ISLAND_CHUNK = /\/_astro\/mount\.[^/]+\.js$/;

function contactPaths(slug: string): string[] {
  const { dealer } = tenantSite(slug);
  const first = contactUsPages(dealer)[0];
  return [dealer.config.contact_path, ...(first ? [`/contact-us/${first.slug}`] : [])];
}

/** Holds the island chunk back until `release` is called, as a slow connection would. */
async function holdIsland(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(ISLAND_CHUNK, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, asked: wasAsked };
}

const form = (page: Page) => page.locator('[data-lead-form-static]');

/** Fills every field the contact form shows, choosing the first of each list. */
async function fillContact(page: Page): Promise<void> {
  await form(page).getByLabel(fieldLabel('Name')).pressSequentially('Ana Lopez');
  await form(page).getByLabel(fieldLabel('Email')).fill('ana@example.com');
  await form(page).getByLabel(fieldLabel('Phone')).fill('0412555012');
  await form(page).getByLabel(fieldLabel('Enquiry Type')).selectOption('Sales Enquiry');
  const location = form(page).getByLabel(fieldLabel('Location'));
  if (await location.count()) await location.selectOption({ index: 1 });
  await form(page).getByLabel(fieldLabel('Message')).fill('Is the showroom open on Sunday?');
}

for (const slug of TENANTS) {
  for (const path of contactPaths(slug)) {
    test.describe(`${slug} ${path} contact form`, () => {
      test(
        'is on the page without its code, which loads when the shopper reaches for it',
        ANY_WIDTH,
        async ({ page }) => {
          const network = trackNetwork(page);
          const islandRequests = () =>
            network.urls().filter((url) => ISLAND_CHUNK.test(url)).length;
          const errors = trackErrors(page);
          await page.goto(siteUrl(slug, path));
          await network.settled();
          await expect(form(page).getByLabel(fieldLabel('Name'))).toBeEditable();
          await expect(form(page).getByRole('button')).toBeEnabled();
          expect(islandRequests()).toBe(0);
          await form(page).getByLabel(fieldLabel('Email')).focus();
          await expect(form(page)).toHaveAttribute('data-lead-form-state', 'ready');
          expect(islandRequests()).toBe(1);
          expect(errors).toEqual([]);
        },
      );

      test(
        'keeps what was typed before its code arrived and sends the submit pressed meanwhile',
        ANY_WIDTH,
        async ({ page }) => {
          const errors = trackErrors(page);
          const api = await standInLeadApi(page);
          const held = await holdIsland(page);
          await page.goto(siteUrl(slug, path));
          await fillContact(page);
          await held.asked;
          // The shopper presses Send while the form's code is still on its way.
          await form(page).getByRole('button').click();
          await expect(form(page)).toHaveAttribute('data-lead-form-state', 'loading');
          expect(api.requests).toHaveLength(0);
          expect(page.url()).toBe(siteUrl(slug, path));
          held.release();
          await page.waitForURL(/\/success\?form=contact/);
          const [sent] = api.requests;
          expect(sent?.status).toBe(201);
          expect(sent?.body).toMatchObject({
            form: 'contact',
            name: 'Ana Lopez',
            email: 'ana@example.com',
            phone: '0412555012',
            category: expect.stringContaining('Sales'),
            message: 'Is the showroom open on Sunday?',
            fc_hp: '',
          });
          expect(errors).toEqual([]);
        },
      );

      test(
        'keeps the caret in the field being typed in while its code arrives',
        ANY_WIDTH,
        async ({ page }) => {
          const held = await holdIsland(page);
          await page.goto(siteUrl(slug, path));
          const message = form(page).getByLabel(fieldLabel('Message'));
          await message.pressSequentially('Hello');
          await held.asked;
          const element = await message.elementHandle();
          held.release();
          await expect(form(page)).toHaveAttribute('data-lead-form-state', 'ready');
          await message.pressSequentially(' there');
          await expect(message).toHaveValue('Hello there');
          await expect(message).toBeFocused();
          // The island hydrated the page's own control: the one typed into was never replaced.
          expect(await element?.evaluate((node) => node.isConnected)).toBe(true);
        },
      );

      test('does not move the page when its code arrives', async ({ page }) => {
        await page.goto(siteUrl(slug, path));
        // Where the form and the rest of the page sit, in page coordinates.
        const geometry = () =>
          form(page).evaluate((slot) => {
            const box = slot.getBoundingClientRect();
            const main = slot.closest('main')!.getBoundingClientRect();
            return { top: box.top + window.scrollY, height: box.height, page: main.height };
          });
        const before = await geometry();
        await form(page).getByLabel(fieldLabel('Name')).focus();
        await expect(form(page)).toHaveAttribute('data-lead-form-state', 'ready');
        expect(await geometry()).toEqual(before);
      });
    });
  }

  test(
    `${slug} contact form fills what the shopper has not typed from their last enquiry`,
    ANY_WIDTH,
    async ({ page }) => {
      await standInLeadApi(page);
      const [first, second = first] = contactPaths(slug);
      await page.goto(siteUrl(slug, first!));
      await fillContact(page);
      await form(page).getByRole('button').click();
      await page.waitForURL(/\/success/);
      await page.goto(siteUrl(slug, second!));
      await form(page).getByLabel(fieldLabel('Email')).fill('new@example.com');
      await expect(form(page)).toHaveAttribute('data-lead-form-state', 'ready');
      await expect(form(page).getByLabel(fieldLabel('Name'))).toHaveValue('Ana Lopez');
      await expect(form(page).getByLabel(fieldLabel('Phone'))).toHaveValue('0412555012');
      await expect(form(page).getByLabel(fieldLabel('Email'))).toHaveValue('new@example.com');
      await expect(form(page).getByLabel(fieldLabel('Message'))).toHaveValue('');
    },
  );
}
