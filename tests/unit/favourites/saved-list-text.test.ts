import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { savedListText } from '../../../src/lib/favourites/saved-list-text.ts';

const cars = savedListText(vehicleWords('car'));
const motorcycles = savedListText(vehicleWords('motorcycle'));

/** Every string of the saved list's pages, names filled in, for checking them all at once. */
const everyString = (text: typeof cars) =>
  Object.values(text).map((value: string | ((name: string) => string)) =>
    typeof value === 'function' ? value('2024 Honda CB650R') : value,
  );

describe('savedListText for a car dealer (spec §2 words)', () => {
  it('keeps the spec strings word for word', () => {
    expect(cars.empty).toBe('No Saved Cars');
    expect(cars.compare).toBe('Compare Cars');
  });

  it('names the buttons, pages and regions in cars', () => {
    expect(cars.remove('2023 Toyota RAV4 GXL')).toBe('Remove 2023 Toyota RAV4 GXL from saved cars');
    expect(cars.loading).toBe('Loading your saved cars…');
    expect(cars.savedHint).toBe(
      'Tap the heart on any car to keep it here and compare it with others.',
    );
    expect(cars.compareHint).toBe(
      'Save cars with the heart as you browse, then compare them here side by side.',
    );
    expect(cars.saveAnother).toBe('Save another car to compare them side by side.');
    expect(cars.browse).toBe('Browse cars');
    expect(cars.savedIntro).toBe(
      'The cars you have saved on this device. Compare them side by side or take a closer look.',
    );
    expect(cars.compareIntro).toBe(
      'Your saved cars side by side, with the differences highlighted.',
    );
    expect(cars.savedDescription('Kestrel Bay Subaru')).toBe(
      'The cars you have saved at Kestrel Bay Subaru.',
    );
    expect(cars.compareDescription('Kestrel Bay Subaru')).toBe(
      'Compare the cars you have saved at Kestrel Bay Subaru side by side.',
    );
    expect(cars.savedListRegion).toBe('Saved car list');
    expect(cars.comparisonRegion).toBe('Saved cars comparison');
    expect(cars.comparedTable).toBe('Saved cars compared');
    expect(cars.tableCaption).toBe(
      'Saved cars side by side. Rows marked “Differs” have values that are not the same for every car.',
    );
    expect(cars.differLegend).toBe('Highlighted rows differ between cars');
    expect(cars.savedNoScript).toBe(
      'Saved cars need JavaScript, which is switched off in this browser.',
    );
    expect(cars.compareNoScript).toBe(
      'Comparing saved cars needs JavaScript, which is switched off in this browser.',
    );
  });
});

describe('savedListText for a motorcycle dealer', () => {
  it('says motorcycles where a car dealer says cars', () => {
    expect(motorcycles.empty).toBe('No Saved Motorcycles');
    expect(motorcycles.compare).toBe('Compare Motorcycles');
    expect(motorcycles.remove('2024 Honda CB650R')).toBe(
      'Remove 2024 Honda CB650R from saved motorcycles',
    );
    expect(motorcycles.savedHint).toBe(
      'Tap the heart on any motorcycle to keep it here and compare it with others.',
    );
    expect(motorcycles.saveAnother).toBe('Save another motorcycle to compare them side by side.');
    expect(motorcycles.browse).toBe('Browse motorcycles');
    expect(motorcycles.savedListRegion).toBe('Saved motorcycle list');
    expect(motorcycles.tableCaption).toMatch(/not the same for every motorcycle\.$/);
  });

  it('has no string with the word car in it', () => {
    for (const text of everyString(motorcycles)) expect(text).not.toMatch(/\bcars?\b/i);
  });

  it('words every string of a car dealer with car or cars', () => {
    for (const text of everyString(cars)) expect(text).toMatch(/\bcars?\b/i);
  });
});
