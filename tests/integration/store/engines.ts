/**
 * The two engines the store runs on, for suites that run once per engine: SQLite in a temp
 * directory, and PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth) in a database made
 * fresh for the test file and dropped after it. PostgreSQL is skipped, with the reason
 * printed, when no server answers there. Where the databases are made and dropped is the API
 * bench's own rule (bench-engines.ts), so tests and bench never drift apart.
 * A test file usually wants describeEachEngine (each-engine.ts), which runs these hooks.
 */
import { tmpdir } from 'node:os';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import {
  createBenchDatabase,
  postgresSkipReason,
  type BenchDatabase,
  type EngineName,
} from '../../../src/server/api/bench/bench-engines.ts';
import { openStore, sqliteFile, type Store } from '../../../src/server/api/store/index.ts';

/**
 * Kysely's own bookkeeping: which migrations ran. Every other table is the store's and is
 * emptied by wipe(), so a table a later migration adds is wiped without being listed here.
 */
const isMigrationTable = (name: string) => name.startsWith('kysely_migration');

export interface StoreEngine {
  name: 'SQLite' | 'PostgreSQL';
  /** Why this engine cannot run here, or null. */
  skipReason: string | null;
  /** Where a store (or a child process) finds this engine's database; valid after setUp. */
  location(): { databaseUrl?: string; dataDir: string };
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  open(clock?: () => Date): Promise<Store>;
  /** Empties every table, so each test starts from nothing. */
  wipe(): Promise<void>;
  /** Rows of a plain SQL query, straight from the engine (no store code in between). */
  rows(statement: string): Promise<Record<string, unknown>[]>;
}

/** How one engine empties its tables and answers a plain query, given its database. */
interface EngineAccess {
  wipe(database: BenchDatabase): Promise<void>;
  rows(database: BenchDatabase, statement: string): Promise<Record<string, unknown>[]>;
}

const SQLITE: EngineAccess = {
  async wipe({ dataDir }) {
    const database = new BetterSqlite3(sqliteFile(dataDir));
    try {
      const present = database
        .prepare("select name from sqlite_master where type = 'table'")
        .all() as { name: string }[];
      const tables = present
        .map((row) => row.name)
        .filter((name) => !isMigrationTable(name) && !name.startsWith('sqlite_'));
      // Foreign keys are off while emptying, so the order of the tables does not matter.
      database.pragma('foreign_keys = OFF');
      for (const table of tables) database.exec(`delete from "${table}"`);
    } finally {
      database.close();
    }
  },
  async rows({ dataDir }, statement) {
    const database = new BetterSqlite3(sqliteFile(dataDir), { readonly: true });
    try {
      return database.prepare(statement).all() as Record<string, unknown>[];
    } finally {
      database.close();
    }
  },
};

async function onDatabase<T>(
  { databaseUrl }: BenchDatabase,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const POSTGRES: EngineAccess = {
  wipe: (database) =>
    onDatabase(database, async (client) => {
      const { rows } = await client.query<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public'",
      );
      const tables = rows.map((row) => row.tablename).filter((name) => !isMigrationTable(name));
      // Before the first open there are no tables to empty.
      if (tables.length > 0) {
        await client.query(`truncate ${tables.map((name) => `"${name}"`).join(', ')}`);
      }
    }),
  rows: (database, statement) =>
    onDatabase(
      database,
      async (client) => (await client.query<Record<string, unknown>>(statement)).rows,
    ),
};

function storeEngine(engine: EngineName, skipReason: string | null): StoreEngine {
  const access = engine === 'sqlite' ? SQLITE : POSTGRES;
  const name = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  let database: BenchDatabase | undefined;
  const current = (): BenchDatabase => {
    if (!database) throw new Error(`The ${name} test engine is used before its setUp()`);
    return database;
  };
  const location = () => {
    const { dataDir, databaseUrl } = current();
    return databaseUrl ? { dataDir, databaseUrl } : { dataDir };
  };
  return {
    name,
    skipReason,
    location,
    async setUp() {
      database = await createBenchDatabase(tmpdir(), engine);
    },
    async tearDown() {
      await database?.drop();
      database = undefined;
    },
    open: (clock) => openStore({ ...location(), ...(clock ? { clock } : {}) }),
    wipe: () => access.wipe(current()),
    rows: (statement) => access.rows(current(), statement),
  };
}

/** Both engines; PostgreSQL carries a skip reason when the server is not there. */
export async function storeEngines(): Promise<StoreEngine[]> {
  const reason = await postgresSkipReason();
  if (reason) console.warn(`Skipping the PostgreSQL runs: ${reason}`);
  return [storeEngine('sqlite', null), storeEngine('postgres', reason)];
}

/** SQLite alone, for a file whose subject is not the store (no PostgreSQL check either). */
export function sqliteEngine(): StoreEngine {
  return storeEngine('sqlite', null);
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2025-03-01T00:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export type ManualClock = ReturnType<typeof manualClock>;
