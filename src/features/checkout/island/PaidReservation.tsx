import { carPath } from '../../../lib/cars/paths.ts';
import { titleNoun } from '../../../lib/content/vehicle-words.ts';
import { formatDeposit, type Reservation } from '../../../lib/checkout/index.ts';
import { NOT_FOUND_IMAGE_URL } from '../../../lib/stock/media-urls.ts';
import type { ReservationConfig } from '../reservation-config.ts';
import TermsView from './TermsView.tsx';

/** A paid deposit: the reference, the amount, the car, what happens next, and the terms. */
export default function PaidReservation({
  reservation,
  config,
}: {
  reservation: Reservation;
  config: ReservationConfig;
}) {
  const { car } = reservation;
  return (
    <div className="reservation-paid">
      <div className="fc-alert fc-alert--success" role="status">
        <div>
          <p className="fc-form-alert__title">
            Your deposit is paid and the {config.words.singular} is reserved for you.
          </p>
          <p>
            Your reference is{' '}
            <strong className="reservation-paid__reference">{reservation.reference}</strong>.
          </p>
        </div>
      </div>
      <div className="reservation-paid__car fc-card">
        <img src={car.image ?? NOT_FOUND_IMAGE_URL} alt="" width="160" height="120" />
        <dl>
          <dt>{titleNoun(config.words.singular)}</dt>
          <dd>
            <a className="fc-link" href={carPath(car)}>
              {car.name}
            </a>
          </dd>
          <dt>Deposit paid</dt>
          <dd>
            {formatDeposit(reservation.amountCents, reservation.currency, { withCode: true })}
          </dd>
          <dt>Reference</dt>
          <dd>{reservation.reference}</dd>
        </dl>
      </div>
      <section aria-labelledby="reservation-next">
        <h2 id="reservation-next" className="fc-heading fc-heading--md">
          What happens next
        </h2>
        <ol>
          {reservation.email && (
            <li>
              We have e-mailed this confirmation to <strong>{reservation.email}</strong>.
            </li>
          )}
          <li>
            {config.dealerName} will contact you, usually within one business day, to arrange the
            purchase: an inspection or test drive, finance and any trade-in.
          </li>
          <li>
            The deposit counts towards the price. Questions? Call us on{' '}
            <a href={config.phoneHref}>{config.phone}</a> and quote your reference.
          </li>
        </ol>
      </section>
      {reservation.terms && <TermsView terms={reservation.terms} />}
    </div>
  );
}
