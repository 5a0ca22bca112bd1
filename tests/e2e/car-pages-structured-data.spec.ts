/**
 * Every car page of every built sample site (issue 11 point 8): its schema.org Car says what
 * the page shows — the offer's price is the price the sidebar leads with, the VIN is the
 * specification table's — and every car of the dealer's stock has its page. Reads the HTML the
 * suite's server was built from (dist/), so it needs no browser.
 */
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DIST_DIR } from '../../src/server/build/paths.ts';
import { TENANTS, tenantSite } from './support/tenants.ts';

interface CarPageFacts {
  ld: Record<string, unknown> | undefined;
  price: string | null;
  vin: string | null;
}

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').trim();

function carPageFacts(html: string): CarPageFacts {
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((node) => node['@type'] === 'Car');
  // The price element's classes, then its scoped-style class.
  const price = /<span class="fc-price amount[ "][^>]*>([^<]*)<\/span>/.exec(html)?.[1] ?? null;
  const vin = /<th scope="row"[^>]*>VIN<\/th>\s*<td[^>]*>([^<]*)<\/td>/.exec(html)?.[1] ?? null;
  return { ld, price: price && decode(price), vin: vin && decode(vin) };
}

for (const slug of TENANTS) {
  test(`${slug}: every car page's JSON-LD matches its visible price and VIN`, async ({ browserName: _browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'reads files: once is enough');
    const carsDir = path.join(DEFAULT_DIST_DIR, slug, 'cars');
    expect(existsSync(carsDir), `${carsDir} is built`).toBe(true);
    const { cars } = tenantSite(slug);
    const pages = new Set(readdirSync(carsDir));
    expect(cars.filter((car) => !pages.has(car.slug)).map((car) => car.slug)).toEqual([]);

    const mismatches: string[] = [];
    for (const car of cars) {
      const html = readFileSync(path.join(carsDir, car.slug, 'index.html'), 'utf8');
      const { ld, price, vin } = carPageFacts(html);
      const offer = ld?.['offers'] as Record<string, unknown> | undefined;
      const shown = price === null ? NaN : Number(price.replace(/[^\d]/g, '') || 0);
      if (!ld || !offer) mismatches.push(`${car.slug}: no Car JSON-LD with an offer`);
      else if ((offer['price'] ?? 0) !== shown)
        mismatches.push(`${car.slug}: offer price ${String(offer['price'])}, page shows ${price}`);
      if ((ld?.['vehicleIdentificationNumber'] ?? null) !== vin)
        mismatches.push(`${car.slug}: JSON-LD VIN ${String(ld?.['vehicleIdentificationNumber'])}, page shows ${vin}`);
    }
    expect(mismatches).toEqual([]);
  });
}
