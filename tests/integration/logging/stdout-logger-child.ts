/**
 * Logs `--lines` request-sized lines through the platform logger's default destination
 * (standard output), then ends the way `--end` says: `exit` calls process.exit at once (a
 * crash handler or a signal does that), `drain` lets the event loop run out.
 */
import { parseArgs } from 'node:util';
import { createPlatformLogger } from '../../../src/server/api/app/logging.ts';

const { values } = parseArgs({
  options: { lines: { type: 'string' }, end: { type: 'string' } },
  strict: true,
});
const log = createPlatformLogger();
const lines = Number(values.lines);
for (let i = 0; i < lines; i++) {
  log.info({ method: 'GET', path: `/cars/car-${i}`, status: 200, i }, 'request');
}
if (values.end === 'exit') process.exit(0);
