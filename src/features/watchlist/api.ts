/**
 * The platform API's sign-in and watchlist calls (docs/api.md, issue 14 contract), same
 * origin, JSON both ways. Every answer comes back as a value, never a throw: a refusal carries
 * the API's own message for the shopper.
 */
import { UNREACHABLE_MESSAGE, answerError } from '../../lib/watchlist/answers.ts';
import { isEntryState, type EntryState } from '../../lib/watchlist/entry-state.ts';

export type Answer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string; body: unknown };

async function call<T>(method: 'GET' | 'POST', path: string, payload?: unknown) {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
  } catch {
    return { ok: false, status: 0, error: UNREACHABLE_MESSAGE, body: null } as Answer<T>;
  }
  const body: unknown = await response.json().catch(() => null);
  // A watchlist answer may say success: false even on 2xx; treat that as the refusal it is.
  const refused =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (response.ok && !refused)
    return { ok: true, status: response.status, body: body as T } as Answer<T>;
  return { ok: false, status: response.status, error: answerError(body), body } as Answer<T>;
}

export interface Session {
  signed_in: boolean;
  phone_number?: string;
  phone_display?: string;
}

export interface SentCode {
  sent: boolean;
  expires_in_seconds: number;
  resend_after_seconds: number;
}

/** A car as the API keeps it for the watchlist: as it is now, or as it was last listed. */
export interface WatchedCar {
  id: number;
  slug: string;
  name: string;
  year: number | null;
  price: number;
  km: number | null;
  car_type: string | null;
  image: string | null;
  path: string;
}

/** A watched car's alert switches (issue 14 point 3): all on when it is saved. */
export interface AlertSwitches {
  price_drop: boolean;
  sold_or_reserved: boolean;
  back_in_stock: boolean;
}

export interface WatchlistEntry {
  car_id: number;
  saved_at: string;
  car: WatchedCar;
  state: EntryState;
  /** Absent from an API that predates alerts. */
  alerts?: AlertSwitches;
}

export interface Watchlist {
  phone_number: string;
  entries: WatchlistEntry[];
}

export const getSession = () => call<Session>('GET', '/api/auth/session');

export const sendCode = (phoneNumber: string) =>
  call<SentCode>('POST', '/api/auth/send-code', { phone_number: phoneNumber });

export const verifyCode = (phoneNumber: string, code: string) =>
  call<Session>('POST', '/api/auth/verify-code', { phone_number: phoneNumber, code });

export const signOut = (everywhere: boolean) =>
  call<Session>('POST', '/api/auth/sign-out', { everywhere });

/** `email`: the stored user's, so alerts can go by e-mail too. */
export const saveCar = (phoneNumber: string, carId: number, email?: string) =>
  call<unknown>('POST', '/api/watchlist/save-car', {
    phone_number: phoneNumber,
    car_id: carId,
    ...(email ? { email } : {}),
  });

export const setAlerts = (
  phoneNumber: string,
  carId: number,
  switches: AlertSwitches,
  email?: string,
) =>
  call<unknown>('POST', '/api/watchlist/alerts', {
    phone_number: phoneNumber,
    car_id: carId,
    ...switches,
    ...(email ? { email } : {}),
  });

export const removeCar = (phoneNumber: string, carId: number) =>
  call<unknown>('POST', '/api/watchlist/remove-car', { phone_number: phoneNumber, car_id: carId });

/** The watched cars, newest first; entries the page cannot draw are left out. */
export async function getWatchlist(): Promise<Answer<Watchlist>> {
  const answer = await call<Watchlist>('GET', '/api/watchlist');
  if (!answer.ok) return answer;
  const entries = Array.isArray(answer.body?.entries) ? answer.body.entries : [];
  return {
    ...answer,
    body: {
      phone_number: String(answer.body?.phone_number ?? ''),
      entries: entries.filter(
        (entry) => typeof entry?.car_id === 'number' && isEntryState(entry.state) && entry.car,
      ),
    },
  };
}
