/**
 * Lead webhooks for real: POSTed to an HTTP receiver on loopback that verifies the Standard
 * Webhooks signature and deduplicates by webhook-id, answering each status a receiver can.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookPayload } from '../../../src/lib/delivery/index.ts';
import { deliver } from '../../../src/server/api/delivery/index.ts';
import { tradeInValuation, usedCarEnquiry } from '../../fixtures/adf/leads.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const SECRET = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
const context = (deliveryId: string) => ({ deliveryId, dataDir: '/nonexistent' });

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver(SECRET);
});
afterEach(() => receiver.close());

const hook = () => ({ kind: 'webhook', url: receiver.url, secret: SECRET }) as const;

describe('webhook delivery', () => {
  it('200: delivered, signed so the receiver verifies it, with the delivery id as webhook-id', async () => {
    const lead = usedCarEnquiry();
    expect(await deliver(hook(), lead, context('dlv_w1'))).toEqual({ kind: 'delivered' });
    expect(receiver.rejected).toBe(0);
    expect(receiver.processed).toEqual([webhookPayload(lead, 'dlv_w1')]);
  });

  it('500: retry; delivered on the next attempt, and a repeat is recognised by its id', async () => {
    receiver.answer = { status: 500 };
    expect(await deliver(hook(), tradeInValuation(), context('dlv_w2'))).toEqual({
      kind: 'retry',
      error: 'HTTP 500',
    });
    receiver.answer = { status: 200 };
    expect(await deliver(hook(), tradeInValuation(), context('dlv_w2'))).toEqual({
      kind: 'delivered',
    });
    // The worker's lease ran out before it recorded the outcome: the same job goes again.
    expect(await deliver(hook(), tradeInValuation(), context('dlv_w2'))).toEqual({
      kind: 'delivered',
    });
    expect(receiver.processed).toHaveLength(1);
    expect(receiver.duplicates).toEqual(['dlv_w2']);
  });

  it('410: gone, so the endpoint is disabled', async () => {
    receiver.answer = { status: 410 };
    expect(await deliver(hook(), usedCarEnquiry(), context('dlv_w3'))).toEqual({
      kind: 'gone',
      error: 'HTTP 410',
    });
  });

  it('429 with Retry-After: retry no sooner than the receiver asked', async () => {
    receiver.answer = { status: 429, headers: { 'Retry-After': '120' } };
    expect(await deliver(hook(), usedCarEnquiry(), context('dlv_w4'))).toEqual({
      kind: 'retry',
      error: 'HTTP 429',
      retryAfterMs: 120_000,
    });
    const inTenMinutes = new Date(Date.now() + 600_000).toUTCString();
    receiver.answer = { status: 503, headers: { 'Retry-After': inTenMinutes } };
    const outcome = await deliver(hook(), usedCarEnquiry(), context('dlv_w4'));
    expect(outcome).toMatchObject({ kind: 'retry', error: 'HTTP 503' });
    const wait = outcome.kind === 'retry' ? (outcome.retryAfterMs ?? 0) : 0;
    expect(wait).toBeGreaterThan(590_000);
    expect(wait).toBeLessThanOrEqual(600_000);
  });

  it('other 4xx: failed; a receiver with another secret refuses the signature', async () => {
    const stranger = { ...hook(), secret: 'whsec_dGhpcyBpcyBub3QgdGhlIHNlY3JldA==' };
    expect(await deliver(stranger, usedCarEnquiry(), context('dlv_w5'))).toEqual({
      kind: 'failed',
      error: 'HTTP 401',
    });
    expect(receiver.rejected).toBe(1);
    expect(receiver.processed).toEqual([]);
  });

  it('a redirect is not followed', async () => {
    receiver.answer = { status: 302, headers: { Location: 'http://127.0.0.1:9/elsewhere' } };
    expect(await deliver(hook(), usedCarEnquiry(), context('dlv_w6'))).toEqual({
      kind: 'failed',
      error: 'HTTP 302: webhook redirects are not followed',
    });
  });

  it('a receiver that is down: retry', async () => {
    await receiver.close();
    expect(await deliver(hook(), usedCarEnquiry(), context('dlv_w7'))).toEqual({
      kind: 'retry',
      error: 'network error (ECONNREFUSED)',
    });
    // Up again for afterEach to close.
    receiver = await startWebhookReceiver(SECRET);
  });

  it('a receiver that never answers: retry once the timeout passes', async () => {
    const silent: Server = createServer(() => {
      // Holds every request open: the receiver hangs.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const outcome = await deliver(
        { kind: 'webhook', url: `http://127.0.0.1:${port}/`, secret: SECRET },
        usedCarEnquiry(),
        { ...context('dlv_w8'), timeoutMs: 300 },
      );
      expect(outcome).toEqual({ kind: 'retry', error: 'no answer within 300 ms' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it.each([
    [{ url: 'ftp://127.0.0.1/leads', secret: SECRET }, 'the webhook URL is not an http(s) URL'],
    [{ url: 'not a url', secret: SECRET }, 'the webhook URL is not an http(s) URL'],
    [
      { url: 'http://127.0.0.1:9/', secret: '' },
      'the webhook secret is not a Standard Webhooks secret (whsec_ + base64)',
    ],
  ])('a destination configured wrongly fails without sending: %o', async (config, error) => {
    const outcome = await deliver(
      { kind: 'webhook', ...config },
      usedCarEnquiry(),
      context('dlv_w9'),
    );
    expect(outcome).toEqual({ kind: 'failed', error });
  });
});
