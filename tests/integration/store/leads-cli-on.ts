/**
 * `npm run leads …` through its exported main function, pointed at a test engine's database
 * the way an operator points it: SQLite by --data-dir, PostgreSQL by DATABASE_URL.
 */
import { runLeadsCli } from '../../../src/server/api/leads-cli/index.ts';
import type { StoreEngine } from './engines.ts';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function leadsCliOn(
  engine: StoreEngine,
  argv: readonly string[],
  cwd = process.cwd(),
): Promise<CliRun> {
  let out = '';
  let err = '';
  const { databaseUrl, dataDir } = engine.location();
  const code = await runLeadsCli(databaseUrl ? [...argv] : [...argv, `--data-dir=${dataDir}`], {
    out: (text) => (out += text),
    err: (text) => (err += text),
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    cwd,
  });
  return { code, out, err };
}
