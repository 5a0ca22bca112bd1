import { z } from 'astro/zod';
import { image, isoDate, linkTarget, sitePath, slug } from './primitives.ts';

const carType = z.enum(['new', 'demo', 'used']);

/** A block of page copy: optional heading, paragraphs and/or a bullet list. */
export const section = z
  .strictObject({
    heading: z.string().min(1).optional(),
    paragraphs: z.array(z.string().min(1)).default([]),
    list: z.array(z.string().min(1)).default([]),
  })
  .refine((s) => s.paragraphs.length > 0 || s.list.length > 0, {
    message: 'a section needs paragraphs or a list',
  });

export const legalText = z.strictObject({
  title: z.string().min(1),
  updated: isoDate,
  intro: z.string().min(1).optional(),
  sections: z.array(section).min(1),
});

/** Per-dealer content pages at a configured path (e.g. a group's handback guarantee). */
export const extraPage = z.strictObject({
  path: sitePath,
  title: z.string().min(1),
  description: z.string().min(1),
  hero: image.optional(),
  sections: z.array(section).min(1),
  /** Shown in the footer's legal links row when true. */
  footer_link: z.boolean().default(false),
});

export const review = z.strictObject({
  author: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  text: z.string().min(1),
  date: isoDate,
  source: z.string().default('Google'),
});

/** Spec "Reviews": count and average rating, plus the quotes shown on the site. */
export const reviews = z.strictObject({
  average_rating: z.number().min(0).max(5),
  count: z.number().int().min(0),
  items: z.array(review).default([]),
});

/** Spec "Promo card node". */
export const promoCard = z.strictObject({
  id: slug,
  start: isoDate.optional(),
  expiry: isoDate.optional(),
  position: z.number().int().positive().optional(),
  display: z.array(carType).default([]),
  strictDisplay: z.boolean().default(false),
  node: z.strictObject({
    title: z.string().min(1),
    text: z.string().min(1),
    image: image.optional(),
    cta_label: z.string().min(1),
    cta_url: linkTarget,
  }),
});

/** Spec staff contact card. */
export const staffCard = z.strictObject({
  name: z.string().min(1),
  phone: z.string().min(6),
  department: z.string().min(1),
  photo: image,
  email: z.email().optional(),
});

export const offer = z.strictObject({
  slug,
  title: z.string().min(1),
  summary: z.string().min(1),
  image: image.optional(),
  price_text: z.string().optional(),
  cta_url: linkTarget.default('/contact'),
  expiry: isoDate.optional(),
  disclaimer: z.string().optional(),
});

export const faq = z.strictObject({
  question: z.string().min(1),
  answer: z.string().min(1),
});

export type Section = z.infer<typeof section>;
export type LegalText = z.infer<typeof legalText>;
export type ExtraPage = z.infer<typeof extraPage>;
export type Reviews = z.infer<typeof reviews>;
export type PromoCard = z.infer<typeof promoCard>;
export type StaffCard = z.infer<typeof staffCard>;
export type Offer = z.infer<typeof offer>;
export type Faq = z.infer<typeof faq>;
