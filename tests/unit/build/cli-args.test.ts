import { describe, expect, it } from 'vitest';
import { parseCliArgs, parsePort } from '../../../src/server/build/cli-args.ts';

describe('parseCliArgs', () => {
  it('builds everything by default', () => {
    expect(parseCliArgs([])).toEqual({ dealers: [], force: false, verbose: false });
  });

  it('takes one dealer, several, or a comma list, and --force', () => {
    expect(parseCliArgs(['--dealer=a']).dealers).toEqual(['a']);
    expect(parseCliArgs(['--dealer', 'a', '--dealer=b,c', '--force'])).toMatchObject({
      dealers: ['a', 'b', 'c'],
      force: true,
    });
  });

  it('rejects unknown flags so a typo never builds everything', () => {
    expect(() => parseCliArgs(['--dealers=a'])).toThrow();
  });
});

describe('parsePort', () => {
  it('accepts a port number and nothing else', () => {
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort(undefined)).toBeUndefined();
    expect(() => parsePort('http')).toThrow(/Invalid port/);
    expect(() => parsePort('70000')).toThrow(/Invalid port/);
  });
});
