/**
 * The watchlist endpoints on SQLite and PostgreSQL: save, remove and list for the signed-in
 * phone only, snapshots refreshed from a newer build and kept for a car that left stock,
 * 401/403/404/422 answers, and each dealer's watchlists apart.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Site } from '../../../src/lib/site/site.ts';
import { describeEachEngine } from '../store/each-engine.ts';
import { manualClock } from '../store/engines.ts';
import {
  accountFixture,
  AU_DEALER,
  Browser,
  buildTenant,
  local,
  NO_WATCHLIST,
  NZ_DEALER,
  sampleSite,
  signIn,
  type AccountFixture,
} from '../auth/account-fixture.ts';

const PHONE = '0412 345 678';
const E164 = '+61412345678';
const site = sampleSite(AU_DEALER);
const [first, second, third] = site.cars.filter((car) => !car.sold && !car.reserved);
if (!first || !second || !third) throw new Error(`${AU_DEALER} needs three available cars`);

describeEachEngine('the watchlist', (engine) => {
  let fixture: AccountFixture;
  let clock = manualClock();
  let browser: Browser;

  beforeEach(async () => {
    clock = manualClock(new Date('2026-11-26T09:00:00.000Z'));
    fixture = await accountFixture({ engine, clock: clock.now });
    browser = new Browser(fixture.app, local(AU_DEALER));
  });
  afterEach(() => fixture?.close());

  const save = (carId: unknown, phone: unknown = PHONE, by = browser) =>
    by.post('/api/watchlist/save-car', { phone_number: phone, car_id: carId });
  const remove = (carId: unknown, phone: unknown = PHONE, by = browser) =>
    by.post('/api/watchlist/remove-car', { phone_number: phone, car_id: carId });
  const list = async (by = browser) => (await by.get('/api/watchlist')).json();

  it('saves cars, lists them newest first with the car as it is, and removes them', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    const saved = await save(first.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toEqual({
      success: true,
      entry: { car_id: first.id, saved_at: '2026-11-26T09:00:00.000Z' },
    });
    clock.advance(1_000);
    await save(String(second.id), '+61 412 345 678');

    const listed = await list();
    expect(listed.phone_number).toBe(E164);
    expect(listed.entries.map((e: { car_id: number }) => e.car_id)).toEqual([second.id, first.id]);
    expect(listed.entries[1]).toEqual({
      car_id: first.id,
      saved_at: '2026-11-26T09:00:00.000Z',
      state: 'available',
      alerts: { price_drop: true, sold_or_reserved: true, back_in_stock: true },
      car: {
        id: first.id,
        slug: first.slug,
        name: first.name,
        year: first.year,
        make: first.make,
        model: first.model,
        badge: first.badge,
        car_type: first.car_type,
        price: first.price,
        km: first.km,
        sold: false,
        reserved: false,
        status: first.status,
        image: first.primary_image_url,
        path: `/cars/${first.slug}`,
      },
    });

    expect((await remove(first.id)).json()).toEqual({ success: true });
    expect((await list()).entries.map((e: { car_id: number }) => e.car_id)).toEqual([second.id]);
  });

  it('treats saving a saved car and removing an unsaved one as success', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    clock.advance(60_000);
    expect((await save(first.id)).json()).toEqual({
      success: true,
      entry: { car_id: first.id, saved_at: '2026-11-26T09:00:00.000Z' },
    });
    expect((await remove(third.id)).json()).toEqual({ success: true });
    expect((await list()).entries).toHaveLength(1);
  });

  it('keeps alert preferences, all on, with each entry', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    const rows = await engine.rows('select * from watchlist_entries');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenant: AU_DEALER,
      phone: E164,
      alert_price_drop: 1,
      alert_sold_or_reserved: 1,
      alert_back_in_stock: 1,
    });
    expect(Number(rows[0]?.['car_id'])).toBe(first.id);
  });

  it('answers 401 signed out, 403 for another phone, 404 for an unknown car, 422 for a bad body', async () => {
    const signedOut = await save(first.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      success: false,
      error: 'Please sign in to use your watchlist.',
    });
    expect((await remove(first.id)).statusCode).toBe(401);
    expect((await browser.get('/api/watchlist')).statusCode).toBe(401);

    await signIn(browser, fixture.dataDir, PHONE, E164);
    const other = 'You can only change the watchlist of the phone you signed in with.';
    for (const answer of [
      await save(first.id, '0412 345 679'),
      await remove(first.id, '0412 345 679'),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ success: false, error: other });
    }
    const unknown = await save(999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'That car is no longer available.' });

    for (const body of [
      { phone_number: PHONE },
      { phone_number: PHONE, car_id: '12a' },
      { phone_number: PHONE, car_id: -3 },
      { phone_number: PHONE, car_id: 1.5 },
      { phone_number: 'not a phone', car_id: first.id },
      { car_id: first.id },
      [first.id],
    ]) {
      const answer = await browser.post('/api/watchlist/save-car', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect((await list()).entries).toEqual([]);
  });

  it('refuses the watchlist on a dealer without it', async () => {
    const plain = new Browser(fixture.app, local(NO_WATCHLIST));
    const answer = await plain.post('/api/watchlist/save-car', {
      phone_number: PHONE,
      car_id: 1,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, error: 'This site has no watchlist.' });
    expect((await plain.get('/api/watchlist')).statusCode).toBe(404);
  });

  it('keeps each dealer’s watchlist apart for the same phone', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    const kiwi = new Browser(fixture.app, local(NZ_DEALER));
    await signIn(kiwi, fixture.dataDir, PHONE, E164);
    expect(await list(kiwi)).toEqual({ phone_number: E164, entries: [] });
    // The AU dealer's cookie is nobody at the NZ dealer.
    expect((await browser.on(local(NZ_DEALER)).get('/api/watchlist')).statusCode).toBe(401);
  });

  it('follows the car through later builds: price, reserved, sold, gone and back', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    await save(second.id);
    await save(third.id);
    const rebuild = async (change: (cars: Site['cars']) => Site['cars']) => {
      clock.advance(3_600_000);
      await buildTenant(fixture.distDir, { ...site, now: clock.now(), cars: change(site.cars) });
    };

    await rebuild((cars) =>
      cars
        .filter((car) => car.id !== third.id)
        .map((car) =>
          car.id === first.id
            ? { ...car, price: first.price - 1_000, reserved: true }
            : car.id === second.id
              ? { ...car, sold: true }
              : car,
        ),
    );
    const after = await list();
    const byId = (id: number) =>
      after.entries.find((entry: { car_id: number }) => entry.car_id === id);
    expect(byId(first.id)).toMatchObject({
      state: 'reserved',
      car: { price: first.price - 1_000, reserved: true },
    });
    expect(byId(second.id)).toMatchObject({ state: 'sold', car: { sold: true } });
    expect(byId(third.id)).toMatchObject({
      state: 'gone',
      car: { id: third.id, name: third.name, price: third.price },
    });

    await rebuild((cars) => cars);
    const back = await list();
    expect(back.entries.map((entry: { state: string }) => entry.state)).toEqual([
      'available',
      'available',
      'available',
    ]);
    expect(await list()).toEqual(back);
  });
});
