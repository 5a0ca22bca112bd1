import type { Model } from '../config/index.ts';
import { groupedNumber } from '../numbers/grouped-number.ts';

/** Spec §9: model short descriptions are cut at 75 characters. */
export const SHORT_DESCRIPTION_LIMIT = 75;
const ELLIPSIS = '…';

/** Spec model card name: 'ALL-NEW ' when status is set, ' (HYBRID)' when the fuel includes Hybrid. */
export function modelCardName(model: Pick<Model, 'name' | 'status' | 'fuel'>): string {
  const prefix = model.status ? 'ALL-NEW ' : '';
  const suffix = /hybrid/i.test(model.fuel) ? ' (HYBRID)' : '';
  return `${prefix}${model.name}${suffix}`;
}

/**
 * Cuts a description to at most `limit` characters, ellipsis included, so the card never
 * grows past the limit. The cut falls on the last word boundary that fits (a single word
 * longer than the limit is cut mid-word) and trailing punctuation is dropped before the '…'.
 * Text already within the limit is returned unchanged (whitespace tidied).
 */
export function shortDescription(text: string, limit = SHORT_DESCRIPTION_LIMIT): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if (tidy.length <= limit) return tidy;
  const room = tidy.slice(0, limit - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, limit - ELLIPSIS.length);
  return `${cut.replace(/[\s,.;:!?–—-]+$/, '')}${ELLIPSIS}`;
}

/** Spec §9: models sorted by position; equal positions fall back to name, then input order. */
export function sortModels<T extends Pick<Model, 'position' | 'name'>>(models: readonly T[]): T[] {
  return models
    .map((model, index) => ({ model, index }))
    .sort(
      (a, b) =>
        a.model.position - b.model.position ||
        a.model.name.localeCompare(b.model.name, 'en', { sensitivity: 'base' }) ||
        a.index - b.index,
    )
    .map(({ model }) => model);
}

/** A model's page: its override URL, else /{slug}. */
export function modelHref(model: Pick<Model, 'slug' | 'override_url'>): string {
  return model.override_url ?? `/${model.slug}`;
}

/** 'from $34,990' when the model has a from price. */
export function fromPriceText(fromPrice: number | undefined): string | null {
  if (fromPrice === undefined || !(fromPrice > 0)) return null;
  return `from $${groupedNumber(fromPrice)}`;
}
