import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  isSuggestible,
  normaliseQuery,
} from '../../../../src/lib/search/autocomplete/index.ts';

describe('normaliseQuery', () => {
  it.each([
    ['  subaru  ', 'subaru'],
    ['subaru\t  forester\n', 'subaru forester'],
    ['cx-5\u0000 maxx', 'cx-5 maxx'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (raw, query) => {
    expect(normaliseQuery(raw)).toBe(query);
  });

  it('caps the length without leaving a trailing space', () => {
    const long = `${'a'.repeat(MAX_QUERY_LENGTH - 1)} bbbb`;
    expect(normaliseQuery(long)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(normaliseQuery('x'.repeat(200))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('isSuggestible', () => {
  it('asks for suggestions from two characters', () => {
    expect(isSuggestible('')).toBe(false);
    expect(isSuggestible('k')).toBe(false);
    expect(isSuggestible('ki')).toBe(true);
    expect(isSuggestible('Š')).toBe(false);
  });
});
