/**
 * The search island as Astro hydrates it: its data comes from a JSON script element on the
 * page rather than from Astro's island props (see island-data.ts for why).
 *
 * Exported through memo(): Astro's React renderer recognises a memo component at once, while
 * a plain function it first calls once on every page just to learn that it is React.
 */
import { memo, useState } from 'react';
import { takeIslandData, type SearchIslandProps } from './island-data.ts';
import SearchApp from './SearchApp.tsx';

function SearchIsland(props: SearchIslandProps) {
  const [data] = useState(() => takeIslandData(props));
  return <SearchApp {...data} />;
}

export default memo(SearchIsland);
