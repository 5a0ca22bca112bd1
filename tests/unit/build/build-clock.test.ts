import { describe, expect, it } from 'vitest';
import { BUILD_TIME_ENV, buildNow } from '../../../src/server/build-clock.ts';

describe('build clock', () => {
  it('is the moment the build fixed, however often it is read', () => {
    const env = { [BUILD_TIME_ENV]: '2026-11-21T23:59:59.500Z' };
    expect(buildNow(env).toISOString()).toBe('2026-11-21T23:59:59.500Z');
    expect(buildNow(env).getTime()).toBe(buildNow(env).getTime());
  });

  it('is the time now outside a build', () => {
    const before = Date.now();
    const now = buildNow({}).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('names the variable when its value is not a date', () => {
    expect(() => buildNow({ [BUILD_TIME_ENV]: 'tomorrow' })).toThrow(
      'FORECOURT_BUILD_TIME must be an ISO date and time, got "tomorrow"',
    );
  });
});
