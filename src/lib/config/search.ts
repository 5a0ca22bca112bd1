import { z } from 'astro/zod';
import { sitePath } from './primitives.ts';

const algolia = z.strictObject({
  app_id: z.string().min(1),
  /** Search-only key: safe in the browser. Admin keys come from the environment, never here. */
  search_key: z.string().min(1),
  index_name: z.string().min(1).default('Car_production'),
  /** Sort replicas by sort id, e.g. { "price_desc": "Car_production_price_desc" }. */
  replicas: z.record(z.string(), z.string()).default({}),
});

export const searchSettings = z.strictObject({
  path: sitePath.default('/search/new-used-and-demo-cars'),
  /** Filters always applied, joined by AND, in Algolia filter syntax ("status:in_stock"). */
  filters: z.array(z.string().min(1)).default([]),
  hits_per_page: z.number().int().min(1).max(60).default(21),
  refinement_limit: z.number().int().min(1).max(100).default(30),
  /** 'in_stock' sums only in-stock facet counts when hits exceed 1999. */
  total_variant: z.enum(['all', 'in_stock']).default('all'),
  engine: z.enum(['embedded', 'algolia']).default('embedded'),
  algolia: algolia.optional(),
});

export type SearchSettings = z.infer<typeof searchSettings>;
