/**
 * The API's tenant data, end to end on disk: the build's emit step writes a sample dealer's
 * `.forecourt-api.json`, loadTenantData reads it back (validated, with lookups), a rebuild is
 * picked up without a restart, and a missing or foreign file is refused naming the file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isReservable } from '../../../src/lib/cars/reservable.ts';
import { isTestDriveOnly } from '../../../src/lib/cars/test-drive.ts';
import { depositFor } from '../../../src/lib/checkout/deposit.ts';
import { formRulesFrom } from '../../../src/lib/forms/index.ts';
import type { Site } from '../../../src/lib/site/site.ts';
import { testDriveSlots } from '../../../src/lib/test-drive/index.ts';
import { emitDealerFiles } from '../../../src/server/build/emit-dealer-files.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import {
  emitTenantData,
  leadDestinations,
  loadTenantData,
  TENANT_DATA_FILE,
  TenantDataError,
} from '../../../src/server/api/tenant/index.ts';

const TENANT = 'ironbark-motorcycles';
const prepared = prepareDealer(TENANT);
const { site } = prepared;
const root = mkdtempSync(path.join(tmpdir(), 'forecourt-tenant-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
const siteDir = () => path.join(root, `site-${++dirs}`);

/** The same site under other lead delivery settings. */
function withDelivery(delivery: unknown): Site {
  return {
    ...site,
    dealer: { ...site.dealer, lead_delivery: delivery as Site['dealer']['lead_delivery'] },
  };
}

describe('the emit step', () => {
  it('writes the tenant data file beside the pages, and it loads back', async () => {
    const dir = siteDir();
    await emitDealerFiles(prepared, dir);
    const tenant = await loadTenantData(dir);
    expect(tenant.file).toBe(path.join(dir, TENANT_DATA_FILE));
    expect(tenant.dealer).toEqual({
      slug: TENANT,
      name: site.dealer.name,
      url: site.dealer.url,
      email: site.dealer.email,
      phone: site.dealer.phone,
      country: 'AU',
      time_zone: 'Australia/Perth',
      website_id: site.dealer.website_id ?? null,
      // A motorcycle dealer: the API's words to the shopper say motorcycle.
      vehicle_kind: 'motorcycle',
    });
    expect(tenant.built_at).toBe(site.now.toISOString());
  });
});

