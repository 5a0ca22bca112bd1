import Icon from '../../components/ui/Icon.tsx';
import { arrowRightIcon, heartIcon } from '../../components/ui/icon-set.ts';
import styles from './NoSavedCars.module.scss';

interface Props {
  /** 'No Saved Cars', in the dealer's vehicle noun (savedListText). */
  title: string;
  /** The dealer's search path, where 'Get Started' goes. */
  searchPath: string;
  /** What saving a car is for on this page. */
  hint: string;
}

/** Spec §2 empty state: 'No Saved Cars' and a 'Get Started' link to the search path. */
export default function NoSavedCars({ title, searchPath, hint }: Props) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon icon={heartIcon} size={32} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      <a className="fc-btn fc-btn--primary fc-btn--lg" href={searchPath}>
        Get Started
        <Icon icon={arrowRightIcon} size={20} />
      </a>
    </div>
  );
}
