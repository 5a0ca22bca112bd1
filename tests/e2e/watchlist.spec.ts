import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { toSavedCar } from '../../src/lib/favourites/saved-car.ts';
import { favouritesStorageKey } from '../../src/lib/favourites/storage.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { watchlistPage } from '../../src/lib/watchlist/page.ts';
import { trackNetwork } from './support/network.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { titleNoun, vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/** The e2e server's FORECOURT_DATA_DIR (playwright.config.ts): the SMS outbox is there. */
const SMS_OUTBOX = path.resolve('.cache/e2e-data/sms-outbox.jsonl');

/** Dealers with the watchlist on; the rest have no sign-in page or watch controls. */
const WATCHLIST_TENANTS = TENANTS.filter(
  (slug) => tenantSite(slug).dealer.config.watchlist.enabled,
);

/**
 * A mobile number no other test uses (each number has its own send limit), written the way
 * the dealer's shoppers write theirs, and its E.164 form the outbox names.
 */
function freshMobile(country: 'AU' | 'NZ'): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return country === 'NZ'
    ? { typed: `021 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+6421${digits}` }
    : { typed: `0412 ${digits.slice(1, 4)} ${digits.slice(4)}`, e164: `+61412${digits.slice(1)}` };
}

/** The newest sign-in code texted to `e164` at this dealer, once the outbox has it. */
async function textedCode(slug: string, e164: string, after: string | null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const text = await readFile(SMS_OUTBOX, 'utf8').catch(() => '');
        const lines = text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { tenant: string; to: string; body: string });
        const mine = lines.filter((line) => line.tenant === slug && line.to === e164);
        code = /\b(\d{6})\b/.exec(mine.at(-1)?.body ?? '')?.[1] ?? null;
        return code !== null && code !== after;
      },
      { message: `a sign-in code for ${e164} in ${SMS_OUTBOX}` },
    )
    .toBe(true);
  return code ?? '';
}

/** A car the dealer has in stock with photos: any page with a watch control shows it. */
function stockCar(slug: string, index = 0): Car {
  const cars = tenantSite(slug).cars.filter((car) => !car.sold && car.photos_count > 0);
  const car = cars[index];
  if (!car) throw new Error(`${slug} has no car ${index} in stock with photos`);
  return car;
}

const listPath = (slug: string) =>
  watchlistPage(tenantSite(slug).dealer.config.watchlist)?.path ?? '';
const watchButton = (page: Page, car: Pick<Car, 'name'>) =>
  page.getByRole('button', { name: `Watch ${car.name}`, exact: true });
/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** Signs in on the open /sign-in page with a fresh number; answers the number. */
async function signInHere(page: Page, slug: string, check?: () => Promise<void>) {
  const mobile = freshMobile(tenantSite(slug).dealer.country);
  await page.getByLabel('Mobile number').fill(mobile.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await check?.();
  const code = await textedCode(slug, mobile.e164, null);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return mobile;
}

/** Signs in through /sign-in and lands on `redirect`. */
async function signIn(page: Page, slug: string, redirect: string): Promise<void> {
  const query = new URLSearchParams({ type: 'watchlist', redirect, back: redirect });
  await page.goto(siteUrl(slug, `/sign-in?${query.toString()}`));
  await signInHere(page, slug);
  await expect(page).toHaveURL(siteUrl(slug, redirect));
}

/**
 * Holds the next call to `url` until released, then answers it as `answer` says (or lets it
 * through): what the page shows while the call is out is then observable, not a race.
 */
async function holdCall(page: Page, url: string, answer?: { status: number; error: string }) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route: Route) => {
    arrived();
    await released;
    if (answer)
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: answer.error }),
      });
    else await route.continue();
  });
  return { arrival, release };
}

