import type { Generated } from 'kysely';
import type { ReservationsTable } from './reservation-tables.ts';
import type { WatchAccountsTable, WatchAlertsTable } from './watch-alert-tables.ts';

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 text in UTC (`Date#toISOString`),
 * which sorts and compares as text the same way on SQLite and PostgreSQL; JSON is text too.
 */
export interface Database {
  leads: LeadsTable;
  delivery_jobs: DeliveryJobsTable;
  idempotency_keys: IdempotencyKeysTable;
  disabled_endpoints: DisabledEndpointsTable;
  events: EventsTable;
  sign_in_codes: SignInCodesTable;
  sessions: SessionsTable;
  watchlist_entries: WatchlistEntriesTable;
  watch_alerts: WatchAlertsTable;
  watch_accounts: WatchAccountsTable;
  reservations: ReservationsTable;
}

export type LeadStatus = 'incomplete' | 'complete';
export type JobStatus = 'pending' | 'delivered' | 'dead' | 'disabled';

export interface LeadsTable {
  id: string;
  tenant: string;
  form: string;
  status: LeadStatus;
  event_id: number;
  /** JSON object: the normalised lead. */
  fields: string;
  /** JSON object: the car of interest as it was when the lead came in. */
  car: string | null;
  step_number: number | null;
  progress: number | null;
  /** JSON array of { from, to }. */
  skipped_steps: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface DeliveryJobsTable {
  /** The stable delivery id receivers deduplicate by. */
  id: string;
  lead_id: string;
  tenant: string;
  destination_key: string;
  /** JSON object: where to deliver, as the dealer config named it when the lead completed. */
  destination: string;
  status: JobStatus;
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  /** When the retry window opened: creation, or a retry by hand. */
  window_start_at: string;
}

export interface IdempotencyKeysTable {
  tenant: string;
  key: string;
  request_hash: string;
  lead_id: string;
  status_code: number;
  /** JSON object: the body of the first answer, replayed as it was. */
  answer: string;
  created_at: string;
}

export interface DisabledEndpointsTable {
  tenant: string;
  destination_key: string;
  reason: string;
  disabled_at: string;
}

export interface EventsTable {
  id: string;
  tenant: string;
  /** 'favourite_add', 'reveal_phone', … (src/lib/analytics eventName). */
  event: string;
  /** The spec's numeric id; null for the reveal-phone call. */
  event_id: number | null;
  path: string;
  /** JSON object of flat values: car_id, dealership_id, website_id, … */
  details: string;
  created_at: string;
}

export type CodeStatus = 'live' | 'replaced' | 'used' | 'dead';

export interface SignInCodesTable {
  id: string;
  tenant: string;
  /** E.164. */
  phone: string;
  /** HMAC-SHA-256 of the code, keyed by `salt` (hex). */
  code_digest: string;
  salt: string;
  status: CodeStatus;
  checks: Generated<number>;
  created_at: string;
  expires_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token. */
  token_hash: string;
  tenant: string;
  phone: string;
  created_at: string;
  renewed_at: string;
  expires_at: string;
}

export interface WatchlistEntriesTable {
  tenant: string;
  phone: string;
  car_id: number;
  saved_at: string;
  /** JSON object: the car as it was last listed. */
  car: string;
  /** 1 while listed, 0 once it left the dealer's data. */
  listed: number;
  seen_in_build: string;
  alert_price_drop: Generated<number>;
  alert_sold_or_reserved: Generated<number>;
  alert_back_in_stock: Generated<number>;
}
