/**
 * A watch alert by e-mail, the way lead e-mails go: by SMTP when SMTP_URL is set, else
 * written as an .eml file to `<dataDir>/outbox/<tenant>/<alert id>.eml`, whole or not at all.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import { DEFAULT_LEADS_FROM } from '../../../lib/delivery/index.ts';
import { isSafeFileSegment, outboxFile, writeFileAtomically } from '../delivery/outbox-file.ts';

export interface AlertEmailSettings {
  dataDir: string;
  /** SMTP_URL; absent, the outbox folder. */
  smtpUrl?: string | undefined;
  /** LEADS_FROM; absent, the platform's own address. */
  from?: string | undefined;
  timeoutMs: number;
}

export interface AlertEmailMessage {
  tenant: string;
  /** Names the file in the outbox folder (the alert id, and the resend count when resent). */
  fileName: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends one alert e-mail; rejects with a reason that never quotes the address. */
export async function sendAlertEmail(
  message: AlertEmailMessage,
  settings: AlertEmailSettings,
): Promise<void> {
  const mail: SendMailOptions = {
    from: settings.from?.trim() || DEFAULT_LEADS_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    headers: { 'X-Forecourt-Dealer': message.tenant },
  };
  if (settings.smtpUrl) {
    const transport = createTransport({
      url: settings.smtpUrl,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    try {
      await transport.sendMail(mail);
      return;
    } catch (error) {
      const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
      throw new Error(
        `SMTP refused the alert e-mail (${String(responseCode ?? code ?? 'error')})`,
        {
          cause: error,
        },
      );
    } finally {
      transport.close();
    }
  }
  if (!isSafeFileSegment(message.tenant) || !isSafeFileSegment(message.fileName)) {
    throw new Error('the tenant or alert id cannot name an outbox file');
  }
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const { message: raw } = await composer.sendMail(mail);
  if (!Buffer.isBuffer(raw)) throw new Error('the alert e-mail did not compose');
  await writeFileAtomically(outboxFile(settings.dataDir, message.tenant, message.fileName), raw);
}
