/** Tracking events (spec §7/§9): ids, payloads, and the beacon transport. */
export {
  EVENT_IDS,
  REVEAL_PHONE,
  UNNAMED_EVENT_IDS,
  eventName,
  eventNumber,
  isTrackEvent,
  type EventId,
  type NamedEventId,
  type TrackEvent,
} from './events.ts';
export { trackingBody, type TrackPayload, type TrackValue, type TrackingBody } from './payload.ts';
export { TRACK_URL, beaconTransport, type Transport, type TransportGlobals } from './transport.ts';
export {
  createTracker,
  setTrackingTransport,
  track,
  type Tracker,
  type TrackerOptions,
} from './track.ts';
