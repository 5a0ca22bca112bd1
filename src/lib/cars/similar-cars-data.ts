/**
 * The similar cars a car page shows come from a data file, not from the page: a price change
 * of one car changes the similar cars of the cars priced near it, and at 5,000 cars a 5 %
 * price change re-rendered about 1,050 of those pages besides the 250 of the cars that
 * changed. The page carries its similar cars' count (so its placeholders take their room),
 * and its script fills them from the file when the shopper scrolls near
 * (src/features/car/similar-cars-fill.ts).
 *
 * The cars go in a fixed number of files by a hash of the slug: a count that followed the
 * stock would move every car to another file, and change every page, as the stock grew.
 */
import { slugBucket } from '../hash/slug-bucket.ts';
import { cardImage, cardPrice, cardTitle } from '../search/cards/view-model.ts';
import type { Car } from '../stock/car.ts';
import { carPath } from './paths.ts';

/** How many similar-car files a site has: about 80 cars each at 5,000 cars, ~10 KB brotli. */
export const SIMILAR_FILE_COUNT = 64;

const SIMILAR_DATA_DIR = '/similar-cars';

/** What one similar car's card shows, worked out at build time. */
export interface SimilarCard {
  href: string;
  heading: string;
  /** '' when the car has neither badge nor series. */
  subheading: string;
  /** '$29,490' or 'Price on application'. */
  amount: string;
  /** 'Drive Away', '+ ORC', 'Enquire for price', … */
  label: string;
  image: { src: string; srcSet?: string; width: number; height: number };
}

/** One similar-car file: each car's similar cars' cards, by the car's slug. */
export interface SimilarCarsFile {
  cars: Record<string, SimilarCard[]>;
}

export function similarCard(car: Car): SimilarCard {
  const title = cardTitle(car);
  const price = cardPrice(car);
  const image = cardImage(car);
  return {
    href: carPath(car),
    heading: title.heading,
    subheading: title.subheading,
    amount: price.amount,
    label: price.label,
    image: {
      src: image.src,
      ...(image.srcSet ? { srcSet: image.srcSet } : {}),
      width: image.width,
      height: image.height,
    },
  };
}

/** The site path of the file holding a car's similar cars. */
export function similarDataPath(slug: string): string {
  return similarDataFilePath(slugBucket(slug, SIMILAR_FILE_COUNT));
}

/** The site path of the similar-car file of this index. */
export function similarDataFilePath(index: number): string {
  return `${SIMILAR_DATA_DIR}/${index}.json`;
}

/** Every similar-car file of a site, by index: `similarOf` says which cars each car shows. */
export function similarCarsFiles(
  cars: readonly Car[],
  similarOf: (car: Car) => readonly Car[],
): SimilarCarsFile[] {
  const files: SimilarCarsFile[] = Array.from({ length: SIMILAR_FILE_COUNT }, () => ({ cars: {} }));
  // A car is the similar car of a few others: its card is worked out once.
  const cards = new Map<Car, SimilarCard>();
  const cardOf = (car: Car) =>
    cards.get(car) ?? (cards.set(car, similarCard(car)), cards.get(car)!);
  for (const car of cars) {
    const similar = similarOf(car);
    if (similar.length === 0) continue;
    files[slugBucket(car.slug, SIMILAR_FILE_COUNT)]!.cars[car.slug] = similar.map(cardOf);
  }
  return files;
}
