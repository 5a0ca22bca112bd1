import { memo, useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import type { SortIndex } from '../../../lib/search/client/sort-indices.ts';
import styles from './controls.module.scss';
import { usePressFirst } from './use-press-first.ts';

interface SortSelectProps {
  items: { label: string; value: string }[];
}

/** Relevance (custom_rank, spec §7) first, then price, kilometres, year and newest. */
export function sortItems(indices: readonly SortIndex[]): { label: string; value: string }[] {
  return indices.map((s) => ({ label: s.label, value: s.indexName }));
}

function SortSelect({ items }: SortSelectProps) {
  const { currentRefinement, options, refine } = useSortBy({ items });
  const id = useId();
  // The pick shows at once; the search and redraw follow once it is painted.
  const picked = usePressFirst<string>(currentRefinement);
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={picked.shown('sort', currentRefinement)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          picked.press('sort', value, () => refine(value));
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(SortSelect);
