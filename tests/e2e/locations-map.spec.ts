// The locations block's map layout on meridian-motor-group's home page (12 locations, an open
// tile source), the group's dealership websites, and kestrel-bay-subaru's location pages.
// Tile servers and the brand sites are stood in for by Playwright routing: no test reaches
// the network.
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { parseDealer } from '../../src/lib/config/index.ts';
import { filterLocations } from '../../src/lib/locations/index.ts';
import { groupByPlace } from '../../src/lib/locations/map-preview.ts';
import { trackNetwork, type NetworkLog } from './support/network.ts';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { siteUrl } from './support/tenants.ts';

const MERIDIAN = 'meridian-motor-group';
const KESTREL = 'kestrel-bay-subaru';

function dealerOf(slug: string) {
  const file = `dealers/${slug}/dealer.json`;
  return parseDealer(JSON.parse(readFileSync(file, 'utf8')), file);
}

const meridian = dealerOf(MERIDIAN);
const visible = filterLocations(meridian.locations, 'all');
const places = groupByPlace(visible);
const tiles = meridian.locations_display.map_tiles!;
const tileHost = new URL(tiles.url.replaceAll('{s}', 'a')).host;

/** A 1×1 grey PNG: what the stand-in tile server answers. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

interface Traffic {
  tiles: string[];
  mapCode: string[];
  /** Requests to any other host than the test server's, refused. */
  elsewhere: string[];
}

/** Answers tile requests with TILE, refuses every other off-site request, and records both. */
async function standIns(context: BrowserContext): Promise<Traffic> {
  const traffic: Traffic = { tiles: [], mapCode: [], elsewhere: [] };
  await context.route(
    (url) => !url.hostname.endsWith('localhost'),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.host === tileHost) {
        traffic.tiles.push(url.href);
        await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
        return;
      }
      traffic.elsewhere.push(url.href);
      await route.abort();
    },
  );
  context.on('request', (request) => {
    if (/map-interactive|leaflet/.test(request.url())) traffic.mapCode.push(request.url());
  });
  return traffic;
}

const block = (page: Page) => page.locator('[data-locations-map]');
const previewPins = (page: Page) => block(page).locator('[data-map-preview] [data-map-place]');
const livePins = (page: Page) => block(page).locator('.leaflet-marker-pane [role="button"]');
const chosen = (page: Page) =>
  block(page)
    .getByRole('region', { name: /./ })
    .filter({ has: page.locator('[data-map-cards]') });

/** The locations a live pin stands for, read from its accessible name. */
async function locationsOfLivePin(page: Page, index: number): Promise<string[]> {
  const name = (await livePins(page).nth(index).textContent()) ?? '';
  return visible.map((l) => l.name).filter((n) => name.includes(n));
}

