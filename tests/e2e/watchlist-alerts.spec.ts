/**
 * Issue 14, point 4: "a price change in the feed plus a build produces exactly one alert".
 * A copy of a sample dealer with the watchlist on gets its stock from a feed file; it is
 * built into a directory of its own and served by a platform app run here, in the test's
 * process, with the lead service (and so the alerts worker) on a data directory of its own
 * and the default SMS adapter writing to that directory's outbox. The shopper signs in and
 * watches a car in Chromium; the feed's price for that car drops, the dealer is built again,
 * and the outbox receives one alert for it, and only one, however often the worker looks.
 * Also the watchlist page's alert switches: labelled, saved, axe-clean at both widths.
 *
 * Cost: two real builds of a three-car dealer, about 20 s each on this machine.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createPlatformApp } from '../../src/server/api/app/platform-app.ts';
import { startLeadService, type LeadService } from '../../src/server/api/lead-service.ts';
import { loadTenantData } from '../../src/server/api/tenant/index.ts';
import { buildDealer } from '../../src/server/build/dealer-build.ts';
import { PROJECT_ROOT } from '../../src/server/build/paths.ts';
import { listenOnLoopback, type RunningServer } from '../../src/server/serve/server.ts';
import { tenantOrigin } from '../../src/server/serve/tenant-url.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

const SLUG = 'totara-motors';
/** Inside the project (Astro builds only there), apart from the shared dist/. */
const WORK = path.join(PROJECT_ROOT, '.cache', 'pw-alerts', 'fixture');
const DEALERS = path.join(WORK, 'dealers');
const DIST = path.join(WORK, 'dist');
const DATA = path.join(WORK, 'data');
const OUTBOX = path.join(DATA, 'sms-outbox.jsonl');
const PHONE = { typed: '021 555 0142', e164: '+64215550142' };
/**
 * The alerts worker's clock: 23:30 UTC two days on, which is late morning in Tauranga (11:30
 * or 12:30), so the alert is due at once whatever the time this test runs, and later than any
 * alert a page read stamps on the real clock.
 */
const today = new Date();
const NZ_DAYTIME = Date.UTC(
  today.getUTCFullYear(),
  today.getUTCMonth(),
  today.getUTCDate() + 2,
  23,
  30,
);

const WATCHED = { id: 990_001, price: 24_990, name: '2021 Suzuki Swift GLX' };

function feed(watchedPrice: number) {
  const vehicle = (id: number, model: string, badge: string, price: number) => ({
    id,
    stocknum: `E2E${id}`,
    car_type: 'used',
    year: 2021,
    make: 'Suzuki',
    model,
    badge,
    km: 31_000,
    price,
    body: 'Hatchback',
    transmission: 'Automatic',
    fuel: 'Petrol',
    colour: 'White',
    status: 'in_stock',
    location_id: 5101,
  });
  return {
    format: 'forecourt-stock/1',
    dealer: SLUG,
    generated_at: '2026-11-26T08:00:00+13:00',
    vehicles: [
      vehicle(WATCHED.id, 'Swift', 'GLX', watchedPrice),
      vehicle(990_002, 'Vitara', 'JLX', 32_990),
      vehicle(990_003, 'Ignis', 'GL', 19_990),
    ],
  };
}

async function build(): Promise<void> {
  const outcome = await buildDealer(SLUG, {
    projectRoot: PROJECT_ROOT,
    dealersDir: DEALERS,
    distDir: DIST,
    projectFingerprint: 'watchlist-alerts-e2e',
    force: true,
    verbose: false,
  });
  if (outcome.result.status !== 'built') {
    throw new Error(`the fixture dealer did not build: ${String(outcome.error)}`);
  }
}

interface OutboxLine {
  tenant: string;
  to: string;
  body: string;
}

