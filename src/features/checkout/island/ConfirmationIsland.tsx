import { useEffect, useState } from 'react';
import { carPath, checkoutPath } from '../../../lib/cars/paths.ts';
import {
  CONFIRMING_POLL_DELAYS_MS,
  confirmationView,
  readReturnParams,
  type ConfirmationView,
} from '../../../lib/checkout/index.ts';
import type { ReservationConfig } from '../reservation-config.ts';
import { endAttempt } from './attempt-store.ts';
import LateDepositRefund from './LateDepositRefund.tsx';
import PaidReservation from './PaidReservation.tsx';
import { fetchReservation } from './reservation-api.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'unreachable' }
  | { kind: 'view'; view: ConfirmationView; gaveUp: boolean };

const SETTLED = new Set<ConfirmationView['kind']>(['paid', 'refund_due', 'refunded_conflict']);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The confirmation (issue 15): reads the reservation the address names from the API; while
 * the payment is still confirming (the webhook or the provider's check not yet in), asks again
 * a few times, then says an e-mail will follow.
 */
export default function ConfirmationIsland({ config }: { config: ReservationConfig }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const params = readReturnParams(window.location.search);
    if (!params) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    void (async () => {
      for (let look = 0; live; look++) {
        const answer = await fetchReservation(params);
        if (!live) return;
        const last = look >= CONFIRMING_POLL_DELAYS_MS.length;
        if (answer.kind === 'not-found') return setState({ kind: 'missing' });
        if (answer.kind === 'found') {
          const view = confirmationView(answer.reservation, params.redirectStatus);
          // Settled either way: the checkout page must not offer this attempt again.
          if (SETTLED.has(view.kind)) endAttempt(config.site, view.reservation.car.id);
          setState({ kind: 'view', view, gaveUp: last });
          if (view.kind !== 'confirming') return;
        } else if (last) return setState({ kind: 'unreachable' });
        if (last) return;
        await wait(CONFIRMING_POLL_DELAYS_MS[look]!);
      }
    })();
    return () => {
      live = false;
    };
  }, [config]);

  switch (state.kind) {
    case 'loading':
      return (
        <p className="fc-muted" role="status">
          <span className="fc-form-spinner" aria-hidden="true" /> Loading your reservation…
        </p>
      );
    case 'missing':
      return (
        <div className="fc-alert fc-alert--error" role="alert">
          <div>
            <p className="fc-form-alert__title">We could not find this reservation.</p>
            <p>
              Please use the link in your confirmation e-mail, or call us on{' '}
              <a href={config.phoneHref}>{config.phone}</a>.
            </p>
          </div>
        </div>
      );
    case 'unreachable':
      return (
        <div className="fc-alert fc-alert--error" role="alert">
          <div>
            <p className="fc-form-alert__title">We could not load your reservation just now.</p>
            <p>Please reload this page in a moment. You do not need to pay again.</p>
          </div>
        </div>
      );
    case 'view':
      return <ViewOf view={state.view} gaveUp={state.gaveUp} config={config} />;
  }
}

function ViewOf({
  view,
  gaveUp,
  config,
}: {
  view: ConfirmationView;
  gaveUp: boolean;
  config: ReservationConfig;
}) {
  const { reservation } = view;
  const retry = `${checkoutPath(reservation.car, config.onlineBuying)}?payment=declined`;
  switch (view.kind) {
    case 'paid':
      return <PaidReservation reservation={reservation} config={config} />;
    case 'confirming':
      return (
        <div className="fc-alert fc-alert--info" role="status">
          <div>
            <p className="fc-form-alert__title">
              {gaveUp ? 'Your payment is still being confirmed.' : 'Confirming your payment…'}
            </p>
            <p>
              Reference <strong>{reservation.reference}</strong>.{' '}
              {gaveUp
                ? `We will e-mail ${reservation.email || 'you'} as soon as it is confirmed. You do not need to pay again.`
                : 'This takes a few seconds. Please keep this page open.'}
            </p>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="fc-alert fc-alert--error" role="alert">
          <div>
            <p className="fc-form-alert__title">
              Your payment did not go through, so no deposit was taken.
            </p>
            <p>
              <a className="fc-btn fc-btn--primary" href={retry}>
                Try again
              </a>{' '}
              <a className="fc-link" href={carPath(reservation.car)}>
                Back to the {reservation.car.name}
              </a>
            </p>
          </div>
        </div>
      );
    case 'refunded':
      return (
        <div className="fc-alert fc-alert--info" role="status">
          <div>
            <p className="fc-form-alert__title">This deposit has been refunded.</p>
            <p>
              Reference <strong>{reservation.reference}</strong>. The refund reaches your account
              within a few business days. Questions? Call us on{' '}
              <a href={config.phoneHref}>{config.phone}</a>.
            </p>
          </div>
        </div>
      );
    case 'refund_due':
    case 'refunded_conflict':
      return (
        <LateDepositRefund
          reservation={reservation}
          refunded={view.kind === 'refunded_conflict'}
          config={config}
        />
      );
    case 'expired':
      return (
        <div className="fc-alert fc-alert--info" role="status">
          <div>
            <p className="fc-form-alert__title">
              This reservation expired before the payment was completed, so no deposit was taken.
            </p>
            <p>
              <a className="fc-btn fc-btn--primary" href={retry}>
                Try again
              </a>
            </p>
          </div>
        </div>
      );
  }
}
