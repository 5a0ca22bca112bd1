import { describe, expect, it } from 'vitest';
import { paymentWallets, stripePublishableKey } from '../../../src/lib/checkout/index.ts';
import { processor } from '../cars/make-car.ts';

const dealerships = [{ id: 1, stripe_publishable_key: 'pk_test_dealershipOne' }, { id: 2 }];

describe('stripePublishableKey', () => {
  it('takes the processor’s key when it is a publishable key', () => {
    expect(
      stripePublishableKey(processor({ authorization_key: 'pk_live_abc' }), dealerships, 1),
    ).toBe('pk_live_abc');
  });

  it('falls back to the car’s dealership key', () => {
    expect(stripePublishableKey(processor({ authorization_key: 'acct_123' }), dealerships, 1)).toBe(
      'pk_test_dealershipOne',
    );
  });

  it('never hands a page a secret or restricted key', () => {
    for (const key of ['sk_live_abc', 'rk_live_abc', 'pk_live_', 'pk_prod_abc'])
      expect(
        stripePublishableKey(processor({ authorization_key: key }), dealerships, 2),
      ).toBeNull();
  });

  it('is null when the dealership has no key', () => {
    expect(
      stripePublishableKey(processor({ authorization_key: 'acct_1' }), dealerships, 2),
    ).toBeNull();
    expect(
      stripePublishableKey(processor({ authorization_key: 'acct_1' }), dealerships, 99),
    ).toBeNull();
  });
});

describe('paymentWallets', () => {
  it('offers Apple Pay and Google Pay only where the processor enables them', () => {
    expect(
      paymentWallets(processor({ apple_pay_enabled: true, google_pay_enabled: false })),
    ).toEqual({
      applePay: 'auto',
      googlePay: 'never',
    });
    expect(
      paymentWallets(processor({ apple_pay_enabled: false, google_pay_enabled: true })),
    ).toEqual({
      applePay: 'never',
      googlePay: 'auto',
    });
  });
});
