import { describe, expect, it } from 'vitest';
import {
  fromPriceText,
  modelCardName,
  modelHref,
  shortDescription,
  sortModels,
} from '../../../src/lib/navigation/model-card.ts';

describe('modelCardName', () => {
  it('is the plain name without status or hybrid fuel', () => {
    expect(modelCardName({ name: 'Outback', status: '', fuel: 'Petrol' })).toBe('Outback');
  });

  it.each(['new', 'coming_soon'] as const)('prefixes ALL-NEW when status is %s', (status) => {
    expect(modelCardName({ name: 'Forester', status, fuel: 'Petrol' })).toBe('ALL-NEW Forester');
  });

  it('marks hybrids, whatever the fuel wording', () => {
    expect(modelCardName({ name: 'Crosstrek', status: '', fuel: 'Hybrid' })).toBe(
      'Crosstrek (HYBRID)',
    );
    expect(modelCardName({ name: 'Crosstrek', status: '', fuel: 'Petrol Hybrid' })).toBe(
      'Crosstrek (HYBRID)',
    );
    expect(modelCardName({ name: 'RAV4', status: '', fuel: 'Plug-in Hybrid' })).toBe(
      'RAV4 (HYBRID)',
    );
  });

  it('applies both rules together', () => {
    expect(modelCardName({ name: 'Forester', status: 'new', fuel: 'Hybrid' })).toBe(
      'ALL-NEW Forester (HYBRID)',
    );
  });
});

describe('shortDescription', () => {
  it('keeps text of 75 characters or fewer', () => {
    const exact = 'x'.repeat(75);
    expect(shortDescription(exact)).toBe(exact);
    expect(shortDescription('A compact SUV.')).toBe('A compact SUV.');
  });

  it('tidies whitespace', () => {
    expect(shortDescription('  Go  anywhere\n SUV ')).toBe('Go anywhere SUV');
  });

  it('cuts longer text on a word boundary, ellipsis included in the 75', () => {
    const text =
      'The go-anywhere family SUV with symmetrical all-wheel drive, X-MODE and EyeSight driver assist.';
    const cut = shortDescription(text);
    expect(cut).toBe('The go-anywhere family SUV with symmetrical all-wheel drive, X-MODE and…');
    expect(cut.length).toBeLessThanOrEqual(75);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(shortDescription('Turbo, allwheeldrive and more', 20)).toBe('Turbo…');
    expect(shortDescription('Hybrid — allwheeldrive and more', 20)).toBe('Hybrid…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(73)}b tail words`;
    expect(shortDescription(text, 75)).toBe(`${'a'.repeat(73)}b…`);
  });

  it('cuts a single over-long word mid-word', () => {
    expect(shortDescription('x'.repeat(100))).toBe(`${'x'.repeat(74)}…`);
  });
});

describe('sortModels', () => {
  it('orders by position, then name, stably', () => {
    const models = [
      { name: 'WRX', position: 3, id: 1 },
      { name: 'outback', position: 1, id: 2 },
      { name: 'Forester', position: 1, id: 3 },
      { name: 'BRZ', position: 0, id: 4 },
      { name: 'Forester', position: 1, id: 5 },
    ];
    expect(sortModels(models).map((m) => m.id)).toEqual([4, 3, 5, 2, 1]);
    expect(models[0]?.id).toBe(1);
  });
});

describe('modelHref', () => {
  it('uses the override URL, else /{slug}', () => {
    expect(modelHref({ slug: 'outback' })).toBe('/outback');
    expect(modelHref({ slug: 'outback', override_url: 'https://www.subaru.com.au/outback' })).toBe(
      'https://www.subaru.com.au/outback',
    );
  });
});

describe('fromPriceText', () => {
  it('shows whole dollars with separators', () => {
    expect(fromPriceText(34990)).toBe('from $34,990');
    expect(fromPriceText(1234567.4)).toBe('from $1,234,567');
  });

  it('is null without a positive price', () => {
    expect(fromPriceText(undefined)).toBeNull();
    expect(fromPriceText(0)).toBeNull();
  });
});
