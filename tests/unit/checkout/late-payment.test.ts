import { describe, expect, it } from 'vitest';
import { paidDepositDecision, type PaidFacts } from '../../../src/lib/checkout/late-payment.ts';
import type { BuildView, ReservationHold } from '../../../src/lib/payments/hold.ts';

const now = new Date('2026-11-26T10:00:00.000Z');
const later = '2026-11-26T10:05:00.000Z';
const earlier = '2026-11-26T09:55:00.000Z';
const listed: BuildView = { reservable: true, sold: false, reserved: false };
const lapsed = (over: Partial<PaidFacts> = {}): PaidFacts => ({
  stillHeld: false,
  build: listed,
  otherHolds: [],
  now,
  ...over,
});
const paidByOther: ReservationHold = { status: 'paid', expiresAt: earlier };
const payingOther: ReservationHold = { status: 'pending', expiresAt: later };
const lapsedOther: ReservationHold = { status: 'pending', expiresAt: earlier };

describe('a deposit the provider says is paid', () => {
  it('is honoured within its own hold, whatever the build says since', () => {
    for (const build of [listed, null, { ...listed, sold: true }, { ...listed, reserved: true }]) {
      expect(paidDepositDecision({ ...lapsed({ build }), stillHeld: true })).toEqual({
        kind: 'honour',
      });
    }
  });

  it('is honoured after its hold lapsed when nobody else holds the car', () => {
    expect(paidDepositDecision(lapsed())).toEqual({ kind: 'honour' });
    // Another shopper's checkout that ran out holds nothing either.
    expect(paidDepositDecision(lapsed({ otherHolds: [lapsedOther] }))).toEqual({
      kind: 'honour',
    });
    // The build's own 'not reservable' (say a price change) does not undo a taken deposit.
    expect(paidDepositDecision(lapsed({ build: { ...listed, reservable: false } }))).toEqual({
      kind: 'honour',
    });
  });

  it('is refunded when another buyer paid for the car first', () => {
    expect(paidDepositDecision(lapsed({ otherHolds: [payingOther, paidByOther] }))).toEqual({
      kind: 'refund',
      reason: 'reserved',
    });
  });

  it('is refunded when another buyer is paying for the car now', () => {
    expect(paidDepositDecision(lapsed({ otherHolds: [lapsedOther, payingOther] }))).toEqual({
      kind: 'refund',
      reason: 'held',
    });
  });

  it('is refunded when the car is sold or no longer listed', () => {
    expect(paidDepositDecision(lapsed({ build: { ...listed, sold: true } }))).toEqual({
      kind: 'refund',
      reason: 'sold',
    });
    expect(paidDepositDecision(lapsed({ build: null }))).toEqual({
      kind: 'refund',
      reason: 'sold',
    });
  });

  it("is refunded when the dealer's own feed marks the car reserved", () => {
    expect(paidDepositDecision(lapsed({ build: { ...listed, reserved: true } }))).toEqual({
      kind: 'refund',
      reason: 'reserved',
    });
  });
});
