/** Minutes after midnight for a 24-hour "HH:MM" time. */
export function toMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * 12-hour display: "07:30" → "7:30am", "16:30" → "4:30pm", "08:00" → "8:00am".
 * Noon and midnight on the hour read "12pm" / "12am": "12:00pm" looks like a typo to shoppers.
 */
export function formatClock(time: string): string {
  const minutes = toMinutes(time);
  const h24 = Math.floor(minutes / 60);
  const min = minutes % 60;
  const suffix = h24 < 12 ? 'am' : 'pm';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  if (h12 === 12 && min === 0) return `12${suffix}`;
  return `${h12}:${String(min).padStart(2, '0')}${suffix}`;
}

/** "08:00"–"17:30" → "8:00am - 5:30pm". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatClock(start)} - ${formatClock(end)}`;
}
