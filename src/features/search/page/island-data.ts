/**
 * How the search page hands its island the data to start from (SearchAppProps: settings and
 * the first page of results, 30–70 KB of JSON).
 *
 * Not as Astro island props: Astro wraps every value in its own encoding, escapes the whole
 * text into an HTML attribute (each quote becomes six characters) and hashes it per page,
 * which made every landing page larger and slower to build. Instead the page writes the JSON
 * once in a `<script type="application/json">` just before the island, and the island gets
 * only that element's id. At build time the island takes the very object the page made (kept
 * here under the page's path), so nothing is parsed back in Node.
 */
import type { SearchAppProps } from './types.ts';

/** The element holding the JSON; one search island per page. */
export const SEARCH_DATA_ID = 'fc-search-data';

/** What Astro serialises for the island: two short strings. */
export interface SearchIslandProps {
  dataId: string;
  /** The page's path: finds the build-time object (several pages render at once). */
  page: string;
}

const waiting = new Map<string, SearchAppProps>();

/** The page's JSON for the script element, safe inside <script> (no `</script>` can appear). */
export function islandDataJson(props: SearchAppProps): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

/** Build time: keeps the page's props for its island's server render. */
export function provideIslandData(page: string, props: SearchAppProps): void {
  waiting.set(page, props);
}

/** The island's data: at build time the page's own object, in the browser the parsed JSON. */
export function takeIslandData({ dataId, page }: SearchIslandProps): SearchAppProps {
  if (typeof document === 'undefined') {
    const props = waiting.get(page);
    if (!props) throw new Error(`No search data was provided for ${page}`);
    waiting.delete(page);
    return props;
  }
  const element = document.getElementById(dataId);
  if (!element?.textContent)
    throw new Error(`The search data (#${dataId}) is missing from the page`);
  return JSON.parse(element.textContent) as SearchAppProps;
}
