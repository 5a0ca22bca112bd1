/**
 * A reservation's reference: what the shopper quotes to the dealer, on the confirmation page,
 * in the e-mail and in the dealer's lead. Short, readable aloud and over the phone: "RSV-"
 * then two groups of four symbols from Crockford's base32 (no I, L, O or U to misread), 40
 * random bits — uniqueness is the store's job (a unique index); this only makes clashes rare.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PATTERN = /^RSV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A reference from 8 random bytes (each uses its low 5 bits: 32 symbols, no bias). */
export function reservationReference(random: Uint8Array): string {
  if (random.length < 8) throw new RangeError('a reference needs 8 random bytes');
  const symbols = Array.from(random.subarray(0, 8), (byte) => ALPHABET.charAt(byte & 31));
  return `RSV-${symbols.slice(0, 4).join('')}-${symbols.slice(4).join('')}`;
}

export function isReservationReference(text: string): boolean {
  return PATTERN.test(text);
}

/**
 * A reference as a person typed it: case, spaces and Crockford's look-alikes forgiven
 * ("rsv 7k3m-q9tx", O for 0, I/L for 1). Null when it cannot be one.
 */
export function normaliseReference(text: string): string | null {
  const compact = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^RSV/, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== 8) return null;
  const candidate = `RSV-${compact.slice(0, 4)}-${compact.slice(4)}`;
  return isReservationReference(candidate) ? candidate : null;
}
