export type PhoneCountry = 'AU' | 'NZ';

/** A number reduced to national digits ('0255501234', '1300555012') and the country it belongs to. */
export interface NationalNumber {
  country: PhoneCountry;
  digits: string;
}

const COUNTRY_CODES: Record<string, PhoneCountry> = { '61': 'AU', '64': 'NZ' };

/**
 * Strips spaces, brackets, dashes, dots and plus (spec §5), and turns +61/0061/+64/0064 (or a
 * bare 61/64 country code, which no national number starts with) into a national 0 number.
 * The international prefix decides the country; otherwise the site's country does.
 */
export function nationalNumber(raw: string, country: PhoneCountry): NationalNumber {
  const digits = raw.replace(/[\s()[\].+-]/g, '');
  const intl = /^(?:00)?(61|64)(\d+)$/.exec(digits);
  if (intl) {
    const code = COUNTRY_CODES[intl[1] ?? ''] ?? country;
    // '+61 (0)2 …' writes the trunk 0 as well; drop it before adding our own.
    const rest = (intl[2] ?? '').replace(/^0/, '');
    // Australian 13/1300/1800 numbers carry no trunk 0.
    return { country: code, digits: code === 'AU' && rest.startsWith('1') ? rest : `0${rest}` };
  }
  return { country, digits };
}

type Rule = [pattern: RegExp, groups: number[], dialsInternationally: boolean];

/** Display masks by prefix (spec §5: "Display masks vary by prefix"). */
const RULES: Record<PhoneCountry, Rule[]> = {
  AU: [
    [/^1[38]00\d{6}$/, [4, 3, 3], false], // 1300 555 012, 1800 555 012
    [/^13\d{4}$/, [2, 2, 2], false], // 13 15 55
    [/^0[45]\d{8}$/, [4, 3, 3], true], // 0412 555 012
    [/^0[2378]\d{8}$/, [2, 4, 4], true], // 02 5550 1234
  ],
  NZ: [
    [/^0(?:800|508)\d{6}$/, [4, 3, 3], false], // 0800 555 123
    [/^0(?:800|508)\d{7}$/, [4, 3, 4], false], // 0800 555 1234
    [/^02\d{7}$/, [3, 3, 3], true], // 021 555 123
    [/^02\d{8}$/, [3, 3, 4], true], // 021 555 1234
    [/^02\d{9}$/, [3, 4, 4], true], // 022 1234 5678
    [/^0[34679]\d{7}$/, [2, 3, 4], true], // 09 555 1234
  ],
};

function match(number: NationalNumber): Rule | undefined {
  return RULES[number.country].find(([pattern]) => pattern.test(number.digits));
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
  const rule = match(number);
  return rule ? group(number.digits, rule[1]) : raw.trim();
}

/**
 * A tel: link in international form ('tel:+61255501234'). Local-rate and freephone numbers
 * (13, 1300, 1800, 0800, 0508) cannot be dialled from abroad, so they keep national digits.
 */
export function telHref(raw: string, country: PhoneCountry): string {
  const number = nationalNumber(raw, country);
  const rule = match(number);
  if (rule && rule[2])
    return `tel:${number.country === 'AU' ? '+61' : '+64'}${number.digits.slice(1)}`;
  if (rule) return `tel:${number.digits}`;
  const plain = raw.replace(/[^\d+]/g, '');
  return `tel:${plain.startsWith('+') ? '+' : ''}${plain.replace(/\+/g, '')}`;
}
