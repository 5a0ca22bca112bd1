import { describe, expect, it } from 'vitest';
import { hostPort, routeHost } from '../../../src/server/serve/host-router.ts';

describe('routeHost', () => {
  it.each([
    'kestrel-bay-subaru.localhost:4321',
    'kestrel-bay-subaru.localhost',
    'Kestrel-Bay-Subaru.LOCALHOST:4321',
    'kestrel-bay-subaru.localhost.:4321',
  ])('maps %s to its tenant', (host) => {
    expect(routeHost(host)).toEqual({ kind: 'tenant', slug: 'kestrel-bay-subaru' });
  });

  it.each(['localhost:4321', 'localhost', '127.0.0.1:4321', '[::1]:4321'])(
    'sends bare %s to the index',
    (host) => {
      expect(routeHost(host)).toEqual({ kind: 'index' });
    },
  );

  it.each([
    'www.harbourcitytoyota.com.au',
    'a.b.localhost:4321',
    '-bad.localhost',
    'under_score.localhost',
    '.localhost',
    'localhost.evil.com',
    '',
  ])('treats %s as unknown', (host) => {
    expect(routeHost(host).kind).toBe('unknown');
  });

  it('treats a missing Host header as unknown', () => {
    expect(routeHost(undefined).kind).toBe('unknown');
  });
});

describe('hostPort', () => {
  it('reads the port from a Host header', () => {
    expect(hostPort('a.localhost:4399')).toBe(4399);
    expect(hostPort('[::1]:8080')).toBe(8080);
    expect(hostPort('localhost')).toBeUndefined();
  });
});
