import {
  allMarkets,
  countryByDialCode,
  marketFor,
  type Country,
  type PhoneMask,
} from '../market/index.ts';

export type PhoneCountry = Country;

/** A number reduced to national digits ('0255501234', '1300555012') and the country it belongs to. */
export interface NationalNumber {
  country: PhoneCountry;
  digits: string;
}

/** '61…', '0064…': a number written with a market's calling code (no national number starts so). */
const INTERNATIONAL = new RegExp(
  `^(?:00)?(${allMarkets()
    .map((market) => market.phone.dialCode)
    .join('|')})(\\d+)$`,
);

/**
 * Strips spaces, brackets, dashes, dots and plus (spec §5), and turns +61/0061/+64/0064 (or a
 * bare 61/64 country code, which no national number starts with) into a national 0 number.
 * The international prefix decides the country; otherwise the site's country does.
 */
export function nationalNumber(raw: string, country: PhoneCountry): NationalNumber {
  const digits = raw.replace(/[\s()[\].+-]/g, '');
  const intl = INTERNATIONAL.exec(digits);
  if (intl) {
    const code = countryByDialCode(intl[1] ?? '') ?? country;
    const { trunkPrefix, prefixesWithoutTrunk } = marketFor(code).phone;
    // '+61 (0)2 …' writes the trunk 0 as well; drop it before adding our own.
    const written = intl[2] ?? '';
    const rest = written.startsWith(trunkPrefix) ? written.slice(trunkPrefix.length) : written;
    // Australian 13/1300/1800 numbers carry no trunk 0.
    const trunkless = prefixesWithoutTrunk.some((prefix) => rest.startsWith(prefix));
    return { country: code, digits: trunkless ? rest : `${trunkPrefix}${rest}` };
  }
  return { country, digits };
}

/** Display masks by prefix (spec §5: "Display masks vary by prefix"). */
function match(number: NationalNumber): PhoneMask | undefined {
  return marketFor(number.country).phone.masks.find(({ pattern }) => pattern.test(number.digits));
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * A phone number as Australians and New Zealanders write it: '02 5550 1234', '0412 555 012',
 * '1300 555 012', '13 15 55', '09 555 1234', '021 555 1234'. Numbers that fit no mask are
 * returned as given (trimmed) rather than mangled.
 */
export function formatPhone(raw: string, country: PhoneCountry): string {
  const number = nationalNumber(raw, country);
  const mask = match(number);
  return mask ? group(number.digits, mask.groups) : raw.trim();
}

/**
 * A tel: link in international form ('tel:+61255501234'). Local-rate and freephone numbers
 * (13, 1300, 1800, 0800, 0508) cannot be dialled from abroad, so they keep national digits.
 */
export function telHref(raw: string, country: PhoneCountry): string {
  const number = nationalNumber(raw, country);
  const mask = match(number);
  if (mask && mask.kind !== 'non-geographic') {
    const { dialCode, trunkPrefix } = marketFor(number.country).phone;
    return `tel:+${dialCode}${number.digits.slice(trunkPrefix.length)}`;
  }
  if (mask) return `tel:${number.digits}`;
  const plain = raw.replace(/[^\d+]/g, '');
  return `tel:${plain.startsWith('+') ? '+' : ''}${plain.replace(/\+/g, '')}`;
}
