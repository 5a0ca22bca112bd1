/**
 * What delivery needs to know about one lead, as plain data. The outbox worker assembles it from
 * the stored lead row and the tenant's API data; delivery depends on nothing else, so the ADF
 * document, the webhook body and the e-mail are built from this one value.
 */
import type { Country } from '../market/index.ts';

/**
 * The lead's form fields after validation (spec §3 "Lead form fields", flat as the wire format
 * sends them). Only the fields delivery reads are named; every other field the form sent is
 * kept and passed on to webhooks as it is.
 */
export interface LeadFields {
  readonly name?: string | undefined;
  readonly last_name?: string | undefined;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly postcode?: string | undefined;
  readonly message?: string | undefined;
  readonly category?: string | undefined;
  readonly subcategory?: string | undefined;
  readonly Rego?: string | undefined;
  /** The test-drive location the shopper picked. */
  readonly location?: string | undefined;
  /** The test-drive appointment the shopper picked. */
  readonly dateTime?: string | undefined;
  readonly additional_services?: readonly string[] | undefined;
  readonly 'Vehicle Make'?: string | undefined;
  readonly 'Vehicle Model'?: string | undefined;
  readonly vehicle_status?: string | undefined;
  readonly stock_number?: string | undefined;
  readonly [field: string]: unknown;
}

/** The car a lead is about, as the tenant's API data snapshots it (Contract 5). */
export interface CarSnapshot {
  readonly id: string | number;
  readonly slug?: string | null | undefined;
  /** The car's display name ('2021 Toyota Camry Ascent'). */
  readonly name?: string | null | undefined;
  readonly stocknum?: string | null | undefined;
  readonly vin?: string | null | undefined;
  readonly year?: number | string | null | undefined;
  readonly make?: string | null | undefined;
  readonly model?: string | null | undefined;
  /** The variant ('Ascent Sport'): ADF calls it the trim. */
  readonly badge?: string | null | undefined;
  readonly car_type?: 'new' | 'demo' | 'used' | null | undefined;
  /** Asking price in the market's currency, whole units. */
  readonly price?: number | null | undefined;
  readonly km?: number | null | undefined;
}

/** The shopper's own car offered in trade, as far as the form asked about it. */
export interface TradeInVehicle {
  readonly year?: number | string | null | undefined;
  readonly make?: string | null | undefined;
  readonly model?: string | null | undefined;
  readonly km?: number | null | undefined;
}

/** Who receives the lead at the dealer: the chosen location, else the dealer itself. */
export interface LeadRecipient {
  readonly name: string;
  readonly email?: string | null | undefined;
  readonly phone?: string | null | undefined;
}

export interface DeliveryLead {
  /** The lead id the API answered with (Contract 1). */
  readonly id: string;
  /** When the lead was accepted, an ISO 8601 instant. */
  readonly createdAt: string;
  /** Which form sent it: 'enquiry', 'test-drive', 'trade-in', … (Contract 1 FormKind). */
  readonly form: string;
  readonly dealer: {
    readonly slug: string;
    readonly name: string;
    readonly country: Country;
    /** The zone the dealer keeps time in (IANA, e.g. 'Australia/Sydney'). */
    readonly timeZone: string;
    readonly email?: string | null | undefined;
    readonly phone?: string | null | undefined;
  };
  /** The dealership location the lead is for, when the form or the car names one. */
  readonly location?: LeadRecipient | null | undefined;
  readonly fields: LeadFields;
  readonly car?: CarSnapshot | null | undefined;
  readonly tradeIn?: TradeInVehicle | null | undefined;
}
