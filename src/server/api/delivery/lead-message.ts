/**
 * The e-mail that carries one lead. ADF-by-e-mail practice: the lead providers and CRMs that
 * document it (EverLogic, LeadConduit, DealerTeam's ADF handler) read the ADF XML as the
 * plain-text body of the message. So the text/plain part is the ADF document and nothing else,
 * which any ADF parser takes as it is; the readable summary for people at the dealer travels as
 * the text/html alternative, which mail programs show instead. One lead per message, and the
 * Message-ID comes from the delivery id, so a resent attempt is recognisably the same message.
 */
import type { SendMailOptions } from 'nodemailer';
import {
  adfDocument,
  DEFAULT_LEADS_FROM,
  leadEmailSubject,
  leadMessageId,
  leadSummaryHtml,
  type DeliveryLead,
} from '../../../lib/delivery/index.ts';

export interface LeadMessageOptions {
  readonly to: readonly string[];
  readonly deliveryId: string;
  /** The From address (LEADS_FROM); the default names the platform. */
  readonly from?: string | undefined;
}

export function leadMessage(lead: DeliveryLead, options: LeadMessageOptions): SendMailOptions {
  const from = options.from?.trim() || DEFAULT_LEADS_FROM;
  return {
    from,
    to: [...options.to],
    subject: leadEmailSubject(lead),
    messageId: leadMessageId(options.deliveryId, from),
    // The lead's own time: every attempt then composes the same message.
    date: new Date(lead.createdAt),
    text: adfDocument(lead),
    html: leadSummaryHtml(lead),
    headers: { 'X-Forecourt-Lead-Id': lead.id, 'X-Forecourt-Dealer': lead.dealer.slug },
  };
}
