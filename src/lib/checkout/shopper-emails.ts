/**
 * The e-mails a shopper gets about their deposit, as plain data the outbox delivers: the
 * confirmation of a paid deposit (reference, amount, car, the terms where the car is), and
 * the honest notice that a deposit which landed after the car went to someone else has been
 * refunded. Both are composed from what the delivery job stored, so every attempt sends the
 * same message.
 */
import { titleNoun, vehicleWords, type VehicleWords } from '../content/vehicle-words.ts';
import { escapeHtml } from '../html/escape.ts';
import { formatDeposit } from './deposit.ts';
import type { DepositTerms } from './deposit-terms.ts';
import type { ConflictReason } from './late-payment.ts';

export type ShopperNoticeKind = 'deposit_paid' | 'deposit_refunded';

/** What a shopper e-mail job stores (its destination): enough to compose it with no lookups. */
export interface ShopperNotice {
  notice: ShopperNoticeKind;
  to: string;
  shopperName: string;
  reservationId: string;
  reference: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  carName: string;
  /** The state (or NZ) whose deposit terms apply: the car's. */
  state: string;
  /** deposit_refunded only: why the car was no longer available. */
  reason?: ConflictReason | undefined;
}

export interface NoticeDealer {
  name: string;
  email: string;
  phone: string;
}

export interface ShopperEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the refund notice says happened to the car, in the shopper's terms. */
const CONFLICT_WORDS: Readonly<Record<ConflictReason, string>> = {
  reserved: 'another buyer reserved it with a deposit before your payment went through',
  held: 'another buyer was already paying a deposit on it when your payment went through',
  sold: 'it was sold before your payment went through',
};

/** Paragraphs as text lines and as HTML, one source for both. */
function render(blocks: readonly (string | { rows: [string, string][] })[]): {
  text: string;
  html: string;
} {
  const text = blocks
    .map((block) =>
      typeof block === 'string' ? block : block.rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    )
    .join('\n\n');
  const html = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<table>${block.rows
            .map(
              ([k, v]) =>
                `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
            )
            .join('')}</table>`,
    )
    .join('\n');
  return { text, html };
}

function termsBlocks(terms: DepositTerms): { text: string; html: string } {
  const text = [
    terms.title,
    ...terms.paragraphs,
    '',
    `Cooling-off: ${terms.coolingOff}`,
    `Refunds: ${terms.refund}`,
    ...terms.sources.map((s) => `${s.label}: ${s.url}`),
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(terms.title)}</h2>`,
    ...terms.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h3>Cooling-off</h3><p>${escapeHtml(terms.coolingOff)}</p>`,
    `<h3>Refunds</h3><p>${escapeHtml(terms.refund)}</p>`,
    `<ul>${terms.sources.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.label)}</a></li>`).join('')}</ul>`,
  ].join('\n');
  return { text, html };
}

export function depositPaidEmail(
  notice: ShopperNotice,
  dealer: NoticeDealer,
  terms: DepositTerms,
  words: VehicleWords = vehicleWords('car'),
): ShopperEmail {
  const amount = formatDeposit(notice.amountCents, notice.currency, { withCode: true });
  const body = render([
    `Hi ${notice.shopperName},`,
    `Thank you: your deposit of ${amount} for the ${notice.carName} is paid and the ${words.singular} is held for you.`,
    {
      rows: [
        ['Reference', notice.reference],
        ['Amount', amount],
        [titleNoun(words.singular), notice.carName],
      ],
    },
    `${dealer.name} will contact you shortly. Questions: ${dealer.phone} or ${dealer.email}.`,
  ]);
  const termsPart = termsBlocks(terms);
  return {
    subject: `Deposit paid: ${notice.carName} (${notice.reference})`,
    text: `${body.text}\n\n${termsPart.text}`,
    html: `${body.html}\n${termsPart.html}`,
  };
}

export function depositRefundedEmail(
  notice: ShopperNotice,
  dealer: NoticeDealer,
  words: VehicleWords = vehicleWords('car'),
): ShopperEmail {
  const amount = formatDeposit(notice.amountCents, notice.currency, { withCode: true });
  const what = CONFLICT_WORDS[notice.reason ?? 'reserved'];
  const body = render([
    `Hi ${notice.shopperName},`,
    `We are sorry: the ${notice.carName} is no longer available, because ${what}. We have refunded your deposit of ${amount} in full. It usually reaches your account within 5 to 10 business days, depending on your bank.`,
    {
      rows: [
        ['Reference', notice.reference],
        ['Refunded', amount],
        [titleNoun(words.singular), notice.carName],
      ],
    },
    `${dealer.name} would be glad to help you find a similar ${words.singular}. Call ${dealer.phone} or e-mail ${dealer.email} and quote your reference.`,
  ]);
  return {
    subject: `Deposit refunded: ${notice.carName} is no longer available (${notice.reference})`,
    ...body,
  };
}

/** The delivery job's destination kind and key for a shopper's e-mail. */
export const SHOPPER_EMAIL_KIND = 'shopper_email';
export const SHOPPER_EMAIL_KEY = 'shopper-email';

/** The job's stored destination: the notice with its kind. */
export function shopperNoticeDestination(notice: ShopperNotice): object {
  return { kind: SHOPPER_EMAIL_KIND, ...notice };
}

const CONFLICT_REASONS: readonly ConflictReason[] = ['reserved', 'held', 'sold'];

/** A stored destination read back; null when it is not a shopper notice this version knows. */
export function readShopperNotice(stored: Readonly<Record<string, unknown>>): ShopperNotice | null {
  const text = (key: string) => (typeof stored[key] === 'string' ? stored[key] : null);
  const notice = stored['notice'];
  const currency = stored['currency'];
  const amountCents = stored['amountCents'];
  const fields = ['to', 'shopperName', 'reservationId', 'reference', 'carName', 'state'] as const;
  const values = fields.map(text);
  if (
    stored['kind'] !== SHOPPER_EMAIL_KIND ||
    (notice !== 'deposit_paid' && notice !== 'deposit_refunded') ||
    (currency !== 'AUD' && currency !== 'NZD') ||
    typeof amountCents !== 'number' ||
    !Number.isInteger(amountCents) ||
    values.some((value) => value === null)
  ) {
    return null;
  }
  const [to, shopperName, reservationId, reference, carName, state] = values as string[];
  const reason = CONFLICT_REASONS.find((each) => each === stored['reason']);
  return {
    notice,
    to: to!,
    shopperName: shopperName!,
    reservationId: reservationId!,
    reference: reference!,
    amountCents,
    currency,
    carName: carName!,
    state: state!,
    ...(reason ? { reason } : {}),
  };
}
