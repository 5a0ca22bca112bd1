import { mkdirSync } from 'node:fs';
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

export type Engine = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  engine: Engine;
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

function openSqlite(dataDir: string): Connection {
  mkdirSync(dataDir, { recursive: true });
  const database = new BetterSqlite3(sqliteFile(dataDir));
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
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) }),
    engine: 'sqlite',
  };
}

function openPostgres(databaseUrl: string): Connection {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE });
  // An idle pooled connection the server dropped (a restart, a failover) is discarded by the
  // pool and replaced on the next query; without a listener the event would end the process.
  pool.on('error', () => undefined);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    engine: 'postgres',
  };
}

/** PostgreSQL when a database URL is given, else the SQLite file in the data directory. */
export function connect(databaseUrl: string | undefined, dataDir: string): Connection {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
}
