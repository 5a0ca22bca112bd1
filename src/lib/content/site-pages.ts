import type { Dealer, ExtraPage, Model, Offer } from '../config/index.ts';
import { modelHref } from '../navigation/model-card.ts';
import { activeOffers } from './offers.ts';
import { FIXED_PAGE_TABLE, isTakenPath, sitePathOf } from './site-routes.ts';

type ServiceBooking = NonNullable<Dealer['config']['service_booking']>;

/** A page whose path comes from the dealer's data, served by the catch-all route. */
export type DataPage =
  | { kind: 'model'; path: string; model: Model }
  | { kind: 'extra'; path: string; page: ExtraPage }
  | { kind: 'service-booking'; path: string; booking: ServiceBooking }
  | { kind: 'special-offers'; path: '/special-offers'; offers: Offer[] }
  | { kind: 'models'; path: '/models'; models: Model[] }
  | { kind: 'contact'; path: string };

/** Fixed pages built only with data behind them: their paths are reserved for them. */
const CONDITIONAL_KINDS: readonly DataPage['kind'][] = FIXED_PAGE_TABLE.flatMap((page) =>
  page.route === 'data-pages' ? [page.kind] : [],
);

export type DataPagesDealer = Pick<Dealer, 'models' | 'pages' | 'offers' | 'config'>;

/**
 * Where a model's page is built: its override URL when that is a free site path, else
 * /{slug}. An override that leaves the site, or points at an existing page (e.g. a model
 * sent to /electric-cars), gets no page of its own: the link already has a destination.
 */
export function modelPagePath(
  model: Pick<Model, 'slug' | 'override_url'>,
  dealer: Pick<Dealer, 'config'>,
): string | null {
  const path = sitePathOf(modelHref(model));
  if (path === null) return null;
  if (model.override_url && isTakenPath(path, dealer)) return null;
  return path;
}

/**
 * Every data-driven page: the generic contact page at config.contact_path, the /models index and model pages when the dealer lists models, the
 * dealer's extra pages, the external service-booking page and /special-offers while offers
 * run. Paths are unique (see dataPageProblems).
 */
export function dataPages(dealer: DataPagesDealer, today: string): DataPage[] {
  const pages: DataPage[] = [{ kind: 'contact', path: dealer.config.contact_path }];
  if (dealer.models.length) pages.push({ kind: 'models', path: '/models', models: dealer.models });
  for (const model of dealer.models) {
    const path = modelPagePath(model, dealer);
    if (path) pages.push({ kind: 'model', path, model });
  }
  for (const page of dealer.pages) pages.push({ kind: 'extra', path: page.path, page });
  const booking = dealer.config.service_booking;
  if (booking) pages.push({ kind: 'service-booking', path: booking.path, booking });
  const offers = activeOffers(dealer.offers, today);
  if (offers.length) pages.push({ kind: 'special-offers', path: '/special-offers', offers });
  return pages;
}

/**
 * Data pages that cannot be built: a path another route already serves, or one path claimed
 * twice. Messages name the dealer field so the file can be fixed.
 */
export function dataPageProblems(dealer: DataPagesDealer, today: string): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const page of dataPages(dealer, today)) {
    const field = fieldOf(page, dealer);
    if (!CONDITIONAL_KINDS.includes(page.kind) && isTakenPath(page.path, dealer)) {
      problems.push(`${field}: "${page.path}" is already a page of the site`);
    }
    const first = seen.get(page.path);
    if (first) problems.push(`${field}: "${page.path}" is also used by ${first}`);
    else seen.set(page.path, field);
  }
  return problems;
}

function fieldOf(page: DataPage, dealer: DataPagesDealer): string {
  switch (page.kind) {
    case 'model':
      return `models[${dealer.models.indexOf(page.model)}]`;
    case 'extra':
      return `pages[${dealer.pages.indexOf(page.page)}].path`;
    case 'service-booking':
      return 'config.service_booking.path';
    case 'special-offers':
      return 'offers';
    case 'models':
      return 'models';
    case 'contact':
      return 'config.contact_path';
  }
}
