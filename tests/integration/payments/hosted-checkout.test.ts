/**
 * Reserving through a hosted payment page — Till (a New Zealand dealer, NZD) and St George —
 * on SQLite and PostgreSQL against the providers' stand-ins: the shopper is sent to the
 * provider's page and back to the API's return route, which asks the provider before anything
 * is marked paid. A forged return (no payment at the provider) never marks paid; declines and
 * cancellations send the shopper back to the checkout saying so.
 */
import { describe, expect, it } from 'vitest';
import { storeEngines } from '../store/engines.ts';
import {
  NZ_SHOPPER,
  usePaymentsFixture,
  reservableCars,
  Shopper,
  SHOPPER,
  ST_GEORGE_DEALER,
  TILL_DEALER,
  type PaymentsFixture,
} from '../../support/payments-fixture.ts';

const engines = await storeEngines();

interface HostedCase {
  provider: 'till' | 'st_george';
  slug: string;
  shopper: typeof SHOPPER;
  currency: 'AUD' | 'NZD';
  /** The provider's id of a payment, from the redirect URL it answered. */
  choose(
    fixture: PaymentsFixture,
    redirectUrl: string,
    choice: 'pay' | 'decline' | 'cancel',
  ): Promise<string>;
  charges(fixture: PaymentsFixture): number;
}

const CASES: HostedCase[] = [
  {
    provider: 'till',
    slug: TILL_DEALER,
    shopper: NZ_SHOPPER,
    currency: 'NZD',
    choose: (f, url, choice) => f.till.choose(url.split('/').at(-1)!, choice),
    charges: (f) => f.till.transactions().length,
  },
  {
    provider: 'st_george',
    slug: ST_GEORGE_DEALER,
    shopper: SHOPPER,
    currency: 'AUD',
    choose: (f, url, choice) => f.stGeorge.choose(url.split('/').at(-1)!, choice),
    charges: (f) => f.stGeorge.sessions().length,
  },
];

describe.each(engines)('hosted payment pages on $name', (engine) => {
  const state = usePaymentsFixture(engine);

  describe.skipIf(engine.skipReason !== null).each(CASES)('$provider', (c) => {
    const [car, other] = reservableCars(c.slug);
    if (!car || !other) throw new Error(`${c.slug} needs two reservable cars`);
    const origin = `http://${c.slug}.localhost`;
    const start = (shopper: Shopper, key: string, carId = car.id) =>
      shopper.post(
        `/api/dealerships/${car.dealership_id}/hosted_payment?car_id=${carId}&origin=${encodeURIComponent(origin)}`,
        c.shopper,
        { 'idempotency-key': key },
      );

    it('sends the shopper to the provider and marks paid only after asking it', async () => {
      const shopper = new Shopper(state.fixture.app, c.slug);
      const status = (
        await shopper.get(
          `/api/dealerships/${car.dealership_id}/reservation-status?car_id=${car.id}`,
        )
      ).json();
      expect(status.deposit).toMatchObject({ currency: c.currency, provider: c.provider });

      const started = await start(shopper, 'hosted-0001');
      expect(started.statusCode).toBe(200);
      const { redirectUrl, reservation } = started.json();
      expect(
        redirectUrl.startsWith(
          c.provider === 'till' ? state.fixture.till.url : state.fixture.stGeorge.url,
        ),
      ).toBe(true);
      expect(reservation).toMatchObject({
        status: 'pending',
        currency: c.currency,
        amount_cents: status.deposit.amount_cents,
      });
      // A retry of the same attempt: the same page, no second charge at the provider.
      expect((await start(shopper, 'hosted-0001')).json().redirectUrl).toBe(redirectUrl);
      expect(c.charges(state.fixture)).toBe(1);

      // A forged return before paying: the provider says not paid, so nothing is.
      const forged = await shopper.get(
        `/api/payments/${c.provider}/return?reservation=${reservation.id}&result=approved&session_id=x&status=SUCCESS`,
      );
      expect(forged.statusCode).toBe(303);
      const forgedView = (
        await shopper.get(`/api/reservations/${reservation.id}?token=${reservation.token}`)
      ).json();
      expect(forgedView.status).toBe('pending');
      expect(await state.fixture.store.listLeads(c.slug)).toHaveLength(0);

      const back = await c.choose(state.fixture, redirectUrl, 'pay');
      expect(
        back.startsWith(
          `${origin}/api/payments/${c.provider}/return?reservation=${reservation.id}`,
        ),
      ).toBe(true);
      const returned = await shopper.follow(back);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe(
        `${origin}/reservation?reservation=${reservation.id}&token=${encodeURIComponent(reservation.token)}`,
      );
      const view = (
        await shopper.get(`/api/reservations/${reservation.id}?token=${reservation.token}`)
      ).json();
      expect(view).toMatchObject({
        status: 'paid',
        reference: reservation.reference,
        currency: c.currency,
      });
      const leads = await state.fixture.store.listLeads(c.slug);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.fields).toMatchObject({
        deposit_provider: c.provider,
        deposit_currency: c.currency,
      });

      // Returning again (a reload) changes nothing.
      expect((await shopper.follow(back)).statusCode).toBe(303);
      expect(await state.fixture.store.listLeads(c.slug)).toHaveLength(1);
      // Held at once for everyone else.
      const late = await start(new Shopper(state.fixture.app, c.slug), 'hosted-0002');
      expect(late.statusCode).toBe(409);
      expect(late.json().reason).toBe('reserved');
    });

    it('sends a declined or cancelled shopper back to the checkout saying so, and frees the car', async () => {
      const shopper = new Shopper(state.fixture.app, c.slug);
      const first = (await start(shopper, 'hosted-decl1')).json();
      const declined = await shopper.follow(
        await c.choose(state.fixture, first.redirectUrl, 'decline'),
      );
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe(
        `${origin}/cars/${car.slug}/checkout?payment=declined`,
      );

      const second = (await start(shopper, 'hosted-canc1')).json();
      expect(second.reservation.id).not.toBe(first.reservation.id);
      const cancelled = await shopper.follow(
        await c.choose(state.fixture, second.redirectUrl, 'cancel'),
      );
      expect(cancelled.headers.location).toBe(
        `${origin}/cars/${car.slug}/checkout?payment=cancelled`,
      );
      expect(await state.fixture.store.listLeads(c.slug)).toHaveLength(0);
      const status = (
        await shopper.get(
          `/api/dealerships/${car.dealership_id}/reservation-status?car_id=${car.id}`,
        )
      ).json();
      expect(status.reservable).toBe(true);
    });

    it('refuses the Stripe flow for a hosted-page car', async () => {
      const shopper = new Shopper(state.fixture.app, c.slug);
      const answer = await shopper.post(
        `/api/dealerships/${car.dealership_id}/payment_intent?car_id=${car.id}&origin=${encodeURIComponent(origin)}`,
        c.shopper,
        { 'idempotency-key': 'hosted-wrong1' },
      );
      expect(answer.statusCode).toBe(400);
    });
  });
});
