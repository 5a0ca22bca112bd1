/**
 * The SMS adapter against real HTTP receivers on loopback: Twilio's Messages API and a
 * generic gateway, chosen by the environment as the server chooses them, end to end through
 * send-code (the code the receiver got signs in), and a provider's failure answered 503.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smsSenderFromEnv, type SmsLog } from '../../../src/server/api/sms/index.ts';
import type { Env } from '../../../src/server/api/tenant/index.ts';
import {
  accountFixture,
  AU_DEALER,
  Browser,
  local,
  type AccountFixture,
} from '../auth/account-fixture.ts';
import { manualClock, sqliteEngine } from '../store/engines.ts';
import { startGatewayReceiver, startTwilioReceiver, type SmsReceiver } from './sms-receiver.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';
const GATEWAY_TOKEN = 'gateway-test-token';
const MESSAGE = {
  tenant: AU_DEALER,
  to: '+61412345678',
  body: 'Ironbark: your sign-in code is 123456.',
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-sms-'));
const warnings: object[] = [];
const log: SmsLog = { warn: (details) => void warnings.push(details) };
const sender = (env: Env) => smsSenderFromEnv(env, { dataDir, log });

let twilio: SmsReceiver;
let gateway: SmsReceiver;
beforeAll(async () => {
  twilio = await startTwilioReceiver(SID, TOKEN);
  gateway = await startGatewayReceiver(GATEWAY_TOKEN);
});
afterAll(async () => {
  await twilio.close();
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  twilio.received.length = 0;
  twilio.status = null;
  gateway.received.length = 0;
  gateway.status = null;
});

const twilioEnv = (extra: Env = {}): Env => ({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_API_BASE: twilio.origin,
  ...extra,
});
const gatewayEnv = (extra: Env = {}): Env => ({
  SMS_PROVIDER: 'http',
  SMS_GATEWAY_URL: `${gateway.origin}/send`,
  SMS_GATEWAY_TOKEN: GATEWAY_TOKEN,
  ...extra,
});

describe('Twilio (SMS_PROVIDER=twilio)', () => {
  it('posts To, From and Body to the account’s Messages resource with Basic auth', async () => {
    await sender(twilioEnv({ TWILIO_FROM: '+61400000000' })).send(MESSAGE);
    expect(twilio.received).toEqual([
      {
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        fields: { To: MESSAGE.to, Body: MESSAGE.body, From: '+61400000000' },
      },
    ]);
  });

  it('sends through a Messaging Service when one is named', async () => {
    await sender(twilioEnv({ TWILIO_MESSAGING_SERVICE_SID: 'MG0123' })).send(MESSAGE);
    expect(twilio.received[0]?.fields).toEqual({
      To: MESSAGE.to,
      Body: MESSAGE.body,
      MessagingServiceSid: 'MG0123',
    });
  });

  it('fails with Twilio’s answer when Twilio refuses', async () => {
    twilio.status = 400;
    await expect(sender(twilioEnv({ TWILIO_FROM: '+61400000000' })).send(MESSAGE)).rejects.toThrow(
      /^Twilio answered HTTP 400: .*21211/,
    );
    const wrongToken = twilioEnv({ TWILIO_FROM: '+61400000000', TWILIO_AUTH_TOKEN: 'nope' });
    twilio.status = null;
    await expect(sender(wrongToken).send(MESSAGE)).rejects.toThrow(/^Twilio answered HTTP 401/);
  });
});

describe('an HTTP gateway (SMS_PROVIDER=http)', () => {
  it('posts { to, body, tenant } as JSON with the Bearer token', async () => {
    await sender(gatewayEnv()).send(MESSAGE);
    expect(gateway.received).toEqual([
      {
        path: '/send',
        authorization: `Bearer ${GATEWAY_TOKEN}`,
        contentType: 'application/json',
        fields: { to: MESSAGE.to, body: MESSAGE.body, tenant: AU_DEALER },
      },
    ]);
  });

  it('fails when the gateway answers an error', async () => {
    gateway.status = 502;
    await expect(sender(gatewayEnv()).send(MESSAGE)).rejects.toThrow(
      'The SMS gateway answered HTTP 502',
    );
  });
});

describe('the default outbox', () => {
  it('appends one JSON line per message and logs it with the number masked', async () => {
    await sender({}).send(MESSAGE);
    const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1) ?? '')).toEqual({ at: expect.any(String), ...MESSAGE });
    expect(warnings.at(-1)).toEqual({
      tenant: AU_DEALER,
      to: '+61******678',
      sms_text: MESSAGE.body,
    });
  });
});

describe('settings', () => {
  it.each([
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER="carrier-pigeon" is not known'],
    [{ SMS_PROVIDER: 'twilio', TWILIO_FROM: '+61400000000' }, 'needs TWILIO_ACCOUNT_SID'],
    [
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN },
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    ],
    [{ SMS_PROVIDER: 'http', SMS_GATEWAY_TOKEN: 't' }, 'needs SMS_GATEWAY_URL'],
    [
      { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/send' },
      'needs SMS_GATEWAY_TOKEN',
    ],
    [
      { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'http://sms.example/send', SMS_GATEWAY_TOKEN: 't' },
      'SMS_GATEWAY_URL must be an https URL (http only to this machine)',
    ],
  ])('refuses %o at start', (env, message) => {
    expect(() => sender(env)).toThrow(message);
  });
});

const sqlite = sqliteEngine();

describe('send-code through a provider', () => {
  let fixture: AccountFixture;
  beforeAll(() => sqlite.setUp());
  afterAll(() => sqlite.tearDown());
  afterEach(() => fixture.close());

  it.each([
    ['Twilio', () => twilio, () => twilioEnv({ TWILIO_FROM: '+61400000000' }), 'Body'],
    ['the gateway', () => gateway, () => gatewayEnv(), 'body'],
  ] as const)(
    'sends the code by %s, and that code signs in',
    async (_name, receiver, env, field) => {
      const clock = manualClock();
      fixture = await accountFixture({ engine: sqlite, clock: clock.now, sms: sender(env()) });
      const browser = new Browser(fixture.app, local(AU_DEALER));
      const sent = await browser.post('/api/auth/send-code', { phone_number: '0412 345 678' });
      expect(sent.statusCode).toBe(202);
      const body = String(receiver().received[0]?.fields[field]);
      const code = /sign-in code is (\d{6})\./.exec(body)?.[1] ?? '';
      const verified = await browser.post('/api/auth/verify-code', {
        phone_number: '0412 345 678',
        code,
      });
      expect(verified.json()).toEqual({ signed_in: true, phone_number: '+61412345678' });
    },
  );

  it('answers 503 with a message when the provider fails', async () => {
    gateway.status = 500;
    fixture = await accountFixture({
      engine: sqlite,
      clock: manualClock().now,
      sms: sender(gatewayEnv()),
    });
    const browser = new Browser(fixture.app, local(AU_DEALER));
    const sent = await browser.post('/api/auth/send-code', { phone_number: '0412 345 678' });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({
      error: 'The code could not be sent just now. Please try again in a minute.',
    });
  });
});
