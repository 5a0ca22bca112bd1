import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { ANY_WIDTH } from './support/widths.ts';
import { siteUrl } from './support/tenants.ts';

/**
 * The 'Open now' line at a fixed clock: worded in the browser in the location's own zone
 * (Kestrel Bay in Sydney, daylight time in December; Meridian in Brisbane, no daylight time),
 * with the dealer's holiday hours, and drawn without moving anything.
 */
const KESTREL = 'kestrel-bay-subaru';
const MERIDIAN = 'meridian-motor-group';

function card(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Holds the line's script until the returned function is called, to measure the page first. */
async function holdOpenNowScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/open-now-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where a box starts and how tall it is: what a layout shift moves (its width may grow). */
async function placeOf(locator: Locator) {
  const box = await locator.boundingBox();
  return box && { x: box.x, y: box.y, height: box.height };
}

async function openAt(page: Page, instant: string, slug: string, path: string) {
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(siteUrl(slug, path));
}

test.describe('open now on location cards', () => {
  const cases = [
    // Wednesday 2 December 2026, 11:00 in Sydney (AEDT, +11).
    { at: '2026-12-02T00:00:00Z', sales: 'Open now · closes 5:30pm' },
    // Sunday 6 December, 10:00: closed Sundays.
    { at: '2026-12-05T23:00:00Z', sales: 'Closed · opens 8:30am Mon' },
    // Christmas Eve 13:00: the holiday's shorter hours.
    { at: '2026-12-24T02:00:00Z', sales: 'Open now · closes 2:00pm' },
    // Christmas Day 10:00: closed, then Boxing Day, Sunday and the 28th's holiday.
    { at: '2026-12-24T23:00:00Z', sales: 'Closed · opens 8:30am Tue' },
  ];
  for (const { at, sales } of cases) {
    test(`Kestrel Bay's sales card at ${at} reads "${sales}"`, ANY_WIDTH, async ({ page }) => {
      const errors = trackErrors(page);
      await openAt(page, at, KESTREL, '/locations');
      await expect(card(page, 'Kestrel Bay Subaru - Sales').locator('.open-now')).toHaveText(sales);
      expect(errors).toEqual([]);
    });
  }

  test('each card reads its own hours', async ({ page }) => {
    // Saturday 5 December 2026, 15:00 in Sydney: sales opens Saturdays, service and parts do not.
    await openAt(page, '2026-12-05T04:00:00Z', KESTREL, '/locations');
    await expect(card(page, 'Kestrel Bay Subaru - Sales').locator('.open-now')).toHaveText(
      'Open now · closes 4:00pm',
    );
    await expect(card(page, 'Kestrel Bay Subaru - Service').locator('.open-now')).toHaveText(
      'Closed · opens 7:30am Mon',
    );
    await expect(card(page, 'Kestrel Bay Subaru - Parts').locator('.open-now')).toHaveText(
      'Closed · opens 8:00am Mon',
    );
    await expectNoAxeViolations(page);
  });

  test('the line appears without moving the card', async ({ page }) => {
    const release = await holdOpenNowScript(page);
    await openAt(page, '2026-12-02T00:00:00Z', KESTREL, '/locations');
    const sales = card(page, 'Kestrel Bay Subaru - Sales');
    const line = sales.locator('.open-now');
    const address = sales.locator('address');
    await expect(line).toHaveText('');
    const before = [await placeOf(line), await address.boundingBox()];
    release();
    await expect(line).toHaveText('Open now · closes 5:30pm');
    expect([await placeOf(line), await address.boundingBox()]).toEqual(before);
  });
});

test.describe('open now on a location page', () => {
  test('Meridian Hyundai North Lakes trades on Sundays, in Brisbane time', async ({ page }) => {
    // Sunday 6 December 2026, 11:00 in Brisbane (+10 all year).
    await openAt(page, '2026-12-06T01:00:00Z', MERIDIAN, '/locations/meridian-hyundai-north-lakes');
    const line = page.locator('main .open-now');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveText('Open now · closes 4:00pm');
    await expectNoAxeViolations(page);
  });

  test('the line under the title appears without moving', async ({ page }) => {
    const release = await holdOpenNowScript(page);
    await openAt(page, '2026-12-06T01:00:00Z', MERIDIAN, '/locations/meridian-hyundai-north-lakes');
    const line = page.locator('main .open-now');
    const details = page.getByRole('region', { name: 'Meridian Hyundai North Lakes', exact: true });
    await expect(line).toHaveText('');
    const before = [await placeOf(line), await details.boundingBox()];
    release();
    await expect(line).toHaveText('Open now · closes 4:00pm');
    expect([await placeOf(line), await details.boundingBox()]).toEqual(before);
  });

  test("a holiday's late opening reads as opening today", ANY_WIDTH, async ({ page }) => {
    // Monday 28 December 2026, 09:00 in Brisbane: the public holiday opens at 10.
    await openAt(page, '2026-12-27T23:00:00Z', MERIDIAN, '/locations/meridian-hyundai-north-lakes');
    await expect(page.locator('main .open-now')).toHaveText('Closed · opens 10:00am today');
  });
});

test.describe('without JavaScript', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('no empty line is shown', async ({ page }) => {
    await page.goto(siteUrl(KESTREL, '/locations'));
    await expect(card(page, 'Kestrel Bay Subaru - Sales').locator('.open-now')).toBeHidden();
  });
});