/** Every place has a live pin: its own, or one shared with places it would cover. */
async function expectEveryLocationOnALivePin(page: Page): Promise<void> {
  await expect(livePins(page).first()).toBeVisible();
  const count = await livePins(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(places.length);
  const covered: string[] = [];
  for (let i = 0; i < count; i++) covered.push(...(await locationsOfLivePin(page, i)));
  expect(covered.toSorted()).toEqual(visible.map((l) => l.name).toSorted());
}

/**
 * axe with the page scrolled to the top: choosing a pin scrolls its card into view, and the
 * phone's sticky header would then lie over pins, which axe counts against their target size.
 */
async function expectNoAxeViolationsAtTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

/** The pin of the place holding this location. */
function placeIndexOf(locationName: string): number {
  return places.findIndex((p) => p.items.some((l) => l.name === locationName));
}

test.describe(`${MERIDIAN} home: locations map`, () => {
  let traffic: Traffic;
  let network: NetworkLog;

  test.beforeEach(async ({ context, page }) => {
    traffic = await standIns(context);
    network = trackNetwork(page);
    await page.goto(siteUrl(MERIDIAN, '/'));
    await block(page).scrollIntoViewIfNeeded();
  });

  test('starts as a preview with a pin per place, and asks for no tile and no map code', async ({
    page,
  }) => {
    await expect(block(page).getByRole('heading', { name: 'Our Locations' })).toBeVisible();
    await expect(previewPins(page)).toHaveCount(places.length);
    for (const [i, place] of places.entries()) {
      for (const location of place.items) {
        await expect(previewPins(page).nth(i)).toHaveAccessibleName(
          new RegExp(escapeRegExp(location.name)),
        );
      }
    }
    await expect(block(page).getByRole('button', { name: 'Open interactive map' })).toBeVisible();
    await network.settled();
    expect(traffic.tiles).toEqual([]);
    expect(traffic.mapCode).toEqual([]);
    expect(traffic.elsewhere).toEqual([]);
  });

  test('a clicked pin shows its cards; Escape closes them and returns to the pin', async ({
    page,
  }) => {
    const errors = trackErrors(page);
    const pin = previewPins(page).nth(placeIndexOf('Meridian Kia Southport - Sales'));
    await pin.click();
    await expect(pin).toHaveAttribute('aria-current', 'true');
    const panel = chosen(page);
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: 'Meridian Kia Southport - Sales' }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: /Get Directions/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(pin).toBeFocused();
    await expect(pin).not.toHaveAttribute('aria-current', 'true');
    expect(traffic.tiles).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a pin shared by two locations shows both cards, and the close button closes them', async ({
    page,
  }) => {
    const place = places.find((p) => p.items.length > 1)!;
    await previewPins(page).nth(places.indexOf(place)).click();
    for (const location of place.items) {
      await expect(chosen(page).getByRole('heading', { name: location.name })).toBeVisible();
    }
    await chosen(page).getByRole('button', { name: "Close the location's details" }).click();
    await expect(chosen(page)).toBeHidden();
  });

  test('pins answer the keyboard: Tab reaches them, Enter and Space choose', async ({ page }) => {
    const first = previewPins(page).first();
    const second = previewPins(page).nth(1);
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen(page)).toBeFocused();
    await expect(
      chosen(page).getByRole('heading', { name: places[1]!.items[0]!.name }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(second).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(
      chosen(page).getByRole('heading', { name: places[0]!.items[0]!.name }),
    ).toBeVisible();
  });

  test('opens the interactive map by click: tiles from the dealer source, a pin per place, cards, Escape twice', async ({
    page,
  }) => {
    const errors = trackErrors(page);
    await block(page).getByRole('button', { name: 'Open interactive map' }).click();
    await expect(block(page).locator('.leaflet-container')).toBeVisible();
    await expectEveryLocationOnALivePin(page);
    await expect.poll(() => traffic.tiles.length).toBeGreaterThan(0);
    expect(traffic.tiles.every((url) => url.startsWith(`https://${tileHost}/`))).toBe(true);
    expect(traffic.elsewhere).toEqual([]);
    await expect(block(page).locator('.leaflet-control-attribution')).toContainText(
      tiles.attribution,
    );
    await expect(previewPins(page).first()).toBeHidden();

    const pin = livePins(page).last();
    const names = await locationsOfLivePin(page, (await livePins(page).count()) - 1);
    await pin.click();
    await expect(pin).toHaveAttribute('aria-current', 'true');
    await expect(chosen(page).locator('article')).toHaveCount(names.length);
    for (const name of names) {
      await expect(chosen(page).getByRole('heading', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(chosen(page)).toBeHidden();
    await expect(pin).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(block(page).locator('.leaflet-container')).toHaveCount(0);
    await expect(previewPins(page).first()).toBeVisible();
    const open = block(page).getByRole('button', { name: 'Open interactive map' });
    await expect(open).toBeFocused();
    // It opens again, in the same box.
    await open.click();
    await expectEveryLocationOnALivePin(page);
    await block(page).getByRole('button', { name: 'Close interactive map' }).click();
    await expect(block(page).locator('.leaflet-container')).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('opens the interactive map by keyboard, and its pins answer Enter and Space', async ({
    page,
  }) => {
    const open = block(page).getByRole('button', { name: 'Open interactive map' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expectEveryLocationOnALivePin(page);
    await expect(block(page).locator('.leaflet-container')).toBeFocused();
    await page.keyboard.press('Tab');
    const firstPin = livePins(page).first();
    await expect(firstPin).toBeFocused();
    await page.keyboard.press('Space');
    const [firstName = 'none'] = await locationsOfLivePin(page, 0);
    await expect(chosen(page)).toBeFocused();
    await expect(chosen(page).getByRole('heading', { name: firstName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chosen(page)).toBeHidden();
    await expect(firstPin).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(livePins(page).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    const [secondName = 'none'] = await locationsOfLivePin(page, 1);
    await expect(chosen(page).getByRole('heading', { name: secondName })).toBeVisible();
  });

  test('keeps every location as a card in the list under the map', async ({ page }) => {
    const list = block(page).locator('details[data-map-list]');
    await list.getByText(`All ${visible.length} locations as a list`).click();
    const cards = list.locator('article');
    await expect(cards).toHaveCount(visible.length);
    for (const location of visible) {
      await expect(list.getByRole('heading', { name: location.name, exact: true })).toBeVisible();
    }
  });

  test('passes axe in the preview, with a card chosen, and with the interactive map open', async ({
    page,
  }) => {
    // Three full axe runs over the group's home page, the largest page of the sample sites
    // (each about 12 s on a phone in a busy run).
    test.slow();
    await expectNoAxeViolationsAtTop(page);
    await previewPins(page).first().click();
    await expectNoAxeViolationsAtTop(page);
    await page.keyboard.press('Escape');
    await block(page).getByRole('button', { name: 'Open interactive map' }).click();
    await expectEveryLocationOnALivePin(page);
    await livePins(page).first().click();
    await expect(chosen(page)).toBeVisible();
    await expectNoAxeViolationsAtTop(page);
  });
});

test.describe(`${MERIDIAN}: the group's dealership websites`, () => {
  test('shows each brand site with its logo, linking out in a new tab', async ({
    context,
    page,
  }) => {
    const websites = meridian.dealership_websites;
    const visited: string[] = [];
    await context.route(
      (url) => websites.some((w) => new URL(w.url).host === url.host),
      async (route) => {
        visited.push(route.request().url());
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<title>Brand site</title>',
        });
      },
    );
    await page.goto(siteUrl(MERIDIAN, '/'));
    const strip = page.getByRole('region', { name: 'Our dealership websites' });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toBeVisible();
    const links = strip.getByRole('link');
    await expect(links).toHaveCount(websites.length);
    for (const [i, website] of websites.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(website.name)}`));
      await expect(link).toHaveAttribute('href', website.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(link.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    }
    const first = websites[0]!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).host).toBe(new URL(first.url).host);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(visited.length).toBeGreaterThan(0);
  });
});

test.describe(`${KESTREL}: location pages on a manufacturer site`, () => {
  test('every location has its page, while cards still link the contact page', async ({ page }) => {
    const kestrel = dealerOf(KESTREL);
    for (const location of filterLocations(kestrel.locations, 'all')) {
      const response = await page.goto(siteUrl(KESTREL, `/locations/${location.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
    }
    await page.goto(siteUrl(KESTREL, '/locations'));
    const details = page.getByRole('link', { name: /^View Details/ });
    await expect(details.first()).toHaveAttribute('href', kestrel.config.contact_path);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
