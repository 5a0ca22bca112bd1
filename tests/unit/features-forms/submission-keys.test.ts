import { describe, expect, it } from 'vitest';
import { submissionKeys } from '../../../src/features/forms/island/submission-keys.ts';

describe('submissionKeys (one Idempotency-Key per submission)', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key when the same body is sent again (a retry)', () => {
    const keys = submissionKeys(counter());
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
  });

  it('gives a changed body a new key, and the first body keeps its own', () => {
    const keys = submissionKeys(counter());
    keys.keyFor('{"a":1}');
    expect(keys.keyFor('{"a":2}')).toBe('key-2');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
  });
});
