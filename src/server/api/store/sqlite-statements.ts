import type { SqliteDatabase } from 'kysely';

/** Statements kept per connection; past it the least recently used is dropped. */
export const KEPT_STATEMENTS = 256;

/** What the cache needs of a better-sqlite3 database and its statements. */
interface PreparingDatabase {
  close(): void;
  prepare(sql: string): ReturnType<SqliteDatabase['prepare']> & { readonly busy: boolean };
}

/**
 * The database as Kysely's SQLite dialect sees it, with each statement prepared once and kept
 * by its SQL text. Kysely prepares every query it runs, and under the lead API's load
 * preparing was 9 % of the process's CPU (bench:api, a CPU profile of 6,000 leads). The SQL
 * text is all a statement depends on: parameters are bound per run. A statement still being
 * iterated (a streamed query) is busy and cannot run again, so that caller gets a fresh one.
 */
export function keepPreparedStatements(
  database: PreparingDatabase,
  limit = KEPT_STATEMENTS,
): SqliteDatabase {
  const kept = new Map<string, ReturnType<PreparingDatabase['prepare']>>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Map order is insertion order: move it to the end, the most recently used.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = database.prepare(sql);
      if (statement) return prepared;
      kept.set(sql, prepared);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return prepared;
    },
  };
}