describe('loadTenantData', () => {
  const dir = siteDir();
  emitTenantData(site, dir);

  it('carries the form rules inputs and the lead delivery settings', async () => {
    const tenant = await loadTenantData(dir);
    const { message_required, submit_label, phone_rules, trade_in_hidden_field } =
      site.dealer.config;
    expect(tenant.form_options).toEqual({
      message_required,
      submit_label,
      phone_rules,
      trade_in_hidden_field,
    });
    // What the lead forms' rules are made from, on the browser's side and the API's alike.
    expect(
      formRulesFrom(
        tenant.form_options,
        tenant.dealer.country,
        tenant.form_options.trade_in_hidden_field,
      ),
    ).toEqual(
      formRulesFrom(
        site.dealer.config,
        site.dealer.country,
        site.dealer.config.trade_in_hidden_field,
      ),
    );
    expect(tenant.lead_delivery).toEqual(site.dealer.lead_delivery);
    expect(tenant.dealerships.map((d) => d.id)).toEqual(site.dealer.dealerships.map((d) => d.id));
  });

  it('lists every location with its contact, hours and whether it takes test drives', async () => {
    const tenant = await loadTenantData(dir);
    expect(tenant.locations.map((l) => [l.slug, l.location_type, l.test_drives])).toEqual([
      ['ironbark-osborne-park-sales', 'sales', true],
      ['ironbark-osborne-park-service', 'service', false],
      ['ironbark-osborne-park-parts', 'parts', false],
      ['ironbark-midland-sales', 'sales', true],
    ]);
    const source = site.dealer.locations[0]!;
    expect(tenant.location(source.id)).toMatchObject({
      email: source.contact_detail.email,
      phone: source.contact_detail.phone,
      time_zone: 'Australia/Perth',
      opening_hours: source.contact_detail.opening_hours,
      special_hours: source.contact_detail.special_hours,
    });
  });

  it('finds a location by id, by its digits and by slug', async () => {
    const tenant = await loadTenantData(dir);
    expect(tenant.location(6104)?.slug).toBe('ironbark-midland-sales');
    expect(tenant.location('6104')?.slug).toBe('ironbark-midland-sales');
    expect(tenant.location('ironbark-midland-sales')?.id).toBe(6104);
    expect(tenant.location(9999)).toBeUndefined();
    expect(tenant.location('nowhere')).toBeUndefined();
  });

  it('says whether the dealer has the watchlist (dealer option watchlist.enabled)', async () => {
    expect((await loadTenantData(dir)).watchlist_enabled).toBe(true);
    expect((await loadTenantData(dir)).watchlist_path).toBe('/watchlist');
    const moved = siteDir();
    const movedConfig = { ...site.dealer.config, watchlist: { enabled: true, path: '/my-cars/' } };
    emitTenantData({ ...site, dealer: { ...site.dealer, config: movedConfig } }, moved);
    expect((await loadTenantData(moved)).watchlist_path).toBe('/my-cars');
    const off = siteDir();
    const config = { ...site.dealer.config, watchlist: { enabled: false, path: '/watchlist' } };
    emitTenantData({ ...site, dealer: { ...site.dealer, config } }, off);
    expect((await loadTenantData(off)).watchlist_enabled).toBe(false);
    expect((await loadTenantData(off)).watchlist_path).toBeNull();
  });

  it('holds a lead snapshot of every listed car, found by id', async () => {
    const tenant = await loadTenantData(dir);
    expect(tenant.cars).toHaveLength(site.cars.length);
    for (const car of site.cars) {
      expect(tenant.car(car.id)).toEqual({
        id: car.id,
        slug: car.slug,
        name: car.name,
        stocknum: car.stocknum,
        vin: car.vin,
        year: car.year,
        make: car.make,
        model: car.model,
        badge: car.badge,
        car_type: car.car_type,
        status: car.status,
        price: car.price,
        km: car.km,
        colour: car.colour,
        dealership_id: car.dealership_id,
        dealership_slug: car.dealership_slug,
        location_id: car.location.id,
        test_drive_only: isTestDriveOnly(car),
        sold: car.sold,
        reserved: car.reserved,
        image: car.primary_image_url,
        reservable: isReservable(car),
        deposit_provider: depositFor(car, site.dealer.country)?.provider ?? null,
        deposit_cents: depositFor(car, site.dealer.country)?.amountCents ?? null,
        deposit_key: depositFor(car, site.dealer.country)?.processor.authorization_key ?? null,
        state: car.state,
      });
    }
    const first = site.cars[0]!;
    expect(tenant.car(String(first.id))?.slug).toBe(first.slug);
    expect(tenant.car(1)).toBeUndefined();
    expect(tenant.car('1e3')).toBeUndefined();
    // The sample feed has each state the API acts on.
    expect(tenant.cars.some((c) => c.test_drive_only)).toBe(true);
    expect(tenant.cars.some((c) => c.sold)).toBe(true);
    // The St George dealer's stock carries its provider's deposit (whole dollars made cents).
    expect(tenant.cars.some((c) => c.reservable)).toBe(true);
    const withDeposit = tenant.cars.filter((c) => c.deposit_provider !== null);
    expect(withDeposit.length).toBeGreaterThan(0);
    for (const car of withDeposit) {
      expect(car.deposit_provider).toBe('st_george');
      expect(Number.isInteger(car.deposit_cents)).toBe(true);
      expect(car.deposit_key).toBeTruthy();
    }
  });

  it("carries the reserve settings: currency, checkout paths, secrets' variable names only", async () => {
    const tenant = await loadTenantData(dir);
    expect(tenant.reserve.currency).toBe('AUD');
    expect(tenant.reserve.online_buying).toBe(false);
    expect(tenant.reserve.payments.st_george).toEqual({
      client_id: '10000000',
      client_secret_env: 'ST_GEORGE_CLIENT_SECRET',
    });
    expect(tenant.reserve.payments.hold_minutes).toBe(20);
    expect(tenant.reserve.payments.stripe.secret_key_env).toBe('STRIPE_SECRET_KEY');
  });

  it('gives a sales location what test-drive slots need', async () => {
    const tenant = await loadTenantData(dir);
    const yard = tenant.location('ironbark-osborne-park-sales')!;
    const days = testDriveSlots({
      openingHours: yard.opening_hours,
      specialHours: yard.special_hours,
      timeZone: yard.time_zone,
      now: site.now,
    });
    expect(days.length).toBeGreaterThan(5);
  });

  it('reads the file once per version', async () => {
    expect(await loadTenantData(dir)).toBe(await loadTenantData(dir));
  });

  it('picks up a rebuild without a restart', async () => {
    const rebuilt = siteDir();
    emitTenantData(site, rebuilt);
    const before = await loadTenantData(rebuilt);
    emitTenantData({ ...site, cars: site.cars.slice(1) }, rebuilt);
    const after = await loadTenantData(rebuilt);
    expect(after).not.toBe(before);
    expect(after.cars).toHaveLength(site.cars.length - 1);
    expect(after.car(site.cars[0]!.id)).toBeUndefined();
  });
});

