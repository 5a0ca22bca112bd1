export { openStore, type OpenStoreOptions, type Store } from './open-store.ts';
export { DEFAULT_DATA_DIR, SQLITE_FILE_NAME, sqliteFile } from './paths.ts';
export type { Engine } from './connect.ts';
export type * from './types.ts';
export type { TrackedEvent } from './events.ts';
export type { ActiveSession, NewSession } from './sessions.ts';
export type {
  CheckCodeInput,
  CheckCodeResult,
  IssueCodeInput,
  IssueCodeResult,
} from './sign-in-codes.ts';
export type { WatchAlerts, WatchedCarInput, WatchedEntry } from './watchlist.ts';
export type {
  AlertAttempt,
  AlertDetails,
  BuildStock,
  ClaimedAlert,
  ListAlertsOptions,
  WatchAlert,
  WatchAlertStatus,
} from './watch-alert-types.ts';
export type { WatchAlertStore } from './watch-alerts.ts';
export { WATCH_ALERT_STATUSES } from './watch-alert-tables.ts';
export type {
  NewReservation,
  Reservation,
  ReservationProvider,
  ReservationStore,
  StartReservationResult,
  TransitionResult,
} from './reservations.ts';
