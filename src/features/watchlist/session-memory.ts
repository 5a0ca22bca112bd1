/**
 * The signed-in phone as this page knows it, and the hint that lets later pages look for a
 * watchlist (lib/watchlist/session-hint.ts). Cleared on sign-out and on any 401.
 */
import { signedInHintKey } from '../../lib/watchlist/storage-keys.ts';
import { getSession } from './api.ts';

/** undefined: not asked yet; null: signed out. */
let phone: string | null | undefined;

function writeHint(site: string, signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(signedInHintKey(site), '1');
    else localStorage.removeItem(signedInHintKey(site));
  } catch {
    // Blocked storage: pages just never show watch state up front.
  }
}

export function rememberSignedIn(site: string, phoneNumber: string): void {
  phone = phoneNumber;
  writeHint(site, true);
}

export function forgetSignedIn(site: string): void {
  phone = null;
  writeHint(site, false);
}

/** The signed-in phone (GET /api/auth/session the first time), or null when signed out. */
export async function signedInPhone(site: string): Promise<string | null> {
  if (phone !== undefined) return phone;
  const answer = await getSession();
  if (!answer.ok) return null; // unknown this time: ask again on the next press
  if (answer.body.signed_in && answer.body.phone_number)
    rememberSignedIn(site, answer.body.phone_number);
  else forgetSignedIn(site);
  return phone ?? null;
}