describe('loadTenantData refuses', () => {
  const file = (dir: string) => path.join(dir, TENANT_DATA_FILE);

  it('a site without the file, naming it and what to do', async () => {
    const dir = siteDir();
    await expect(loadTenantData(dir)).rejects.toThrow(
      new TenantDataError(
        file(dir),
        'missing: build the dealer (npm run build -- --dealer=<slug>)',
      ),
    );
  });

  it('a file that is not JSON, and loads it once it is fixed', async () => {
    const dir = siteDir();
    emitTenantData(site, dir);
    const good = readFileSync(file(dir), 'utf8');
    writeFileSync(file(dir), good.slice(0, 200));
    await expect(loadTenantData(dir)).rejects.toThrow(`${file(dir)}: not readable JSON`);
    writeFileSync(file(dir), `${good}\n`);
    expect((await loadTenantData(dir)).dealer.slug).toBe(TENANT);
  });

  it('a file written by another version, naming the field', async () => {
    const dir = siteDir();
    emitTenantData(site, dir);
    const json = JSON.parse(readFileSync(file(dir), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file(dir),
      JSON.stringify({ ...json, format: 'forecourt-api/0', car_columns: ['id'] }),
    );
    const error = await loadTenantData(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantDataError);
    expect((error as Error).message).toContain('format: Invalid input: expected "forecourt-api/3"');
    expect((error as Error).message).toContain('car_columns: must be id, slug, name,');
  });
  it('a car row of the wrong shape, naming the row and the field', async () => {
    const dir = siteDir();
    emitTenantData(site, dir);
    const json = JSON.parse(readFileSync(file(dir), 'utf8')) as { cars: unknown[][] };
    json.cars[3]![5] = '2024';
    writeFileSync(file(dir), JSON.stringify(json));
    await expect(loadTenantData(dir)).rejects.toThrow(
      '(cars[3][5]: year must be a whole number); rebuild the dealer',
    );
  });
});

describe('lead destinations from the tenant data', () => {
  const HOOK = 'https://crm.example.com/webhooks/ironbark';
  const routed = withDelivery({
    email: {
      enabled: true,
      to: [],
      route_to_location: true,
      copy_to: ['crm@ironbark.example'],
      format: 'adf',
    },
    webhooks: [{ url: HOOK, secret_env: 'IRONBARK_CRM_WEBHOOK_SECRET' }],
  });
  const dir = siteDir();
  emitTenantData(routed, dir);

  it('name the secret environment variable, never a secret', () => {
    const text = readFileSync(path.join(dir, TENANT_DATA_FILE), 'utf8');
    expect(text).toContain('"secret_env": "IRONBARK_CRM_WEBHOOK_SECRET"');
    expect(text).not.toContain('whsec_');
  });

  it("route a car's lead to its location, a chosen location's to that one, others to the dealer", async () => {
    const tenant = await loadTenantData(dir);
    const midlandCar = tenant.cars.find((c) => c.location_id === 6104)!;
    const to = (subject: Parameters<typeof leadDestinations>[1]) =>
      leadDestinations(tenant, subject, {}).destinations.find((d) => d.kind === 'email');
    expect(to({ carId: midlandCar.id, location: 6101 })).toEqual({
      kind: 'email',
      to: ['midland@ironbarkmotorcycles.com.au', 'crm@ironbark.example'],
    });
    expect(to({ location: 'ironbark-osborne-park-sales' })?.to[0]).toBe(
      'sales@ironbarkmotorcycles.com.au',
    );
    expect(to({})?.to[0]).toBe(site.dealer.email);
  });

  it('sign webhooks with the secret from the environment, or report them disabled', async () => {
    const tenant = await loadTenantData(dir);
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const on = leadDestinations(tenant, {}, { IRONBARK_CRM_WEBHOOK_SECRET: secret });
    expect(on.destinations).toContainEqual({ kind: 'webhook', url: HOOK, secret });
    expect(on.disabled).toEqual([]);
    const off = leadDestinations(tenant, {}, { IRONBARK_CRM_WEBHOOK_SECRET: ' ' });
    expect(off.destinations.map((d) => d.kind)).toEqual(['email']);
    expect(off.disabled).toEqual([
      {
        url: HOOK,
        secret_env: 'IRONBARK_CRM_WEBHOOK_SECRET',
        warning: `${TENANT}: webhook ${HOOK} is disabled: the environment variable IRONBARK_CRM_WEBHOOK_SECRET (its signing secret) is not set`,
      },
    ]);
  });
});
