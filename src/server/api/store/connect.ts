import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { sqliteFile } from './paths.ts';
import { keepPreparedStatements } from './sqlite-statements.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  engine: Engine;
  /** Ends this holder's use; the database closes when its last holder is done. */
  close(): Promise<void>;
}

/** How long a SQLite writer waits for another process's write (the CLI beside the server). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** Connections per process on PostgreSQL; the API's writes are short transactions. */
const POSTGRES_POOL_SIZE = 10;

/**
 * SQLite transactions that take the write lock when they begin. A deferred transaction that
 * reads and then writes fails at once with SQLITE_BUSY when another process wrote in between
 * (its snapshot is stale; no busy timeout helps), and every transaction here writes.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * The SQLite files open in this process, each shared by every store opened on it. Two
 * connections to one file in one process would deadlock: better-sqlite3 waits for a lock
 * synchronously, so the event loop could never let the other connection's transaction finish.
 * One connection serialises the transactions instead (Kysely holds it for each one).
 */
const openSqliteFiles = new Map<string, { db: Kysely<Database>; holders: number }>();

function openSqlite(dataDir: string): Connection {
  const file = path.resolve(sqliteFile(dataDir));
  const shared = openSqliteFiles.get(file) ?? { db: createSqlite(file), holders: 0 };
  openSqliteFiles.set(file, shared);
  shared.holders++;
  let closed = false;
  return {
    db: shared.db,
    engine: 'sqlite',
    async close() {
      if (closed) return;
      closed = true;
      if (--shared.holders > 0) return;
      openSqliteFiles.delete(file);
      await shared.db.destroy();
    },
  };
}

function createSqlite(file: string): Kysely<Database> {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  // WAL lets readers (the CLI) run beside the writer. With NORMAL a commit is in the WAL file
  // when it returns, so an acknowledged lead survives the process being killed at any moment;
  // only an operating-system crash or power cut could lose the last commits before the next
  // checkpoint syncs them. FULL would fsync every commit: ~5 ms each on this machine kind, on
  // the event loop (better-sqlite3 is synchronous), capping the API near 200 leads a second.
  // Deployments that need power-cut durability run PostgreSQL.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: keepPreparedStatements(database) }),
  });
}

function openPostgres(databaseUrl: string): Connection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE });
  // An idle pooled connection the server dropped (a restart, a failover) is discarded by the
  // pool and replaced on the next query; without a listener the event would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/** PostgreSQL when a database URL is given, else the SQLite file in the data directory. */
export function connect(databaseUrl: string | undefined, dataDir: string): Connection {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
}
