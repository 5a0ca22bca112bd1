/**
 * Watch alerts in the store, bound to a connection and clock as Store.watchAlerts. By concern:
 * the changes a new build raises (watch-alert-changes.ts, with the "once per change" rule), the
 * alerts worker's claims and outcomes (watch-alert-queue.ts), the shopper's switches, e-mail
 * and one-tap stop (watch-alert-shopper.ts), and the leads CLI's list and resend
 * (watch-alert-operator.ts); the shapes they share are in watch-alert-types.ts.
 */
import type { AlertSwitches } from '../../../lib/watchlist/alert-diff.ts';
import type { Connection } from './connect.ts';
import { recordBuildChanges } from './watch-alert-changes.ts';
import { getAlert, listAlerts, resendAlert } from './watch-alert-operator.ts';
import { claimDueAlerts, recordAlertAttempt } from './watch-alert-queue.ts';
import {
  accountEmail,
  alertByStopToken,
  setAccountEmail,
  setAlertSwitches,
  stopAlertsByToken,
} from './watch-alert-shopper.ts';
import type {
  AlertAttempt,
  BuildStock,
  ClaimedAlert,
  ListAlertsOptions,
  WatchAlert,
} from './watch-alert-types.ts';

/** The store's alert calls, bound to a connection and clock (Store.watchAlerts). */
export interface WatchAlertStore {
  /** `now` (default the store's clock) stamps the alerts and starts their quiet hours. */
  recordBuildChanges(stock: BuildStock, options?: { phone?: string; now?: Date }): Promise<number>;
  claimDueAlerts(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedAlert[]>;
  recordAlertAttempt(alertId: string, attempt: AlertAttempt): Promise<void>;
  listAlerts(tenant: string, options?: ListAlertsOptions): Promise<WatchAlert[]>;
  getAlert(id: string): Promise<WatchAlert | undefined>;
  resendAlert(id: string): Promise<WatchAlert | undefined>;
  setAlertSwitches(
    tenant: string,
    phone: string,
    carId: number,
    switches: AlertSwitches,
  ): Promise<boolean>;
  setAccountEmail(tenant: string, phone: string, email: string | null): Promise<void>;
  accountEmail(tenant: string, phone: string): Promise<string | null>;
  alertByStopToken(tenant: string, token: string): Promise<WatchAlert | undefined>;
  stopAlertsByToken(tenant: string, token: string): Promise<WatchAlert | undefined>;
}

export function watchAlertStore(connection: Connection, clock: () => Date): WatchAlertStore {
  const { db } = connection;
  return {
    recordBuildChanges: (stock, options) =>
      recordBuildChanges(connection, options?.now ?? clock(), stock, options?.phone),
    claimDueAlerts: (options) => claimDueAlerts(connection, options),
    recordAlertAttempt: (id, attempt) => recordAlertAttempt(db, id, attempt),
    listAlerts: (tenant, options) => listAlerts(db, tenant, options),
    getAlert: (id) => getAlert(db, id),
    resendAlert: (id) => resendAlert(db, clock(), id),
    setAlertSwitches: (tenant, phone, carId, switches) =>
      setAlertSwitches(db, tenant, phone, carId, switches),
    setAccountEmail: (tenant, phone, email) => setAccountEmail(db, clock(), tenant, phone, email),
    accountEmail: (tenant, phone) => accountEmail(db, tenant, phone),
    alertByStopToken: (tenant, token) => alertByStopToken(db, tenant, token),
    stopAlertsByToken: (tenant, token) => stopAlertsByToken(db, tenant, token),
  };
}
