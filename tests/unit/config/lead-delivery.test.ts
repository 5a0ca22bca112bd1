// lead_delivery in a dealer file: the defaults, every mistake named by file and field, and
// the e-mail routing rule the outbox follows.
import { describe, expect, it } from 'vitest';
import { DealerConfigError, parseDealer } from '../../../src/lib/config/index.ts';
import {
  leadDelivery,
  leadEmailRecipients,
  type EmailDelivery,
} from '../../../src/lib/config/lead-delivery.ts';
import { loadDealerFiles } from './dealer-files.ts';

const FILE = 'dealers/kestrel-bay-subaru/dealer.json';
const base = loadDealerFiles().find((d) => d.slug === 'kestrel-bay-subaru')!.raw;

function withDelivery(value: unknown): Record<string, unknown> {
  const raw = structuredClone(base);
  if (value === undefined) delete raw['lead_delivery'];
  else raw['lead_delivery'] = value;
  return raw;
}

function problemsOf(value: unknown): readonly string[] {
  try {
    parseDealer(withDelivery(value), FILE);
  } catch (error) {
    if (error instanceof DealerConfigError) {
      expect(error.message.startsWith(`${FILE}: `)).toBe(true);
      return error.problems;
    }
    throw error;
  }
  throw new Error('the dealer parsed, but it should not');
}

const email = (over: Partial<EmailDelivery> = {}): EmailDelivery => ({
  ...leadDelivery.parse({}).email,
  ...over,
});

describe('lead_delivery defaults', () => {
  it('e-mails ADF/XML to the dealer with nothing configured, and no webhooks', () => {
    const dealer = parseDealer(withDelivery(undefined), FILE);
    expect(dealer.lead_delivery).toEqual({
      email: { enabled: true, to: [], route_to_location: false, copy_to: [], format: 'adf' },
      webhooks: [],
    });
    expect(leadEmailRecipients(dealer.lead_delivery.email, dealer.email)).toEqual([dealer.email]);
  });

  it('fills what a partial setting leaves out', () => {
    const parsed = leadDelivery.parse({ email: { route_to_location: true } });
    expect(parsed.email).toEqual(email({ route_to_location: true }));
  });
});

describe('lead_delivery mistakes name the file and the field', () => {
  it.each([
    [
      { webhooks: [{ url: 'http://crm.example.com/hook', secret_env: 'CRM_SECRET' }] },
      'lead_delivery.webhooks[0].url: must be an https URL (http only for localhost)',
    ],
    [
      { webhooks: [{ url: 'ftp://crm.example.com/hook', secret_env: 'CRM_SECRET' }] },
      'lead_delivery.webhooks[0].url: must be an absolute http(s) URL such as https://example.com.au',
    ],
    [
      {
        webhooks: [
          {
            url: 'https://crm.example.com/hook',
            secret_env: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          },
        ],
      },
      'lead_delivery.webhooks[0].secret_env: must name the environment variable that holds the secret, not the secret itself (secrets never go in dealer files)',
    ],
    [
      { webhooks: [{ url: 'https://crm.example.com/hook', secret_env: 'crm secret' }] },
      'lead_delivery.webhooks[0].secret_env: must be an environment variable name such as "DEALER_CRM_WEBHOOK_SECRET"',
    ],
    [
      { webhooks: [{ url: 'https://crm.example.com/hook' }] },
      'lead_delivery.webhooks[0].secret_env: Invalid input: expected string, received undefined',
    ],
    [
      { webhooks: [{ url: 'https://crm.example.com/hook', secret_env: 'A', secret: 'whsec_x' }] },
      'lead_delivery.webhooks[0].secret: is not a known field (see docs/config-reference.md)',
    ],
    [
      {
        webhooks: [
          { url: 'https://crm.example.com/hook', secret_env: 'A' },
          { url: 'https://crm.example.com/hook', secret_env: 'B' },
        ],
      },
      'lead_delivery.webhooks[1].url: repeats webhooks[0].url (each lead would be sent twice)',
    ],
    [
      { email: { to: ['sales at kestrel'] } },
      'lead_delivery.email.to[0]: must be an e-mail address',
    ],
    [{ email: { copy_to: ['crm@'] } }, 'lead_delivery.email.copy_to[0]: must be an e-mail address'],
    [{ email: { format: 'json' } }, 'lead_delivery.email.format: Invalid input: expected "adf"'],
    [
      { email: { enabled: false } },
      'lead_delivery.email.enabled: leads need a destination: keep e-mail on or add a webhook',
    ],
    [{ sms: true }, 'lead_delivery.sms: is not a known field (see docs/config-reference.md)'],
  ])('%j → %s', (value, expected) => {
    expect(problemsOf(value)).toContain(expected);
  });

  it('accept plain http on this machine, for a local receiver', () => {
    for (const url of [
      'http://localhost:8787/leads',
      'http://127.0.0.1/x',
      'http://crm.localhost/x',
    ]) {
      const parsed = leadDelivery.parse({ webhooks: [{ url, secret_env: 'LOCAL_SECRET' }] });
      expect(parsed.webhooks[0]?.url).toBe(url);
    }
  });

  it('accept e-mail turned off when a webhook takes the leads', () => {
    const parsed = leadDelivery.parse({
      email: { enabled: false },
      webhooks: [{ url: 'https://crm.example.com/hook', secret_env: 'CRM_SECRET' }],
    });
    expect(parsed.email.enabled).toBe(false);
  });
});

describe('leadEmailRecipients', () => {
  const dealer = 'hello@dealer.example';
  const location = 'north@dealer.example';

  it('sends to the configured recipients instead of the dealer', () => {
    expect(leadEmailRecipients(email({ to: ['crm@dealer.example'] }), dealer, location)).toEqual([
      'crm@dealer.example',
    ]);
  });

  it('routes to the location when asked and the lead has one', () => {
    const routed = email({ to: ['crm@dealer.example'], route_to_location: true });
    expect(leadEmailRecipients(routed, dealer, location)).toEqual([location]);
    expect(leadEmailRecipients(routed, dealer)).toEqual(['crm@dealer.example']);
    expect(leadEmailRecipients(email({ route_to_location: true }), dealer)).toEqual([dealer]);
  });

  it('adds copies once each, whatever their case', () => {
    const copied = email({
      route_to_location: true,
      copy_to: ['CRM@dealer.example', 'North@Dealer.example'],
    });
    expect(leadEmailRecipients(copied, dealer, location)).toEqual([location, 'CRM@dealer.example']);
  });

  it('sends nothing by e-mail when e-mail is off', () => {
    expect(
      leadEmailRecipients(email({ enabled: false, to: ['a@b.example'] }), dealer, location),
    ).toEqual([]);
  });
});
