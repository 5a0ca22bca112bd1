/**
 * The confirmation page's reading of GET /api/reservations/:id (contract of issue 15) and of
 * what the shopper's return brought in the address, into what the page shows.
 */
import { vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';
import type { DepositTerms } from './deposit-terms.ts';
import { RESERVATION_STATUSES, type ReservationStatus } from '../payments/hold.ts';
import type { ConflictReason } from './late-payment.ts';

export { RESERVATION_STATUSES, type ReservationStatus };

/**
 * What the page says first about a deposit that came in after the car went to someone else
 * (refund_due, refunded_conflict), by what happened to the car, in the dealer's vehicle noun.
 */
export function conflictHeadlines(
  words: VehicleWords = vehicleWords('car'),
): Readonly<Record<ConflictReason, string>> {
  const noun = words.singular;
  return {
    reserved: `Another buyer reserved this ${noun} before your payment went through.`,
    held: `Another buyer was already paying a deposit on this ${noun} when your payment went through.`,
    sold: `This ${noun} was sold before your payment went through.`,
  };
}

/** A car dealer's headlines (conflictHeadlines for cars). */
export const CONFLICT_HEADLINES = conflictHeadlines();

export interface ReservationCar {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

export interface Reservation {
  status: ReservationStatus;
  reference: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  paidAt: string | null;
  car: ReservationCar;
  email: string;
  terms: DepositTerms | null;
  /** Why a late deposit is being (or was) refunded; null otherwise. */
  conflictReason: ConflictReason | null;
}

/** What the address names: the reservation, its token, and Stripe's redirect parameters. */
export interface ReturnParams {
  reservation: string;
  token: string;
  /** Stripe's redirect_status after a redirect (3-D Secure, wallets); null otherwise. */
  redirectStatus: string | null;
}

export function readReturnParams(search: string): ReturnParams | null {
  const params = new URLSearchParams(search);
  const reservation = params.get('reservation')?.trim();
  const token = params.get('token')?.trim();
  if (!reservation || !token) return null;
  return { reservation, token, redirectStatus: params.get('redirect_status') };
}

/** The API's address for one reservation, read with its token. */
export function reservationApiPath(params: Pick<ReturnParams, 'reservation' | 'token'>): string {
  return `/api/reservations/${encodeURIComponent(params.reservation)}?token=${encodeURIComponent(params.token)}`;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const texts = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((each) => typeof each === 'string') ? (v as string[]) : null;

function readTerms(value: unknown): DepositTerms | null {
  if (!isObject(value)) return null;
  const title = text(value['title']);
  const paragraphs = texts(value['paragraphs']);
  const coolingOff = text(value['coolingOff']);
  const refund = text(value['refund']);
  const sources = Array.isArray(value['sources'])
    ? value['sources'].filter(
        (s): s is { label: string; url: string } =>
          isObject(s) && text(s['label']) !== null && /^https:\/\//.test(String(s['url'])),
      )
    : [];
  if (!title || !paragraphs || !coolingOff || !refund) return null;
  return {
    title,
    paragraphs,
    coolingOff,
    refund,
    sources: sources.map(({ label, url }) => ({ label, url })),
  };
}

function readCar(value: unknown): ReservationCar | null {
  if (!isObject(value)) return null;
  const name = text(value['name']);
  const slug = text(value['slug']);
  if (typeof value['id'] !== 'number' || !name || !slug) return null;
  return { id: value['id'], name, slug, image: text(value['image']) };
}

const CONFLICT_REASONS: readonly ConflictReason[] = ['reserved', 'held', 'sold'];

export function readReservation(body: unknown): Reservation | null {
  if (!isObject(body)) return null;
  const status = RESERVATION_STATUSES.find((s) => s === body['status']);
  const reference = text(body['reference']);
  const amountCents = body['amount_cents'];
  const currency =
    body['currency'] === 'AUD' || body['currency'] === 'NZD' ? body['currency'] : null;
  const car = readCar(body['car']);
  if (!status || !reference || !Number.isInteger(amountCents) || !currency || !car) return null;
  return {
    status,
    reference,
    amountCents: amountCents as number,
    currency,
    paidAt: text(body['paid_at']),
    car,
    email: text(body['email']) ?? '',
    terms: readTerms(body['terms']),
    conflictReason: CONFLICT_REASONS.find((r) => r === body['conflict_reason']) ?? null,
  };
}

/** Stripe says the payment did not go through, whatever the API has heard so far. */
const FAILED_REDIRECTS = new Set(['failed', 'requires_payment_method', 'canceled']);

export type ConfirmationView =
  | { kind: 'paid'; reservation: Reservation }
  | { kind: 'confirming'; reservation: Reservation }
  | { kind: 'failed'; reservation: Reservation }
  | { kind: 'refunded'; reservation: Reservation }
  | { kind: 'expired'; reservation: Reservation }
  /** Paid after the car went to someone else: the refund is under way, or made. */
  | { kind: 'refund_due'; reservation: Reservation }
  | { kind: 'refunded_conflict'; reservation: Reservation };

export function confirmationView(
  reservation: Reservation,
  redirectStatus: string | null,
): ConfirmationView {
  if (reservation.status === 'pending')
    return redirectStatus && FAILED_REDIRECTS.has(redirectStatus)
      ? { kind: 'failed', reservation }
      : { kind: 'confirming', reservation };
  return { kind: reservation.status, reservation };
}

/**
 * How long to wait before each look while a payment is confirming: the webhook or the
 * provider's check usually lands within seconds; after these the page says an e-mail follows.
 */
export const CONFIRMING_POLL_DELAYS_MS: readonly number[] = [1000, 1500, 2000, 3000, 4000, 5000];
