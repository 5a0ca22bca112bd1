/**
 * The shopper's confirmation of a paid deposit: the reference, the amount, the car and the
 * deposit terms that apply where it is. Sent by SMTP_URL when set, else written to
 * `<dataDir>/outbox/<tenant>/<reservation id>-confirmation.eml` like the lead e-mails.
 */
import { createTransport } from 'nodemailer';
import { formatDeposit, type DepositTerms } from '../../../lib/checkout/index.ts';
import { DEFAULT_LEADS_FROM } from '../../../lib/delivery/index.ts';
import { outboxFile, writeFileAtomically } from '../delivery/outbox-file.ts';
import type { Reservation } from '../store/index.ts';
import type { Env } from '../tenant/index.ts';

export interface ConfirmationInput {
  reservation: Reservation;
  dealer: { name: string; email: string; phone: string; slug: string };
  carName: string;
  terms: DepositTerms;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function confirmationMessage(input: ConfirmationInput, from: string) {
  const { reservation, dealer, carName, terms } = input;
  const amount = formatDeposit(reservation.amountCents, reservation.currency, { withCode: true });
  const name = typeof reservation.details['name'] === 'string' ? reservation.details['name'] : '';
  const lines = [
    `Hi ${name},`,
    '',
    `Thank you: your deposit of ${amount} for the ${carName} is paid and the car is held for you.`,
    '',
    `Reference: ${reservation.reference}`,
    `Amount: ${amount}`,
    `Car: ${carName}`,
    '',
    `${dealer.name} will contact you shortly. Questions: ${dealer.phone} or ${dealer.email}.`,
    '',
    terms.title,
    ...terms.paragraphs,
    '',
    `Cooling-off: ${terms.coolingOff}`,
    `Refunds: ${terms.refund}`,
    ...terms.sources.map((s) => `${s.label}: ${s.url}`),
  ];
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>Thank you: your deposit of <strong>${escapeHtml(amount)}</strong> for the ${escapeHtml(carName)} is paid and the car is held for you.</p>`,
    `<table><tr><th align="left">Reference</th><td>${escapeHtml(reservation.reference)}</td></tr>`,
    `<tr><th align="left">Amount</th><td>${escapeHtml(amount)}</td></tr>`,
    `<tr><th align="left">Car</th><td>${escapeHtml(carName)}</td></tr></table>`,
    `<p>${escapeHtml(dealer.name)} will contact you shortly. Questions: ${escapeHtml(dealer.phone)} or ${escapeHtml(dealer.email)}.</p>`,
    `<h2>${escapeHtml(terms.title)}</h2>`,
    ...terms.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h3>Cooling-off</h3><p>${escapeHtml(terms.coolingOff)}</p>`,
    `<h3>Refunds</h3><p>${escapeHtml(terms.refund)}</p>`,
    `<ul>${terms.sources.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.label)}</a></li>`).join('')}</ul>`,
  ].join('\n');
  return {
    from,
    to: String(reservation.details['email'] ?? ''),
    replyTo: dealer.email,
    subject: `Deposit paid: ${carName} (${reservation.reference})`,
    text: lines.join('\n'),
    html,
    headers: { 'X-Forecourt-Reservation': reservation.id, 'X-Forecourt-Dealer': dealer.slug },
  };
}

/** Sends (or writes) the confirmation; a failure is reported to the caller to log. */
export async function sendConfirmation(
  input: ConfirmationInput,
  env: Env,
  dataDir: string,
): Promise<void> {
  const message = confirmationMessage(input, env['LEADS_FROM']?.trim() || DEFAULT_LEADS_FROM);
  const smtpUrl = env['SMTP_URL']?.trim();
  if (smtpUrl) {
    const transport = createTransport({
      url: smtpUrl,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    return;
  }
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const { message: raw } = await composer.sendMail(message);
  if (!Buffer.isBuffer(raw)) throw new Error('the confirmation did not compose');
  await writeFileAtomically(
    outboxFile(dataDir, input.dealer.slug, `${input.reservation.id}-confirmation`),
    raw,
  );
}
