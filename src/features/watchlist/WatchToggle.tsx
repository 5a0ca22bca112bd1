import { useEffect } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import favouriteStyles from '../favourites/FavouriteToggle.module.scss';
import { eyeIcon } from './eye-icon.ts';
import type { WatchlistSettings } from './settings.ts';
import { useWatchState } from './use-watch-state.ts';
import { hasWatchWork } from './watch-hints.ts';
import { pressWatch, startWatchState, warmWatchActions } from './watch-store.ts';
import styles from './WatchToggle.module.scss';

export interface WatchToggleProps {
  car: { id: number; name: string };
  watchlist: WatchlistSettings;
  /** 'icon': the round control over a card photo, beside the heart. 'button': 'Watch' in words. */
  variant?: 'icon' | 'button';
  className?: string | undefined;
}

/**
 * Spec §4 Watchlist: adds the car to the shopper's watchlist, or takes it off when it is on.
 * Drawn in the page's HTML; what it does (the call, the toast, sign-in) loads on first use.
 * The car sidebar draws the 'button' variant without React (WatchToggle.astro).
 */
export default function WatchToggle({
  car,
  watchlist,
  variant = 'button',
  className,
}: WatchToggleProps) {
  const state = useWatchState();
  useEffect(() => startWatchState(watchlist, () => hasWatchWork(watchlist.site)), [watchlist]);
  const pressed = state.watched.has(car.id);
  const busy = state.busy.has(car.id);
  const common = {
    type: 'button' as const,
    'aria-pressed': pressed,
    'aria-busy': busy || undefined,
    'data-watch-car': car.id,
    onClick: () => pressWatch(car, watchlist),
    onPointerEnter: warmWatchActions,
    onFocus: warmWatchActions,
  };
  if (variant === 'icon')
    return (
      <button
        {...common}
        className={[favouriteStyles.toggle, styles.round, className].filter(Boolean).join(' ')}
        aria-label={`Watch ${car.name}`}
      >
        <Icon icon={eyeIcon} size={22} />
      </button>
    );
  return (
    <button
      {...common}
      className={['fc-btn fc-btn--ghost fc-btn--sm', styles.words, className]
        .filter(Boolean)
        .join(' ')}
    >
      <Icon icon={eyeIcon} size={18} />
      Watch<span className="fc-visually-hidden"> {car.name}</span>
    </button>
  );
}
