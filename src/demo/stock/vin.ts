/**
 * Valid-looking VINs (ISO 3779): the maker's world code, a check digit at position 9 computed
 * the North American way, and the model-year letter at position 10.
 */
import type { Rng } from './prng.ts';

const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789']; // no I, O or Q
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 1980 (A) … 2009 (9), then repeats from 2010 (A)
const TRANSLITERATION = '0123456789.ABCDEFGH..JKLMN.P.R..STUVWXYZ';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30] ?? 'A';
}

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return Number(ch);
  return TRANSLITERATION.indexOf(ch) % 10;
}

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin[i] ?? '0') * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function makeVin(rng: Rng, worldCode: string, year: number): string {
  let body = '';
  for (let i = 0; i < 5; i++) body += rng.pick(VIN_CHARS);
  let serial = rng.pick(VIN_CHARS);
  for (let i = 0; i < 6; i++) serial += String(rng.int(0, 9));
  const draft = `${worldCode.slice(0, 3)}${body}0${modelYearCode(year)}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
