import type { KeyboardEvent } from 'react';
import Icon from '../../../components/ui/Icon.tsx';
import { infoIcon } from '../../../components/ui/icon-set.ts';
import type { FinanceStrip } from '../../../lib/finance/index.ts';
import type { CardPrice } from '../../../lib/search/cards/view-model.ts';
import styles from './CardPriceRow.module.scss';

interface CardPriceRowProps {
  price: CardPrice;
  finance: FinanceStrip | null;
  /** Keep the strip's place even without a strip, so prices line up across a row of cards. */
  financeRow: boolean;
}

/** Escape closes the disclosure and returns focus to its summary. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  details.open = false;
  details.querySelector('summary')?.focus();
}

/**
 * Price with its price type, and beside it the weekly finance strip ('$141/wk*'): a
 * disclosure whose footnote floats over the card, so opening it moves nothing.
 */
export default function CardPriceRow({ price, finance, financeRow }: CardPriceRowProps) {
  return (
    <div className={styles.priceRow} data-finance-row={financeRow || undefined}>
      <p className={styles.price}>
        <span className={`fc-price ${price.onApplication ? styles.poa : styles.amount}`}>
          {price.amount}
        </span>{' '}
        <span className={styles.priceLabel}>{price.label}</span>
      </p>
      {finance && (
        <details className={styles.finance} onKeyDown={closeOnEscape}>
          <summary className={styles.financeSummary}>
            <span className={styles.weekly}>{finance.text}</span>{' '}
            <span className={styles.financeHint}>
              Finance estimate
              <Icon icon={infoIcon} size={14} />
            </span>
          </summary>
          {/* The dealer's own finance wording is printed once under the results (ResultsGrid). */}
          <div className={styles.disclaimer}>
            <p>{finance.disclaimer}</p>
          </div>
        </details>
      )}
    </div>
  );
}
