/**
 * The checkout's calls to the platform API, on the site's own origin (contract of issue 15).
 * Every answer goes through the pure readers in src/lib/checkout, which never trust a shape.
 */
import {
  readStartAnswer,
  readStatusAnswer,
  type CheckoutDetails,
  type StartAnswer,
  type StatusAnswer,
} from '../../../lib/checkout/index.ts';

async function json(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/**
 * Whether the car can still be reserved. `attemptKey` is this tab's checkout under way, so the
 * shopper's own attempt (a failed 3-D Secure challenge, a reload) is not taken for another
 * buyer's hold.
 */
export async function fetchReservationStatus(
  dealershipId: number,
  carId: number,
  attemptKey?: string,
): Promise<StatusAnswer> {
  const url = `/api/dealerships/${dealershipId}/reservation-status?car_id=${encodeURIComponent(String(carId))}`;
  try {
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(attemptKey ? { 'idempotency-key': attemptKey } : {}),
      },
      credentials: 'same-origin',
    });
    return readStatusAnswer(response.status, await json(response));
  } catch {
    return { kind: 'unknown' };
  }
}

/**
 * Starts paying: a Stripe payment intent, or a hosted payment page for Till and St George.
 * No answer at all reads as status 0, which the caller may retry with the same key.
 */
export async function startPayment(
  provider: 'stripe' | 'till' | 'st_george',
  dealershipId: number,
  carId: number,
  details: CheckoutDetails,
  idempotencyKey: string,
): Promise<StartAnswer> {
  const endpoint = provider === 'stripe' ? 'payment_intent' : 'hosted_payment';
  const query = new URLSearchParams({ car_id: String(carId), origin: window.location.origin });
  try {
    const response = await fetch(`/api/dealerships/${dealershipId}/${endpoint}?${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(details),
      credentials: 'same-origin',
    });
    return readStartAnswer(response.status, await json(response));
  } catch {
    return readStartAnswer(0, null);
  }
}
