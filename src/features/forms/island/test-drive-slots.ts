/** One bookable day of GET /api/test-drive/slots?location=<id>. */
export interface SlotDay {
  date: string;
  label: string;
  slots: { value: string; label: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The days of an answer `{ days: [{ date, label, slots: [{ value, label }] }] }`, days without slots left out. */
export function readSlotDays(body: unknown): SlotDay[] {
  if (!isRecord(body) || !Array.isArray(body['days'])) return [];
  const days: SlotDay[] = [];
  for (const day of body['days'] as unknown[]) {
    if (!isRecord(day) || typeof day['date'] !== 'string' || !Array.isArray(day['slots'])) continue;
    const slots = (day['slots'] as unknown[]).filter(
      (slot): slot is { value: string; label: string } =>
        isRecord(slot) && typeof slot['value'] === 'string' && typeof slot['label'] === 'string',
    );
    if (slots.length === 0) continue;
    const label = typeof day['label'] === 'string' ? day['label'] : day['date'];
    days.push({ date: day['date'], label, slots });
  }
  return days;
}

/** Fetches a location's bookable times; throws when the API cannot answer. */
export async function fetchSlotDays(location: string, signal: AbortSignal): Promise<SlotDay[]> {
  const url = `/api/test-drive/slots?location=${encodeURIComponent(location)}`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Test-drive times answered ${response.status}`);
  return readSlotDays(await response.json());
}
