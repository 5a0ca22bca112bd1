import { z } from 'astro/zod';
import { absoluteUrl } from './primitives.ts';

/** Hosts a webhook may reach over plain http: the machine itself (a local receiver or tunnel). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname) || hostname.endsWith('.localhost');
}

/** A lead carries a shopper's personal details: it travels over https, or stays on this machine. */
const webhookUrl = absoluteUrl.refine(
  (value) => {
    // Only plain http to another host is refused here; absoluteUrl reports anything else.
    const url = URL.parse(value);
    return url?.protocol !== 'http:' || isLoopbackHost(url.hostname);
  },
  { message: 'must be an https URL (http only for localhost)' },
);

/**
 * The NAME of an environment variable, never the secret: dealer files are committed and
 * published, a Standard Webhooks secret (`whsec_…`) must not be.
 */
const secretEnv = z
  .string()
  .refine((value) => !value.startsWith('whsec_'), {
    message:
      'must name the environment variable that holds the secret, not the secret itself (secrets never go in dealer files)',
  })
  .refine((value) => /^[A-Z_][A-Z0-9_]*$/.test(value) || value.startsWith('whsec_'), {
    message: 'must be an environment variable name such as "DEALER_CRM_WEBHOOK_SECRET"',
  });

const emailAddresses = z.array(z.email('must be an e-mail address'));

const emailDelivery = z.strictObject({
  /** Off only when a webhook takes every lead (a CRM that reads no e-mail). */
  enabled: z.boolean().default(true),
  /** Who receives each lead; empty means the dealer's own `email`. */
  to: emailAddresses.default([]),
  /** A lead about a car or a chosen location goes to that location's contact e-mail instead of `to`. */
  route_to_location: z.boolean().default(false),
  /** Addresses that receive a copy of every lead, wherever it is routed (a group's CRM inbox). */
  copy_to: emailAddresses.default([]),
  /** ADF/XML 1.0, one lead per message: what dealer CRMs import. */
  format: z.literal('adf').default('adf'),
});

const webhook = z.strictObject({ url: webhookUrl, secret_env: secretEnv });

/**
 * Where a dealer's leads go (issue 12 "destinations the dealer config names"). With nothing
 * configured every lead is e-mailed as ADF/XML to the dealer's `email`. Documented in
 * docs/config-reference.md, "Lead delivery".
 */
export const leadDelivery = z
  .strictObject({
    email: emailDelivery.default(emailDelivery.parse({})),
    webhooks: z.array(webhook).default([]),
  })
  .superRefine((delivery, ctx) => {
    if (!delivery.email.enabled && delivery.webhooks.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['email', 'enabled'],
        message: 'leads need a destination: keep e-mail on or add a webhook',
      });
    }
    const seen = new Map<string, number>();
    delivery.webhooks.forEach((hook, i) => {
      const first = seen.get(hook.url);
      if (first === undefined) seen.set(hook.url, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: ['webhooks', i, 'url'],
          message: `repeats webhooks[${first}].url (each lead would be sent twice)`,
        });
    });
  });

export type LeadDelivery = z.infer<typeof leadDelivery>;
export type EmailDelivery = LeadDelivery['email'];
export type LeadWebhook = LeadDelivery['webhooks'][number];

/**
 * The addresses one lead is e-mailed to. `locationEmail` is the contact e-mail of the location
 * the lead is about (its car's location, else the location the shopper chose), when there is one.
 */
export function leadEmailRecipients(
  email: EmailDelivery,
  dealerEmail: string,
  locationEmail?: string,
): string[] {
  if (!email.enabled) return [];
  const main =
    email.route_to_location && locationEmail
      ? [locationEmail]
      : email.to.length > 0
        ? email.to
        : [dealerEmail];
  // Once each, as first written: domains are case-insensitive and mailboxes in practice too.
  const seen = new Set<string>();
  return [...main, ...email.copy_to].filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
