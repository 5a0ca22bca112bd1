import type { CardButton } from '../../../lib/cars/index.ts';
import styles from './SearchCard.module.scss';

/** One main action per card (its first button), Reserve Now in the accent, the rest quiet. */
function variant(button: CardButton, index: number): string {
  if (index === 0) return 'fc-btn--primary';
  return button.id === 'reserve' ? 'fc-btn--secondary' : 'fc-btn--ghost';
}

interface CardButtonsProps {
  buttons: readonly CardButton[];
  /** The card title's id: each button is described by the car it acts on. */
  describedBy: string;
}

/**
 * The card's actions as links. Lead buttons (Enquire, Book a Test Drive) go to the car page's
 * form section; with JavaScript, `data-dialog` and the car in `data-lead-car` open the same
 * form in a dialog on this page instead (forms/card-lead-dialog.ts).
 */
export default function CardButtons({ buttons, describedBy }: CardButtonsProps) {
  const stacked = buttons.some((b) => b.id === 'similar');
  return (
    <div className={stacked ? `${styles.actions} ${styles.stacked}` : styles.actions}>
      {buttons.map((button, index) => (
        <a
          key={button.id}
          className={`fc-btn fc-btn--sm ${variant(button, index)} ${styles.button}`}
          href={button.href}
          aria-describedby={describedBy}
          data-card-button={button.id}
          data-dialog={button.dialog}
          data-event-id={button.eventId}
          data-lead-car={button.lead && JSON.stringify(button.lead)}
        >
          {button.label}
        </a>
      ))}
    </div>
  );
}
