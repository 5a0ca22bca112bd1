/**
 * Sends an e-mail by SMTP when a server is configured, else writes it to the outbox folder:
 * the dealer's lead e-mails and the shopper's deposit e-mails alike.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import {
  smtpOutcome,
  type DeliveryLead,
  type DeliveryOutcome,
} from '../../../lib/delivery/index.ts';
import { leadMessage } from './lead-message.ts';
import { isSafeFileSegment, outboxFile, writeFileAtomically } from './outbox-file.ts';

export interface EmailDeliveryContext {
  readonly deliveryId: string;
  readonly dataDir: string;
  /** smtp://user:pass@host:587 or smtps://…; absent, messages go to the outbox folder. */
  readonly smtpUrl?: string | undefined;
  readonly from?: string | undefined;
  /** How long to wait for the server at each step (connect, greeting, each reply). */
  readonly timeoutMs: number;
}

/** What nodemailer's errors carry beyond their message (which can quote addresses). */
function smtpFailureOf(error: unknown): { responseCode?: number; code?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return {
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

async function sendBySmtp(
  smtpUrl: string,
  message: SendMailOptions,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  let transport: ReturnType<typeof createTransport>;
  try {
    transport = createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // The message is built here from lead data only; nothing in it may read files or URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (error) {
    return smtpOutcome({ code: 'ECONFIG', ...smtpFailureOf(error) });
  }
  try {
    // One connection per message: an outbox worker sends a few at a time, and nothing stays
    // open between jobs. Recipients the server refused while it accepted others are not retried,
    // as that would send the lead twice to those that took it.
    await transport.sendMail(message);
    return { kind: 'delivered' };
  } catch (error) {
    return smtpOutcome(smtpFailureOf(error));
  } finally {
    transport.close();
  }
}

async function writeToOutbox(
  message: SendMailOptions,
  tenant: string,
  fileName: string,
  dataDir: string,
): Promise<DeliveryOutcome> {
  if (!isSafeFileSegment(tenant) || !isSafeFileSegment(fileName)) {
    return { kind: 'failed', error: 'the tenant or delivery id cannot name an outbox file' };
  }
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  try {
    const { message: raw } = await composer.sendMail(message);
    if (!Buffer.isBuffer(raw)) return { kind: 'failed', error: 'the message did not compose' };
    await writeFileAtomically(outboxFile(dataDir, tenant, fileName), raw);
    return { kind: 'delivered' };
  } catch (error) {
    // A full or read-only disk can be fixed while the lead waits.
    const { code } = smtpFailureOf(error);
    return { kind: 'retry', error: `outbox file not written${code ? ` (${code})` : ''}` };
  }
}

export async function sendLeadEmail(
  to: readonly string[],
  lead: DeliveryLead,
  context: EmailDeliveryContext,
): Promise<DeliveryOutcome> {
  if (to.length === 0) return { kind: 'failed', error: 'the e-mail destination has no address' };
  const message = leadMessage(lead, { to, deliveryId: context.deliveryId, from: context.from });
  return sendEmail(message, { tenant: lead.dealer.slug, fileName: context.deliveryId }, context);
}

/**
 * One composed message: by SMTP, or to `<dataDir>/outbox/<tenant>/<fileName>.eml`, where a
 * repeated attempt rewrites the same file.
 */
export function sendEmail(
  message: SendMailOptions,
  outbox: { tenant: string; fileName: string },
  context: EmailDeliveryContext,
): Promise<DeliveryOutcome> {
  if (context.smtpUrl) return sendBySmtp(context.smtpUrl, message, context.timeoutMs);
  return writeToOutbox(message, outbox.tenant, outbox.fileName, context.dataDir);
}
