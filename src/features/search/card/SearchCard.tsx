import { useId, type ReactNode } from 'react';
import Icon from '../../../components/ui/Icon.tsx';
import { mapPinIcon } from '../../../components/ui/icon-set.ts';
import { searchCardView } from '../../../lib/search/cards/view-model.ts';
import WatchToggle from '../../watchlist/WatchToggle.tsx';
import CardButtons from './CardButtons.tsx';
import CardImage from './CardImage.tsx';
import CardPriceRow from './CardPriceRow.tsx';
import styles from './SearchCard.module.scss';
import type { SearchCardCar, SearchCardSettings } from './types.ts';

export interface SearchCardProps {
  car: SearchCardCar;
  /** Shared by every card on the page (see ResultsGrid). */
  settings: SearchCardSettings;
  /** First row of results: the photo loads at once instead of lazily. */
  eager?: boolean;
  /**
   * The favourite toggle (favourites' FavouriteToggle), drawn over the photo's top-right; the
   * watch control sits beside it when the settings carry a watchlist.
   */
  favouriteSlot?: ReactNode;
  /** The title's heading level: 3 under a results h2 (default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A car in search results (spec §2): photo and display tags, year make model and badge series,
 * attribute chips, price and weekly finance, location and the car's buttons. The title is the
 * card's one real link, stretched over the card; buttons, the favourite toggle and the finance
 * footnote sit above it, so no interactive element nests in another.
 */
export default function SearchCard({
  car,
  settings,
  eager = false,
  favouriteSlot,
  headingLevel = 3,
}: SearchCardProps) {
  const view = searchCardView(car, settings);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { watchlist } = settings;
  const watch = watchlist && (
    <WatchToggle car={{ id: car.id, name: car.name }} watchlist={watchlist} variant="icon" />
  );
  return (
    <article
      className={`fc-card fc-card--link ${styles.card}${view.sold ? ` ${styles.sold}` : ''}`}
      aria-labelledby={titleId}
      data-car-id={car.id}
    >
      <div className={`fc-card__media ${styles.media}`}>
        <CardImage image={view.image} eager={eager} className={styles.photo} />
        {view.tags.length > 0 && (
          <ul
            className={styles.tags}
            role="list"
            aria-label="Status"
            data-toggles={[watch, favouriteSlot].filter(Boolean).length}
          >
            {view.tags.map((tag) => (
              <li key={tag.kind} className={`fc-badge ${styles.tag}`} data-kind={tag.kind}>
                {tag.label}
              </li>
            ))}
          </ul>
        )}
        {(watch || favouriteSlot) && (
          <div className={styles.favourite}>
            {watch}
            {favouriteSlot}
          </div>
        )}
      </div>
      <div className={`fc-card__body ${styles.body}`}>
        <Heading className={`fc-card__title ${styles.title}`} id={titleId}>
          <a className="fc-card__link" href={view.href}>
            <span className={styles.heading}>{view.title.heading}</span>
            {view.title.subheading && (
              <>
                {' '}
                <span className={styles.subheading}>{view.title.subheading}</span>
              </>
            )}
          </a>
        </Heading>
        {view.chips.length > 0 && (
          <ul className={styles.chips} role="list" aria-label="Details">
            {view.chips.map((chip) => (
              <li key={chip.attribute} className={`fc-chip ${styles.chip}`}>
                {chip.label}
              </li>
            ))}
          </ul>
        )}
        <CardPriceRow price={view.price} finance={view.finance} financeRow={view.financeRow} />
        {view.location && (
          <p className={styles.location}>
            <Icon icon={mapPinIcon} size={15} />
            {view.location}
          </p>
        )}
      </div>
      <CardButtons buttons={view.buttons} describedBy={titleId} />
    </article>
  );
}
