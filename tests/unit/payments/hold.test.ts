import { describe, expect, it } from 'vitest';
import {
  checkoutHold,
  holdExpiry,
  holdsCar,
  settledStatus,
  type BuildView,
  type ReservationHold,
} from '../../../src/lib/payments/hold.ts';

const now = new Date('2026-11-26T10:00:00.000Z');
const later = '2026-11-26T10:05:00.000Z';
const earlier = '2026-11-26T09:55:00.000Z';
const reservable: BuildView = { reservable: true, sold: false, reserved: false };

describe('a reservation holding its car', () => {
  it('holds while pending and unexpired, and for good once paid', () => {
    expect(holdsCar({ status: 'pending', expiresAt: later }, now)).toBe(true);
    expect(holdsCar({ status: 'pending', expiresAt: earlier }, now)).toBe(false);
    expect(holdsCar({ status: 'pending', expiresAt: now.toISOString() }, now)).toBe(false);
    expect(holdsCar({ status: 'paid', expiresAt: earlier }, now)).toBe(true);
  });

  it('does not hold once failed, refunded or expired', () => {
    for (const status of ['failed', 'refunded', 'expired'] as const) {
      expect(holdsCar({ status, expiresAt: later }, now), status).toBe(false);
    }
  });
});

describe('the hold rule at checkout time', () => {
  it('lets a reservable car with no holds be reserved', () => {
    expect(checkoutHold(reservable, [], now)).toEqual({ reservable: true, reason: null });
  });

  it('says not listed for a car the build did not list', () => {
    expect(checkoutHold(null, [], now)).toEqual({ reservable: false, reason: 'not_listed' });
  });

  it('says sold before anything else about a listed car', () => {
    const paid: ReservationHold = { status: 'paid', expiresAt: earlier };
    expect(checkoutHold({ ...reservable, sold: true, reservable: false }, [paid], now).reason).toBe(
      'sold',
    );
  });

  it('says reserved for a deposit paid here since the build, even though the build said reservable', () => {
    expect(checkoutHold(reservable, [{ status: 'paid', expiresAt: earlier }], now)).toEqual({
      reservable: false,
      reason: 'reserved',
    });
  });

  it('says reserved when the feed marked the car reserved', () => {
    expect(checkoutHold({ reservable: false, sold: false, reserved: true }, [], now).reason).toBe(
      'reserved',
    );
  });

  it('says held while another checkout is under way, and frees the car when it expires', () => {
    expect(checkoutHold(reservable, [{ status: 'pending', expiresAt: later }], now).reason).toBe(
      'held',
    );
    expect(checkoutHold(reservable, [{ status: 'pending', expiresAt: earlier }], now)).toEqual({
      reservable: true,
      reason: null,
    });
  });

  it('prefers reserved over held when both exist', () => {
    const holds: ReservationHold[] = [
      { status: 'pending', expiresAt: later },
      { status: 'paid', expiresAt: earlier },
    ];
    expect(checkoutHold(reservable, holds, now).reason).toBe('reserved');
  });

  it('frees the car again after a refund or a failed payment', () => {
    const holds: ReservationHold[] = [
      { status: 'refunded', expiresAt: earlier },
      { status: 'failed', expiresAt: later },
    ];
    expect(checkoutHold(reservable, holds, now).reservable).toBe(true);
  });

  it("keeps the build's other reasons as not reservable", () => {
    expect(checkoutHold({ ...reservable, reservable: false }, [], now)).toEqual({
      reservable: false,
      reason: 'not_reservable',
    });
  });
});

describe('hold expiry', () => {
  it('is the hold minutes after the start', () => {
    expect(holdExpiry(now, 15).toISOString()).toBe('2026-11-26T10:15:00.000Z');
  });

  it('needs a positive whole number of minutes', () => {
    expect(() => holdExpiry(now, 0)).toThrow(RangeError);
    expect(() => holdExpiry(now, 1.5)).toThrow(RangeError);
  });

  it('turns a pending reservation past its hold into expired and leaves others alone', () => {
    expect(settledStatus({ status: 'pending', expiresAt: earlier }, now)).toBe('expired');
    expect(settledStatus({ status: 'pending', expiresAt: later }, now)).toBe('pending');
    expect(settledStatus({ status: 'paid', expiresAt: earlier }, now)).toBe('paid');
    expect(settledStatus({ status: 'refunded', expiresAt: earlier }, now)).toBe('refunded');
  });
});
