import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../lib/forms/index.ts';
import {
  PAYMENT_NOTICES,
  checkoutBody,
  paymentNotice,
  reservationPageUrl,
  unavailableMessages,
  type ReservationRef,
} from '../../../lib/checkout/index.ts';
import { saveStoredUser } from '../../forms/island/stored-user-store.ts';
import type { CheckoutConfig } from '../checkout-config.ts';
import { attemptKeyFor, endAttempt } from './attempt-store.ts';
import { startPayment } from './checkout-api.ts';
import type { StatusAnswer } from '../../../lib/checkout/api-answers.ts';
import DetailsForm, { type SubmitOutcome } from './DetailsForm.tsx';
import StripePayment from './StripePayment.tsx';
import UnavailableNotice from './UnavailableNotice.tsx';

type Phase =
  | { kind: 'details' }
  | { kind: 'unavailable'; message: string }
  | {
      kind: 'payment';
      clientSecret: string;
      reservation: ReservationRef;
      billing: { name: string; email: string; phone: string };
    };

/** Said when no answer came: the same key goes again, so a retry never pays twice. */
const NO_ANSWER =
  'We could not reach the payment service. Please try again: you will not be charged twice.';

/**
 * The checkout (issue 15): on load it asks the API whether the car can still be reserved;
 * then the shopper's details; then payment: Stripe's Payment Element on this page, or the
 * provider's hosted page for Till and St George. One Idempotency-Key per attempt.
 */
/** Hides what only matters to a car that can be reserved (the intro, the terms). */
function hideReserveOnlyParts(): void {
  for (const part of document.querySelectorAll('[data-reserve-only]'))
    part.setAttribute('hidden', '');
}

export default function CheckoutIsland({
  config,
  status,
}: {
  config: CheckoutConfig;
  /** The loader's reservation-status answer, asked as the page loaded. */
  status: Promise<StatusAnswer>;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'details' });
  const [alert, setAlert] = useState<{ title: string; detail: string | null } | null>(() => {
    const notice = paymentNotice(window.location.search);
    return notice ? { title: PAYMENT_NOTICES[notice], detail: null } : null;
  });

  useEffect(() => {
    // Back from a declined or cancelled payment: that attempt is over, the next is new.
    if (paymentNotice(window.location.search)) endAttempt(config.site, config.carId);
    let live = true;
    void status.then((answer) => {
      if (!live || answer.kind !== 'unavailable') return;
      hideReserveOnlyParts();
      setPhase({ kind: 'unavailable', message: unavailableMessages(config.words)[answer.reason] });
    });
    return () => {
      live = false;
    };
  }, [config, status]);

  async function submit(values: Record<string, string | boolean>): Promise<SubmitOutcome> {
    setAlert(null);
    const details = checkoutBody(values);
    const key = attemptKeyFor(config.site, config.carId, { ...details });
    const answer = await startPayment(
      config.provider,
      config.dealershipId,
      config.carId,
      details,
      key,
    );
    switch (answer.kind) {
      case 'stripe':
        saveStoredUser(config.site, values);
        setPhase({
          kind: 'payment',
          clientSecret: answer.clientSecret,
          reservation: answer.reservation,
          billing: {
            name: `${details.name} ${details.last_name}`,
            email: details.email,
            phone: details.phone,
          },
        });
        return {};
      case 'hosted':
        saveStoredUser(config.site, values);
        window.location.assign(answer.redirectUrl);
        // Stay 'Loading' while the provider's page loads.
        return new Promise<SubmitOutcome>(() => undefined);
      case 'unavailable':
        endAttempt(config.site, config.carId);
        hideReserveOnlyParts();
        setPhase({
          kind: 'unavailable',
          message: unavailableMessages(config.words)[answer.reason],
        });
        return {};
      case 'invalid':
        endAttempt(config.site, config.carId);
        setAlert({ title: MESSAGES.submitFailed, detail: answer.error });
        return { fields: answer.fields };
      case 'failed':
        if (!answer.retry) endAttempt(config.site, config.carId);
        setAlert({
          title: MESSAGES.submitFailed,
          detail: answer.error ?? (answer.retry ? NO_ANSWER : null),
        });
        return {};
    }
  }

  if (phase.kind === 'unavailable')
    return (
      <UnavailableNotice
        message={phase.message}
        enquiryHref={config.enquiryHref}
        noun={config.words.singular}
      />
    );

  if (phase.kind === 'payment' && config.stripe)
    return (
      <div className="checkout-pay">
        <p className="checkout-pay__who">
          Reserving as <strong>{phase.billing.name}</strong> ({phase.billing.email}). Reference{' '}
          <strong>{phase.reservation.reference}</strong>.
        </p>
        <h2 className="fc-heading fc-heading--md">Payment</h2>
        <StripePayment
          publishableKey={config.stripe.publishableKey}
          clientSecret={phase.clientSecret}
          wallets={config.stripe.wallets}
          returnUrl={reservationPageUrl(window.location.origin, phase.reservation)}
          amount={config.amount}
          billing={phase.billing}
        />
      </div>
    );

  const submitLabel =
    config.provider === 'stripe' ? 'Continue to payment' : `Continue to pay ${config.amount}`;
  return (
    <DetailsForm
      site={config.site}
      rules={config.rules}
      submitLabel={submitLabel}
      alert={alert}
      onSubmit={submit}
    />
  );
}
