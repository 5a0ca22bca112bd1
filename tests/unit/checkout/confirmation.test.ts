import { describe, expect, it } from 'vitest';
import {
  CONFIRMING_POLL_DELAYS_MS,
  confirmationView,
  depositTerms,
  readReservation,
} from '../../../src/lib/checkout/index.ts';
import { RESERVATION_STATUSES } from '../../../src/lib/payments/hold.ts';

const terms = depositTerms(undefined, 'AU', 'QLD');
const answer = {
  status: 'paid',
  reference: 'RSV-7K2Q',
  amount_cents: 50000,
  currency: 'AUD',
  paid_at: '2026-11-26T23:01:00.000Z',
  car: {
    id: 42,
    name: '2021 Toyota RAV4 GXL',
    slug: '2021-toyota-rav4-gxl-u1234',
    image: 'https://img.example/1.jpg',
  },
  email: 'mia@example.com',
  terms,
};

describe('readReservation', () => {
  it('reads a whole answer', () => {
    expect(readReservation(answer)).toEqual({
      status: 'paid',
      reference: 'RSV-7K2Q',
      amountCents: 50000,
      currency: 'AUD',
      paidAt: '2026-11-26T23:01:00.000Z',
      car: answer.car,
      email: 'mia@example.com',
      terms,
      conflictReason: null,
    });
  });

  it('reads why a late deposit went back, and only the reasons it knows', () => {
    const late = { ...answer, status: 'refunded_conflict', conflict_reason: 'held' };
    expect(readReservation(late)).toMatchObject({
      status: 'refunded_conflict',
      conflictReason: 'held',
    });
    for (const reason of ['reserved', 'held', 'sold'])
      expect(readReservation({ ...late, conflict_reason: reason })?.conflictReason).toBe(reason);
    for (const odd of ['stolen', null, 3])
      expect(readReservation({ ...late, conflict_reason: odd })?.conflictReason).toBeNull();
    expect(readReservation({ ...answer, status: 'refund_due' })?.status).toBe('refund_due');
  });

  it('keeps a reservation whose terms are missing or malformed, without terms', () => {
    expect(readReservation({ ...answer, terms: undefined })?.terms).toBeNull();
    expect(readReservation({ ...answer, terms: { title: 'x' } })?.terms).toBeNull();
  });

  it('drops sources that are not https links', () => {
    const withBad = {
      ...terms,
      sources: [...terms.sources, { label: 'x', url: 'javascript:alert(1)' }],
    };
    expect(readReservation({ ...answer, terms: withBad })?.terms?.sources).toEqual(terms.sources);
  });

  it.each([
    ['status', 'lost'],
    ['reference', ''],
    ['amount_cents', 500.5],
    ['currency', 'USD'],
    ['car', { id: '42', name: 'x', slug: 'y' }],
  ])('is null with a bad %s', (field, value) => {
    expect(readReservation({ ...answer, [field]: value })).toBeNull();
  });

  it('is null for anything but an object', () => {
    for (const body of [null, 'x', [answer]]) expect(readReservation(body)).toBeNull();
  });
});

describe('confirmationView', () => {
  const reservation = readReservation(answer)!;
  const pending = { ...reservation, status: 'pending' as const };

  it('shows each final status as itself', () => {
    for (const status of RESERVATION_STATUSES.filter((each) => each !== 'pending'))
      expect(confirmationView({ ...reservation, status }, null).kind).toBe(status);
  });

  it('confirms a pending payment, unless Stripe’s redirect said it failed', () => {
    expect(confirmationView(pending, null).kind).toBe('confirming');
    expect(confirmationView(pending, 'succeeded').kind).toBe('confirming');
    expect(confirmationView(pending, 'processing').kind).toBe('confirming');
    expect(confirmationView(pending, 'failed').kind).toBe('failed');
    expect(confirmationView(pending, 'requires_payment_method').kind).toBe('failed');
  });

  it('believes the API over the redirect once it has an answer', () => {
    expect(confirmationView(reservation, 'failed').kind).toBe('paid');
  });

  it('polls for a bounded time', () => {
    const total = CONFIRMING_POLL_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(5000);
    expect(total).toBeLessThanOrEqual(20000);
  });
});
