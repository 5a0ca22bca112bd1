/**
 * Payment providers' APIs as real HTTP servers on loopback, answering like their documented
 * APIs, for the payments integration tests and the checkout e2e specs. Point the API at them
 * with STRIPE_API_BASE, TILL_API_URL and ST_GEORGE_API_URL.
 */
export * from './stripe.ts';
export * from './till.ts';
export * from './st-george.ts';
