/**
 * The search island as Astro hydrates it: its props arrive as one JSON string. Astro's own
 * prop encoding wraps every value (a page of results is thousands of them) and costs build
 * time per landing page and bytes per HTML file; a string is copied as is.
 */
import { useState } from 'react';
import SearchApp from './SearchApp.tsx';
import type { SearchAppProps } from './types.ts';

export default function SearchIsland({ json }: { json: string }) {
  const [props] = useState(() => JSON.parse(json) as SearchAppProps);
  return <SearchApp {...props} />;
}
