import { providerError, SMS_TIMEOUT_MS, type SmsMessage, type SmsSender } from './types.ts';

export interface HttpGatewaySettings {
  url: string;
  token: string;
}

/**
 * Any SMS gateway with an HTTP API, through a small adapter of the operator's: each message is
 * `POST`ed to SMS_GATEWAY_URL as JSON `{ to, body, tenant }` with
 * `Authorization: Bearer <SMS_GATEWAY_TOKEN>`; any 2xx answer means it was taken.
 */
export function httpGatewaySmsSender(settings: HttpGatewaySettings): SmsSender {
  return {
    description: `SMS by the gateway at ${new URL(settings.url).host} (SMS_PROVIDER=http)`,
    async send(message: SmsMessage) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ to: message.to, body: message.body, tenant: message.tenant }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw await providerError('The SMS gateway', response);
      await response.body?.cancel();
    },
  };
}
