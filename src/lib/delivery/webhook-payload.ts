/**
 * The JSON body of a lead webhook. `id` is the delivery id, the same on every attempt and equal
 * to the webhook-id header, so a receiver that has seen it can drop a repeat.
 */
import type { CarSnapshot, DeliveryLead, LeadFields, TradeInVehicle } from './delivery-lead.ts';

export interface WebhookLead {
  id: string;
  form: string;
  created_at: string;
  /** The dealership location the lead is for, by name; null when it is for the dealer. */
  location: { name: string } | null;
  /** The form fields as validated (spec §3), flat as the forms send them. */
  fields: LeadFields;
  car: CarSnapshot | null;
  trade_in: TradeInVehicle | null;
}

export interface WebhookPayload {
  type: 'lead.created';
  id: string;
  created_at: string;
  dealer: { slug: string; name: string };
  lead: WebhookLead;
}

export function webhookPayload(lead: DeliveryLead, deliveryId: string): WebhookPayload {
  return {
    type: 'lead.created',
    id: deliveryId,
    created_at: lead.createdAt,
    dealer: { slug: lead.dealer.slug, name: lead.dealer.name },
    lead: {
      id: lead.id,
      form: lead.form,
      created_at: lead.createdAt,
      location: lead.location ? { name: lead.location.name } : null,
      fields: lead.fields,
      car: lead.car ?? null,
      trade_in: lead.tradeIn ?? null,
    },
  };
}

/** The exact bytes to sign and send. */
export function webhookBody(lead: DeliveryLead, deliveryId: string): string {
  return JSON.stringify(webhookPayload(lead, deliveryId));
}
