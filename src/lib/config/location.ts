import { z } from 'astro/zod';
import { openingHour, specialHour } from './hours.ts';
import { absoluteUrl, image, sitePath, slug } from './primitives.ts';

export const locationType = z.enum(['sales', 'service', 'parts']);

const longitude = z.number().min(-180).max(180);

/**
 * The spec writes the longitude `lang`; ours is `lng`. Either is accepted (both must agree)
 * and the parsed address always carries `lng`.
 */
const address = z
  .strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(2),
    postcode: z.string().regex(/^\d{4}$/, 'must be a 4-digit postcode'),
    lat: z.number().min(-90).max(90),
    lng: longitude.optional(),
    lang: longitude.optional(),
    place_id: z.string().optional(),
    place_url: absoluteUrl.optional(),
    map_key: z.string().optional(),
  })
  .transform(({ lang, lng, ...rest }, ctx) => {
    if (lng === undefined && lang === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['lng'],
        message: "needs the longitude (lng, or the spec's lang)",
      });
      return z.NEVER;
    }
    if (lng !== undefined && lang !== undefined && lng !== lang) {
      ctx.addIssue({ code: 'custom', path: ['lang'], message: `gives ${lang}, but lng is ${lng}` });
      return z.NEVER;
    }
    return { ...rest, lng: (lng ?? lang) as number };
  });

/** Spec Location `reviews {average_rating, count}`: the same figures as average_rating / review_count. */
const locationReviews = z.strictObject({
  average_rating: z.number().min(0).max(5),
  count: z.number().int().min(0),
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

/**
 * Spec "Location". `location_type` empty means sales. Reviews may come as `reviews
 * {average_rating, count}` (the spec's shape) or as average_rating / review_count; the parsed
 * location carries the latter only.
 */
export const location = z
  .strictObject({
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
    reviews: locationReviews.optional(),
    address,
    contact_detail: contactDetail,
    dealer_license_number: z.string().optional(),
    motor_vehicle_repairer: z.string().optional(),
    position: z.number().int().default(0),
    /** Option: a link shown instead of weekend hours (e.g. "/contact-us/…" 'Enquire Now'). */
    weekend_enquiry_path: sitePath.optional(),
  })
  .transform(({ reviews, ...rest }, ctx) => {
    if (!reviews) return rest;
    const clash = (
      field: 'average_rating' | 'review_count',
      given: number | undefined,
      inReviews: number,
    ) => {
      if (given === undefined || given === inReviews) return false;
      const name = field === 'average_rating' ? 'average_rating' : 'count';
      ctx.addIssue({
        code: 'custom',
        path: ['reviews', name],
        message: `gives ${inReviews}, but ${field} is ${given}`,
      });
      return true;
    };
    const ratingClash = clash('average_rating', rest.average_rating, reviews.average_rating);
    const countClash = clash('review_count', rest.review_count, reviews.count);
    if (ratingClash || countClash) return z.NEVER;
    return { ...rest, average_rating: reviews.average_rating, review_count: reviews.count };
  });

export type Location = z.infer<typeof location>;
export type LocationType = z.infer<typeof locationType>;
