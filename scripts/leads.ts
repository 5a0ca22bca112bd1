// npm run leads -- <list|show|retry|export> …   (npm run leads -- --help for the whole usage)
// Lists, shows, retries and exports a dealer's leads from the platform's store: PostgreSQL when
// DATABASE_URL is set, else the SQLite file in .data/ that npm start writes.
import { runLeadsCli } from '../src/server/api/leads-cli/index.ts';

process.exitCode = await runLeadsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.env['INIT_CWD'] ?? process.cwd(),
});