async function outbox(): Promise<OutboxLine[]> {
  const text = await readFile(OUTBOX, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

const alertsTo = async (e164: string) =>
  (await outbox()).filter((line) => line.to === e164 && !/sign-in code/.test(line.body));

let server: RunningServer;
let service: LeadService;
const site = (pathname: string) => `${tenantOrigin(SLUG, server.port)}${pathname}`;

test.describe('watch alerts from a build', () => {
  // One fixture dealer, built and served once; the flow runs at desktop width and looks at
  // the page at phone width too.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.skip(({ isMobile }) => isMobile, 'one run: the builds are the cost');

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await rm(WORK, { recursive: true, force: true });
    await mkdir(DEALERS, { recursive: true });
    await cp(path.join(PROJECT_ROOT, 'dealers', SLUG), path.join(DEALERS, SLUG), {
      recursive: true,
    });
    const dealerFile = path.join(DEALERS, SLUG, 'dealer.json');
    const dealer = JSON.parse(await readFile(dealerFile, 'utf8')) as Record<string, unknown>;
    dealer['stock'] = { file: 'stock.json' };
    await writeFile(dealerFile, JSON.stringify(dealer, null, 2));
    await writeFile(path.join(DEALERS, SLUG, 'stock.json'), JSON.stringify(feed(WATCHED.price)));
    await build();

    const app = await createPlatformApp({ distDir: DIST, logger: false, rateLimits: false });
    const started = Date.now();
    service = await startLeadService(app, {
      distDir: DIST,
      dataDir: DATA,
      env: {},
      minFillMs: 0,
      alerts: { clock: () => new Date(NZ_DAYTIME + (Date.now() - started)), pollMs: 200 },
    });
    server = await listenOnLoopback(app, { port: 0 });
  });

  test.afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  async function signIn(page: Page): Promise<void> {
    const query = new URLSearchParams({ type: 'watchlist', redirect: '/watchlist', back: '/' });
    await page.goto(site(`/sign-in?${query.toString()}`));
    await page.getByLabel('Mobile number').fill(PHONE.typed);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    let code = '';
    await expect
      .poll(async () => {
        const sent = (await outbox()).filter((line) => line.to === PHONE.e164);
        code = /sign-in code is (\d{6})/.exec(sent.at(-1)?.body ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(site('/watchlist'));
  }

  test('a price drop in the feed plus a build texts exactly one alert', async ({ page }) => {
    await signIn(page);
    // Watch the car from its page.
    const car = (await loadTenantData(path.join(DIST, SLUG))).car(WATCHED.id);
    expect(car?.name).toBe(WATCHED.name);
    await page.goto(site(`/cars/${car?.slug ?? ''}`));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: `Watch ${WATCHED.name}`, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Car Saved In Watchlist' }),
    ).toBeVisible();

    // The watchlist page shows the car with its alerts on.
    await page.goto(site('/watchlist'));
    const alerts = page.getByRole('group', { name: `${WATCHED.name}: Text me when` });
    for (const name of ['Price drops', 'Sold or reserved', 'Back in stock']) {
      await expect(alerts.getByRole('checkbox', { name })).toBeChecked();
    }
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('watchlist-alerts-1366.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: test.info().outputPath('watchlist-alerts-390.png'),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });

    // A switch goes off and comes back on: the API keeps each choice.
    const backInStock = alerts.getByRole('checkbox', { name: 'Back in stock' });
    const saved = page.waitForResponse('**/api/watchlist/alerts');
    await backInStock.uncheck();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(backInStock).not.toBeChecked();
    const again = page.waitForResponse('**/api/watchlist/alerts');
    await backInStock.check();
    expect((await again).status()).toBe(200);

    // A refused change is put back, with the API's message.
    const error = 'The watchlist is resting; try again in a minute.';
    await page.route('**/api/watchlist/alerts', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error }),
      }),
    );
    const priceDrops = alerts.getByRole('checkbox', { name: 'Price drops' });
    await priceDrops.click();
    await expect(page.getByRole('alert').filter({ hasText: error })).toBeVisible();
    await expect(priceDrops).toBeChecked();
    await page.unroute('**/api/watchlist/alerts');

    await service.alerts.settled();
    expect(await alertsTo(PHONE.e164)).toEqual([]);

    // The feed drops the price; the dealer is built again.
    await writeFile(path.join(DEALERS, SLUG, 'stock.json'), JSON.stringify(feed(22_990)));
    await build();
    await expect.poll(async () => (await alertsTo(PHONE.e164)).length, { timeout: 15_000 }).toBe(1);
    await service.alerts.settled();
    await page.goto(site('/watchlist'));
    await expect(page.getByText('$22,990')).toBeVisible();
    await service.alerts.settled();
    const [alert] = await alertsTo(PHONE.e164);
    expect(await alertsTo(PHONE.e164)).toHaveLength(1);
    expect(alert?.body).toMatch(
      /^Totara Motors: 2021 Suzuki Swift GLX is now \$22,990 \(was \$24,990\)\. https:\/\/www\.totaramotors\.co\.nz\/cars\/\S+ Stop alerts: https:\/\/www\.totaramotors\.co\.nz\/api\/watchlist\/stop-alerts\?token=[a-z2-7]{32}$/,
    );

    // The stop link, opened on the local site: one button, which stops the car's alerts.
    const stop = new URL(/Stop alerts: (\S+)$/.exec(alert?.body ?? '')?.[1] ?? '');
    await page.goto(site(`${stop.pathname}${stop.search}`));
    await expect(
      page.getByRole('heading', { name: `Stop alerts for ${WATCHED.name}?` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Stop alerts for this car' }).click();
    await expect(page.getByRole('heading', { name: 'Alerts stopped' })).toBeVisible();
    await page.goto(site('/watchlist'));
    for (const name of ['Price drops', 'Sold or reserved', 'Back in stock']) {
      await expect(alerts.getByRole('checkbox', { name })).not.toBeChecked();
    }
  });
});
