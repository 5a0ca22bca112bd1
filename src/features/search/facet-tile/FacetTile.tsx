import { memo, useEffect, useState } from 'react';
import { useTapActivate } from '../../../components/ui/use-tap-activate.ts';
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { FacetTile as FacetTileView } from '../../../lib/search/facets/index.ts';
import { groupedNumber } from '../../../lib/numbers/grouped-number.ts';
import { afterNextPaint } from '../widgets/use-press-first.ts';
import styles from './FacetTile.module.scss';

export interface FacetTileProps {
  /** From facetTile(attribute, value, count): label, count and make logo or body picture. */
  tile: FacetTileView;
  /** Whether the value is refined (aria-pressed). */
  selected: boolean;
  onToggle: (tile: FacetTileView) => void;
  /** The dealer's vehicle noun, for the count's spoken words ('2 motorcycles'). */
  words: VehicleWords;
}

const countText = groupedNumber;

/** One facet value as a tile (spec §2): a toggle button with its picture, label and count. */
function FacetTile({ tile, selected, onToggle, words }: FacetTileProps) {
  // A press draws this tile alone at once, and tells its list once that is on screen: the
  // list's own redraw (its connector, every tile's selection) then falls outside the press.
  const [own, setOwn] = useState<{ pressed: boolean; over: boolean } | null>(null);
  const shown = own && own.over === selected ? own.pressed : selected;
  // The list's next word on the tile (its pressed state, then the search's) replaces ours.
  useEffect(() => setOwn(null), [selected]);
  // A tap presses the tile as the finger lifts, a frame before the browser's click would.
  const press = useTapActivate(() => {
    setOwn({ pressed: !shown, over: selected });
    afterNextPaint(() => onToggle(tile));
  });
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={shown}
      data-attribute={tile.attribute}
      {...press}
    >
      {tile.image && (
        <img
          className={styles.image}
          src={tile.image}
          alt=""
          width={120}
          height={60}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className={styles.label}>{tile.label}</span>
      <span className={styles.count}>
        {countText(tile.count)}
        <span className="fc-visually-hidden">{` ${tile.count === 1 ? words.singular : words.plural}`}</span>
      </span>
    </button>
  );
}

/**
 * Drawn again only when its own props change: a press redraws the pressed tile alone, as long
 * as the list keeps its tile objects and toggle function (FacetTiles does).
 */
export default memo(FacetTile);
