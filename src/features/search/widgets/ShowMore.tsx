import styles from './filters.module.scss';

interface ShowMoreProps {
  can: boolean;
  showing: boolean;
  toggle: () => void;
  /** The group ('Make'), read by screen readers after the visible words. */
  label: string;
}

/** 'Show more' / 'Show less' under a list that has more values. */
export default function ShowMore({ can, showing, toggle, label }: ShowMoreProps) {
  if (!can) return null;
  return (
    <button type="button" className={styles.more} aria-expanded={showing} onClick={toggle}>
      {showing ? 'Show less' : 'Show more'}
      <span className="fc-visually-hidden"> {label} options</span>
    </button>
  );
}
