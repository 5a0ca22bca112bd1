import { memo } from 'react';
import { useRefinementList } from 'react-instantsearch';
import type { Options } from '../../../lib/config/index.ts';
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import { facetTile, type FacetTile } from '../../../lib/search/facets/facet-tile.ts';
import { SHOW_MORE_LIMIT, type FacetGroup } from '../../../lib/search/page/filter-groups.ts';
import FacetTileList from '../facet-tile/FacetTileList.tsx';
import type { SortBy } from './facet-sorts.ts';
import FilterGroup from './FilterGroup.tsx';
import ShowMore from './ShowMore.tsx';
import styles from './filters.module.scss';

interface FacetTilesProps {
  group: FacetGroup;
  /** Spec §9 refinement list limit: values shown before 'Show more'. */
  limit: number;
  usedLabel: Options['used_label'];
  sortBy: SortBy;
  words: VehicleWords;
  /** Called instead of a plain toggle (make also drops the make's models). */
  onToggle?: (tile: FacetTile, refine: (value: string) => void, isRefined: boolean) => void;
}

/** A refinement list drawn as picture tiles (spec §2: make logos, body-style images). */
function FacetTiles({ group, limit, usedLabel, sortBy, words, onToggle }: FacetTilesProps) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: group.attribute,
    operator: group.operator,
    limit,
    showMore: true,
    showMoreLimit: Math.max(limit, SHOW_MORE_LIMIT),
    sortBy,
  });
  if (!group.visible || items.length === 0) return null;
  const selected = items.filter((item) => item.isRefined).map((item) => item.value);
  const tiles = items.map((item) =>
    facetTile(group.attribute, item.value, item.count, { usedLabel }),
  );
  const toggle = (tile: FacetTile) =>
    onToggle ? onToggle(tile, refine, selected.includes(tile.value)) : refine(tile.value);
  return (
    <FilterGroup label={group.label} open={group.open || selected.length > 0}>
      <div className={styles.tiles}>
        <FacetTileList
          tiles={tiles}
          selected={selected}
          onToggle={toggle}
          label={group.label}
          words={words}
        />
      </div>
      <ShowMore
        can={canToggleShowMore}
        showing={isShowingMore}
        toggle={toggleShowMore}
        label={group.label}
      />
    </FilterGroup>
  );
}

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(FacetTiles);
