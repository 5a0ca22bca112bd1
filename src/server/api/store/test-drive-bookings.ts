import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/**
 * Slots are offered at most this many days ahead (src/lib/test-drive), so a booking that can
 * still take one was made within it; older test-drive leads need not be read.
 */
const BOOKING_HORIZON_DAYS = 30;

/**
 * The test drives booked at a location: the `dateTime` (local "YYYY-MM-DDTHH:MM") of each
 * completed test-drive lead that chose it, optionally leaving one lead out (a step form
 * re-sending its own booking must not find its slot taken by itself).
 */
export async function testDriveBookings(
  db: Kysely<Database>,
  now: Date,
  tenant: string,
  location: string,
  exceptLeadId?: string,
): Promise<string[]> {
  const since = new Date(now.getTime() - BOOKING_HORIZON_DAYS * 86_400_000).toISOString();
  let query = db
    .selectFrom('leads')
    .select(['id', 'fields'])
    .where('tenant', '=', tenant)
    .where('form', '=', 'test-drive')
    .where('status', '=', 'complete')
    .where('created_at', '>=', since);
  if (exceptLeadId) query = query.where('id', '!=', exceptLeadId);
  const bookings: string[] = [];
  for (const row of await query.execute()) {
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    if (String(fields['location']) === location && typeof fields['dateTime'] === 'string') {
      bookings.push(fields['dateTime']);
    }
  }
  return bookings;
}
