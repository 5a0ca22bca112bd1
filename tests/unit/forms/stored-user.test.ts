import { describe, expect, it } from 'vitest';
import { formDefinition } from '../../../src/lib/forms/definitions/index.ts';
import {
  mergeStoredUser,
  parseStoredUser,
  prefillFromStoredUser,
  serialiseStoredUser,
  storedUserFrom,
  storedUserKey,
} from '../../../src/lib/forms/stored-user.ts';
import { AU_RULES } from './rules-fixtures.ts';

describe('stored user', () => {
  it('keeps a per-site key', () => {
    expect(storedUserKey('harbour-motors')).toBe('forecourt:harbour-motors:user');
  });

  it('picks name, last_name, email, phone and postcode from submitted values', () => {
    expect(
      storedUserFrom({
        name: ' Jo ',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412 555 012',
        postcode: '2000',
        message: 'Hello',
        opt_in: true,
      }),
    ).toEqual({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 555 012',
      postcode: '2000',
    });
  });

  it('ignores blanks, non-text and overlong values', () => {
    expect(storedUserFrom({ name: '  ', email: 42, phone: 'x'.repeat(300) })).toEqual({});
  });

  it('merges new answers over what was kept, keeping what a form did not ask', () => {
    expect(
      mergeStoredUser(
        { name: 'Jo', postcode: '2000' },
        { name: 'Joanne', email: 'jo@example.com', postcode: '' },
      ),
    ).toEqual({ name: 'Joanne', postcode: '2000', email: 'jo@example.com' });
  });

  it('round-trips through storage and reads anything unreadable as nobody', () => {
    const user = { name: 'Jo', email: 'jo@example.com' };
    expect(parseStoredUser(serialiseStoredUser(user))).toEqual(user);
    for (const raw of [null, undefined, '', '{', '[1]', '"Jo"', 'null']) {
      expect(parseStoredUser(raw)).toEqual({});
    }
    expect(parseStoredUser('{"name":"Jo","admin":true,"phone":5}')).toEqual({ name: 'Jo' });
  });

  it("prefills only the form's visible stored-user fields", () => {
    const user = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', postcode: '2000' };
    expect(prefillFromStoredUser(formDefinition('enquiry', AU_RULES).fields, user)).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
    });
    expect(prefillFromStoredUser(formDefinition('trade-in', AU_RULES).fields, user)).toEqual(user);
  });
});
