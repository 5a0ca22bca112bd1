import type { TrackingBody } from './payload.ts';

/** The platform API's tracking endpoint (same origin: the dealer's own host). */
export const TRACK_URL = '/api/track';

/** Delivers one event; true when it was handed to the browser (delivery itself is best effort). */
export type Transport = (body: TrackingBody) => boolean;

/**
 * The browser globals the default transport uses, passed in so it can be tested (and so a
 * page without them, such as a build-time render, simply sends nothing). Read at send time:
 * a tag manager may define `dataLayer` after the page loads.
 */
export interface TransportGlobals {
  navigator?: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean } | undefined;
  fetch?: ((url: string, init: RequestInit) => Promise<unknown>) | undefined;
  Blob?: typeof Blob | undefined;
  dataLayer?: unknown;
}

/**
 * navigator.sendBeacon (survives the page unloading), falling back to fetch with keepalive when
 * there is no beacon or the browser refuses to queue it; also pushed to `window.dataLayer`
 * when a tag manager installed one.
 */
export function beaconTransport(globals: TransportGlobals, url: string = TRACK_URL): Transport {
  return (body) => {
    pushToDataLayer(globals.dataLayer, body);
    const json = JSON.stringify(body);
    const nav = globals.navigator;
    if (typeof nav?.sendBeacon === 'function') {
      const data = globals.Blob ? new globals.Blob([json], { type: 'application/json' }) : json;
      try {
        if (nav.sendBeacon(url, data)) return true;
      } catch {
        // Some browsers throw instead of returning false (e.g. a blocked URL): try fetch.
      }
    }
    if (typeof globals.fetch !== 'function') return false;
    try {
      globals
        .fetch(url, {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: json,
        })
        .catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  };
}

function pushToDataLayer(dataLayer: unknown, body: TrackingBody): void {
  if (!Array.isArray(dataLayer)) return;
  try {
    dataLayer.push({ ...body });
  } catch {
    // A tag manager's broken push must never stop the event reaching our own endpoint.
  }
}
