/**
 * Where a shopper comes back to after paying. The page names its origin in the request; it is
 * accepted only when it is one of the tenant's own (the origins the API's same-origin guard
 * allows), so a payment can never send a shopper — or a reservation's token — to another site.
 */

/** The origin of `candidate` when it is one of `allowed` (compared as origins), else null. */
export function tenantReturnOrigin(candidate: unknown, allowed: readonly string[]): string | null {
  if (typeof candidate !== 'string' || candidate.length > 300) return null;
  let origin: string;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // An origin names no path, query, fragment or credentials.
    if (
      url.username ||
      url.password ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.hash
    ) {
      return null;
    }
    origin = url.origin.toLowerCase();
  } catch {
    return null;
  }
  return allowed.some((a) => a.toLowerCase() === origin) ? origin : null;
}

/** The confirmation page for a reservation (C's /reservation page reads both parameters). */
export function confirmationUrl(origin: string, reservationId: string, token: string): string {
  const url = new URL('/reservation', origin);
  url.searchParams.set('reservation', reservationId);
  url.searchParams.set('token', token);
  return url.toString();
}

export type CheckoutOutcome = 'declined' | 'cancelled';

/** Back to the car's checkout page with what happened, for a payment that did not go through. */
export function checkoutRetryUrl(
  origin: string,
  checkoutPath: string,
  outcome: CheckoutOutcome,
): string {
  const url = new URL(checkoutPath, origin);
  url.searchParams.set('payment', outcome);
  return url.toString();
}

/**
 * The API's own return address for a hosted payment page: the provider sends the shopper here
 * and the API verifies with the provider before anything is marked paid. `apiOrigin` is the
 * tenant's own origin (the API is served under /api on the dealer's host).
 */
export function providerReturnUrl(
  apiOrigin: string,
  provider: 'till' | 'st_george',
  reservationId: string,
  outcome?: 'cancel' | 'error',
): string {
  const url = new URL(`/api/payments/${provider}/return`, apiOrigin);
  url.searchParams.set('reservation', reservationId);
  if (outcome) url.searchParams.set('outcome', outcome);
  return url.toString();
}
