/**
 * Whether a query failed on a unique or primary-key constraint, on either engine: PostgreSQL
 * reports SQLSTATE 23505, better-sqlite3 SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
