/**
 * What the store says about watch alerts: an alert as recorded, as the worker claims it, a
 * dealer's build as alerts see it, and the outcome of one attempt to send.
 */
import type { VehicleKind } from '../../../lib/stock/car.ts';
import type { AlertCar, AlertKind } from '../../../lib/watchlist/alert-diff.ts';
import type { JsonObject } from './json.ts';
import type { WatchAlertStatus } from './watch-alert-tables.ts';

export type { WatchAlertStatus } from './watch-alert-tables.ts';

/** What an alert's message is made from, fixed when the change was found. */
export interface AlertDetails {
  dealerName: string;
  carName: string;
  /** "/cars/{slug}". */
  carPath: string;
  /** The dealer's public site URL: links are made on it. */
  siteUrl: string;
  /** The dealer's IANA zone: quiet hours are there. */
  timeZone: string;
  /** What the dealer sells, for the alert's words; alerts recorded before it was kept are cars'. */
  vehicleKind?: VehicleKind;
  before: AlertCar;
  after: AlertCar;
}

export interface WatchAlert {
  id: string;
  tenant: string;
  phone: string;
  carId: number;
  kind: AlertKind;
  build: string;
  details: AlertDetails;
  stopToken: string;
  status: WatchAlertStatus;
  attempts: number;
  dueAt: string;
  lastError: string | null;
  smsSentAt: string | null;
  emailTo: string | null;
  emailSentAt: string | null;
  resends: number;
  createdAt: string;
}

/** A claimed alert, with what the worker needs to know now. */
export interface ClaimedAlert extends WatchAlert {
  /** The shopper's e-mail on record now, if any. */
  email: string | null;
  /** Whether the car is still watched with this kind of alert on. */
  wanted: boolean;
}

/** A dealer's new build as alerts see it. */
export interface BuildStock {
  tenant: string;
  /** The tenant data's built_at. */
  builtAt: string;
  dealerName: string;
  siteUrl: string;
  timeZone: string;
  vehicleKind: VehicleKind;
  /** The car as the watchlist keeps it (price, sold, reserved, name, path), if listed. */
  car(carId: number): JsonObject | undefined;
}

/** What one attempt did; the worker decides, the store records. */
export type AlertAttempt =
  | { kind: 'sent'; smsSentAt: string | null; emailTo: string | null; emailSentAt: string | null }
  | {
      kind: 'retry';
      smsSentAt: string | null;
      emailTo: string | null;
      emailSentAt: string | null;
      nextAttemptAt: Date;
      error: string;
    }
  | { kind: 'failed'; error: string }
  | { kind: 'cancelled'; reason: string }
  /** Claimed inside quiet hours (it fell due just before): not an attempt, due again at 8 am. */
  | { kind: 'deferred'; until: Date };

export interface ListAlertsOptions {
  status?: WatchAlertStatus;
  limit?: number;
}
