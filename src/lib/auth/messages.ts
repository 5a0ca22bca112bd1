/**
 * What sign-in and the watchlist say to a shopper (the issue 14 contract, word for word). The
 * API answers with these and the islands show the API's `error`, so there is one wording.
 */
export const AUTH_MESSAGES = {
  /** Wrong, expired or never-sent code alike: the answer never tells which (no enumeration). */
  codeNotRight: 'That code is not right, or it has expired. Check it or ask for a new one.',
  /** The code took its last check: only a new code can sign in now. */
  tooManyTries: 'Too many tries. Ask for a new code.',
  /** A valid AU/NZ number that is not a mobile: a text message cannot reach it. */
  notMobile: 'Enter a mobile number: the code is sent by text message.',
  /** The SMS provider refused or did not answer. */
  notSent: 'The code could not be sent just now. Please try again in a minute.',
  signInRequired: 'Please sign in to use your watchlist.',
  otherPhone: 'You can only change the watchlist of the phone you signed in with.',
  carGone: 'That car is no longer available.',
  noWatchlist: 'This site has no watchlist.',
} as const;

/** The send-limit answer: "Too many codes requested. Try again in N minutes." */
export function tooManyCodesMessage(retryAfterSeconds: number): string {
  return `Too many codes requested. Try again in ${minutesFrom(retryAfterSeconds)}.`;
}

/** Too many code checks from one address: "Too many tries. Try again in N minutes." */
export function tooManyTriesWaitMessage(retryAfterSeconds: number): string {
  return `Too many tries. Try again in ${minutesFrom(retryAfterSeconds)}.`;
}

/** Whole minutes, rounded up, at least one: "1 minute", "10 minutes". */
function minutesFrom(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
