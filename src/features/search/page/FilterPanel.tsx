import { useCallback, useId, useRef } from 'react';
import Icon from '../../../components/ui/Icon.tsx';
import { useTapActivate } from '../../../components/ui/use-tap-activate.ts';
import { closeIcon } from '../../../components/ui/icon-set.ts';
import type { Options } from '../../../lib/config/index.ts';
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import type { FacetGroup, FilterGroup } from '../../../lib/search/page/filter-groups.ts';
import { showResultsText } from '../../../lib/search/page/result-count.ts';
import type { RouteFacets } from '../../../lib/search/routing/index.ts';
import type { FacetSorts } from '../widgets/facet-sorts.ts';
import FacetList from '../widgets/FacetList.tsx';
import FacetTiles from '../widgets/FacetTiles.tsx';
import MakeModelFilters from '../widgets/MakeModelFilters.tsx';
import PriceFilter from '../widgets/PriceFilter.tsx';
import RangeFilter from '../widgets/RangeFilter.tsx';
import styles from './SearchPage.module.scss';
import {
  useDrawer,
  useDrawerModal,
  useDrawerOpen,
  useDrawerReady,
  type DrawerSwitch,
} from './use-drawer.ts';

interface FilterPanelProps {
  /** The phone drawer's open state ('Filters' opens it). */
  drawer: DrawerSwitch;
  groups: readonly FilterGroup[];
  usedLabel: Options['used_label'];
  limit: number;
  models: RouteFacets['models'];
  priceDescIndex: string | null;
  sorts: FacetSorts;
  total: number;
  words: VehicleWords;
  /** Refinements in force ('Clear all' needs some). */
  refinements: number;
  onClearAll: () => void;
}

/**
 * Every filter group: a sidebar on wide screens, a modal drawer on phones and tablets
 * ('Filters' opens it, 'Show N cars' closes it). One set of widgets serves both.
 */
export default function FilterPanel(props: FilterPanelProps) {
  const { drawer, groups, usedLabel, limit } = props;
  // Shown (opaque) at once; a modal dialog, with focus, from the next frame (use-drawer.ts).
  const open = useDrawerOpen(drawer);
  const modal = useDrawerModal(drawer, open);
  const onClose = useCallback(() => drawer.set(false), [drawer]);
  // Closing paints as the finger lifts, and no click then lands on the page beneath.
  const closePress = useTapActivate(onClose);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useDrawer(modal, onClose, panel, close);
  // The closed drawer, drawn ahead of the tap but out of reach (use-drawer.ts).
  const ready = useDrawerReady();
  const closedDrawer = ready && !modal;
  const model = groups.find((g): g is FacetGroup => g.attribute === 'model' && g.kind === 'list');

  const renderGroup = (group: FilterGroup) => {
    switch (group.kind) {
      case 'price':
        return (
          <PriceFilter
            key={group.attribute}
            label={group.label}
            open={group.open}
            priceDescIndex={props.priceDescIndex}
          />
        );
      case 'range':
        return <RangeFilter key={group.attribute} group={group} />;
      case 'tiles':
        return group.attribute === 'make' && model ? (
          <MakeModelFilters
            key="make"
            make={group}
            model={model}
            limit={limit}
            usedLabel={usedLabel}
            models={props.models}
            sorts={props.sorts}
            words={props.words}
          />
        ) : (
          <FacetTiles
            key={group.attribute}
            group={group}
            limit={limit}
            usedLabel={usedLabel}
            sortBy={props.sorts[group.order]}
            words={props.words}
          />
        );
      case 'list':
        // Model is drawn with make (MakeModelFilters).
        return group.attribute === 'model' && model ? null : (
          <FacetList
            key={group.attribute}
            group={group}
            limit={limit}
            usedLabel={usedLabel}
            sortBy={props.sorts[group.order]}
          />
        );
    }
  };

  return (
    <div
      id="search-filters"
      ref={panel}
      className={styles.filters}
      data-open={open || undefined}
      data-drawer={ready ? 'ready' : undefined}
      inert={closedDrawer || undefined}
      aria-hidden={closedDrawer || undefined}
      {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId } : {})}
    >
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle} id={headingId}>
          Filters
        </h2>
        <button
          type="button"
          ref={close}
          className={`fc-btn fc-btn--ghost fc-btn--icon ${styles.panelClose}`}
          aria-label="Close filters"
          {...closePress}
        >
          <Icon icon={closeIcon} size={22} />
        </button>
      </div>
      <div className={styles.panelBody}>{groups.map(renderGroup)}</div>
      <div className={styles.panelFoot}>
        <button
          type="button"
          className="fc-btn fc-btn--ghost"
          disabled={props.refinements === 0}
          onClick={props.onClearAll}
        >
          Clear all
        </button>
        <button type="button" className="fc-btn fc-btn--primary" {...closePress}>
          {showResultsText(props.total, props.words)}
        </button>
      </div>
    </div>
  );
}
