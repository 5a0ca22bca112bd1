import { describe, expect, it } from 'vitest';
import { checkoutBody, checkoutFields } from '../../../src/lib/checkout/index.ts';
import { MESSAGES, formRulesFrom, schemaForFields } from '../../../src/lib/forms/index.ts';
import { options } from '../../../src/lib/config/options.ts';

const auRules = formRulesFrom(options.parse({}), 'AU');
const schema = schemaForFields(checkoutFields(auRules), auRules);

async function errorsOf(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

const good = {
  name: 'Mia',
  last_name: 'Ng',
  email: 'mia@example.com',
  phone: '0412 345 678',
  postcode: '',
  terms_accepted: true,
};

describe('checkoutFields', () => {
  it('asks first and last name, e-mail, phone, postcode and the terms, with autocomplete hints', () => {
    const fields = checkoutFields(auRules);
    expect(fields.map((f) => f.name)).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
      'terms_accepted',
    ]);
    expect(fields.map((f) => f.autoComplete)).toEqual([
      'given-name',
      'family-name',
      'email',
      'tel',
      'postal-code',
      undefined,
    ]);
  });

  it('accepts good details, postcode left out', async () => {
    expect(await errorsOf(good)).toEqual({});
  });

  it('checks with the lead forms’ words', async () => {
    expect(
      await errorsOf({
        name: ' ',
        last_name: '',
        email: 'nope',
        phone: '12',
        postcode: '12',
        terms_accepted: false,
      }),
    ).toEqual({
      name: MESSAGES.required,
      last_name: MESSAGES.required,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      postcode: MESSAGES.postcode,
      terms_accepted: MESSAGES.required,
    });
  });

  it('follows the dealer’s phone rules (NZ numbers on an NZ site)', async () => {
    const nzRules = formRulesFrom(options.parse({}), 'NZ');
    const nzSchema = schemaForFields(checkoutFields(nzRules), nzRules);
    await expect(nzSchema.validate({ ...good, phone: '021 123 4567' })).resolves.toBeTruthy();
    expect(checkoutFields(nzRules).find((f) => f.name === 'phone')?.inputMode).toBe('numeric');
  });
});

describe('checkoutBody', () => {
  it('trims, leaves a blank postcode out and always says the terms were accepted', () => {
    expect(checkoutBody({ ...good, name: ' Mia ', postcode: ' ' })).toEqual({
      name: 'Mia',
      last_name: 'Ng',
      email: 'mia@example.com',
      phone: '0412 345 678',
      terms_accepted: true,
    });
    expect(checkoutBody({ ...good, postcode: '4000', extra: 'x' })).toEqual({
      name: 'Mia',
      last_name: 'Ng',
      email: 'mia@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      terms_accepted: true,
    });
  });

  it('reads non-text values as blank', () => {
    expect(checkoutBody({ name: 3, email: null })).toMatchObject({ name: '', email: '' });
  });
});
