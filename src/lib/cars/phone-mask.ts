/** Spec §4 Phone reveal: the characters of the number shown before it is revealed. */
export const PHONE_MASK_KEEP = 5;

/**
 * The call-the-dealer card's number before it is clicked (spec §4: "first 5 characters kept,
 * rest starred"). Every character after the fifth is starred, spaces and digits alike, so the
 * masked number keeps the length and rhythm of the real one without giving any of it away.
 * Characters are counted as code points, never halves of one.
 */
export function maskPhone(phone: string): string {
  const characters = Array.from(phone.trim());
  const kept = characters.slice(0, PHONE_MASK_KEEP).join('');
  return kept + '*'.repeat(Math.max(0, characters.length - PHONE_MASK_KEEP));
}
