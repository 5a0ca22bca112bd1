/**
 * The accounts side of the store on SQLite and PostgreSQL, below the API: sessions found only
 * at their own dealer, watchlist rows per dealer and phone, and the purge of what can never be
 * used again.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Store } from '../../../src/server/api/store/index.ts';
import { describeEachEngine } from './each-engine.ts';
import { manualClock } from './engines.ts';

const DAY = 86_400_000;
const PHONE = '+61412345678';

describeEachEngine('accounts', (engine) => {
  let store: Store;
  let clock = manualClock();

  beforeEach(async () => {
    clock = manualClock();
    store = await engine.open(clock.now);
  });

  const code = (phone = PHONE) =>
    store.issueSignInCode({ tenant: 'a', phone, codeDigest: 'd', salt: '00' });

  it('finds a session only at the dealer it was made for', async () => {
    await store.createSession({ tenant: 'a', phone: PHONE, tokenHash: 'h1' });
    expect(await store.findSession('a', 'h1')).toEqual({
      phone: PHONE,
      expiresAt: new Date('2025-03-31T00:00:00.000Z'),
      renewed: false,
    });
    expect(await store.findSession('b', 'h1')).toBeUndefined();
    await store.endSession('b', 'h1');
    expect(await store.findSession('a', 'h1')).toBeDefined();
  });

  it('keeps watchlists apart by dealer and phone', async () => {
    const entry = (tenant: string, phone: string, carId: number) =>
      store.saveWatchedCar({ tenant, phone, carId, car: { id: carId }, seenInBuild: 'b1' });
    await entry('a', PHONE, 1);
    await entry('b', PHONE, 2);
    await entry('a', '+61412345679', 3);
    expect((await store.listWatchedCars('a', PHONE)).map((e) => e.carId)).toEqual([1]);
    expect(await store.removeWatchedCar('b', PHONE, 1)).toBe(false);
    expect(await store.removeWatchedCar('a', PHONE, 1)).toBe(true);
    expect((await store.listWatchedCars('b', PHONE)).map((e) => e.carId)).toEqual([2]);
  });

  it('purges expired sessions and codes older than a day, and nothing else', async () => {
    await store.createSession({ tenant: 'a', phone: PHONE, tokenHash: 'old' });
    await code('+61400000001');
    clock.advance(29 * DAY);
    await code('+61400000002');
    await store.createSession({ tenant: 'a', phone: '+61400000003', tokenHash: 'young' });
    clock.advance(DAY - 1);
    expect(await store.purgeExpiredAccounts()).toEqual({ sessions: 0, codes: 1 });
    clock.advance(1);

    expect(await store.purgeExpiredAccounts()).toEqual({ sessions: 1, codes: 0 });
    expect(
      (await engine.rows('select token_hash from sessions')).map((r) => r['token_hash']),
    ).toEqual(['young']);
    expect((await engine.rows('select phone from sign_in_codes')).map((r) => r['phone'])).toEqual([
      '+61400000002',
    ]);
  });
});
