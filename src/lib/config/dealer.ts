import { z } from 'astro/zod';
import { COUNTRIES } from '../market/index.ts';
import { brandItem, dealership, dealershipWebsite, manufacturer, model } from './catalogue.ts';
import { finance, payment, financeProvider, paymentProvider } from './commerce.ts';
import { extraPage, faq, legalText, offer, promoCard, reviews, staffCard } from './content.ts';
import { openingHour } from './hours.ts';
import { leadDelivery } from './lead-delivery.ts';
import { location } from './location.ts';
import { LOCATIONS_DISPLAY_DEFAULTS, locationsDisplay } from './locations-display.ts';
import { footerNavigation, menuItem } from './navigation.ts';
import { options } from './options.ts';
import { absoluteUrl, image, slug } from './primitives.ts';
import { searchSettings } from './search.ts';
import { stockSource } from './stock-source.ts';
import { templateName, theme } from './theme.ts';

const social = z.strictObject({
  facebook: absoluteUrl.optional(),
  instagram: absoluteUrl.optional(),
  youtube: absoluteUrl.optional(),
  linkedin: absoluteUrl.optional(),
  tiktok: absoluteUrl.optional(),
});

/**
 * Spec "Site config or dealer": one schema assembled from per-concern parts. Navigation is
 * checked separately (see parse-dealer.ts) because the spec fixes its error message.
 */
export const dealerSchema = z.strictObject({
  slug,
  template: templateName,
  name: z.string().min(1),
  /** Short name for tight spaces (mobile header, copyright). */
  short_name: z.string().min(1).optional(),
  url: absoluteUrl,
  country: z.enum(COUNTRIES),
  phone: z.string().min(6),
  email: z.email('must be an e-mail address'),
  logo: image,
  /** Logo drawn for the header background when `logo` would not read on it (a dark header). Defaults to `logo`. */
  header_logo: image.optional(),
  /** Logo drawn for the footer background (footers are often dark). Defaults to `logo`. */
  footer_logo: image.optional(),
  tagline: z.string().min(1),
  dealership_group: z.string().min(1).optional(),
  /** The platform's id for this website, sent with tracking events such as the phone reveal (spec §7). */
  website_id: z.number().int().positive().optional(),
  dealerships: z.array(dealership).min(1),
  locations: z.array(location).min(1),
  /** The home page's locations layout and postcode search, and the map's tile source. */
  locations_display: locationsDisplay.default(LOCATIONS_DISPLAY_DEFAULTS),
  opening_hours: z.array(openingHour).default([]),
  dealership_websites: z.array(dealershipWebsite).default([]),
  manufacturer: slug.optional(),
  manufacturers: z.array(manufacturer).default([]),
  models: z.array(model).default([]),
  /** Checked by parseNavigation (a missing navigation gets the spec's message, not zod's). */
  navigation: z.unknown().optional(),
  brand_items: z.array(brandItem).default([]),
  gmb_profiles: z.array(z.strictObject({ review_url: absoluteUrl })).default([]),
  xtime_url: absoluteUrl.optional(),
  reviews: reviews.optional(),
  promo_cards: z.array(promoCard).default([]),
  staff: z.array(staffCard).default([]),
  offers: z.array(offer).default([]),
  faqs: z.array(faq).default([]),
  legal: z.strictObject({
    privacy_policy: legalText,
    privacy_statement: legalText,
    terms: legalText,
  }),
  pages: z.array(extraPage).default([]),
  finance_provider: financeProvider,
  finance: finance.optional(),
  payment_provider: paymentProvider,
  payment: payment.optional(),
  social: social.default({}),
  theme,
  search: searchSettings.default(searchSettings.parse({})),
  stock: stockSource,
  /** Where leads go: ADF/XML e-mail (to `email` by default) and signed webhooks. */
  lead_delivery: leadDelivery.default(leadDelivery.parse({})),
  config: options.default(options.parse({})),
});

export const navigationSchema = z.strictObject({
  header: z.array(menuItem),
  footer: footerNavigation.optional(),
});

export type DealerInput = z.input<typeof dealerSchema>;
export type ParsedDealer = z.infer<typeof dealerSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type Dealer = Omit<ParsedDealer, 'navigation'> & { navigation: Navigation };
