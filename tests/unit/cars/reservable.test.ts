import { describe, expect, it } from 'vitest';
import {
  RESERVE_MIN_PRICE,
  hasKeyedPaymentProcessor,
  isReservable,
} from '../../../src/lib/cars/index.ts';
import { makeCar, processor } from './make-car.ts';

describe('isReservable', () => {
  it('holds for an in-stock, priced car with a keyed processor', () => {
    expect(isReservable(makeCar())).toBe(true);
  });

  it('needs status in_stock', () => {
    expect(isReservable(makeCar({ status: 'coming_soon' }))).toBe(false);
  });

  it('excludes test-drive-only cars (both spellings)', () => {
    expect(isReservable(makeCar({ tag: 'Test Drive Only' }))).toBe(false);
    expect(isReservable(makeCar({ tag: '*** Test Drive Vehicle Only ***' }))).toBe(false);
    expect(isReservable(makeCar({ tag: 'Runout Sale' }))).toBe(true);
  });

  it('needs a payment processor with a key', () => {
    expect(isReservable(makeCar({ payment_processors: [] }))).toBe(false);
    expect(
      isReservable(makeCar({ payment_processors: [processor({ authorization_key: '' })] })),
    ).toBe(false);
    expect(
      isReservable(makeCar({ payment_processors: [processor({ authorization_key: '   ' })] })),
    ).toBe(false);
    expect(
      isReservable(
        makeCar({
          payment_processors: [
            processor({ authorization_key: '' }),
            processor({ authorization_type: 'till' }),
          ],
        }),
      ),
    ).toBe(true);
  });

  it('excludes sold and reserved cars', () => {
    expect(isReservable(makeCar({ sold: true }))).toBe(false);
    expect(isReservable(makeCar({ reserved: true }))).toBe(false);
  });

  it('needs a price above 200 (200 itself is not enough)', () => {
    expect(RESERVE_MIN_PRICE).toBe(200);
    expect(isReservable(makeCar({ price: 200 }))).toBe(false);
    expect(isReservable(makeCar({ price: 201 }))).toBe(true);
    expect(isReservable(makeCar({ price: 0 }))).toBe(false);
    expect(isReservable(makeCar({ price: -5 }))).toBe(false);
  });

  it("respects the dealer's reservable: false", () => {
    expect(isReservable(makeCar({ reservable: false }))).toBe(false);
  });

  it('accepts search hits, whose processors carry no key (the index lists keyed ones only)', () => {
    const { payment_processors: _dropped, ...car } = makeCar();
    const hit = {
      ...car,
      payment_processors: [{ authorization_type: 'stripe', deposit_amount: 500 }],
    };
    expect(isReservable(hit)).toBe(true);
    expect(isReservable({ ...hit, payment_processors: [] })).toBe(false);
  });
});

describe('hasKeyedPaymentProcessor', () => {
  it('is false for no processors and for blank keys only', () => {
    expect(hasKeyedPaymentProcessor([])).toBe(false);
    const blank = (authorization_key: string) => ({
      authorization_type: 'stripe',
      authorization_key,
    });
    expect(hasKeyedPaymentProcessor([blank(''), blank(' ')])).toBe(false);
  });

  it('is true when any processor has a key, or the key was stripped by the index', () => {
    expect(
      hasKeyedPaymentProcessor([
        { authorization_type: 'till', authorization_key: '' },
        { authorization_type: 'till', authorization_key: 'k' },
      ]),
    ).toBe(true);
    expect(hasKeyedPaymentProcessor([{ authorization_type: 'stripe' }])).toBe(true);
  });
});
