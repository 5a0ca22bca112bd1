import type { Kysely } from 'kysely';
import { sessionExpiry, sessionStatus } from '../../../lib/auth/index.ts';
import type { Database } from './database.ts';

export interface NewSession {
  tenant: string;
  phone: string;
  /** SHA-256 of the token the cookie carries. */
  tokenHash: string;
}

export interface ActiveSession {
  phone: string;
  expiresAt: Date;
  /** Renewed by this lookup: the cookie should be sent again with the new lifetime. */
  renewed: boolean;
}

/** Starts a session, clearing the phone's expired ones at the same dealer on the way. */
export async function createSession(
  db: Kysely<Database>,
  now: Date,
  session: NewSession,
): Promise<Date> {
  const at = now.toISOString();
  const expiresAt = sessionExpiry(now);
  await db
    .deleteFrom('sessions')
    .where('tenant', '=', session.tenant)
    .where('phone', '=', session.phone)
    .where('expires_at', '<=', at)
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      tenant: session.tenant,
      phone: session.phone,
      created_at: at,
      renewed_at: at,
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return expiresAt;
}

/**
 * The dealer's live session with this token hash, renewed when a day has passed since it last
 * was (30 days sliding). Another dealer's session with the same hash is not found; an expired
 * one is deleted.
 */
export async function findSession(
  db: Kysely<Database>,
  now: Date,
  tenant: string,
  tokenHash: string,
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('tenant', '=', tenant)
    .executeTakeFirst();
  if (!row) return undefined;
  const status = sessionStatus(
    { renewedAt: new Date(row.renewed_at), expiresAt: new Date(row.expires_at) },
    now,
  );
  if (status === 'expired') {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return undefined;
  }
  if (status === 'valid') {
    return { phone: row.phone, expiresAt: new Date(row.expires_at), renewed: false };
  }
  const expiresAt = sessionExpiry(now);
  await db
    .updateTable('sessions')
    .set({ renewed_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
  return { phone: row.phone, expiresAt, renewed: true };
}

/** Ends one session (sign-out). */
export async function endSession(
  db: Kysely<Database>,
  tenant: string,
  tokenHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .where('tenant', '=', tenant)
    .execute();
}

/** Ends every session of a phone at one dealer (sign-out everywhere); how many there were. */
export async function endSessionsOf(
  db: Kysely<Database>,
  tenant: string,
  phone: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('tenant', '=', tenant)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
