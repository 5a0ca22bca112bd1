import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR, openStore, sqliteFile, type Store } from '../store/index.ts';
import { CliError, EXIT_FAILURE, type CliIo } from './cli-io.ts';

/**
 * The store the server writes: PostgreSQL when DATABASE_URL is set, else the SQLite file in
 * the data directory (--data-dir, else FORECOURT_DATA_DIR as the server reads it, else .data/). A missing SQLite file is reported rather than created empty, since it
 * almost always means the wrong directory.
 */
export async function openCliStore(io: CliIo, dataDirOption: string | undefined): Promise<Store> {
  const databaseUrl = io.env['DATABASE_URL'] || undefined;
  const chosen = dataDirOption ?? io.env['FORECOURT_DATA_DIR'];
  const dataDir = chosen ? path.resolve(io.cwd, chosen) : DEFAULT_DATA_DIR;
  if (!databaseUrl && !existsSync(sqliteFile(dataDir))) {
    throw new CliError(
      `No leads are stored in ${dataDir} yet (${sqliteFile(dataDir)} does not exist).\n` +
        'The server creates it with its first lead; set DATABASE_URL to read PostgreSQL instead.',
      EXIT_FAILURE,
    );
  }
  try {
    return await openStore({ databaseUrl, dataDir });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), EXIT_FAILURE);
  }
}
