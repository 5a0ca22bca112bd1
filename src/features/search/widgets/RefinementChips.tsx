import Icon from '../../../components/ui/Icon.tsx';
import { closeIcon } from '../../../components/ui/icon-set.ts';
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
              <Icon icon={closeIcon} size={14} strokeWidth={2.5} />
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
