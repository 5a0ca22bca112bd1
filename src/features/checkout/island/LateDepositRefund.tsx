import { carPath } from '../../../lib/cars/paths.ts';
import { conflictHeadlines, formatDeposit, type Reservation } from '../../../lib/checkout/index.ts';
import type { ReservationConfig } from '../reservation-config.ts';

/**
 * A deposit that came in after the car went to someone else (another buyer's deposit, or a
 * sale): said plainly, with the refund's state, the reference and how to reach the dealer.
 */
export default function LateDepositRefund({
  reservation,
  refunded,
  config,
}: {
  reservation: Reservation;
  /** The provider has refunded it (refunded_conflict), or is about to (refund_due). */
  refunded: boolean;
  config: ReservationConfig;
}) {
  const amount = formatDeposit(reservation.amountCents, reservation.currency, { withCode: true });
  return (
    <div className="fc-alert fc-alert--info" role="status">
      <div className="reservation-late">
        <p className="fc-form-alert__title">
          {conflictHeadlines(config.words)[reservation.conflictReason ?? 'reserved']}
        </p>
        <p>
          {refunded
            ? `Your deposit of ${amount} has been refunded in full, so you have not paid anything for this ${config.words.singular}. The refund usually reaches your account within 5 to 10 business days.`
            : `We are refunding your deposit of ${amount} in full now, so you will not pay anything for this ${config.words.singular}. You do not need to do anything.`}
          {reservation.email && ` We have e-mailed ${reservation.email} about it.`}
        </p>
        <p>
          Reference <strong>{reservation.reference}</strong>. We are sorry it did not work out.{' '}
          {config.dealerName} can help you find a similar {config.words.singular}: call us on{' '}
          <a href={config.phoneHref}>{config.phone}</a>.
        </p>
        <p>
          <a className="fc-link" href={carPath(reservation.car)}>
            Back to the {reservation.car.name}
          </a>
        </p>
      </div>
    </div>
  );
}
