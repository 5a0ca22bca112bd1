import { useEffect, useRef, type SyntheticEvent } from 'react';
import { NOT_FOUND_IMAGE_URL } from '../../../lib/media/index.ts';
import type { CardImage as CardImageView } from '../../../lib/search/cards/view-model.ts';

interface CardImageProps {
  image: CardImageView;
  /** First row of results: load at once (it is the page's largest paint), else lazily. */
  eager: boolean;
  className?: string | undefined;
}

/** Swaps a broken photo for the not-found image (spec §8); srcset goes too, or it would win. */
function showNotFound(img: HTMLImageElement): void {
  if (img.dataset.fallback) return;
  img.dataset.fallback = 'true';
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = NOT_FOUND_IMAGE_URL;
}

/** The card photo at 4:3 with width/height set, so the grid never shifts as photos arrive. */
export default function CardImage({ image, eager, className }: CardImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  // A photo that failed before the island hydrated fired its error event unheard.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) img.decode().catch(() => showNotFound(img));
  }, [image.src]);

  return (
    <img
      ref={ref}
      className={className}
      // loading before src: some browsers start fetching as soon as they see src.
      loading={eager ? 'eager' : 'lazy'}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={(event: SyntheticEvent<HTMLImageElement>) => showNotFound(event.currentTarget)}
    />
  );
}
