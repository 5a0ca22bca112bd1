import { memo, useCallback } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { Options } from '../../../lib/config/index.ts';
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { FacetTile } from '../../../lib/search/facets/facet-tile.ts';
import type { FacetGroup } from '../../../lib/search/page/filter-groups.ts';
import type { RouteFacets } from '../../../lib/search/routing/index.ts';
import type { FacetSorts } from './facet-sorts.ts';
import FacetList from './FacetList.tsx';
import FacetTiles from './FacetTiles.tsx';

interface MakeModelFiltersProps {
  make: FacetGroup;
  model: FacetGroup;
  limit: number;
  usedLabel: Options['used_label'];
  /** Make → its models (route facets): a make unticked takes its ticked models with it. */
  models: RouteFacets['models'];
  sorts: FacetSorts;
  words: VehicleWords;
}

/**
 * Make then model (spec §3 make, model; the /search/{make}/{model} paths): make logos as
 * tiles, and once a make is picked, its models as a checkbox list.
 */
function MakeModelFilters({
  make,
  model,
  limit,
  usedLabel,
  models,
  sorts,
  words,
}: MakeModelFiltersProps) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const refined = indexUiState.refinementList ?? {};
  const showModels = Boolean(refined['make']?.length || refined['model']?.length);

  const toggleMake = useCallback(
    (tile: FacetTile, refine: (value: string) => void, isRefined: boolean) => {
      if (!isRefined) return refine(tile.value);
      const own = new Set(models?.[tile.value] ?? []);
      // One state change, so the URL moves once (e.g. /search/toyota/rav4 → the search path).
      setIndexUiState((state) => {
        const lists = { ...state.refinementList };
        lists['make'] = (lists['make'] ?? []).filter((m) => m !== tile.value);
        lists['model'] = (lists['model'] ?? []).filter((m) => !own.has(m));
        const next = { ...state, refinementList: lists };
        delete next.page;
        return next;
      });
    },
    [models, setIndexUiState],
  );

  return (
    <>
      <FacetTiles
        group={make}
        limit={limit}
        usedLabel={usedLabel}
        sortBy={sorts[make.order]}
        words={words}
        onToggle={toggleMake}
      />
      <FacetList
        group={model}
        limit={limit}
        usedLabel={usedLabel}
        sortBy={sorts[model.order]}
        shown={showModels}
      />
    </>
  );
}

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(MakeModelFilters);
