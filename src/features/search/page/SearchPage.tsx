import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConfigure, useInstantSearch } from 'react-instantsearch';
import { useTapActivate } from '../../../components/ui/use-tap-activate.ts';
import { displayTotal } from '../../../lib/search/facets/display-total.ts';
import { resultCountText } from '../../../lib/search/page/result-count.ts';
import { promoCardsForSearch, searchCarTypes } from '../../../lib/search/promo/for-search.ts';
import { landingTitle } from '../../../lib/search/routing/landing-text.ts';
import type { SearchRouteContext } from '../../../lib/search/routing/index.ts';
import type { SearchState } from '../../../lib/search/routing/search-state.ts';
import Pagination from '../widgets/Pagination.tsx';
import RefinementChips from '../widgets/RefinementChips.tsx';
import Results from '../widgets/Results.tsx';
import SearchBox from '../widgets/SearchBox.tsx';
import { facetSorts } from '../widgets/facet-sorts.ts';
import SortSelect, { sortItems } from '../widgets/SortSelect.tsx';
import EmptyState from './EmptyState.tsx';
import FilterPanel from './FilterPanel.tsx';
import styles from './SearchPage.module.scss';
import type { SearchAppProps } from './types.ts';
import { useChips } from './use-chips.ts';
import { createDrawerSwitch, useDrawerOpen, type DrawerSwitch } from './use-drawer.ts';
import { usePageInRange } from './use-page-in-range.ts';
import { useUrlCatchUp } from './use-url-catch-up.ts';

interface SearchPageProps extends SearchAppProps {
  ctx: SearchRouteContext;
  onLive: () => void;
  /** Starts loading the search backend (the shopper is about to search). */
  warmUp: () => void;
}

/** The search page inside InstantSearch: heading and count, filters, chips, results, pages. */
export default function SearchPage(props: SearchPageProps) {
  const { ctx, client, card, words, groups } = props;
  const { settings } = client;
  const usedLabel = card.options.used_label;
  const { results, indexUiState, status, error } = useInstantSearch({ catchError: true });
  useUrlCatchUp(ctx, settings.indexName, props.pathname, props.onLive, results.nbPages);
  usePageInRange(ctx);
  const [fixed] = useState(() => ({
    configure: { hitsPerPage: settings.hitsPerPage, attributesToHighlight: [] as string[] },
    cardSettings: { ...card, now: new Date(props.now), route: ctx },
    sorts: sortItems(settings.sortIndices),
    priceDesc: settings.sortIndices.find((s) => s.id === 'price_desc')?.indexName ?? null,
    facetSorts: facetSorts(props.makeOrder),
  }));
  const chipOrder = useRef<string[]>([]);
  const chips = useChips(groups, usedLabel, chipOrder);
  // Opening the drawer redraws the panel and the 'Filters' button, not this page.
  const [drawer] = useState(createDrawerSwitch);
  const top = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // Marks the island live once hydrated (set outside React's render, so the HTML stays the same).
  useEffect(() => root.current?.setAttribute('data-search-live', ''), []);
  const warmed = useRef(false);

  const raw = results._rawResults?.[0];
  const total = displayTotal(results.nbHits, raw?.facets, settings.totalVariant);
  const countText = resultCountText(total, words);
  const title = landingTitle(indexUiState as SearchState, ctx);
  // Dated and ordered at build time (the page's clock is the build's): only the car types vary.
  const carTypes = searchCarTypes(
    indexUiState.refinementList?.['car_type'] ?? [],
    raw?.facets?.['car_type'],
  );
  // The same cards while the car types stay (the results grid redraws on a new list).
  const carTypesKey = carTypes.join(',');
  const promoCards = useMemo(
    () => promoCardsForSearch(props.promoCards, carTypes),
    // carTypesKey stands for carTypes (a new array on every render).
    [props.promoCards, carTypesKey],
  );
  const warmUp = () => {
    if (warmed.current) return;
    warmed.current = true;
    props.warmUp();
  };
  const pending = (results as { __isArtificial?: boolean }).__isArtificial === true;
  // Stable callbacks: the widgets they go to are memoised, and a new function would redraw them.
  const toTop = useCallback(() => {
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className={styles.page} ref={root} onPointerDownCapture={warmUp} onFocusCapture={warmUp}>
      <header className={styles.head}>
        <h1 className={`fc-heading fc-heading--lg ${styles.title}`} ref={top} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.count} role="status">
          {countText}
        </p>
      </header>
      <div className={styles.layout}>
        <FilterPanel
          drawer={drawer}
          groups={groups}
          usedLabel={usedLabel}
          limit={settings.refinementLimit}
          models={props.routeInput.facets.models}
          priceDescIndex={fixed.priceDesc}
          sorts={fixed.facetSorts}
          total={total}
          words={words}
          refinements={chips.chips.length}
          onClearAll={chips.clearAll}
        />
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <SearchBox noun={words.plural} />
            <FiltersButton drawer={drawer} refinements={chips.chips.length} />
            <SortSelect items={fixed.sorts} />
          </div>
          <RefinementChips api={chips} />
          {error && (
            <p className="fc-alert fc-alert--error" role="alert">
              Search is not available right now. Please refresh the page, or call us and we will
              help you find a car.
            </p>
          )}
          <div
            className={styles.results}
            aria-busy={status === 'stalled'}
            data-stalled={status === 'stalled' || undefined}
          >
            <h2 className="fc-visually-hidden">Search results</h2>
            {/* Always mounted: unmounting the hits widget would search again. */}
            <Results
              settings={fixed.cardSettings}
              promoCards={promoCards}
              site={props.site}
              words={words}
              page={results.page}
              hitsPerPage={settings.hitsPerPage}
              collectOnly={props.collectOnly}
            />
            {!pending && results.nbHits === 0 && (
              <EmptyState
                chips={chips}
                popularMakes={props.popularMakes}
                contact={props.contact}
                words={words}
                siteName={props.siteName}
              />
            )}
          </div>
          <Pagination onPage={toTop} />
          <Configure params={fixed.configure} />
        </div>
      </div>
    </div>
  );
}

/** 'Filters' (phones and tablets): opens the drawer, and says how many refinements are in force. */
const FiltersButton = memo(function FiltersButton({
  drawer,
  refinements,
}: {
  drawer: DrawerSwitch;
  refinements: number;
}) {
  const open = useDrawerOpen(drawer);
  // On a phone the drawer shows as the finger lifts, not a frame later with the click.
  const press = useTapActivate(() => drawer.set(true));
  return (
    <button
      type="button"
      className={`fc-btn fc-btn--secondary ${styles.filtersButton}`}
      aria-expanded={open}
      aria-controls="search-filters"
      {...press}
    >
      Filters{refinements > 0 ? ` (${refinements})` : ''}
    </button>
  );
});

/**
 * Fixed search parameters (page size, no highlighting). Mounted last: every widget mounted
 * after it would recompute its parameter merge, the costliest of any widget.
 */
function Configure({ params }: { params: Parameters<typeof useConfigure>[0] }) {
  useConfigure(params);
  return null;
}
