/**
 * `npm run leads -- refund`: a paid deposit refunded through its provider (Stripe, Till and
 * St George stand-ins), the reservation marked refunded, the car free again in the API at
 * once, the holds file emptied and a rebuild requested; a second run refunds nothing more.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeEngines } from '../store/engines.ts';
import {
  leadsCli,
  usePaymentsFixture,
  reservableCars,
  Shopper,
  SHOPPER,
  NZ_SHOPPER,
  ST_GEORGE_DEALER,
  STRIPE_DEALER,
  TILL_DEALER,
} from '../../support/payments-fixture.ts';

const engines = await storeEngines();

describe.each(engines)('refunds on $name', (engine) => {
  const state = usePaymentsFixture(engine);

  const cli = (...args: string[]) =>
    leadsCli(engine, state.fixture, ...args, `--dist=${state.fixture.distDir}`);

  const holds = (slug: string, dataDir = state.fixture.dataDir) =>
    JSON.parse(readFileSync(path.join(dataDir, 'holds', `${slug}.json`), 'utf8')) as {
      cars: unknown[];
    };

  describe.skipIf(engine.skipReason !== null)('', () => {
    it('refunds a Stripe deposit by its reference and frees the car', async () => {
      const car = reservableCars(STRIPE_DEALER)[0]!;
      const shopper = new Shopper(state.fixture.app, STRIPE_DEALER);
      const started = (await shopper.startCheckout(car, 'refund-stripe1')).json();
      await state.fixture.stripe.confirm(started.paymentIntent, 'pm_card_visa');
      // The confirmation page's read verifies with Stripe and marks it paid.
      const read = () => shopper.reservation(started.reservation);
      expect((await read()).json().status).toBe('paid');
      expect(holds(STRIPE_DEALER).cars).toHaveLength(1);

      const refunded = await cli('refund', started.reservation.reference.toLowerCase());
      expect(refunded.err).toBe('');
      expect(refunded.code).toBe(0);
      expect(refunded.out).toContain(`Refunded $500 AUD of ${started.reservation.reference}`);
      expect(state.fixture.stripe.refunds()).toEqual([
        expect.objectContaining({ payment_intent: started.paymentIntent, amount: 50_000 }),
      ]);
      expect((await read()).json().status).toBe('refunded');
      const status = await shopper.get(
        `/api/dealerships/${car.dealership_id}/reservation-status?car_id=${car.id}`,
      );
      expect(status.json().reservable).toBe(true);
      expect(holds(STRIPE_DEALER, engine.location().dataDir).cars).toEqual([]);

      const again = await cli('refund', started.reservation.id);
      expect(again.code).toBe(0);
      expect(again.out).toContain('refunded already');
      expect(state.fixture.stripe.refunds()).toHaveLength(1);
    });

    it.each([
      [TILL_DEALER, NZ_SHOPPER],
      [ST_GEORGE_DEALER, SHOPPER],
    ] as const)('refunds a hosted-page deposit at %s', async (slug, details) => {
      const car = reservableCars(slug)[0]!;
      const shopper = new Shopper(state.fixture.app, slug);
      const started = (await shopper.startCheckout(car, `refund-${slug}`, details)).json();
      const id = started.redirectUrl.split('/').at(-1)!;
      const back =
        slug === TILL_DEALER
          ? await state.fixture.till.choose(id, 'pay')
          : await state.fixture.stGeorge.choose(id, 'pay');
      await shopper.follow(back);
      const refunded = await cli('refund', started.reservation.reference);
      expect(refunded.code).toBe(0);
      const providerRefunds =
        slug === TILL_DEALER ? state.fixture.till.refunds() : state.fixture.stGeorge.refunds();
      expect(providerRefunds).toHaveLength(1);
      expect(state.fixture.rebuilds.map((r) => r.reason)).toEqual([
        `deposit paid: ${started.reservation.reference}`,
      ]);
    });

    it('refuses to refund an unpaid or unknown reservation', async () => {
      const car = reservableCars(STRIPE_DEALER)[0]!;
      const shopper = new Shopper(state.fixture.app, STRIPE_DEALER);
      const started = (await shopper.startCheckout(car, 'refund-unpaid')).json();
      const unpaid = await cli('refund', started.reservation.reference);
      expect(unpaid.code).toBe(1);
      expect(unpaid.err).toContain('only a paid deposit can be refunded');
      expect((await cli('refund', 'RSV-0000-0000')).code).toBe(1);
      expect(state.fixture.stripe.refunds()).toHaveLength(0);
    });
  });
});
