/**
 * Reserving with a Stripe deposit on SQLite and PostgreSQL, against Stripe's API stand-in:
 * one PaymentIntent per Idempotency-Key, the car held against a second shopper (also two at
 * once), signed webhooks (good, forged, stale, replayed), 3-D Secure, a decline, and what a
 * paid deposit sets off (the lead and its jobs, the confirmation e-mail, the holds file and
 * the rebuild request).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeEngines } from '../store/engines.ts';
import {
  shopperEmails,
  usePaymentsFixture,
  reservableCars,
  Shopper,
  SHOPPER,
  STRIPE_DEALER,
} from '../../support/payments-fixture.ts';

const engines = await storeEngines();
const [car, other] = reservableCars(STRIPE_DEALER);
if (!car || !other) throw new Error(`${STRIPE_DEALER} needs two reservable cars`);
const dealership = car.dealership_id;
const ORIGIN = `http://${STRIPE_DEALER}.localhost`;

describe.each(engines)('Stripe deposits on $name', (engine) => {
  const state = usePaymentsFixture(engine);
  let shopper: Shopper;
  beforeEach(() => {
    if (!engine.skipReason) shopper = new Shopper(state.fixture.app, STRIPE_DEALER);
  });

  const intent = (key: string, body: object = SHOPPER, carId = car.id, by = shopper) =>
    by.post(
      `/api/dealerships/${dealership}/payment_intent?car_id=${carId}&origin=${encodeURIComponent(ORIGIN)}`,
      body,
      { 'idempotency-key': key },
    );
  const status = (carId = car.id) =>
    shopper.get(`/api/dealerships/${dealership}/reservation-status?car_id=${carId}`);
  const reservation = (id: string, token: string) => shopper.reservation({ id, token });
  /** Delivers the stand-in's signed event to the API as Stripe would (on the dealer's host). */
  const deliver = (payload: string, signature: string) => shopper.stripeEvent(payload, signature);

  describe.skipIf(engine.skipReason !== null)('', () => {
    it('says a reservable car is reservable, with its deposit', async () => {
      const answer = await status();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        reservable: true,
        reason: null,
        message: null,
        deposit: { amount_cents: 50_000, currency: 'AUD', provider: 'stripe' },
      });
    });

    it('creates one PaymentIntent per Idempotency-Key, with the car and lead in its metadata', async () => {
      const first = await intent('attempt-0001');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.clientSecret).toMatch(/^pi_.+_secret_/);
      expect(body.paymentIntent).toMatch(/^pi_/);
      expect(body.reservation).toMatchObject({
        status: 'pending',
        amount_cents: 50_000,
        currency: 'AUD',
      });
      expect(body.reservation.reference).toMatch(/^RSV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

      const again = await intent('attempt-0001', { ...SHOPPER, name: ' Ana ' });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(body);

      const intents = state.fixture.stripe.paymentIntents();
      expect(intents).toHaveLength(1);
      expect(intents[0]).toMatchObject({
        amount: 50_000,
        currency: 'aud',
        metadata: {
          car_id: String(car.id),
          dealer: STRIPE_DEALER,
          reservation_id: body.reservation.id,
          reference: body.reservation.reference,
          shopper_email: SHOPPER.email,
        },
      });
      // The API sent Stripe an idempotency key of its own for the create.
      const creates = state.fixture.stripe
        .requests()
        .filter((r) => r.path === '/v1/payment_intents');
      expect(
        creates.every((r) => r.idempotencyKey === `forecourt-reservation-${body.reservation.id}`),
      ).toBe(true);

      const conflict = await intent('attempt-0001', { ...SHOPPER, email: 'other@example.com' });
      expect(conflict.statusCode).toBe(409);
      expect(state.fixture.stripe.paymentIntents()).toHaveLength(1);
    });

    it('refuses a second shopper while the first pays, and frees the car when the hold expires', async () => {
      expect((await intent('attempt-a001')).statusCode).toBe(200);
      const second = await intent('attempt-b001', { ...SHOPPER, email: 'bo@example.com' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ reason: 'held' });
      expect((await status()).json()).toMatchObject({ reservable: false, reason: 'held' });
      // The first shopper's own page (its attempt's key) still sees the car as theirs to pay
      // for, say after a failed 3-D Secure challenge; any other key is another buyer.
      const asking = (key: string) =>
        state.fixture.app.inject({
          method: 'GET',
          url: `/api/dealerships/${dealership}/reservation-status?car_id=${car.id}`,
          headers: { host: shopper.host, 'idempotency-key': key },
        });
      expect((await asking('attempt-a001')).json()).toMatchObject({
        reservable: true,
        reason: null,
      });
      expect((await asking('attempt-b001')).json()).toMatchObject({ reason: 'held' });
      expect(
        (await intent('attempt-a001')).headers['idempotent-replayed'],
        'the same attempt pays the same intent',
      ).toBe('true');

      state.clock.advance(15 * 60_000 + 1);
      expect((await status()).json()).toMatchObject({ reservable: true, reason: null });
      expect(
        (await intent('attempt-b002', { ...SHOPPER, email: 'bo@example.com' })).statusCode,
      ).toBe(200);
    });

    it('lets exactly one of two shoppers racing for the car start paying', async () => {
      const answers = await Promise.all([
        intent('race-aaaa1', SHOPPER),
        intent('race-bbbb1', { ...SHOPPER, email: 'bo@example.com' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(state.fixture.stripe.paymentIntents()).toHaveLength(1);
    });

    it('marks the deposit paid from the signed webhook and sets everything off once', async () => {
      const started = (await intent('attempt-paid1')).json();
      const { id, token, reference } = started.reservation;
      await state.fixture.stripe.confirm(started.paymentIntent, 'pm_card_visa');
      const delivery = await state.fixture.stripe.waitForWebhook(
        'payment_intent.succeeded',
        started.paymentIntent,
      );

      const received = await deliver(delivery.payload, delivery.signature);
      expect(received.statusCode).toBe(200);
      const view = (await reservation(id, token)).json();
      expect(view).toMatchObject({
        status: 'paid',
        reference,
        amount_cents: 50_000,
        currency: 'AUD',
        email: SHOPPER.email,
        car: { id: car.id, name: car.name, slug: car.slug },
      });
      expect(view.paid_at).toBeTruthy();
      expect(view.terms.title).toBeTruthy();
      expect(view.terms.coolingOff).toBeTruthy();

      // The reservation lead, committed with its delivery jobs, carries the deposit.
      const leads = await state.fixture.store.listLeads(STRIPE_DEALER);
      expect(leads).toHaveLength(1);
      const lead = leads[0]!;
      expect(lead.form).toBe('reserve');
      expect(lead.status).toBe('complete');
      expect(lead.fields).toMatchObject({
        email: SHOPPER.email,
        reservation_reference: reference,
        deposit_amount: '500.00',
        deposit_currency: 'AUD',
      });
      expect(String(lead.fields['message'])).toContain(`$500 AUD`);
      expect(await state.fixture.store.jobsForLead(lead.id)).not.toHaveLength(0);

      // The car is held at once: another shopper is refused before any rebuild.
      const late = await intent('attempt-late1', { ...SHOPPER, email: 'bo@example.com' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        error: 'This car has just been reserved by another buyer. You can still enquire about it.',
        reason: 'reserved',
      });
      expect((await status()).json()).toMatchObject({ reservable: false, reason: 'reserved' });

      // The shopper's e-mail (a job of the lead, delivered by the outbox), the holds file the
      // next build reads, the rebuild request.
      const jobs = await state.fixture.store.jobsForLead(lead.id);
      expect(jobs.map((job) => job.destinationKey)).toContain('shopper-email');
      await state.fixture.outbox.drain();
      const emails = shopperEmails(state.fixture.dataDir, STRIPE_DEALER);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toContain(reference);
      expect(emails[0]).toContain('$500 AUD');
      const holds = JSON.parse(
        readFileSync(path.join(state.fixture.dataDir, 'holds', `${STRIPE_DEALER}.json`), 'utf8'),
      );
      expect(holds.cars).toEqual([expect.objectContaining({ car_id: car.id, reference })]);
      expect(state.fixture.rebuilds).toEqual([
        { dealer: STRIPE_DEALER, reason: `deposit paid: ${reference}` },
      ]);

      // The same event again (Stripe retries): nothing happens twice.
      expect((await deliver(delivery.payload, delivery.signature)).statusCode).toBe(200);
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(1);
      await state.fixture.outbox.drain();
      expect(shopperEmails(state.fixture.dataDir, STRIPE_DEALER)).toHaveLength(1);
      expect(state.fixture.rebuilds).toHaveLength(1);
    });

    it('refuses a webhook with a forged or stale signature, and marks nothing paid', async () => {
      const started = (await intent('attempt-forge1')).json();
      await state.fixture.stripe.confirm(started.paymentIntent, 'pm_card_visa');
      const delivery = await state.fixture.stripe.waitForWebhook(
        'payment_intent.succeeded',
        started.paymentIntent,
      );

      const forged = state.fixture.stripe.sign(delivery.payload, undefined, 'whsec_attacker');
      expect((await deliver(delivery.payload, forged)).statusCode).toBe(400);
      const tampered = delivery.payload.replace(started.paymentIntent, 'pi_other');
      expect((await deliver(tampered, delivery.signature)).statusCode).toBe(400);
      expect((await deliver(delivery.payload, '')).statusCode).toBe(400);
      const stale = state.fixture.stripe.sign(
        delivery.payload,
        Math.floor(state.clock.now().getTime() / 1000) - 600,
      );
      const replay = await deliver(delivery.payload, stale);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error).toContain('stale');
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(0);
    });

    it('does not take a webhook claiming success for an intent Stripe says is unpaid', async () => {
      const started = (await intent('attempt-claim1')).json();
      // A correctly signed event whose intent was never confirmed: the API asks Stripe.
      const payload = JSON.stringify({
        id: 'evt_fake',
        type: 'payment_intent.succeeded',
        data: {
          object: { id: started.paymentIntent, object: 'payment_intent', status: 'succeeded' },
        },
      });
      const signed = state.fixture.stripe.sign(
        payload,
        Math.floor(state.clock.now().getTime() / 1000),
      );
      expect((await deliver(payload, signed)).statusCode).toBe(200);
      const view = (await reservation(started.reservation.id, started.reservation.token)).json();
      expect(view.status).toBe('pending');
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(0);
    });

    it('takes the 3-D Secure path: pending while the bank asks, paid once completed', async () => {
      const started = (await intent('attempt-3ds01')).json();
      const { id, token } = started.reservation;
      const returnUrl = `${ORIGIN}/reservation?reservation=${id}&token=${token}`;
      const confirmed = await state.fixture.stripe.confirm(
        started.paymentIntent,
        'pm_card_authenticationRequired',
        returnUrl,
      );
      expect(confirmed.body).toMatchObject({
        status: 'requires_action',
        next_action: { type: 'redirect_to_url' },
      });
      expect((await reservation(id, token)).json().status).toBe('pending');

      const back = new URL(
        await state.fixture.stripe.finishThreeDSecure(started.paymentIntent, 'complete'),
      );
      expect(back.origin).toBe(ORIGIN);
      expect(back.searchParams.get('redirect_status')).toBe('succeeded');
      expect(back.searchParams.get('payment_intent')).toBe(started.paymentIntent);
      // The confirmation page reads the reservation: the API verifies with Stripe there.
      expect((await reservation(id, token)).json().status).toBe('paid');
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(1);
    });

    it('keeps a declined or failed-3DS payment unpaid, with no lead', async () => {
      const started = (await intent('attempt-decl1')).json();
      const declined = await state.fixture.stripe.confirm(
        started.paymentIntent,
        'pm_card_chargeDeclined',
      );
      expect(declined.status).toBe(402);
      expect(declined.body).toMatchObject({ error: { code: 'card_declined' } });
      const failed = await state.fixture.stripe.waitForWebhook(
        'payment_intent.payment_failed',
        started.paymentIntent,
      );
      expect((await deliver(failed.payload, failed.signature)).statusCode).toBe(200);
      const view = (await reservation(started.reservation.id, started.reservation.token)).json();
      expect(view.status).not.toBe('paid');
      expect(await state.fixture.store.listLeads(STRIPE_DEALER)).toHaveLength(0);

      const second = (await intent('attempt-3dsf1', SHOPPER, other.id)).json();
      await state.fixture.stripe.confirm(
        second.paymentIntent,
        'pm_card_threeDSecure2Required',
        `${ORIGIN}/reservation`,
      );
      const back = new URL(
        await state.fixture.stripe.finishThreeDSecure(second.paymentIntent, 'fail'),
      );
      expect(back.searchParams.get('redirect_status')).toBe('failed');
      expect(
        (await reservation(second.reservation.id, second.reservation.token)).json().status,
      ).not.toBe('paid');
    });

    it('lets the same Idempotency-Key try again after Stripe refused, and holds nothing meanwhile', async () => {
      const rightKey = state.fixture.stripe.secretKey;
      // Stripe answers 401 to a key it does not know: the API answers 502 and keeps no hold.
      state.fixture.env.STRIPE_SECRET_KEY = 'sk_test_revoked';
      const refused = await intent('attempt-retry1');
      expect(refused.statusCode).toBe(502);
      expect((await status()).json()).toMatchObject({ reservable: true });
      state.fixture.env.STRIPE_SECRET_KEY = rightKey;
      const retried = await intent('attempt-retry1');
      expect(retried.statusCode).toBe(200);
      expect(state.fixture.stripe.paymentIntents()).toHaveLength(1);
    });

    it('refuses bad requests: a foreign origin, no key, bad details, the wrong flow, unknown cars', async () => {
      const base = `/api/dealerships/${dealership}/payment_intent?car_id=${car.id}`;
      const key = { 'idempotency-key': 'attempt-bad01' };
      const foreign = await shopper.post(
        `${base}&origin=${encodeURIComponent('https://evil.example')}`,
        SHOPPER,
        key,
      );
      expect(foreign.statusCode).toBe(400);
      const noKey = await shopper.post(`${base}&origin=${encodeURIComponent(ORIGIN)}`, SHOPPER);
      expect(noKey.statusCode).toBe(400);
      const bad = await intent('attempt-bad02', {
        ...SHOPPER,
        email: 'not-an-email',
        terms_accepted: false,
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'terms_accepted']);
      // The messages are the checkout page's own (src/lib/checkout/details.ts checkoutFields).
      expect(bad.json().fields.terms_accepted).toBe('*This is a required field.');
      const hosted = await shopper.post(
        `/api/dealerships/${dealership}/hosted_payment?car_id=${car.id}&origin=${encodeURIComponent(ORIGIN)}`,
        SHOPPER,
        key,
      );
      expect(hosted.statusCode).toBe(400);
      const unknown = await intent('attempt-bad03', SHOPPER, 999_999_999);
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json().reason).toBe('not_listed');
      expect(
        (await shopper.get(`/api/dealerships/1/reservation-status?car_id=${car.id}`)).statusCode,
      ).toBe(404);
      // Reading a reservation needs its token.
      const started = (await intent('attempt-bad04')).json();
      expect((await reservation(started.reservation.id, 'wrong-token')).statusCode).toBe(404);
      expect(state.fixture.stripe.paymentIntents()).toHaveLength(1);
    });
  });
});
