import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

// Until src/lib/forms has its stored-user helpers: spec §3's five fields, JSON under a per-site key.
type StoredUser = Partial<Record<'name' | 'last_name' | 'email' | 'phone' | 'postcode', string>>;
const STORED_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
const storedUserKey = (site: string) => `forecourt:${site}:user`;
function storedUserFrom(values: Readonly<Record<string, unknown>>): StoredUser {
  const user: StoredUser = {};
  for (const field of STORED_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim()) user[field] = value.trim();
  }
  return user;
}
const serialiseStoredUser = (user: StoredUser) => JSON.stringify(user);
function parseStoredUser(text: string): StoredUser {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? storedUserFrom(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stores = new Map<string, WritableAtom<StoredUser>>();

/** The site's stored user in localStorage (spec §3 Stored user), one store per site key. */
function storedUserStore(site: string): WritableAtom<StoredUser> {
  const key = storedUserKey(site);
  let store = stores.get(key);
  if (!store) {
    store = persistentAtom<StoredUser>(
      key,
      {},
      { encode: serialiseStoredUser, decode: parseStoredUser },
    );
    stores.set(key, store);
  }
  return store;
}

/** What the next form opens with: the shopper's details from their last submit on this site. */
export function readStoredUser(site: string): Readonly<Record<string, string>> {
  try {
    return storedUserStore(site).get();
  } catch {
    return {};
  }
}

/**
 * Keeps the shopper's details after a lead is accepted (spec §3: saved locally after a
 * submit), merged over what was kept before. Storage that refuses (full, blocked) is ignored:
 * the lead is already sent.
 */
export function saveStoredUser(site: string, values: Readonly<Record<string, unknown>>): void {
  try {
    const store = storedUserStore(site);
    store.set({ ...store.get(), ...storedUserFrom(values) });
  } catch {
    // Nothing to do: the next form simply opens empty.
  }
}
