import dns from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  isLocalhostSubdomain,
  resolveLocalhostSubdomainsToLoopback,
} from '../../../src/server/serve/loopback-dns.ts';

resolveLocalhostSubdomainsToLoopback();

describe('isLocalhostSubdomain', () => {
  it('matches names under localhost only', () => {
    expect(isLocalhostSubdomain('kestrel-bay-subaru.localhost')).toBe(true);
    expect(isLocalhostSubdomain('A.LOCALHOST.')).toBe(true);
    expect(isLocalhostSubdomain('localhost')).toBe(false);
    expect(isLocalhostSubdomain('localhost.example.com')).toBe(false);
    expect(isLocalhostSubdomain('evillocalhost')).toBe(false);
  });
});

describe('resolveLocalhostSubdomainsToLoopback', () => {
  it('answers promise lookups of <slug>.localhost with loopback, per family', async () => {
    expect(await dns.promises.lookup('alpha.localhost')).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(await dns.promises.lookup('alpha.localhost', { family: 6 })).toEqual({
      address: '::1',
      family: 6,
    });
    expect(await dns.promises.lookup('alpha.localhost', { all: true })).toHaveLength(2);
  });

  it('answers callback lookups the same way', async () => {
    const address = await new Promise((resolve, reject) =>
      dns.lookup('alpha.localhost', (error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(address).toBe('127.0.0.1');
    const all = await new Promise((resolve, reject) =>
      dns.lookup('alpha.localhost', { all: true, family: 4 }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
    expect(all).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('leaves other names to the system resolver', async () => {
    const result = await dns.promises.lookup('127.0.0.1');
    expect(result.address).toBe('127.0.0.1');
    await expect(dns.promises.lookup('no-such-host.invalid')).rejects.toThrow();
  });
});
