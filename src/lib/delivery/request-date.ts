/** Formatters by zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as ISO 8601 local time in a zone with its UTC offset ('2026-03-14T09:05:00+11:00'),
 * as ADF's requestdate asks: the dealer reads the time the shopper wrote in, daylight saving
 * included, and a CRM can still place it exactly.
 */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offsetMinutes = Math.round((wall - wholeSeconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const date = `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`;
  const time = `${pad(part('hour'))}:${pad(part('minute'))}:${pad(part('second'))}`;
  return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
