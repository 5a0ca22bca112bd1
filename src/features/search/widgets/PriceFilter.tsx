import { memo, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch';
import { PRICE_SLIDER, type PriceRange } from '../../../lib/search/facets/price-slider.ts';
import {
  finite,
  moveHandle,
  priceSliderEnds,
  priceSliderHandles,
} from '../../../lib/search/page/range-refinement.ts';
import { sliderPriceText } from '../../../lib/search/page/range-text.ts';
import FilterGroup from './FilterGroup.tsx';
import styles from './filters.module.scss';
import { useApplyRange } from './use-apply-range.ts';

interface PriceFilterProps {
  label: string;
  open: boolean;
  /** The index sorted by price, high to low (the button's sort). */
  priceDescIndex: string | null;
}

const PRICE = { attribute: 'price' } as const;
/** Wait for the shopper to let go before searching. */
const SETTLE_MS = 350;

/**
 * Spec §2/§5/§9 price range slider: $5,000 to $250,000 in $500 steps, handles at least a step
 * apart, an end handle meaning "no limit"; and a button showing the results by price, highest
 * first.
 */
function PriceFilter({ label, open, priceDescIndex }: PriceFilterProps) {
  const { start } = useRange(PRICE);
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const apply = useApplyRange(PRICE.attribute);
  // The latest apply behind one stable function, so the slider's props stay the same.
  const latestApply = useRef(apply);
  latestApply.current = apply;
  const onSettle = useCallback(
    (range: PriceRange) => latestApply.current(...priceSliderEnds(range)),
    [],
  );
  const applied = priceSliderHandles(start);
  const sortedByPrice = priceDescIndex !== null && indexUiState.sortBy === priceDescIndex;
  const sortByPrice = () => {
    if (priceDescIndex === null) return;
    setIndexUiState((state) => {
      const next = { ...state, sortBy: priceDescIndex };
      delete next.page;
      return next;
    });
  };
  const refinedNow = finite(start[0]) !== undefined || finite(start[1]) !== undefined;

  return (
    <FilterGroup label={label} open={open || refinedNow}>
      <PriceSlider low={applied[0]} high={applied[1]} onSettle={onSettle} />
      {priceDescIndex !== null && (
        <button
          type="button"
          className={`fc-btn fc-btn--ghost fc-btn--sm fc-btn--block ${styles.priceSort}`}
          aria-pressed={sortedByPrice}
          onClick={sortByPrice}
        >
          Show highest price first
        </button>
      )}
    </FilterGroup>
  );
}

interface PriceSliderProps {
  /** The applied range's handles (a refinement from elsewhere, a chip removed, moves them). */
  low: number;
  high: number;
  /** Searches with the range, once the shopper lets go. */
  onSettle: (range: PriceRange) => void;
}

/**
 * The two handles and their values. A step of a handle redraws this alone: the filter around
 * it reads the search state through two connectors, and redrawing that inside each step held
 * the slider's paint back (issue 16).
 */
const PriceSlider = memo(function PriceSlider({ low, high, onSettle }: PriceSliderProps) {
  const [handles, setHandles] = useState<PriceRange>([low, high]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The handles last searched with: their answer must not pull back a handle moved since.
  const searched = useRef<string | null>(null);
  useEffect(() => {
    const ours = searched.current === `${low}:${high}`;
    searched.current = null;
    // A refinement from elsewhere (a chip removed, the URL) moves the handles.
    if (!ours) setHandles([low, high]);
  }, [low, high]);

  const move = (which: 0 | 1, value: number) => {
    const next = moveHandle(handles, which, value);
    setHandles(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      searched.current = `${next[0]}:${next[1]}`;
      onSettle(next);
    }, SETTLE_MS);
  };

  return (
    <>
      <p className={styles.sliderValues} aria-hidden="true">
        <span>{sliderPriceText(handles[0], PRICE_SLIDER.max)}</span>
        <span>{sliderPriceText(handles[1], PRICE_SLIDER.max)}</span>
      </p>
      <div
        className={styles.slider}
        style={{ '--lo': pct(handles[0]), '--hi': pct(handles[1]) } as CSSProperties}
      >
        {([0, 1] as const).map((which) => (
          <input
            key={which}
            type="range"
            className={styles.thumb}
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={handles[which]}
            aria-label={which === 0 ? 'Minimum price' : 'Maximum price'}
            aria-valuetext={sliderPriceText(handles[which], PRICE_SLIDER.max)}
            onChange={(event) => move(which, Number(event.currentTarget.value))}
          />
        ))}
      </div>
    </>
  );
});

const pct = (value: number) =>
  `${(((value - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100).toFixed(2)}%`;

// Its props are stable: a page re-render (a count, the drawer) leaves it alone.
export default memo(PriceFilter);
