import { z } from 'astro/zod';
import { openingHour, specialHour } from './hours.ts';
import { absoluteUrl, image, sitePath, slug } from './primitives.ts';

export const locationType = z.enum(['sales', 'service', 'parts']);

const address = z.strictObject({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(2),
  postcode: z.string().regex(/^\d{4}$/, 'must be a 4-digit postcode'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  place_id: z.string().optional(),
  place_url: absoluteUrl.optional(),
  map_key: z.string().optional(),
});

const contactDetail = z.strictObject({
  phone: z.string().min(6),
  landline_phone: z.string().optional(),
  email: z.email('must be an e-mail address'),
  opening_hours: z.array(openingHour).default([]),
  special_hours: z.array(specialHour).default([]),
  youtube_url: absoluteUrl.optional(),
  linkedin_url: absoluteUrl.optional(),
});

/** Spec "Location". `location_type` empty means sales. */
export const location = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  dealership_id: z.number().int().positive(),
  dealership_slug: slug,
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  location_type: z
    .union([locationType, z.literal('')])
    .default('')
    .transform((t) => (t === '' ? 'sales' : t)),
  location_subtype: z.array(z.string()).default([]),
  manufacturers: z.array(slug).default([]),
  image: image.optional(),
  average_rating: z.number().min(0).max(5).optional(),
  review_count: z.number().int().min(0).optional(),
  address,
  contact_detail: contactDetail,
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  position: z.number().int().default(0),
  /** Option: a link shown instead of weekend hours (e.g. "/contact-us/…" 'Enquire Now'). */
  weekend_enquiry_path: sitePath.optional(),
});

export type Location = z.infer<typeof location>;
export type LocationType = z.infer<typeof locationType>;
