import type { FieldDefinition } from './fields.ts';

/** §3 "Stored user": the shopper's details kept locally after a submit. */
export const STORED_USER_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export type StoredUserField = (typeof STORED_USER_FIELDS)[number];

export type StoredUser = Partial<Record<StoredUserField, string>>;

/** Longest value kept per field; anything longer is not something a form sent. */
const MAX_STORED_LENGTH = 254;

/** Per-site key, like the favourites: sites sharing a host (a preview) stay apart. */
export function storedUserKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:user`;
}

/** The stored-user fields of submitted values: non-blank text only, trimmed. */
export function storedUserFrom(values: Readonly<Record<string, unknown>>): StoredUser {
  const user: StoredUser = {};
  for (const field of STORED_USER_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '' && trimmed.length <= MAX_STORED_LENGTH) user[field] = trimmed;
  }
  return user;
}

/** What is kept after a submit: the new answers over what was kept before. */
export function mergeStoredUser(
  stored: StoredUser,
  values: Readonly<Record<string, unknown>>,
): StoredUser {
  return { ...storedUserFrom(stored), ...storedUserFrom(values) };
}

export function serialiseStoredUser(user: StoredUser): string {
  return JSON.stringify(storedUserFrom(user));
}

/** The stored user from storage; anything unreadable gives what can be kept. Never throws. */
export function parseStoredUser(raw: string | null | undefined): StoredUser {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const data: unknown = JSON.parse(raw);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? storedUserFrom(data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The values a form opens with from the stored user: only for the form's own visible
 * stored-user fields, so a hidden field is never overwritten.
 */
export function prefillFromStoredUser(
  fields: readonly FieldDefinition[],
  user: StoredUser,
): Partial<Record<StoredUserField, string>> {
  const prefill: Partial<Record<StoredUserField, string>> = {};
  for (const field of STORED_USER_FIELDS) {
    const value = user[field];
    if (value && fields.some((each) => each.name === field && !each.hidden)) prefill[field] = value;
  }
  return prefill;
}
