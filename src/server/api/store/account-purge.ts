import type { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { KEEP_CODES_MS } from './sign-in-codes.ts';

/**
 * Deletes what can never be used again: sessions past their expiry and sign-in codes past
 * the age any rule reads. Each sign-in tidies its own number's rows; this catches numbers
 * that never come back (codes asked for by someone trying numbers). Answers how many of each.
 */
export async function purgeExpiredAccounts(
  db: Kysely<Database>,
  now: Date,
): Promise<{ sessions: number; codes: number }> {
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('sign_in_codes')
    .where('created_at', '<', new Date(now.getTime() - KEEP_CODES_MS).toISOString())
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), codes: Number(codes.numDeletedRows) };
}
