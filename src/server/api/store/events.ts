import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { newEventId } from './ids.ts';

export interface TrackedEvent {
  tenant: string;
  event: string;
  eventId: number | null;
  path: string;
  details: Readonly<Record<string, string | number | boolean | null>>;
}

export async function recordEvent(
  db: Kysely<Database>,
  at: Date,
  event: TrackedEvent,
): Promise<void> {
  await db
    .insertInto('events')
    .values({
      id: newEventId(),
      tenant: event.tenant,
      event: event.event,
      event_id: event.eventId,
      path: event.path,
      details: JSON.stringify(event.details),
      created_at: at.toISOString(),
    })
    .execute();
}

/** How many of each event a tenant's sites sent since a moment: the dealer's report. */
export async function countEvents(
  db: Kysely<Database>,
  tenant: string,
  since: Date,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('events')
    .select(['event', db.fn.countAll<number | string>().as('count')])
    .where('tenant', '=', tenant)
    .where('created_at', '>=', since.toISOString())
    .groupBy('event')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.event, Number(row.count)]));
}
