/**
 * Where a bench run keeps its leads: SQLite in a fresh data directory, or PostgreSQL on
 * 127.0.0.1:5432 (user postgres, trust auth, as the integration tests use) in a database made
 * for the run and dropped after it. PostgreSQL is skipped, with the reason, when no server
 * answers there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export type EngineName = 'sqlite' | 'postgres';

export const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';

export interface BenchDatabase {
  engine: EngineName;
  /** Holds the SQLite file (unless PostgreSQL) and the local e-mail outbox. */
  dataDir: string;
  databaseUrl?: string;
  /** Drops the database and removes the data directory. */
  drop(): Promise<void>;
}

/** Why PostgreSQL cannot be used here, or null when it can. */
export async function postgresSkipReason(server = POSTGRES_SERVER): Promise<string | null> {
  const client = new pg.Client({
    connectionString: `${server}/postgres`,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `PostgreSQL not reachable at ${new URL(server).host} (${reason})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty store location for one scenario on one engine, under `root`. */
export async function createBenchDatabase(
  root: string,
  engine: EngineName,
  server = POSTGRES_SERVER,
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(root, `data-${engine}-`));
  if (engine === 'sqlite') {
    return { engine, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `forecourt_bench_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database ${name}`);
  return {
    engine,
    dataDir,
    databaseUrl: `${server}/${name}`,
    async drop() {
      await onServer(server, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
