import type { Model } from '../config/index.ts';
import { sortModels } from '../navigation/model-card.ts';

/** The `body` value that shows every model (spec: /models?body=all). */
export const ALL_BODIES = 'all';

/**
 * Spec: /models?body={body name lowercased, spaces to hyphens, ampersand removed}. Runs of
 * hyphens left where '&' stood collapse to one: 'Cab Chassis & Utes' → 'cab-chassis-utes'.
 */
export function bodySlug(body: string): string {
  return body.toLowerCase().replace(/&/g, '').trim().replace(/\s+/g, '-').replace(/-{2,}/g, '-');
}

/** The models index filtered to one body, or every body. */
export function modelsBodyHref(body: string): string {
  return `/models?body=${body === ALL_BODIES ? ALL_BODIES : bodySlug(body)}`;
}

export interface BodyGroup<T> {
  body: string;
  slug: string;
  href: string;
  models: T[];
}

/**
 * Models grouped by body, groups in the order their first model appears when models are
 * sorted by position (spec §9), models by position inside each group.
 */
export function bodyGroups<T extends Pick<Model, 'body' | 'position' | 'name'>>(
  models: readonly T[],
): BodyGroup<T>[] {
  const groups = new Map<string, BodyGroup<T>>();
  for (const model of sortModels(models)) {
    const slug = bodySlug(model.body);
    let group = groups.get(slug);
    if (!group) {
      group = { body: model.body, slug, href: modelsBodyHref(model.body), models: [] };
      groups.set(slug, group);
    }
    group.models.push(model);
  }
  return [...groups.values()];
}
