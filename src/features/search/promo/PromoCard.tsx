import { useId } from 'react';
import type { PromoCard as PromoCardConfig } from '../../../lib/config/index.ts';
import { imageUrl } from '../../../lib/media/index.ts';
import CardIcon from '../card/CardIcon.tsx';
import styles from './PromoCard.module.scss';

export interface PromoCardProps {
  /** The promo card node from dealer.promo_cards (title, text, image, CTA). */
  node: PromoCardConfig['node'];
  /** Same level as the car cards around it. */
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
}

/**
 * A dealer promotion in the results grid (spec §2, §4), in the brand colour so it reads as an
 * offer, not a car. With a picture it keeps a car card's frame (picture over text, action at
 * the foot); without one the words are the artwork. The CTA is the card's one link,
 * stretched over it.
 */
export default function PromoCard({ node, headingLevel = 3, eager = false }: PromoCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { image } = node;
  return (
    <article
      className={`fc-card fc-card--link ${styles.promo}${image ? '' : ` ${styles.textOnly}`}`}
      aria-labelledby={titleId}
    >
      {image && (
        <div className={styles.media}>
          <img
            loading={eager ? 'eager' : 'lazy'}
            src={imageUrl(image.url, { width: 800 })}
            alt={image.alt ?? ''}
            width={image.width ?? 800}
            height={image.height ?? 600}
            decoding="async"
          />
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.eyebrow}>Featured</p>
        <Heading className={styles.title} id={titleId}>
          {node.title}
        </Heading>
        <p className={styles.text}>{node.text}</p>
        <a className={`fc-btn ${styles.cta}`} href={node.cta_url} aria-describedby={titleId}>
          {node.cta_label}
          <CardIcon name="arrow-right" size={18} />
        </a>
      </div>
    </article>
  );
}
