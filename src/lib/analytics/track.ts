import { isTrackEvent, type TrackEvent } from './events.ts';
import { trackingBody, type TrackPayload } from './payload.ts';
import { beaconTransport, type Transport, type TransportGlobals } from './transport.ts';

export type Tracker = (event: TrackEvent, payload?: TrackPayload) => boolean;

export interface TrackerOptions {
  transport: Transport;
  /** The current page's path; '' when unknown. */
  path?: () => string;
}

/**
 * A `track(event, payload)` function. It never throws: tracking must not break the action
 * that fired it (saving a car, submitting a form). Unknown event ids are dropped.
 */
export function createTracker(options: TrackerOptions): Tracker {
  return (event, payload = {}) => {
    if (!isTrackEvent(event)) return false;
    try {
      return options.transport(trackingBody(event, payload, { path: options.path?.() ?? '' }));
    } catch {
      return false;
    }
  };
}

let override: Transport | null = null;

/**
 * Replaces the default transport (a consent manager, a test); null restores it. The default
 * is beaconTransport over the page's own globals.
 */
export function setTrackingTransport(transport: Transport | null): void {
  override = transport;
}

const browser = globalThis as TransportGlobals & { location?: { pathname?: string } };
const defaultTransport = beaconTransport(browser);

/** The site-wide tracker every feature uses: `track(EVENT_IDS.favouriteAdd, { car_id })`. */
export const track: Tracker = createTracker({
  transport: (body) => (override ?? defaultTransport)(body),
  path: () => browser.location?.pathname ?? '',
});
