import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import { useRange } from 'react-instantsearch';
import type { RangeGroup } from '../../../lib/search/page/filter-groups.ts';
import {
  finite,
  parseRangeInput,
  type RangeEnd,
} from '../../../lib/search/page/range-refinement.ts';
import FilterGroup from './FilterGroup.tsx';
import styles from './filters.module.scss';
import { useApplyRange } from './use-apply-range.ts';
import { groupedNumber } from '../../../lib/numbers/grouped-number.ts';

interface RangeFilterProps {
  group: RangeGroup;
}

const text = (value: RangeEnd) => (finite(value) === undefined ? '' : String(value));
/** The results' own lowest or highest value, as a hint in the empty input. */
const hint = (value: RangeEnd, year: boolean, unit: string) =>
  value === undefined ? '' : `${year ? value : groupedNumber(value)}${unit}`;

/** A from/to pair of number inputs (kilometres, year) applied together. */
function RangeFilter({ group }: RangeFilterProps) {
  const { start, range, canRefine } = useRange({ attribute: group.attribute });
  const applyRange = useApplyRange(group.attribute);
  const [low, setLow] = useState(text(start[0]));
  const [high, setHigh] = useState(text(start[1]));
  const id = useId();
  const key = `${start[0]}:${start[1]}`;
  useEffect(() => {
    setLow(text(start[0]));
    setHigh(text(start[1]));
  }, [key]);
  const refined = finite(start[0]) !== undefined || finite(start[1]) !== undefined;
  if (!canRefine && !refined) return null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    applyRange(parseRangeInput(low), parseRangeInput(high));
  };
  const unit = group.unit ? ` ${group.unit}` : '';
  const isYear = group.attribute === 'year';
  const word = isYear ? ['From', 'To'] : ['Min', 'Max'];
  return (
    <FilterGroup label={group.label} open={group.open || refined}>
      <form className={styles.rangeForm} onSubmit={apply}>
        <label className={styles.rangeField} htmlFor={`${id}-lo`}>
          {word[0]}
          <input
            id={`${id}-lo`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={hint(range.min, isYear, unit)}
            aria-label={`${word[0]} ${group.label.toLowerCase()}`}
            value={low}
            onChange={(event) => setLow(event.currentTarget.value)}
          />
        </label>
        <label className={styles.rangeField} htmlFor={`${id}-hi`}>
          {word[1]}
          <input
            id={`${id}-hi`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={hint(range.max, isYear, unit)}
            aria-label={`${word[1]} ${group.label.toLowerCase()}`}
            value={high}
            onChange={(event) => setHigh(event.currentTarget.value)}
          />
        </label>
        <button type="submit" className="fc-btn fc-btn--secondary fc-btn--sm">
          Apply<span className="fc-visually-hidden"> {group.label.toLowerCase()}</span>
        </button>
      </form>
    </FilterGroup>
  );
}

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(RangeFilter);
