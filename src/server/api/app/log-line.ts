/**
 * A terminal view of the platform's JSON log lines, for `npm start`: one short line a
 * request (`10:42:07 200 GET kestrel-bay-subaru /finance 2.1 ms`), other messages with their
 * level. The JSON (what `npm run api` writes for a log collector) holds the same fields.
 */
import type { DestinationStream } from 'pino';

const LEVELS: Readonly<Record<number, string>> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(Number(entry['time'] ?? Date.now())).toTimeString().slice(0, 8);
  const level = LEVELS[Number(entry['level'])] ?? 'info';
  const err = entry['err'] as { message?: string; stack?: string } | undefined;
  const detail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  if (typeof entry['status'] === 'number' && typeof entry['method'] === 'string') {
    const tenant = typeof entry['tenant'] === 'string' ? entry['tenant'] : '-';
    const fields = [time, entry['status'], entry['method'], tenant, entry['path']];
    return `${fields.join(' ')} ${String(entry['ms'])} ms${detail}\n`;
  }
  return `${time} ${level} ${String(entry['msg'] ?? '')}${detail}\n`;
}

/** A pino destination writing formatted lines to `out` (stdout by default). */
export function terminalLogDestination(
  out: { write(text: string): unknown } = process.stdout,
): DestinationStream {
  return { write: (json: string) => void out.write(formatLogLine(json)) };
}
