import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { FacetTile as FacetTileView } from '../../../lib/search/facets/index.ts';
import FacetTile from './FacetTile.tsx';
import styles from './FacetTile.module.scss';

export interface FacetTileListProps {
  tiles: readonly FacetTileView[];
  /** Refined values of the tiles' attribute. */
  selected: ReadonlySet<string> | readonly string[];
  onToggle: (tile: FacetTileView) => void;
  /** Names the group for assistive tech, e.g. 'Make'. */
  label: string;
  words: VehicleWords;
}

/** A tile-style refinement list: a wrapping grid of FacetTiles. */
export default function FacetTileList({
  tiles,
  selected,
  onToggle,
  label,
  words,
}: FacetTileListProps) {
  const isSelected = (value: string) =>
    'has' in selected ? selected.has(value) : selected.includes(value);
  return (
    <ul className={styles.list} role="list" aria-label={label}>
      {tiles.map((tile) => (
        <li key={`${tile.attribute}:${tile.value}`}>
          <FacetTile
            tile={tile}
            selected={isSelected(tile.value)}
            onToggle={onToggle}
            words={words}
          />
        </li>
      ))}
    </ul>
  );
}
