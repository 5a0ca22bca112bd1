import { describe, expect, it } from 'vitest';
import { isReservable } from '../../../src/lib/cars/reservable.ts';
import { UNAVAILABLE_MESSAGES, unavailableReason } from '../../../src/lib/checkout/index.ts';
import { makeCar, processor } from '../cars/make-car.ts';

describe('unavailableReason', () => {
  it('is null for a reservable car, exactly when isReservable holds', () => {
    const car = makeCar({ payment_processors: [processor()] });
    expect(isReservable(car)).toBe(true);
    expect(unavailableReason(car)).toBeNull();
  });

  it.each([
    ['sold', { sold: true }, 'sold'],
    ['sold and reserved', { sold: true, reserved: true }, 'sold'],
    ['reserved', { reserved: true }, 'reserved'],
    ['coming soon', { status: 'coming_soon' as const }, 'not_reservable'],
    ['test drive only', { tag: 'Test Drive Only' }, 'not_reservable'],
    ['priced 200', { price: 200 }, 'not_reservable'],
    ['switched off', { reservable: false }, 'not_reservable'],
    [
      'without a keyed processor',
      { payment_processors: [processor({ authorization_key: '' })] },
      'not_reservable',
    ],
  ])('%s → %s', (_label, overrides, reason) => {
    const car = makeCar({ payment_processors: [processor()], ...overrides });
    expect(unavailableReason(car)).toBe(reason);
    expect(isReservable(car)).toBe(false);
  });

  it('has a message for every reason offering an enquiry, the reserved one in the contract words', () => {
    for (const message of Object.values(UNAVAILABLE_MESSAGES)) expect(message).toMatch(/enquire/);
    expect(UNAVAILABLE_MESSAGES.reserved).toBe(
      'This car has just been reserved by another buyer. You can still enquire about it.',
    );
  });
});
