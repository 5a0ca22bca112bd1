/**
 * The shopper's deposit confirmation is durable, on SQLite and PostgreSQL, through a real SMTP
 * server on loopback: it is a delivery job committed with the payment, so with the mail server
 * down it waits in the outbox (visible in the leads CLI) and is retried until delivered, once;
 * the Stripe webhook and the return-URL check of the same payment, even at once, make one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../delivery/smtp-receiver.ts';
import { storeEngines } from '../store/engines.ts';
import {
  reservableCars,
  Shopper,
  SHOPPER,
  STRIPE_DEALER,
  leadsCli,
  usePaymentsFixture,
} from '../../support/payments-fixture.ts';

const engines = await storeEngines();
const [car] = reservableCars(STRIPE_DEALER);
if (!car) throw new Error(`${STRIPE_DEALER} needs a reservable car`);

/** An address where no mail server answers: a receiver's port, once it has closed. */
async function closedSmtpUrl(): Promise<string> {
  const gone = await startSmtpReceiver();
  await gone.close();
  return `smtp://127.0.0.1:${gone.port}`;
}

describe.each(engines)('the deposit confirmation e-mail on $name', (engine) => {
  const state = usePaymentsFixture(engine);
  let smtp: SmtpReceiver | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  async function cliOut(...args: string[]): Promise<string> {
    const { code, out, err } = await leadsCli(engine, state.fixture, ...args);
    expect(code).toBe(0);
    return out + err;
  }

  /** A paid Stripe deposit, told to the API by the webhook and the return URL at once. */
  async function payAndTellTwice(shopper: Shopper) {
    const started = (await shopper.startCheckout(car!, 'mail-attempt-1')).json();
    const { stripe } = state.fixture;
    await stripe.confirm(started.paymentIntent, 'pm_card_visa');
    const sent = await stripe.waitForWebhook('payment_intent.succeeded', started.paymentIntent);
    const [webhook, back] = await Promise.all([
      shopper.stripeEvent(sent.payload, sent.signature),
      shopper.get(`/api/payments/stripe/return?reservation=${started.reservation.id}`),
    ]);
    expect(webhook.statusCode).toBe(200);
    expect(back.statusCode).toBe(303);
    return started as { reservation: { id: string; reference: string } };
  }

  const toShopper = () =>
    (smtp?.messages ?? []).filter((message) => message.to.includes(SHOPPER.email));

  describe.skipIf(engine.skipReason !== null)('', () => {
    it('waits in the outbox while SMTP is down, then is delivered once', async () => {
      const { fixture } = state;
      fixture.env['SMTP_URL'] = await closedSmtpUrl();
      const shopper = new Shopper(fixture.app, STRIPE_DEALER);
      const started = await payAndTellTwice(shopper);
      await fixture.outbox.drain();

      const [lead, ...others] = await fixture.store.listLeads(STRIPE_DEALER);
      expect(others).toEqual([]);
      const job = (await fixture.store.jobsForLead(lead!.id)).find(
        (each) => each.destinationKey === 'shopper-email',
      );
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job?.lastError).toBe('SMTP connection failed (ESOCKET)');
      // The dealer's staff see it waiting, and why.
      const shown = await cliOut('show', lead!.id);
      expect(shown).toContain('shopper-email: pending, 1 attempt');
      expect(shown).toContain('last error:');

      smtp = await startSmtpReceiver();
      fixture.env['SMTP_URL'] = `smtp://127.0.0.1:${smtp.port}`;
      state.clock.advance(60_000);
      await fixture.outbox.drain();

      const [message, ...again] = toShopper();
      expect(again).toEqual([]);
      expect(message?.raw).toContain(`Subject: Deposit paid:`);
      expect(message?.raw).toContain(started.reservation.reference);
      expect(message?.raw).toContain(`X-Forecourt-Reservation: ${started.reservation.id}`);
      const delivered = (await fixture.store.jobsForLead(lead!.id)).find(
        (each) => each.destinationKey === 'shopper-email',
      );
      expect(delivered).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(await cliOut('list', `--dealer=${STRIPE_DEALER}`)).toContain('reserve');

      // Later looks at the same payment (the confirmation page) send nothing more.
      state.clock.advance(60 * 60_000);
      await shopper.get(`/api/payments/stripe/return?reservation=${started.reservation.id}`);
      await fixture.outbox.drain();
      expect(toShopper()).toHaveLength(1);
    });

    it('goes by SMTP at once when the server is up', async () => {
      const { fixture } = state;
      smtp = await startSmtpReceiver();
      fixture.env['SMTP_URL'] = `smtp://127.0.0.1:${smtp.port}`;
      const started = await payAndTellTwice(new Shopper(fixture.app, STRIPE_DEALER));
      await fixture.outbox.drain();
      expect(toShopper()).toHaveLength(1);
      expect(toShopper()[0]?.raw).toContain(started.reservation.reference);
    });
  });
});
