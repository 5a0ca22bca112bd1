import { memo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import { chevronDownIcon, closeIcon, heartIcon } from '../../components/ui/icon-set.ts';
import { carPath } from '../../lib/cars/car-path.ts';
import { formatPrice } from '../../lib/compare/format.ts';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import { favouritesBarText, favouritesBarView, savedCountText } from '../../lib/favourites/bar.ts';
import type { SavedCarList } from '../../lib/favourites/list.ts';
import styles from './FavouritesBar.module.scss';
import { removeFavourite, savedCarsStore } from './store.ts';
import { useBarVisibility } from './use-bar-visibility.ts';
import { useFocusAfterRemove } from './use-focus-after-remove.ts';
import { useSingleInstance } from './use-single-instance.ts';
import { useSavedCars } from './use-saved-cars.ts';

export interface FavouritesBarProps {
  /** The dealer slug: the saved list's per-site key. */
  site: string;
  /** Where 'Get Started' goes: the dealer's search path. */
  searchPath: string;
  comparePath: string;
  /** The saved cars page and its label: /favourites 'Favourites', or the dealer's garage page. */
  savedPath: string;
  savedLabel: string;
  /** Fixed to the bottom of the window (spec: paths containing 'cars' or 'search'); else in the page. */
  sticky: boolean;
  /** The dealer's vehicle noun: a motorcycle dealer's bar says 'Saved motorcycles'. */
  words: VehicleWords;
  /**
   * The saved list as the page opened with it, when the bar arrives after the page did
   * (bar-loader.ts): a change since then shows as soon as the bar is there.
   */
  since?: SavedCarList;
}

/** Spec §2/§4/§9 favourites bar. */
function FavouritesBar(props: FavouritesBarProps) {
  const { site, searchPath, comparePath, savedPath, savedLabel, sticky, words, since } = props;
  const store = savedCarsStore(site);
  const saved = useSavedCars(site) ?? [];
  const { phase, message, setPaused, hide } = useBarVisibility(store, words, since);
  const view = favouritesBarView(saved);
  const text = favouritesBarText(words);
  const { container: panel, removedAt } = useFocusAfterRemove<HTMLElement>(saved);
  const returnFocus = useRef<HTMLElement | null>(null);
  const only = useSingleInstance('favourites-bar');

  function onFocus(event: FocusEvent) {
    if (!panel.current?.contains(event.relatedTarget as Node | null))
      returnFocus.current = event.relatedTarget as HTMLElement | null;
    setPaused(true);
  }
  function onBlur(event: FocusEvent) {
    if (!panel.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
  }
  function close() {
    const back = returnFocus.current;
    hide();
    if (back?.isConnected) back.focus();
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }

  if (!only) return null;
  return (
    <>
      <p className="fc-visually-hidden" role="status">
        {message}
      </p>
      <section
        ref={panel}
        aria-label={text.region}
        hidden={phase === 'closed'}
        data-phase={phase}
        className={`${styles.bar} ${sticky ? styles.sticky : styles.inline} fc-no-print`}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <Icon icon={heartIcon} size={18} filled className={styles.headIcon} />
            <a className={styles.title} href={savedPath}>
              {savedLabel}
            </a>
            <span className={styles.count}>{savedCountText(saved.length, words)}</span>
          </div>
          {view.empty ? (
            <div className={styles.empty}>
              <p className={styles.emptyText}>{text.empty}</p>
              <a className="fc-btn fc-btn--primary fc-btn--sm" href={searchPath} data-main-action>
                Get Started
              </a>
            </div>
          ) : (
            <>
              <ul className={styles.cars} role="list">
                {view.cars.map((car, index) => (
                  <li key={car.id} className={styles.car}>
                    <a className={styles.carLink} href={carPath(car)}>
                      <img
                        className={styles.thumb}
                        src={car.primary_image_url || '/media/not-found.svg'}
                        alt=""
                        width={96}
                        height={72}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className={styles.carText}>
                        <span className={styles.carName}>{car.name}</span>
                        <span className={styles.carPrice}>{formatPrice(car.price)}</span>
                      </span>
                    </a>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Remove ${car.name}`}
                      data-remove
                      onClick={() => {
                        removeFavourite(site, car.id);
                        removedAt(index);
                      }}
                    >
                      <Icon icon={closeIcon} size={14} />
                    </button>
                  </li>
                ))}
              </ul>
              <a
                className={`fc-btn fc-btn--primary fc-btn--sm ${styles.compare}`}
                href={comparePath}
                data-main-action
              >
                {text.compare}
                {view.badge && (
                  <span className={styles.badge}>
                    {view.badge}
                    <span className="fc-visually-hidden"> more saved</span>
                  </span>
                )}
              </a>
            </>
          )}
          <button type="button" className={styles.hide} aria-label={text.hide} onClick={close}>
            <Icon icon={chevronDownIcon} size={20} />
          </button>
        </div>
      </section>
    </>
  );
}

// memo(): Astro's React renderer knows a memo component at once instead of test-calling it per page.
export default memo(FavouritesBar);
