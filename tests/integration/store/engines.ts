/**
 * The two engines the store runs on, for suites that run once per engine: SQLite in a temp
 * directory, and PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth) in a database made
 * fresh for the test file and dropped after it. PostgreSQL is skipped, with the reason
 * printed, when no server answers there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { openStore, sqliteFile, type Store } from '../../../src/server/api/store/index.ts';

const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';
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

async function postgresSkipReason(): Promise<string | null> {
  const client = new pg.Client({
    connectionString: `${POSTGRES_SERVER}/postgres`,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL not reachable at 127.0.0.1:5432 (${String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function sqliteEngine(): StoreEngine {
  let dataDir = '';
  return {
    name: 'SQLite',
    skipReason: null,
    location: () => ({ dataDir }),
    async setUp() {
      dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-store-'));
    },
    async tearDown() {
      await rm(dataDir, { recursive: true, force: true });
    },
    open: (clock) => openStore({ dataDir, ...(clock ? { clock } : {}) }),
    async wipe() {
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
    async rows(statement) {
      const database = new BetterSqlite3(sqliteFile(dataDir), { readonly: true });
      try {
        return database.prepare(statement).all() as Record<string, unknown>[];
      } finally {
        database.close();
      }
    },
  };
}

function postgresEngine(skipReason: string | null): StoreEngine {
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = `${POSTGRES_SERVER}/${name}`;
  let dataDir = '';
  return {
    name: 'PostgreSQL',
    skipReason,
    location: () => ({ databaseUrl, dataDir }),
    async setUp() {
      dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-store-pg-'));
      await onServer(`create database ${name}`);
    },
    async tearDown() {
      await onServer(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
    open: (clock) => openStore({ databaseUrl, dataDir, ...(clock ? { clock } : {}) }),
    async wipe() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ tablename: string }>(
          "select tablename from pg_tables where schemaname = 'public'",
        );
        const tables = rows.map((row) => row.tablename).filter((name) => !isMigrationTable(name));
        // Before the first open there are no tables to empty.
        if (tables.length > 0) {
          await client.query(`truncate ${tables.map((name) => `"${name}"`).join(', ')}`);
        }
      } finally {
        await client.end();
      }
    },
    async rows(statement) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(statement)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** Both engines; PostgreSQL carries a skip reason when the server is not there. */
export async function storeEngines(): Promise<StoreEngine[]> {
  const reason = await postgresSkipReason();
  if (reason) console.warn(`Skipping the PostgreSQL runs: ${reason}`);
  return [sqliteEngine(), postgresEngine(reason)];
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
