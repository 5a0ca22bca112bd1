/**
 * The words of one watch alert, by text message and by e-mail: short, naming the dealer, the
 * car and the change, with the car's link and the one-tap stop link.
 */
import { formatPrice } from '../compare/format.ts';
import type { VehicleWords } from '../content/vehicle-words.ts';
import type { AlertKind, CarStanding } from './alert-diff.ts';

/** What an alert says, as recorded when the build's change was found. */
export interface AlertFacts {
  kind: AlertKind;
  dealerName: string;
  carName: string;
  /** The car as it stood before the change and after it. */
  before: { price: number; standing: CarStanding };
  after: { price: number; standing: CarStanding };
  /** The dealer's vehicle noun ('car', 'motorcycle') for the e-mail's own words. */
  words: VehicleWords;
}

export interface AlertLinks {
  /** The car's page on the dealer's site. */
  car: string;
  /** GET: the page that switches this car's alerts off. */
  stop: string;
}

/** The change in a few words: "is now $31,990 (was $33,490)". */
export function alertChangeText(facts: Pick<AlertFacts, 'kind' | 'before' | 'after'>): string {
  const { kind, before, after } = facts;
  switch (kind) {
    case 'price_drop':
      return `is now ${formatPrice(after.price)} (was ${formatPrice(before.price)})`;
    case 'sold_or_reserved':
      if (after.standing === 'sold') return 'has been sold';
      if (after.standing === 'reserved') return 'is now reserved';
      return 'is no longer listed';
    case 'back_in_stock':
      return after.price > 0
        ? `is available again at ${formatPrice(after.price)}`
        : 'is available again';
  }
}

/** "Totara Motors: 2021 Toyota RAV4 GXL is now $31,990 (was $33,490). <car> Stop alerts: <stop>" */
export function alertSmsText(facts: AlertFacts, links: AlertLinks): string {
  return `${facts.dealerName}: ${facts.carName} ${alertChangeText(facts)}. ${links.car} Stop alerts: ${links.stop}`;
}

const SUBJECT_OF: Record<AlertKind, string> = {
  price_drop: 'Price drop',
  sold_or_reserved: 'Update',
  back_in_stock: 'Back in stock',
};

export interface AlertEmail {
  subject: string;
  text: string;
}

/** The e-mail: a subject naming the change and the car, and a plain-text body. */
export function alertEmail(facts: AlertFacts, links: AlertLinks): AlertEmail {
  const change = alertChangeText(facts);
  const subject =
    facts.kind === 'sold_or_reserved'
      ? `${facts.carName} ${change}`
      : `${SUBJECT_OF[facts.kind]}: ${facts.carName}`;
  const text = [
    `${facts.carName} ${change}.`,
    '',
    `See the ${facts.words.singular}: ${links.car}`,
    '',
    `You are receiving this because you watch this ${facts.words.singular} on ${facts.dealerName}'s website.`,
    `Stop alerts for this ${facts.words.singular}: ${links.stop}`,
    '',
  ].join('\n');
  return { subject: `${facts.dealerName}: ${subject}`, text };
}

/** Absolute URL of a site path on the dealer's public site. */
export function siteLink(siteUrl: string, sitePath: string): string {
  return new URL(sitePath, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
