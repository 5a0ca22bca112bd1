import { memo, useCallback, useMemo, useRef } from 'react';
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
import { usePressFirst } from './use-press-first.ts';

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
  const pressed = usePressFirst<boolean>(items);
  // The same tiles and toggle until the next answer, so a press redraws only its own tile.
  const tiles = useMemo(
    () => items.map((item) => facetTile(group.attribute, item.value, item.count, { usedLabel })),
    [items, group.attribute, usedLabel],
  );
  const onTile = useRef<(tile: FacetTile) => void>(() => {});
  const toggle = useCallback((tile: FacetTile) => onTile.current(tile), []);
  if (!group.visible || items.length === 0) return null;
  const selected = items
    .filter((item) => pressed.shown(item.value, item.isRefined))
    .map((item) => item.value);
  onTile.current = (tile) => {
    const isRefined = selected.includes(tile.value);
    pressed.press(tile.value, !isRefined, () =>
      onToggle ? onToggle(tile, refine, isRefined) : refine(tile.value),
    );
  };
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
