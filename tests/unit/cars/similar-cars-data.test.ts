import { describe, expect, it } from 'vitest';
import {
  SIMILAR_FILE_COUNT,
  similarCard,
  similarCarsFiles,
  similarDataFilePath,
  similarDataPath,
} from '../../../src/lib/cars/similar-cars-data.ts';
import { slugBucket } from '../../../src/lib/hash/slug-bucket.ts';
import { cardImage } from '../../../src/lib/search/cards/view-model.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

describe('similarCard', () => {
  it('is what the card shows: link, title lines, price and type, photo', () => {
    const car = makeCar();
    const image = cardImage(car);
    expect(similarCard(car)).toEqual({
      href: '/cars/2021-toyota-rav4-gxl-u1234',
      heading: '2021 Toyota RAV4',
      subheading: 'GXL AXAH54R',
      amount: '$39,990',
      label: 'Drive Away',
      image: {
        src: image.src,
        ...(image.srcSet ? { srcSet: image.srcSet } : {}),
        width: image.width,
        height: image.height,
      },
    });
  });

  it('says price on application, and leaves the second line empty without badge or series', () => {
    const card = similarCard(makeCar({ price: 0, badge: '', series: '' }));
    expect(card).toMatchObject({
      amount: 'Price on application',
      label: 'Enquire for price',
      subheading: '',
    });
  });
});

describe('similar-car files', () => {
  it('are found from the slug alone, in a fixed number of files', () => {
    const slug = '2021-toyota-rav4-gxl-u1234';
    expect(similarDataPath(slug)).toBe(
      `/similar-cars/${slugBucket(slug, SIMILAR_FILE_COUNT)}.json`,
    );
    expect(similarDataFilePath(3)).toBe('/similar-cars/3.json');
  });

  it('hold each car’s similar cars in its slug’s file, in order, and leave out cars with none', () => {
    const cars = Array.from({ length: 200 }, (_, i) =>
      makeCar({ id: i, slug: `car-${i}`, price: 10_000 + i * 100 }),
    );
    const byId = new Map(cars.map((car) => [car.id, car]));
    // Each car's similar cars are the next two by id; every tenth has none.
    const similarOf = (car: Car): Car[] =>
      car.id % 10 === 0 ? [] : [byId.get(car.id + 1), byId.get(car.id + 2)].filter((c) => !!c);
    const files = similarCarsFiles(cars, similarOf);

    expect(files).toHaveLength(SIMILAR_FILE_COUNT);
    const listed = files.flatMap((file) => Object.keys(file.cars));
    expect(listed.sort()).toEqual(
      cars
        .filter((car) => similarOf(car).length > 0)
        .map((car) => car.slug)
        .sort(),
    );
    for (const car of cars) {
      const cards = files[slugBucket(car.slug, SIMILAR_FILE_COUNT)]!.cars[car.slug];
      if (similarOf(car).length === 0) expect(cards).toBeUndefined();
      else expect(cards).toEqual(similarOf(car).map(similarCard));
    }
  });
});
