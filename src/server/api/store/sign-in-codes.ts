import { sql, type Kysely } from 'kysely';
import {
  codeCheck,
  codeExpiry,
  MAX_CODE_CHECKS,
  SEND_WINDOW_MS,
  sendAllowance,
} from '../../../lib/auth/index.ts';
import type { Connection } from './connect.ts';
import type { Database } from './database.ts';
import { newSignInCodeId } from './ids.ts';

/** Codes older than this matter to no rule (the send window is ten minutes): they are purged. */
export const KEEP_CODES_MS = 86_400_000;

export interface IssueCodeInput {
  tenant: string;
  /** E.164. */
  phone: string;
  /** HMAC-SHA-256 of the code under `salt`. */
  codeDigest: string;
  salt: string;
}

export type IssueCodeResult =
  | { kind: 'issued'; expiresAt: Date }
  /** The number had its codes for this window; `retryAfterSeconds` until one more fits. */
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Records a code for a number unless the number has had its sends for the window; a new code
 * replaces the number's earlier ones. Counting and inserting happen in one transaction (on
 * PostgreSQL under a lock per number), so two requests at once can never both take the last
 * send.
 */
export async function issueSignInCode(
  connection: Connection,
  now: Date,
  input: IssueCodeInput,
): Promise<IssueCodeResult> {
  return connection.db.transaction().execute(async (trx) => {
    if (connection.engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`sign-in ${input.tenant} ${input.phone}`}))`.execute(
        trx,
      );
    }
    const own = trx
      .selectFrom('sign_in_codes')
      .where('tenant', '=', input.tenant)
      .where('phone', '=', input.phone);
    const recent = await own
      .select('created_at')
      .where('created_at', '>', new Date(now.getTime() - SEND_WINDOW_MS).toISOString())
      .execute();
    const allowance = sendAllowance(
      recent.map((row) => new Date(row.created_at)),
      now,
    );
    if (!allowance.allowed) {
      return { kind: 'limited', retryAfterSeconds: allowance.retryAfterSeconds } as const;
    }
    await trx
      .deleteFrom('sign_in_codes')
      .where('tenant', '=', input.tenant)
      .where('phone', '=', input.phone)
      .where('created_at', '<', new Date(now.getTime() - KEEP_CODES_MS).toISOString())
      .execute();
    await trx
      .updateTable('sign_in_codes')
      .set({ status: 'replaced' })
      .where('tenant', '=', input.tenant)
      .where('phone', '=', input.phone)
      .where('status', 'in', ['live', 'dead'])
      .execute();
    const expiresAt = codeExpiry(now);
    await trx
      .insertInto('sign_in_codes')
      .values({
        id: newSignInCodeId(),
        tenant: input.tenant,
        phone: input.phone,
        code_digest: input.codeDigest,
        salt: input.salt,
        status: 'live',
        checks: 0,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .execute();
    return { kind: 'issued', expiresAt } as const;
  });
}

export interface CheckCodeInput {
  tenant: string;
  phone: string;
  /** Whether the typed code matches a stored digest and salt (constant time). */
  matches(codeDigest: string, salt: string): boolean;
}

/**
 * `accepted`: the code was right, and is used up; `wrong`: wrong, expired, replaced or never
 * sent (indistinguishable to the caller on purpose); `exhausted`: the code had its checks.
 */
export type CheckCodeResult = 'accepted' | 'wrong' | 'exhausted';

/**
 * Checks a typed code against the number's current code. The check is counted before the
 * comparison, by an update that only succeeds while checks remain, so parallel guesses
 * cannot exceed the limit; the code that takes its last check wrongly dies.
 */
export async function checkSignInCode(
  db: Kysely<Database>,
  now: Date,
  input: CheckCodeInput,
): Promise<CheckCodeResult> {
  return db.transaction().execute(async (trx) => {
    const code = await trx
      .selectFrom('sign_in_codes')
      .selectAll()
      .where('tenant', '=', input.tenant)
      .where('phone', '=', input.phone)
      .where('status', 'in', ['live', 'dead'])
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const state = codeCheck(
      code && { status: code.status, checks: code.checks, expiresAt: new Date(code.expires_at) },
      now,
    );
    if (!code || state === 'none') return 'wrong';
    if (state === 'exhausted') return 'exhausted';
    const counted = await trx
      .updateTable('sign_in_codes')
      .set((eb) => ({ checks: eb('checks', '+', 1) }))
      .where('id', '=', code.id)
      .where('status', '=', 'live')
      .where('checks', '<', MAX_CODE_CHECKS)
      .executeTakeFirst();
    if (counted.numUpdatedRows === 0n) return 'exhausted';
    if (input.matches(code.code_digest, code.salt)) {
      const used = await trx
        .updateTable('sign_in_codes')
        .set({ status: 'used' })
        .where('id', '=', code.id)
        .where('status', '=', 'live')
        .executeTakeFirst();
      return used.numUpdatedRows === 1n ? 'accepted' : 'wrong';
    }
    if (code.checks + 1 >= MAX_CODE_CHECKS) {
      await trx
        .updateTable('sign_in_codes')
        .set({ status: 'dead' })
        .where('id', '=', code.id)
        .where('status', '=', 'live')
        .execute();
    }
    return 'wrong';
  });
}
