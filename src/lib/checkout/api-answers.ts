/**
 * The platform API's answers to the checkout (contract of issue 15), read defensively: a
 * page must never trust an answer's shape, and a proxy's HTML error page is a failure too.
 */
import { UNAVAILABLE_MESSAGES, type UnavailableReason } from './availability.ts';

const REASONS: readonly UnavailableReason[] = [
  'reserved',
  'held',
  'sold',
  'not_listed',
  'not_reservable',
];

export interface ReservationRef {
  id: string;
  reference: string;
  token: string;
  amountCents: number;
  currency: string;
}

export type StatusAnswer =
  | { kind: 'reservable' }
  | { kind: 'unavailable'; reason: UnavailableReason; message: string }
  /** The API could not be asked: the page goes on, and the API checks again at payment. */
  | { kind: 'unknown' };

export type StartAnswer =
  | { kind: 'stripe'; clientSecret: string; paymentIntent: string; reservation: ReservationRef }
  | { kind: 'hosted'; redirectUrl: string; reservation: ReservationRef }
  | { kind: 'unavailable'; reason: UnavailableReason; message: string }
  | { kind: 'invalid'; error: string | null; fields: Record<string, string> }
  /** Nothing was created, or the answer never came: `retry` says the same key may go again. */
  | { kind: 'failed'; error: string | null; retry: boolean };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function reasonOf(value: unknown): UnavailableReason | null {
  return REASONS.find((reason) => reason === value) ?? null;
}

function unavailable(reason: UnavailableReason, message: unknown) {
  return {
    kind: 'unavailable' as const,
    reason,
    message: str(message) ?? UNAVAILABLE_MESSAGES[reason],
  };
}

export function readStatusAnswer(status: number, body: unknown): StatusAnswer {
  if (status !== 200 || !isObject(body) || typeof body['reservable'] !== 'boolean')
    return { kind: 'unknown' };
  if (body['reservable']) return { kind: 'reservable' };
  return unavailable(reasonOf(body['reason']) ?? 'not_reservable', body['message']);
}

function readReservation(value: unknown): ReservationRef | null {
  if (!isObject(value)) return null;
  const id = typeof value['id'] === 'number' ? String(value['id']) : str(value['id']);
  const reference = str(value['reference']);
  const token = str(value['token']);
  const amountCents = value['amount_cents'];
  const currency = str(value['currency']);
  if (!id || !reference || !token || !currency || !Number.isInteger(amountCents)) return null;
  return { id, reference, token, amountCents: amountCents as number, currency };
}

function readFields(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** 5xx and 429 may be answered again for the same key; anything else was a definite no. */
function failed(status: number, body: unknown): StartAnswer {
  const error = isObject(body) ? str(body['error']) : null;
  return { kind: 'failed', error, retry: status >= 500 || status === 429 || status === 0 };
}

/** An answer of payment_intent or hosted_payment; status 0 stands for no answer at all. */
export function readStartAnswer(status: number, body: unknown): StartAnswer {
  if (status === 200 && isObject(body)) {
    const reservation = readReservation(body['reservation']);
    const clientSecret = str(body['clientSecret']);
    const paymentIntent = str(body['paymentIntent']);
    const redirectUrl = str(body['redirectUrl']);
    if (reservation && clientSecret && paymentIntent)
      return { kind: 'stripe', clientSecret, paymentIntent, reservation };
    if (reservation && redirectUrl && /^https?:\/\//.test(redirectUrl))
      return { kind: 'hosted', redirectUrl, reservation };
    return { kind: 'failed', error: null, retry: false };
  }
  if (status === 409 && isObject(body) && reasonOf(body['reason']))
    return unavailable(reasonOf(body['reason'])!, body['error']);
  if (status === 422 && isObject(body))
    return { kind: 'invalid', error: str(body['error']), fields: readFields(body['fields']) };
  return failed(status, body);
}