test.describe('the watchlist', () => {
  test.skip(WATCHLIST_TENANTS.length === 0, 'no sample dealer has the watchlist on');

  for (const slug of WATCHLIST_TENANTS) {
    test.describe(slug, () => {
      // Spec §8's toast titles, in the dealer's noun ('Motorcycle Saved In Watchlist').
      const noun = titleNoun(vehicleWords(tenantSite(slug).vehicleKind).singular);
      const SAVED = `${noun} Saved In Watchlist`;
      const REMOVED = `${noun} Removed`;
      test('save while signed out → sign in → back with the car saved → watchlist page → remove', async ({
        page,
      }) => {
        const errors = trackErrors(page);
        const car = stockCar(slug);
        const carPage = `/cars/${car.slug}`;
        await page.goto(siteUrl(slug, carPage));
        await hydrated(page);

        await watchButton(page, car).click();

        await expect(page).toHaveURL(/\/sign-in\?/);
        const query = new URL(page.url()).searchParams;
        expect(Object.fromEntries(query)).toEqual({
          type: 'watchlist',
          redirect: carPage,
          back: carPage,
        });
        await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
          'href',
          carPage,
        );
        await expect(page.getByRole('heading', { name: 'Your mobile number' })).toBeVisible();
        await expectNoAxeViolations(page);
        await signInHere(page, slug, () => expectNoAxeViolations(page));

        await expect(page).toHaveURL(siteUrl(slug, carPage));
        await expect(watchButton(page, car)).toHaveAttribute('aria-pressed', 'true');
        const saved = toast(page, SAVED);
        await expect(saved).toContainText(`${car.name} is now available in your watchlist`);
        await expect(page.locator('[data-toast-region] > *')).toHaveCount(1);
        await saved.getByRole('link', { name: 'View List' }).click();

        await expect(page).toHaveURL(siteUrl(slug, listPath(slug)));
        const list = page.getByRole('list', { name: /^Watched (cars|motorcycles)$/ });
        const entry = list.getByRole('article', { name: car.name });
        await expect(entry.getByRole('link', { name: car.name })).toHaveAttribute('href', carPage);
        await expect(entry).toContainText('Available');
        await expectNoAxeViolations(page);

        await entry.getByRole('button', { name: `Remove ${car.name} from your watchlist` }).click();
        await expect(toast(page, REMOVED)).toContainText(
          `${car.name} is no longer in your watchlist`,
        );
        await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();

        await page.reload();
        await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
        await page.getByRole('button', { name: 'Sign out', exact: true }).click();
        await expect(page.getByText('You are signed out.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });

      test('a search card watches its car, through sign-in and back to the search', async ({
        page,
      }) => {
        const searchPath = tenantSite(slug).dealer.search.path;
        await page.goto(siteUrl(slug, searchPath));
        await hydrated(page);
        const cardButton = page.getByRole('button', { name: /^Watch / }).first();
        const name = (await cardButton.getAttribute('aria-label')) ?? '';
        expect(name).toMatch(/^Watch \S/);

        await cardButton.click();

        await expect(page).toHaveURL(/\/sign-in\?/);
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(searchPath);
        await signInHere(page, slug);
        await expect(page).toHaveURL(siteUrl(slug, searchPath));
        await hydrated(page);
        const saved = page.getByRole('button', { name, exact: true }).first();
        await expect(saved).toHaveAttribute('aria-pressed', 'true');
        await expect(toast(page, SAVED)).toContainText(
          `${name.replace(/^Watch /, '')} is now available in your watchlist`,
        );
      });

      test('a failed call is rolled back with an alert carrying the error', async ({ page }) => {
        const car = stockCar(slug, 1);
        const carPage = `/cars/${car.slug}`;
        await signIn(page, slug, carPage);
        await hydrated(page);
        const button = watchButton(page, car);
        await expect(button).toHaveAttribute('aria-pressed', 'false');

        // Save: shown at once, then taken back when the API answers 500.
        const error = 'The watchlist is unavailable right now. Please try again.';
        const save = await holdCall(page, '**/api/watchlist/save-car', { status: 500, error });
        await button.click();
        await save.arrival;
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        save.release();
        await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible();
        await expect(button).toHaveAttribute('aria-pressed', 'false');
        await page.unroute('**/api/watchlist/save-car');

        // A real save, then a removal that fails: dropped first, back when it fails.
        await button.click();
        await expect(toast(page, SAVED)).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: error })).toHaveCount(0);
        const remove = await holdCall(page, '**/api/watchlist/remove-car', { status: 500, error });
        await button.click();
        await remove.arrival;
        await expect(button).toHaveAttribute('aria-pressed', 'false');
        remove.release();
        await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        // One toast at a time: the alert replaced the saved toast.
        await expect(toast(page, SAVED)).toHaveCount(0);
        await page.getByRole('button', { name: 'Dismiss' }).click();
        await expect(page.getByRole('alert').filter({ hasText: error })).toHaveCount(0);

        // The next car page marks the watched car without downloading React: the toasts'
        // code comes with a press, not with a signed-in visitor's page.
        const next = await page.context().newPage();
        const network = trackNetwork(next);
        await next.goto(siteUrl(slug, carPage));
        await expect(watchButton(next, car)).toHaveAttribute('aria-pressed', 'true');
        await network.settled();
        expect(await network.reactScripts()).toEqual([]);
      });

      test('/compare watches a saved car; the signed-out watchlist page offers sign-in', async ({
        page,
      }) => {
        const car = stockCar(slug, 2);
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          favouritesStorageKey(slug),
          JSON.stringify([toSavedCar(car)]),
        ] as const);
        await page.goto(siteUrl(slug, listPath(slug)));
        await expect(
          page.getByRole('heading', { name: 'Sign in to see your watchlist' }),
        ).toBeVisible();
        await expectNoAxeViolations(page);

        await page.goto(siteUrl(slug, '/compare'));
        await hydrated(page);
        await watchButton(page, car).click();
        await expect(page).toHaveURL(/\/sign-in\?/);
        expect(new URL(page.url()).searchParams.get('redirect')).toBe('/compare');
        await signInHere(page, slug);
        await expect(page).toHaveURL(siteUrl(slug, '/compare'));
        await expect(watchButton(page, car)).toHaveAttribute('aria-pressed', 'true');
        await expect(toast(page, SAVED)).toBeVisible();
      });
    });
  }
});

test('a dealer without the watchlist has no sign-in page and no watch controls', async ({
  page,
}) => {
  const slug = TENANTS.find((s) => !tenantSite(s).dealer.config.watchlist.enabled);
  test.skip(!slug, 'every sample dealer has the watchlist on');
  const car = stockCar(slug ?? '');
  const answer = await page.goto(siteUrl(slug ?? '', '/sign-in'));
  expect(answer?.status()).toBe(404);
  await page.goto(siteUrl(slug ?? '', `/cars/${car.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(watchButton(page, car)).toHaveCount(0);
});
