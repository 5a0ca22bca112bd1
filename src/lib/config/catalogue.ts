import { z } from 'astro/zod';
import { absoluteUrl, image, linkTarget, slug } from './primitives.ts';

/** Spec "Manufacturer". */
export const manufacturer = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  logo: image,
  description: z.string().optional(),
});

/** Spec "Model". `status` set (coming_soon or new) prefixes the name with 'ALL-NEW '. */
export const model = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  description: z.string().min(1),
  short_description: z.string().min(1),
  status: z.enum(['coming_soon', 'new', '']).default(''),
  body: z.string().min(1),
  bodyStyle: z.string().min(1),
  manufacturer_body: z.string().optional(),
  fuel: z.string().min(1),
  image,
  from_price: z.number().positive().optional(),
  manufacturer_name: z.string().min(1),
  position: z.number().int().default(0),
  /** Option: the model page lives at this URL instead of /{slug}. */
  override_url: linkTarget.optional(),
  highlights: z.array(z.string().min(1)).default([]),
});

/** Spec "Brand item" (brands mega menu / brand pages). */
export const brandItem = z.strictObject({
  name: z.string().min(1),
  url: linkTarget,
  logo: image,
});

/** Spec dealership_websites[] entry: sister sites in the group. */
export const dealershipWebsite = z.strictObject({
  make: z.string().min(1),
  name: z.string().min(1),
  url: absoluteUrl,
  logo: image,
});

export const dealership = z.strictObject({
  id: z.number().int().positive(),
  slug,
  name: z.string().min(1),
  stripe_publishable_key: z.string().regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)').optional(),
});


export type Manufacturer = z.infer<typeof manufacturer>;
export type Model = z.infer<typeof model>;
export type BrandItem = z.infer<typeof brandItem>;
export type DealershipWebsite = z.infer<typeof dealershipWebsite>;
export type Dealership = z.infer<typeof dealership>;
