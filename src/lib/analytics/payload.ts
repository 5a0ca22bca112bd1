import { eventName, eventNumber, type TrackEvent } from './events.ts';

/** Event details: flat JSON values only, so every transport (beacon, dataLayer) carries them as-is. */
export type TrackValue = string | number | boolean | null;
export type TrackPayload = Readonly<Record<string, TrackValue | undefined>>;

/** What is posted to /api/track and pushed to `dataLayer`. */
export interface TrackingBody {
  event: string;
  event_id: number | null;
  /** The page the event happened on (the server knows the dealer from the host). */
  path: string;
  [detail: string]: TrackValue;
}

const RESERVED = new Set(['event', 'event_id', 'path']);

/**
 * The body for one event. The event's own fields win over payload keys of the same name, and
 * undefined or non-finite values are left out (JSON would turn NaN into null silently).
 */
export function trackingBody(
  event: TrackEvent,
  payload: TrackPayload,
  context: { path: string },
): TrackingBody {
  const body: TrackingBody = {
    event: eventName(event),
    event_id: eventNumber(event),
    path: context.path,
  };
  for (const [key, value] of Object.entries(payload)) {
    if (RESERVED.has(key) || value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    body[key] = value;
  }
  return body;
}
