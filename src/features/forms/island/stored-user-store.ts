import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import type { FieldDefinition } from '../../../lib/forms/fields.ts';
import {
  mergeStoredUser,
  parseStoredUser,
  prefillFromStoredUser,
  serialiseStoredUser,
  storedUserKey,
  type StoredUser,
} from '../../../lib/forms/stored-user.ts';

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

/** What a form opens with: the shopper's details from their last submit on this site. */
export function readStoredUser(
  site: string,
  fields: readonly FieldDefinition[],
): Readonly<Record<string, string>> {
  try {
    return prefillFromStoredUser(fields, storedUserStore(site).get());
  } catch {
    return {};
  }
}

/**
 * Keeps the shopper's details after a lead is accepted (spec §3: saved locally after a
 * submit), over what was kept before. Storage that refuses (full, blocked) is ignored: the
 * lead is already sent, and the next form simply opens empty.
 */
export function saveStoredUser(site: string, values: Readonly<Record<string, unknown>>): void {
  try {
    const store = storedUserStore(site);
    store.set(mergeStoredUser(store.get(), values));
  } catch {
    // Nothing else to do.
  }
}
