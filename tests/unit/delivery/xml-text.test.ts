import { describe, expect, it } from 'vitest';
import { xmlSafeText } from '../../../src/lib/delivery/index.ts';

describe('xmlSafeText', () => {
  it('keeps tab, line feed, carriage return and all ordinary text', () => {
    const text = 'Line one\tcol\r\nLine two: Zoë, Māori, 日本, \u{1F697} & <tags>';
    expect(xmlSafeText(text)).toBe(text);
  });

  it('drops the C0 controls XML 1.0 forbids', () => {
    expect(xmlSafeText('a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg')).toBe('abcdefg');
  });

  it('drops lone surrogates and the non-characters U+FFFE and U+FFFF', () => {
    expect(xmlSafeText('a\uD800b\uDC00c\uFFFEd\uFFFFe')).toBe('abcde');
  });

  it('keeps characters XML allows though they are rare (DEL, C1 controls, U+FFFD)', () => {
    expect(xmlSafeText('a\u007fb\u0085c\uFFFDd')).toBe('a\u007fb\u0085c\uFFFDd');
  });
});
