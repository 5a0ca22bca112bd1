import type { Model } from '../../../src/lib/config/index.ts';
import { dealer } from '../seo/dealer-fixture.ts';

export { dealer, dealerJson, locationJson } from '../seo/dealer-fixture.ts';

type ModelJson = Partial<Omit<Model, 'image'>> & { name: string };

/** A model in dealer-file shape (the schema fills defaults when parsed). */
export function modelJson(fields: ModelJson): Record<string, unknown> {
  const slug = fields.slug ?? fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: fields.id ?? Math.abs(hash(slug)) + 1,
    slug,
    description: 'A model.',
    short_description: 'A model.',
    body: 'SUV',
    bodyStyle: 'suv',
    fuel: 'Petrol',
    image: { url: `/media/models/${slug}.svg`, width: 800, height: 600 },
    manufacturer_name: 'Subaru',
    ...fields,
  };
}

/** Parsed models, through the real dealer schema. */
export function models(list: ModelJson[]): Model[] {
  return dealer({ models: list.map(modelJson) }).models;
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}
