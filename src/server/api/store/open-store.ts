import { Migrator } from 'kysely/migration';
import { acceptLead } from './accept-lead.ts';
import { purgeExpiredAccounts } from './account-purge.ts';
import { connect, type Engine } from './connect.ts';
import { migrationProvider } from './migrations/index.ts';
import {
  claimDueJobs,
  deadLetter,
  disableEndpoint,
  markDelivered,
  retryJobs,
  scheduleRetry,
} from './outbox-jobs.ts';
import { countEvents, recordEvent, type TrackedEvent } from './events.ts';
import { getLead, jobsForLeads, listLeads, listTenants } from './read-leads.ts';
import {
  createSession,
  endSession,
  endSessionsOf,
  findSession,
  type ActiveSession,
  type NewSession,
} from './sessions.ts';
import {
  checkSignInCode,
  issueSignInCode,
  type CheckCodeInput,
  type CheckCodeResult,
  type IssueCodeInput,
  type IssueCodeResult,
} from './sign-in-codes.ts';
import { testDriveBookings } from './test-drive-bookings.ts';
import { reservationStore, type ReservationStore } from './reservations.ts';
import { watchAlertStore, type WatchAlertStore } from './watch-alerts.ts';
import {
  listWatchedCars,
  removeWatchedCar,
  saveWatchedCar,
  type WatchedCarInput,
  type WatchedEntry,
} from './watchlist.ts';
import type {
  AcceptLeadInput,
  AcceptLeadResult,
  ClaimOptions,
  ClaimedJob,
  DeliveryJob,
  ListLeadsOptions,
  RetrySelector,
  StoredLead,
} from './types.ts';

export interface OpenStoreOptions {
  /** A PostgreSQL URL (postgres://…); without one, SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Holds forecourt.sqlite (created with the directory when missing). */
  dataDir: string;
  /** The time stamped on rows; tests pass a fixed one. */
  clock?: () => Date;
}

/**
 * The platform's durable store: leads, their outbox of delivery jobs, Idempotency-Keys, and
 * shoppers' sign-in codes, sessions and watchlists.
 */
export interface Store {
  readonly engine: Engine;
  acceptLead(input: AcceptLeadInput): Promise<AcceptLeadResult>;
  getLead(id: string, tenant?: string): Promise<StoredLead | undefined>;
  listLeads(tenant: string, options?: ListLeadsOptions): Promise<StoredLead[]>;
  listTenants(): Promise<string[]>;
  jobsForLead(leadId: string): Promise<DeliveryJob[]>;
  jobsForLeads(leadIds: readonly string[]): Promise<DeliveryJob[]>;
  claimDueJobs(options: ClaimOptions): Promise<ClaimedJob[]>;
  markDelivered(jobId: string): Promise<void>;
  scheduleRetry(jobId: string, nextAttemptAt: Date, error: string): Promise<void>;
  deadLetter(jobId: string, error: string): Promise<void>;
  disableEndpoint(tenant: string, destinationKey: string, reason: string): Promise<void>;
  retryJobs(selector: RetrySelector): Promise<DeliveryJob[]>;
  /** Local date-times of the test drives booked at a location (by id), one lead left out. */
  testDriveBookings(tenant: string, location: string, exceptLeadId?: string): Promise<string[]>;
  recordEvent(event: TrackedEvent): Promise<void>;
  countEvents(tenant: string, since: Date): Promise<Record<string, number>>;
  /** A sign-in code for a number, unless its sends for the window are used up. */
  issueSignInCode(input: IssueCodeInput): Promise<IssueCodeResult>;
  /** One check of a typed code against the number's current code. */
  checkSignInCode(input: CheckCodeInput): Promise<CheckCodeResult>;
  /** Starts a session; answers when it expires. */
  createSession(session: NewSession): Promise<Date>;
  /** The tenant's live session with this token hash (renewed when due), if any. */
  findSession(tenant: string, tokenHash: string): Promise<ActiveSession | undefined>;
  endSession(tenant: string, tokenHash: string): Promise<void>;
  /** Ends every session of a phone at one dealer; how many there were. */
  endSessionsOf(tenant: string, phone: string): Promise<number>;
  /** Saves a car to a watchlist (again: keeps its saved_at); answers saved_at. */
  saveWatchedCar(input: WatchedCarInput): Promise<string>;
  removeWatchedCar(tenant: string, phone: string, carId: number): Promise<boolean>;
  listWatchedCars(tenant: string, phone: string): Promise<WatchedEntry[]>;
  /** Deletes expired sessions and sign-in codes no rule reads any more. */
  purgeExpiredAccounts(): Promise<{ sessions: number; codes: number }>;
  /** Watch alerts: builds' changes recorded once, the alerts worker's queue, stop links. */
  readonly watchAlerts: WatchAlertStore;
  /** Deposits paid or being paid to hold a car (the reserve flow). */
  readonly reservations: ReservationStore;
  close(): Promise<void>;
}

/** Opens the store and brings its schema up to date (every migration not yet run). */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const connection = connect(options.databaseUrl, options.dataDir);
  const { db } = connection;
  const clock = options.clock ?? (() => new Date());
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    if (error) throw error;
  } catch (error) {
    await connection.close();
    // The URL is left out of the message: it may carry a password.
    const where = connection.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : options.dataDir;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not open the lead store in ${where}: ${reason}`, { cause: error });
  }
  return {
    engine: connection.engine,
    acceptLead: (input) => acceptLead(db, clock(), input),
    getLead: (id, tenant) => getLead(db, id, tenant),
    listLeads: (tenant, listOptions) => listLeads(db, tenant, listOptions),
    listTenants: () => listTenants(db),
    jobsForLead: (leadId) => jobsForLeads(db, [leadId]),
    jobsForLeads: (leadIds) => jobsForLeads(db, leadIds),
    claimDueJobs: (claim) => claimDueJobs(connection, claim),
    markDelivered: (jobId) => markDelivered(db, jobId, clock()),
    scheduleRetry: (jobId, at, error) => scheduleRetry(db, jobId, at, error),
    deadLetter: (jobId, error) => deadLetter(db, jobId, error),
    disableEndpoint: (tenant, key, reason) => disableEndpoint(db, tenant, key, reason, clock()),
    retryJobs: (selector) => retryJobs(db, selector, clock()),
    testDriveBookings: (tenant, location, exceptLeadId) =>
      testDriveBookings(db, clock(), tenant, location, exceptLeadId),
    recordEvent: (event) => recordEvent(db, clock(), event),
    countEvents: (tenant, since) => countEvents(db, tenant, since),
    issueSignInCode: (input) => issueSignInCode(connection, clock(), input),
    checkSignInCode: (input) => checkSignInCode(db, clock(), input),
    createSession: (session) => createSession(db, clock(), session),
    findSession: (tenant, tokenHash) => findSession(db, clock(), tenant, tokenHash),
    endSession: (tenant, tokenHash) => endSession(db, tenant, tokenHash),
    endSessionsOf: (tenant, phone) => endSessionsOf(db, tenant, phone),
    saveWatchedCar: (input) => saveWatchedCar(db, clock(), input),
    removeWatchedCar: (tenant, phone, carId) => removeWatchedCar(db, tenant, phone, carId),
    listWatchedCars: (tenant, phone) => listWatchedCars(db, tenant, phone),
    purgeExpiredAccounts: () => purgeExpiredAccounts(db, clock()),
    watchAlerts: watchAlertStore(connection, clock),
    reservations: reservationStore(connection, clock),
    close: () => connection.close(),
  };
}
