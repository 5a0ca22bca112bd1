/**
 * The one request a suggestion search sends, in the `{ indexName, params }` shape both search
 * backends answer (the embedded engine and algoliasearch/lite), with the dealer's configured
 * filters added by the search client.
 */
import type { TotalVariant } from '../facets/display-total.ts';

/** Spec header banner: the top six cars, then 'See all N results'. */
export const SUGGESTION_COUNT = 6;

/** Highlight tags no car name contains, so the name is split without parsing any HTML. */
export const HIGHLIGHT_PRE = '\u0002';
export const HIGHLIGHT_POST = '\u0003';

/** Spec §7: hits carry name, price, primary_image_url and slug; nothing else is fetched. */
export const SUGGESTION_ATTRIBUTES = ['name', 'price', 'primary_image_url', 'slug'] as const;

export interface SuggestionRequest {
  indexName: string;
  params: {
    query: string;
    hitsPerPage: number;
    attributesToRetrieve: string[];
    attributesToHighlight: string[];
    highlightPreTag: string;
    highlightPostTag: string;
    /** The facet 'See all N' sums above 1999 hits (displayTotal). */
    facets: string[];
  };
}

export function suggestionRequest(
  indexName: string,
  query: string,
  totalVariant: TotalVariant,
): SuggestionRequest {
  return {
    indexName,
    params: {
      query,
      hitsPerPage: SUGGESTION_COUNT,
      attributesToRetrieve: [...SUGGESTION_ATTRIBUTES],
      attributesToHighlight: ['name'],
      highlightPreTag: HIGHLIGHT_PRE,
      highlightPostTag: HIGHLIGHT_POST,
      facets: [totalVariant === 'in_stock' ? 'status' : 'car_type'],
    },
  };
}
