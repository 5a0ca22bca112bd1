/**
 * The SMS adapter, chosen by the environment (secrets only ever from there):
 *
 * - SMS_PROVIDER unset    the SMS outbox file and the server log (outbox-sms.ts)
 * - SMS_PROVIDER=twilio   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, and TWILIO_FROM or
 *                         TWILIO_MESSAGING_SERVICE_SID (TWILIO_API_BASE for a test receiver)
 * - SMS_PROVIDER=http     SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN
 *
 * A provider named with its settings missing stops the server at start, naming them.
 */
import type { Env } from '../tenant/index.ts';
import { httpGatewaySmsSender } from './http-gateway-sms.ts';
import { outboxSmsSender } from './outbox-sms.ts';
import { twilioSmsSender } from './twilio-sms.ts';
import type { SmsLog, SmsSender } from './types.ts';

export { SMS_OUTBOX_FILE, outboxSmsSender } from './outbox-sms.ts';
export { httpGatewaySmsSender } from './http-gateway-sms.ts';
export { twilioSmsSender } from './twilio-sms.ts';
export type { SmsLog, SmsMessage, SmsSender } from './types.ts';

const TWILIO_API = 'https://api.twilio.com';

export function smsSenderFromEnv(env: Env, options: { dataDir: string; log: SmsLog }): SmsSender {
  const provider = env['SMS_PROVIDER']?.trim().toLowerCase() ?? '';
  const read = settingsReader(env, provider);
  switch (provider) {
    case '':
    case 'outbox':
      return outboxSmsSender(options);
    case 'twilio': {
      const from = env['TWILIO_FROM']?.trim();
      const service = env['TWILIO_MESSAGING_SERVICE_SID']?.trim();
      if (!from && !service) {
        throw new Error(
          'SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID to be set',
        );
      }
      return twilioSmsSender({
        accountSid: read('TWILIO_ACCOUNT_SID'),
        authToken: read('TWILIO_AUTH_TOKEN'),
        sender: service ? { messagingServiceSid: service } : { from: from ?? '' },
        apiBase: httpUrl(env['TWILIO_API_BASE']?.trim() || TWILIO_API, 'TWILIO_API_BASE'),
      });
    }
    case 'http':
      return httpGatewaySmsSender({
        url: httpUrl(read('SMS_GATEWAY_URL'), 'SMS_GATEWAY_URL'),
        token: read('SMS_GATEWAY_TOKEN'),
      });
    default:
      throw new Error(
        `SMS_PROVIDER="${provider}" is not known: use twilio or http, or leave it unset`,
      );
  }
}

function settingsReader(env: Env, provider: string): (name: string) => string {
  return (name) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`SMS_PROVIDER=${provider} needs ${name} to be set`);
    return value;
  };
}

/** https, or http only to this machine (a test receiver): a token never crosses a network in clear. */
function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an https URL`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`${name} must be an https URL (http only to this machine)`);
  }
  return url.toString();
}
