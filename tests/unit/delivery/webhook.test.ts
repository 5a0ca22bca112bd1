import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook, webhookBody, webhookPayload } from '../../../src/lib/delivery/index.ts';
import { tradeInValuation, usedCarEnquiry } from '../../fixtures/adf/leads.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('webhookPayload', () => {
  it('is a lead.created event with the delivery id, the dealer and the lead', () => {
    const lead = usedCarEnquiry();
    const payload = webhookPayload(lead, 'dlv_01HX7Q0ZP4_webhook');
    expect(payload).toEqual({
      type: 'lead.created',
      id: 'dlv_01HX7Q0ZP4_webhook',
      created_at: '2026-03-14T00:05:09.250Z',
      dealer: { slug: 'harbour-motors', name: 'Harbour Motors' },
      lead: {
        id: 'lead_01HX7Q0ZP4',
        form: 'enquiry',
        created_at: '2026-03-14T00:05:09.250Z',
        location: { name: 'Harbour Motors Parramatta' },
        fields: lead.fields,
        car: lead.car,
        trade_in: null,
      },
    });
  });

  it('gives the location by name only, and null for what a lead lacks', () => {
    const payload = webhookPayload(tradeInValuation(), 'dlv_2');
    expect(payload.lead.location).toBeNull();
    expect(payload.lead.car).toBeNull();
    expect(payload.lead.trade_in).toEqual({ year: 2015, make: 'Mazda', model: 'CX-5', km: 112000 });
    expect(JSON.stringify(payload.dealer)).not.toContain('@');
  });

  it('serialises to the JSON body that is signed and sent', () => {
    const body = webhookBody(usedCarEnquiry(), 'dlv_1');
    expect(JSON.parse(body)).toEqual(webhookPayload(usedCarEnquiry(), 'dlv_1'));
  });
});

describe('signWebhook', () => {
  it('gives the three Standard Webhooks headers, which the reference verifier accepts', () => {
    const body = webhookBody(usedCarEnquiry(), 'dlv_1');
    const sentAt = new Date();
    const signed = signWebhook(SECRET, 'dlv_1', sentAt, body);
    if ('error' in signed) throw new Error(signed.error);
    expect(signed.headers['webhook-id']).toBe('dlv_1');
    expect(signed.headers['webhook-timestamp']).toBe(String(Math.floor(sentAt.getTime() / 1000)));
    expect(signed.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Webhook(SECRET).verify(body, { ...signed.headers });
    expect(verified).toEqual(JSON.parse(body));
  });

  it('signs the id, so a body replayed under another id fails verification', () => {
    const body = webhookBody(usedCarEnquiry(), 'dlv_1');
    const signed = signWebhook(SECRET, 'dlv_1', new Date(), body);
    if ('error' in signed) throw new Error(signed.error);
    const forged = { ...signed.headers, 'webhook-id': 'dlv_2' };
    expect(() => new Webhook(SECRET).verify(body, forged)).toThrow('No matching signature found');
  });

  it.each(['', 'whsec_', 'whsec_not base64!'])(
    'reports an unusable secret %j as an error',
    (secret) => {
      expect(signWebhook(secret, 'dlv_1', new Date(), '{}')).toEqual({
        error: 'the webhook secret is not a Standard Webhooks secret (whsec_ + base64)',
      });
    },
  );
});
