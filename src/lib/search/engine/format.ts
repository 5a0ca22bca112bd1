/**
 * The search index file: what `buildSearchIndex` writes at build time and the embedded client
 * loads in the browser. Plain JSON, column by column, so repeated values are written once
 * (dictionaries) and brotli finds the long runs of small integers that columns produce.
 * Records are stored in the default order (custom_rank descending), so the base index needs
 * no ordering of its own.
 */

export const INDEX_FORMAT = 'forecourt-search/1';

/**
 * A filterable, countable attribute. `values` is the dictionary (sorted); `ids[r]` is record
 * r's value id, -1 when it has none, or an array of ids for multi-valued attributes.
 * `bool` marks true/false facets, whose values are the strings 'false' and 'true'.
 */
export interface FacetColumnFile {
  values: string[];
  ids: number[] | number[][];
  bool?: 1;
}

/** A facet made from other single-valued facets, e.g. make_model.lvl1 = make + ' > ' + model. */
export interface JoinedColumnFile {
  join: string[];
  sep: string;
}

/**
 * A numeric attribute. Few distinct values: dictionary-encoded like a facet (`values`
 * ascending, `ids[r]` or -1). Mostly distinct values: `plain[r]` per record (null = none).
 * `delta: 1`: each number is written as the difference from the one before (whole numbers
 * only), which is short when neighbours are close (a sorted dictionary, custom_rank in
 * stored order). `date: 1` marks Unix seconds that hits show as ISO 8601 strings.
 */
export type NumberColumnFile = (
  { values: number[]; ids: number[] } | { plain: (number | null)[] }
) & {
  delta?: 1;
  date?: 1;
};

/**
 * A display-only attribute: the values themselves, a dictionary plus ids, or a recipe — the
 * non-empty values of other attributes joined by `sep` (then made a URL slug when `slug`),
 * with `except[r]` for the records that differ (a car named by its feed).
 */
export type StoredColumnFile =
  | { plain: unknown[] }
  | { values: unknown[]; ids: number[] }
  | { join: string[]; sep: string; slug?: 1; except: Record<string, string> };

/** A sort replica: order by one numeric attribute; `last` is a value that sorts after all others (0 = price on application). */
export interface SortFile {
  by: string;
  dir: 'asc' | 'desc';
  last?: number;
}

export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  /** Base index name; a replica is `${name}_${sort key}`. */
  name: string;
  count: number;
  facets: Record<string, FacetColumnFile | JoinedColumnFile>;
  numbers: Record<string, NumberColumnFile>;
  stored: Record<string, StoredColumnFile>;
  /**
   * The attributes (of any kind) whose words are searchable. The token dictionary is built
   * when the index loads, one dictionary value at a time, rather than shipped.
   */
  text: string[];
  /** Attributes every hit carries, in order, taken from whichever column holds them. */
  hit: string[];
  /** Attributes highlighted by default when the request asks for highlighting. */
  highlight: string[];
  sorts: Record<string, SortFile>;
}
