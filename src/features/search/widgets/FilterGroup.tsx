import { useEffect, useId, useState, type ReactNode } from 'react';
import Icon from '../../../components/ui/Icon.tsx';
import { chevronDownIcon } from '../../../components/ui/icon-set.ts';
import styles from './filters.module.scss';

interface FilterGroupProps {
  label: string;
  /** Expanded at first; a group with a refinement always starts expanded. */
  open: boolean;
  children: ReactNode;
}

/**
 * One filter group: a heading whose button shows or hides the group (disclosure pattern).
 * A closed group draws nothing inside (less HTML, less to hydrate); its widget lives in the
 * component that renders this group, so it stays mounted and keeps its refinement.
 */
export default function FilterGroup({ label, open, children }: FilterGroupProps) {
  const [expanded, setExpanded] = useState(open);
  // A refinement arriving from the URL or a chip opens its group.
  useEffect(() => {
    if (open) setExpanded(true);
  }, [open]);
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={`${id}-h`}>
      <h3 className={styles.groupHeading} id={`${id}-h`}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={expanded}
          aria-controls={`${id}-c`}
          onClick={() => setExpanded(!expanded)}
        >
          {label}
          <Icon icon={chevronDownIcon} size={18} className={styles.chevron} />
        </button>
      </h3>
      <div className={styles.groupBody} id={`${id}-c`} hidden={!expanded}>
        {expanded && children}
      </div>
    </section>
  );
}
