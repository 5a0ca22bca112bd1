import { z } from 'astro/zod';

/** Where a dealer's stock comes from: a feed file beside dealer.json, or the sample generator. */
export const stockSource = z.union([
  z.strictObject({ file: z.string().regex(/^[\w./-]+\.json$/, 'must be a .json file name') }),
  z.strictObject({
    generate: z.strictObject({
      seed: z.string().min(1),
      count: z.number().int().min(0).max(20000),
      vehicle_kind: z.enum(['car', 'motorcycle']).default('car'),
      /** Franchise makes for new and demo stock; used stock spans the market. */
      makes: z.array(z.string().min(1)).default([]),
    }),
  }),
]);

export type StockSource = z.infer<typeof stockSource>;
