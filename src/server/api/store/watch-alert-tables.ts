import type { Generated } from 'kysely';

/** A watch alert's life: waiting to be sent, sent, given up on, or no longer wanted. */
export type WatchAlertStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

export const WATCH_ALERT_STATUSES: readonly WatchAlertStatus[] = [
  'pending',
  'sent',
  'failed',
  'cancelled',
];

/** One alert: one change of one watched car in one build (migration 0004-watch-alerts). */
export interface WatchAlertsTable {
  /** 'alr_' and 26 random base32 characters. */
  id: string;
  tenant: string;
  /** E.164. */
  phone: string;
  car_id: number;
  /** 'price_drop' | 'sold_or_reserved' | 'back_in_stock'. */
  kind: string;
  /** The build (tenant data built_at) whose change raised it. */
  build: string;
  /** JSON object: what the message says (AlertDetails). */
  details: string;
  /** Random, unguessable: the one-tap stop link names the alert by it. */
  stop_token: string;
  status: WatchAlertStatus;
  attempts: Generated<number>;
  /** Not before: quiet hours in the dealer's zone push this to 8 am. */
  due_at: string;
  lease_until: string | null;
  last_error: string | null;
  sms_sent_at: string | null;
  /** The address mailed, when the shopper's stored user had one. */
  email_to: string | null;
  email_sent_at: string | null;
  /** Times sent again by hand (leads CLI resend-alert). */
  resends: Generated<number>;
  created_at: string;
}

/** What the shopper's browser told about them: the stored user's e-mail, per phone. */
export interface WatchAccountsTable {
  tenant: string;
  phone: string;
  email: string | null;
  updated_at: string;
}
