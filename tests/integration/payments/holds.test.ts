/**
 * The build honours the payment API's holds: a car with a paid deposit in
 * <dataDir>/holds/<slug>.json is prepared reserved (so its site shows RESERVED and no Reserve
 * button), and the holds file is part of the dealer's unchanged-check fingerprint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isReservable } from '../../../src/lib/cars/reservable.ts';
import { writeHolds } from '../../../src/server/api/payments/index.ts';
import type { Reservation } from '../../../src/server/api/store/index.ts';
import { dealerFingerprint } from '../../../src/server/build/fingerprint.ts';
import { applyHolds, heldCarIds } from '../../../src/server/prepare/holds.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';

const SLUG = 'ironbark-motorcycles';
const root = mkdtempSync(path.join(tmpdir(), 'forecourt-holds-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const paid = (carId: number, reference: string) =>
  ({
    carId,
    reference,
    paidAt: '2026-11-26T10:00:00.000Z',
    createdAt: '2026-11-26T09:59:00.000Z',
  }) as Reservation;

describe('holds of paid deposits in the build', () => {
  it('mark the held cars reserved when the dealer is prepared, and only those', async () => {
    const dataDir = path.join(root, 'a');
    const before = prepareDealer(SLUG, { dataDir }).site.cars;
    const [held, free] = before.filter(isReservable);
    if (!held || !free) throw new Error('needs two reservable cars');
    await writeHolds(dataDir, SLUG, [paid(held.id, 'RSV-0000-0001')]);
    expect(heldCarIds(dataDir, SLUG)).toEqual(new Set([held.id]));

    const after = prepareDealer(SLUG, { dataDir }).site.cars;
    const heldAfter = after.find((c) => c.id === held.id)!;
    expect(heldAfter.reserved).toBe(true);
    expect(isReservable(heldAfter)).toBe(false);
    expect(after.find((c) => c.id === free.id)!.reserved).toBe(false);

    await writeHolds(dataDir, SLUG, []);
    expect(prepareDealer(SLUG, { dataDir }).site.cars.find((c) => c.id === held.id)!.reserved).toBe(
      false,
    );
  });

  it('leave cars alone when there is no holds file', () => {
    expect(heldCarIds(path.join(root, 'none'), SLUG).size).toBe(0);
    const cars = [{ id: 1, reserved: false }];
    expect(applyHolds(cars, new Set())).toEqual(cars);
    expect(applyHolds(cars, new Set([1]))).toEqual([{ id: 1, reserved: true }]);
  });

  it("change the dealer's fingerprint, so a new hold rebuilds it", async () => {
    const dataDir = path.join(root, 'fp');
    const saved = process.env['FORECOURT_DATA_DIR'];
    process.env['FORECOURT_DATA_DIR'] = dataDir;
    try {
      const now = new Date('2026-11-26T00:00:00.000Z');
      const dealers = path.resolve('dealers');
      const without = await dealerFingerprint(dealers, SLUG, now);
      await writeHolds(dataDir, SLUG, [paid(7, 'RSV-0000-0002')]);
      const withHold = await dealerFingerprint(dealers, SLUG, now);
      expect(withHold).not.toBe(without);
      expect(await dealerFingerprint(dealers, SLUG, now)).toBe(withHold);
    } finally {
      if (saved === undefined) delete process.env['FORECOURT_DATA_DIR'];
      else process.env['FORECOURT_DATA_DIR'] = saved;
    }
  });
});
