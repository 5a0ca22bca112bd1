/**
 * A Stripe deposit that succeeds after the shopper's hold lapsed, on SQLite and PostgreSQL,
 * against Stripe's stand-in and its signed webhooks. When another shopper now holds the car
 * (or has paid for it) the payment is refunded at once, with the provider's idempotency key,
 * and marked refunded_conflict; the shopper is told by e-mail and the dealer by a lead, both
 * through the outbox. When nobody else wants the car, the late payment is honoured.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeEngines } from '../store/engines.ts';
import {
  reservableCars,
  Shopper,
  SHOPPER,
  shopperEmails,
  STRIPE_DEALER,
  leadsCli,
  usePaymentsFixture,
} from '../../support/payments-fixture.ts';

const engines = await storeEngines();
const [car] = reservableCars(STRIPE_DEALER);
if (!car) throw new Error(`${STRIPE_DEALER} needs a reservable car`);
const BO = { ...SHOPPER, name: 'Bo', email: 'bo@example.com' };
/** Past the sample dealers' 15-minute hold. */
const HOLD_LAPSED_MS = 15 * 60_000 + 1;

interface Started {
  paymentIntent: string;
  reservation: { id: string; token: string; reference: string };
}

describe.each(engines)('late Stripe deposits on $name', (engine) => {
  const state = usePaymentsFixture(engine);
  let ana: Shopper;
  let bo: Shopper;
  beforeEach(() => {
    if (engine.skipReason) return;
    ana = new Shopper(state.fixture.app, STRIPE_DEALER);
    bo = new Shopper(state.fixture.app, STRIPE_DEALER);
  });

  const start = async (shopper: Shopper, key: string, details = SHOPPER): Promise<Started> => {
    const answer = await shopper.startCheckout(car, key, details);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  /** Pays the intent at Stripe and hands the API the signed event, stamped by the test clock. */
  const pay = async (started: Started) => {
    const { stripe } = state.fixture;
    await stripe.confirm(started.paymentIntent, 'pm_card_visa');
    const sent = await stripe.waitForWebhook('payment_intent.succeeded', started.paymentIntent);
    const signature = stripe.sign(sent.payload, Math.floor(state.clock.now().getTime() / 1000));
    return { payload: sent.payload, signature };
  };
  const view = async (started: Started) =>
    (await ana.reservation(started.reservation)).json() as {
      status: string;
      conflict_reason: string | null;
    };
  const status = async () =>
    (
      await ana.get(`/api/dealerships/${car.dealership_id}/reservation-status?car_id=${car.id}`)
    ).json() as { reservable: boolean; reason: string | null };
  const holdsFile = () =>
    JSON.parse(
      readFileSync(path.join(state.fixture.dataDir, 'holds', `${STRIPE_DEALER}.json`), 'utf8'),
    ) as { cars: { car_id: number; reference: string }[] };

  describe.skipIf(engine.skipReason !== null)('', () => {
    it('refunds a deposit that lands while another shopper is paying for the car', async () => {
      const first = await start(ana, 'late-ana-0001');
      state.clock.advance(HOLD_LAPSED_MS);
      const second = await start(bo, 'late-bo-00001', BO);
      const event = await pay(first);

      expect((await ana.stripeEvent(event.payload, event.signature)).statusCode).toBe(200);
      expect(await view(first)).toMatchObject({
        status: 'refunded_conflict',
        conflict_reason: 'held',
      });
      // Refunded in full, once, under the provider's idempotency key for that payment.
      const { stripe } = state.fixture;
      expect(stripe.refunds()).toEqual([
        expect.objectContaining({ payment_intent: first.paymentIntent, amount: 50_000 }),
      ]);
      const refundCalls = stripe.requests().filter((r) => r.path === '/v1/refunds');
      expect(refundCalls.map((r) => r.idempotencyKey)).toEqual([
        `forecourt-refund-${first.paymentIntent}`,
      ]);
      // The car stays with the second shopper, whose checkout goes on.
      expect(await status()).toMatchObject({ reservable: false, reason: 'held' });
      expect((await view(second)).status).toBe('pending');

      // The dealer's record: a lead that says what happened, with the shopper's e-mail job.
      const leads = await state.fixture.store.listLeads(STRIPE_DEALER);
      expect(leads.map((lead) => lead.form)).toEqual(['reserve-refunded']);
      const lead = leads[0]!;
      expect(lead.fields).toMatchObject({
        email: SHOPPER.email,
        reservation_reference: first.reservation.reference,
        conflict_reason: 'held',
        refund_ref: stripe.refunds()[0]!.id,
      });
      expect(String(lead.fields['message'])).toContain('refunded in full automatically');
      const jobs = await state.fixture.store.jobsForLead(lead.id);
      expect(jobs.map((job) => job.destinationKey)).toContain('shopper-email');
      const listed = await leadsCli(engine, state.fixture, 'list', `--dealer=${STRIPE_DEALER}`);
      expect(listed.out).toMatch(new RegExp(`${lead.id} .* reserve-refunded .*${SHOPPER.email}`));

      // The honest e-mail to the first shopper; no confirmation; no rebuild (nothing paid).
      await state.fixture.outbox.drain();
      const [notice, ...more] = shopperEmails(state.fixture.dataDir, STRIPE_DEALER, 'refunded');
      expect(more).toEqual([]);
      expect(notice).toContain(first.reservation.reference);
      expect(notice).toContain('is no longer available');
      expect(notice).toContain('We have refunded your deposit of $500 AUD in full');
      expect(shopperEmails(state.fixture.dataDir, STRIPE_DEALER)).toEqual([]);
      expect(state.fixture.rebuilds).toEqual([]);

      // Stripe retries the event: nothing is refunded, recorded or sent twice.
      expect((await ana.stripeEvent(event.payload, event.signature)).statusCode).toBe(200);
      await state.fixture.outbox.drain();
      expect(stripe.refunds()).toHaveLength(1);
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(1);
      expect(shopperEmails(state.fixture.dataDir, STRIPE_DEALER, 'refunded')).toHaveLength(1);
    });

    it('refunds a deposit that lands after another shopper paid for the car', async () => {
      const first = await start(ana, 'late-ana-0002');
      state.clock.advance(HOLD_LAPSED_MS);
      const second = await start(bo, 'late-bo-00002', BO);
      const secondPaid = await pay(second);
      expect((await bo.stripeEvent(secondPaid.payload, secondPaid.signature)).statusCode).toBe(200);
      const firstPaid = await pay(first);
      expect((await ana.stripeEvent(firstPaid.payload, firstPaid.signature)).statusCode).toBe(200);

      expect(await view(first)).toMatchObject({
        status: 'refunded_conflict',
        conflict_reason: 'reserved',
      });
      expect((await view(second)).status).toBe('paid');
      expect(holdsFile().cars).toEqual([
        expect.objectContaining({ car_id: car.id, reference: second.reservation.reference }),
      ]);
      const leads = await state.fixture.store.listLeads(STRIPE_DEALER);
      // Both at the same test-clock moment: in form order, not the store's.
      const byForm = leads.map((lead) => [lead.form, lead.fields['email']]).sort();
      expect(byForm).toEqual([
        ['reserve', BO.email],
        ['reserve-refunded', SHOPPER.email],
      ]);
      await state.fixture.outbox.drain();
      const refunded = shopperEmails(state.fixture.dataDir, STRIPE_DEALER, 'refunded');
      expect(refunded).toHaveLength(1);
      expect(refunded[0]).toContain('another buyer reserved it with a deposit');
      expect(shopperEmails(state.fixture.dataDir, STRIPE_DEALER)).toHaveLength(1);
    });

    it('honours a deposit whose hold lapsed when nobody else holds the car', async () => {
      const first = await start(ana, 'late-ana-0003');
      state.clock.advance(HOLD_LAPSED_MS);
      expect(await status()).toMatchObject({ reservable: true });
      const event = await pay(first);
      expect((await ana.stripeEvent(event.payload, event.signature)).statusCode).toBe(200);

      expect((await view(first)).status).toBe('paid');
      expect(await status()).toMatchObject({ reservable: false, reason: 'reserved' });
      expect(state.fixture.stripe.refunds()).toEqual([]);
      expect(holdsFile().cars).toEqual([expect.objectContaining({ car_id: car.id })]);
      const leads = await state.fixture.store.listLeads(STRIPE_DEALER);
      expect(leads.map((lead) => lead.form)).toEqual(['reserve']);
      await state.fixture.outbox.drain();
      expect(shopperEmails(state.fixture.dataDir, STRIPE_DEALER)).toHaveLength(1);
      // Bo is refused before any rebuild.
      const refused = await bo.startCheckout(car, 'late-bo-00003', BO);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().reason).toBe('reserved');
    });

    it('tries the refund again when Stripe could not make it at first', async () => {
      const first = await start(ana, 'late-ana-0004');
      state.clock.advance(HOLD_LAPSED_MS);
      await start(bo, 'late-bo-00004', BO);
      const event = await pay(first);
      state.fixture.stripe.failRefunds(1);

      // Not a 2xx, so Stripe sends the event again later; the money is owed, not forgotten.
      expect((await ana.stripeEvent(event.payload, event.signature)).statusCode).toBe(500);
      expect((await view(first)).status).toBe('refund_due');
      expect(state.fixture.stripe.refunds()).toEqual([]);
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toEqual([]);

      expect((await ana.stripeEvent(event.payload, event.signature)).statusCode).toBe(200);
      expect((await view(first)).status).toBe('refunded_conflict');
      expect(state.fixture.stripe.refunds()).toHaveLength(1);
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(1);
    });
  });
});
