import { marketFor, type Country } from '../market/index.ts';
import { nationalNumber } from '../phone/format.ts';

/**
 * ADF's phone type for a number: 'cellphone' for a mobile by the market's own rules (04/05 in
 * Australia, 02x in New Zealand), else 'voice'. A CRM offers to text a cellphone.
 */
export function phoneType(phone: string, country: Country): 'cellphone' | 'voice' {
  const number = nationalNumber(phone, country);
  const mask = marketFor(number.country).phone.masks.find(({ pattern }) =>
    pattern.test(number.digits),
  );
  return mask?.kind === 'mobile' ? 'cellphone' : 'voice';
}
