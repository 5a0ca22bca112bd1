import type { ChipsApi } from '../page/use-chips.ts';
import styles from './controls.module.scss';

interface RefinementChipsProps {
  api: ChipsApi;
}

/** The refinements in force as chips, each removable, with 'Clear all'. */
export default function RefinementChips({ api }: RefinementChipsProps) {
  const { chips, remove, clearAll } = api;
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <h2 className="fc-visually-hidden">Active filters</h2>
      <ul role="list" className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={`fc-chip ${styles.chip}`}
              aria-label={`Remove ${chip.group}: ${chip.text}`}
              onClick={() => remove(chip)}
            >
              {chip.text}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className={`fc-link ${styles.clearAll}`} onClick={clearAll}>
          Clear all
        </button>
      )}
    </div>
  );
}
