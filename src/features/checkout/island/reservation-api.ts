import {
  readReservation,
  reservationApiPath,
  type Reservation,
  type ReturnParams,
} from '../../../lib/checkout/index.ts';

export type ReservationAnswer =
  | { kind: 'found'; reservation: Reservation }
  /** 404 or a wrong token: the link is not one of ours. */
  | { kind: 'not-found' }
  /** No answer or a server error: worth asking again. */
  | { kind: 'unreachable' };

export async function fetchReservation(params: ReturnParams): Promise<ReservationAnswer> {
  try {
    const response = await fetch(reservationApiPath(params), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.status >= 500) return { kind: 'unreachable' };
    const reservation = response.ok
      ? readReservation(await response.json().catch(() => null))
      : null;
    return reservation ? { kind: 'found', reservation } : { kind: 'not-found' };
  } catch {
    return { kind: 'unreachable' };
  }
}
