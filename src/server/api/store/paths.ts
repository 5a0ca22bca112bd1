import path from 'node:path';
import { PROJECT_ROOT } from '../../build/paths.ts';

/**
 * Where the platform keeps its data when nothing else is configured: `.data/` under the
 * project root, shared by `npm start`, `npm run api` and `npm run leads` so they all see the
 * same leads.
 */
export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, '.data');

/** The SQLite database file's name inside the data directory. */
export const SQLITE_FILE_NAME = 'forecourt.sqlite';

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE_NAME);
}
