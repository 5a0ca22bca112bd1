import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../src/server/api/app/rate-limits.ts';

const from = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;

describe('clientKey', () => {
  it('keys a client by its address, the same for its IPv4-mapped IPv6 form', () => {
    expect(clientKey(from('203.0.113.7'))).toBe(clientKey(from('::ffff:203.0.113.7')));
    expect(clientKey(from('203.0.113.7'))).not.toBe(clientKey(from('203.0.113.8')));
  });

  it('never shows the address itself', () => {
    expect(clientKey(from('203.0.113.7'))).not.toContain('203');
  });

  it('keys a client that hung up (no address left) instead of throwing', () => {
    expect(clientKey(from(undefined))).toMatch(/^[\w-]{22}$/);
    expect(clientKey(from(undefined))).not.toBe(clientKey(from('203.0.113.7')));
  });
});
