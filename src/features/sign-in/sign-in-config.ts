import type { PhoneRule } from '../../lib/forms/phone.ts';

/** What the sign-in island is given, as JSON in the page (built per dealer). */
export interface SignInConfig {
  /** The dealer slug: keys the signed-in hint pages read. */
  site: string;
  /** The dealer's market for spec §5 phone rules; mobile numbers only, so never UK. */
  phoneRule: PhoneRule;
}

/** JSON safe inside a <script> element (no '</script>' can close it early). */
export function serialiseSignInConfig(config: SignInConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
