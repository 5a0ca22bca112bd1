import { parseStoredUser, storedUserKey } from '../../lib/forms/stored-user.ts';

/**
 * The e-mail of the site's stored user (spec §3: kept in this browser after a form is sent),
 * if any: sent with the watchlist's calls so alerts can go by e-mail as well as by text.
 */
export function storedEmail(site: string): string | undefined {
  try {
    return parseStoredUser(localStorage.getItem(storedUserKey(site))).email;
  } catch {
    return undefined;
  }
}
