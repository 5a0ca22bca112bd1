import { randomBytes } from 'node:crypto';

/** RFC 4648 base32 in lower case: 32 symbols, so each random byte maps to one without bias. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 26 symbols of 5 bits: 130 random bits, far beyond guessing or colliding. */
const RANDOM_SYMBOLS = 26;

function randomId(prefix: string): string {
  const bytes = randomBytes(RANDOM_SYMBOLS);
  let id = prefix;
  for (const byte of bytes) id += BASE32.charAt(byte & 31);
  return id;
}

/** A lead's id: handed to the shopper's browser, so it must be unguessable. */
export function newLeadId(): string {
  return randomId('lead_');
}

/** A delivery job's id, sent to receivers as the stable id they deduplicate by. */
export function newDeliveryId(): string {
  return randomId('dlv_');
}

/** A tracking event's id. */
export function newEventId(): string {
  return randomId('evt_');
}

/** A sign-in code's row id (never shown to anyone). */
export function newSignInCodeId(): string {
  return randomId('otp_');
}
