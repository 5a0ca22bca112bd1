import { providerError, SMS_TIMEOUT_MS, type SmsMessage, type SmsSender } from './types.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (TWILIO_FROM) or a Messaging Service (TWILIO_MESSAGING_SERVICE_SID). */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com unless a test points it at a local receiver. */
  apiBase: string;
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To,
 * Body and From or MessagingServiceSid, with the account SID and auth token as Basic auth.
 * Twilio answers 201 when it has queued the message.
 */
export function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiBase,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    description: 'SMS by Twilio (SMS_PROVIDER=twilio)',
    async send(message: SmsMessage) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if ('from' in settings.sender) form.set('From', settings.sender.from);
      else form.set('MessagingServiceSid', settings.sender.messagingServiceSid);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw await providerError('Twilio', response);
      await response.body?.cancel();
    },
  };
}
