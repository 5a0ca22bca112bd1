/**
 * Spec §7/§9 tracking events. The numeric ids are the platform's contract with the dealer's
 * reporting; later features (enquiry, test drive, careers forms) reuse these constants.
 */
export const EVENT_IDS = {
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  testDrive: 17,
  generalEnquiry: 22,
  favouriteAdd: 39,
  usedCarTestDrive: 48,
  careers: 51,
} as const;

export type NamedEventId = (typeof EVENT_IDS)[keyof typeof EVENT_IDS];

/** Spec §7 lists 25 and 29 among the tracking ids without saying what fires them. */
export const UNNAMED_EVENT_IDS = [25, 29] as const;

export type EventId = NamedEventId | (typeof UNNAMED_EVENT_IDS)[number];

/** Spec §7 "Reveal-phone tracking": a call of its own, with no numeric event id. */
export const REVEAL_PHONE = 'reveal_phone';

/** What `track()` accepts: a spec event id, or the reveal-phone call. */
export type TrackEvent = EventId | typeof REVEAL_PHONE;

const NAMES: Record<NamedEventId, string> = {
  14: 'new_car_enquiry',
  15: 'used_car_enquiry',
  17: 'test_drive',
  22: 'general_enquiry',
  39: 'favourite_add',
  48: 'used_car_test_drive',
  51: 'careers_enquiry',
};

const ALL_IDS: readonly number[] = [...Object.values(EVENT_IDS), ...UNNAMED_EVENT_IDS];

export function isTrackEvent(value: unknown): value is TrackEvent {
  return value === REVEAL_PHONE || (typeof value === 'number' && ALL_IDS.includes(value));
}

/** A readable name for reports and `dataLayer`: 'favourite_add', 'reveal_phone', 'event_25'. */
export function eventName(event: TrackEvent): string {
  if (event === REVEAL_PHONE) return REVEAL_PHONE;
  return (NAMES as Record<number, string>)[event] ?? `event_${event}`;
}

/** The numeric id sent with an event; null for the reveal-phone call. */
export function eventNumber(event: TrackEvent): number | null {
  return event === REVEAL_PHONE ? null : event;
}
