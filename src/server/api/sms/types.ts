/** One text message to a shopper's phone. */
export interface SmsMessage {
  /** The dealer it is sent for (its slug). */
  tenant: string;
  /** E.164. */
  to: string;
  body: string;
}

/** Where text messages go: the local outbox, Twilio or an SMS gateway. */
export interface SmsSender {
  /** For the start-up line: "SMS by Twilio", … */
  readonly description: string;
  /** Resolves once the provider has taken the message; rejects with the reason otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** What the senders log through (the platform's pino logger). */
export interface SmsLog {
  warn(details: object, message: string): void;
}

/** How long a provider may take to accept a message before the send counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

/** A provider's answer that was not a success, with the start of its body for the log. */
export async function providerError(provider: string, response: Response): Promise<Error> {
  const text = (await response.text().catch(() => '')).slice(0, 300);
  return new Error(`${provider} answered HTTP ${response.status}${text ? `: ${text}` : ''}`);
}
