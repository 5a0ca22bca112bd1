import { memo } from 'react';
import { useRefinementList } from 'react-instantsearch';
import type { Options } from '../../../lib/config/index.ts';
import {
  SHOW_MORE_LIMIT,
  facetValueLabel,
  type FacetGroup,
} from '../../../lib/search/page/filter-groups.ts';
import type { SortBy } from './facet-sorts.ts';
import FilterGroup from './FilterGroup.tsx';
import ShowMore from './ShowMore.tsx';
import { usePressFirst } from './use-press-first.ts';
import styles from './filters.module.scss';
import { groupedNumber } from '../../../lib/numbers/grouped-number.ts';

interface FacetListProps {
  group: FacetGroup;
  limit: number;
  usedLabel: Options['used_label'];
  /** The group's value order (facetSorts, made once per island). */
  sortBy: SortBy;
  /** Drawn at all (the widget stays mounted either way). */
  shown?: boolean;
}

/** A checkbox refinement list (spec §9: limit 30 by default, then 'Show more'). */
function FacetList({ group, limit, usedLabel, sortBy, shown = true }: FacetListProps) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: group.attribute,
    operator: group.operator,
    limit,
    showMore: true,
    showMoreLimit: Math.max(limit, SHOW_MORE_LIMIT),
    sortBy,
  });
  const pressed = usePressFirst<boolean>(items);
  if (!shown || !group.visible || items.length === 0) return null;
  const refined = items.some((item) => item.isRefined);
  return (
    <FilterGroup label={group.label} open={group.open || refined}>
      <ul className={styles.options} role="list">
        {items.map((item) => {
          const checked = pressed.shown(item.value, item.isRefined);
          return (
            <li key={item.value}>
              <label className={`fc-check ${styles.option}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => pressed.press(item.value, !checked, () => refine(item.value))}
                />
                <span className={styles.optionLabel}>
                  {facetValueLabel(group.attribute, item.label, usedLabel)}
                </span>
                <span className={styles.count}>{groupedNumber(item.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
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
export default memo(FacetList);
