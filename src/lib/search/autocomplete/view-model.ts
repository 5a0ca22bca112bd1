/**
 * A suggestion search's answer → what the header search lists: up to six cars (thumbnail,
 * name with the typed words marked, price only above $250 per spec §5) and a closing
 * 'See all N results for “…”' option that opens the search page with the query.
 */
import { showAutocompletePrice } from '../../cars/autocomplete-price.ts';
import { carPath } from '../../cars/paths.ts';
import { formatPrice } from '../../compare/format.ts';
import { imageUrl } from '../../media/image-url.ts';
import { displayTotal, type FacetCounts, type TotalVariant } from '../facets/display-total.ts';
import { highlightParts, type TextPart } from './highlight.ts';
import { SUGGESTION_COUNT } from './request.ts';
import { querySearchHref } from './search-href.ts';
import { groupedNumber } from '../../numbers/grouped-number.ts';

/** A hit as the suggestion request asks for it (spec §7: name, price, primary_image_url, slug). */
export interface SuggestionHit {
  slug?: unknown;
  name?: unknown;
  price?: unknown;
  primary_image_url?: unknown;
  _highlightResult?: { name?: { value?: unknown } };
}

export interface SuggestionResult {
  hits?: readonly SuggestionHit[];
  nbHits?: number;
  facets?: FacetCounts;
}

/** Thumbnails show at 64×48 CSS pixels; the image service is asked for twice that. */
export const THUMB_WIDTH = 64;
export const THUMB_HEIGHT = 48;

export interface CarSuggestion {
  kind: 'car';
  href: string;
  name: string;
  parts: TextPart[];
  /** '$42,990'; null at $250 or below (price on application included). */
  price: string | null;
  image: string;
}

export interface SeeAllSuggestion {
  kind: 'all';
  href: string;
  label: string;
}

export type Suggestion = CarSuggestion | SeeAllSuggestion;

export interface SuggestionsView {
  query: string;
  /** The cars, then 'See all'; empty when nothing matched. */
  suggestions: Suggestion[];
  total: number;
  /** For the polite live region (and the panel when nothing matched). */
  status: string;
}

export interface SuggestionSettings {
  searchPath: string;
  totalVariant: TotalVariant;
  /** Origin of an image-delivery service, when the dealer has one. */
  imageBase?: string | undefined;
}

export function seeAllLabel(total: number, query: string): string {
  return total === 1
    ? `See 1 result for “${query}”`
    : `See all ${groupedNumber(total)} results for “${query}”`;
}

export function noMatchText(query: string): string {
  return `No cars match “${query}”`;
}

function carSuggestion(hit: SuggestionHit, settings: SuggestionSettings): CarSuggestion | null {
  const { slug, name, price } = hit;
  if (typeof slug !== 'string' || !slug || typeof name !== 'string' || !name) return null;
  const highlighted = hit._highlightResult?.name?.value;
  const image = typeof hit.primary_image_url === 'string' ? hit.primary_image_url : null;
  return {
    kind: 'car',
    href: carPath({ slug }),
    name,
    parts: highlightParts(name, typeof highlighted === 'string' ? highlighted : undefined),
    price: typeof price === 'number' && showAutocompletePrice(price) ? formatPrice(price) : null,
    image: imageUrl(image, {
      width: THUMB_WIDTH * 2,
      ...(settings.imageBase ? { base: settings.imageBase } : {}),
    }),
  };
}

export function suggestionsView(
  result: SuggestionResult | undefined,
  query: string,
  settings: SuggestionSettings,
): SuggestionsView {
  const cars = (result?.hits ?? [])
    .map((hit) => carSuggestion(hit, settings))
    .filter((car): car is CarSuggestion => car !== null)
    .slice(0, SUGGESTION_COUNT);
  const total = cars.length
    ? Math.max(
        cars.length,
        displayTotal(result?.nbHits ?? 0, result?.facets, settings.totalVariant),
      )
    : 0;
  if (!cars.length) return { query, suggestions: [], total, status: noMatchText(query) };
  const seeAll: SeeAllSuggestion = {
    kind: 'all',
    href: querySearchHref(settings.searchPath, query),
    label: seeAllLabel(total, query),
  };
  const count = cars.length === 1 ? '1 suggestion' : `${cars.length} suggestions`;
  return { query, suggestions: [...cars, seeAll], total, status: `${count}. ${seeAll.label}` };
}
