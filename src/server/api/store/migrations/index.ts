import type { Migration, MigrationProvider } from 'kysely/migration';
import * as leads from './0001-leads.ts';
import * as events from './0002-events.ts';
import * as accounts from './0003-accounts.ts';
import * as watchAlerts from './0004-watch-alerts.ts';
import * as reservations from './0005-reservations.ts';
import * as lateDeposits from './0006-late-deposits.ts';

/**
 * Every migration, in order. Names sort in the order they run (Kysely checks), and a name,
 * once released, never changes: the database records which ones it has run. A later feature
 * adds its tables as the next numbered module here.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-leads': leads,
  '0002-events': events,
  '0003-accounts': accounts,
  '0004-watch-alerts': watchAlerts,
  '0005-reservations': reservations,
  '0006-late-deposits': lateDeposits,
};

/** Static, so bundling or moving the code never loses a migration the way a folder scan could. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
