import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_POST as POST,
  HIGHLIGHT_PRE as PRE,
  suggestionsView,
  type SuggestionHit,
  type SuggestionSettings,
} from '../../../../src/lib/search/autocomplete/index.ts';

const settings: SuggestionSettings = {
  searchPath: '/search/new-used-and-demo-cars',
  totalVariant: 'all',
};

const hit = (n: number, extra: Partial<SuggestionHit> = {}): SuggestionHit => ({
  slug: `2024-subaru-forester-k${n}`,
  name: '2024 Subaru Forester',
  price: 40000 + n,
  primary_image_url: `/media/cars/${n}.jpg`,
  ...extra,
});

const cars = (view: ReturnType<typeof suggestionsView>) =>
  view.suggestions.filter((s) => s.kind === 'car');

describe('suggestionsView', () => {
  it('lists the cars, linking each to /cars/{slug}, then See all with the query', () => {
    const view = suggestionsView({ hits: [hit(1), hit(2)], nbHits: 173 }, 'sub', settings);
    expect(view.suggestions.map((s) => s.href)).toEqual([
      '/cars/2024-subaru-forester-k1',
      '/cars/2024-subaru-forester-k2',
      '/search/new-used-and-demo-cars?query=sub',
    ]);
    expect(view.suggestions.at(-1)).toEqual({
      kind: 'all',
      href: '/search/new-used-and-demo-cars?query=sub',
      label: 'See all 173 results for “sub”',
    });
    expect(view.total).toBe(173);
    expect(view.status).toBe('2 suggestions. See all 173 results for “sub”');
  });

  it('shows a price only above $250 (spec §5)', () => {
    const prices = [0, -1, 249, 250, 250.5, 251, 42990, Number.NaN];
    const view = suggestionsView(
      { hits: prices.map((price, n) => hit(n, { price })), nbHits: 8 },
      'sub',
      settings,
    );
    expect(cars(view).map((c) => c.kind === 'car' && c.price)).toEqual(
      [null, null, null, null, '$251', '$251', '$42,990', null].slice(0, 6),
    );
  });

  it('keeps to six cars', () => {
    const view = suggestionsView(
      { hits: Array.from({ length: 9 }, (_, n) => hit(n)), nbHits: 9 },
      'sub',
      settings,
    );
    expect(cars(view)).toHaveLength(6);
    expect(view.suggestions).toHaveLength(7);
  });

  it('marks the matched words and sizes the thumbnail through the image service', () => {
    const [first] = cars(
      suggestionsView(
        {
          hits: [
            hit(1, { _highlightResult: { name: { value: `2024 ${PRE}Sub${POST}aru Forester` } } }),
          ],
          nbHits: 1,
        },
        'sub',
        settings,
      ),
    );
    expect(first).toMatchObject({
      name: '2024 Subaru Forester',
      parts: [
        { text: '2024 ', match: false },
        { text: 'Sub', match: true },
        { text: 'aru Forester', match: false },
      ],
      image: '/media/cars/1.jpg?w=128&q=75',
    });
  });

  it('uses the dealer’s image service and serves vectors and missing photos as they are', () => {
    const view = suggestionsView(
      {
        hits: [
          hit(1),
          hit(2, { primary_image_url: '/media/stock/suv-red-side.svg' }),
          hit(3, { primary_image_url: '' }),
        ],
        nbHits: 3,
      },
      'sub',
      { ...settings, imageBase: 'https://images.example.com' },
    );
    expect(cars(view).map((c) => c.kind === 'car' && c.image)).toEqual([
      'https://images.example.com/media/cars/1.jpg?w=128&q=75',
      '/media/stock/suv-red-side.svg',
      '/media/not-found.svg',
    ]);
  });

  it('says See 1 result for a single car, with thousands separators above that', () => {
    expect(
      suggestionsView({ hits: [hit(1)], nbHits: 1 }, 'wrx', settings).suggestions.at(-1),
    ).toMatchObject({ label: 'See 1 result for “wrx”' });
    expect(
      suggestionsView({ hits: [hit(1)], nbHits: 1234 }, 'a b', settings).suggestions.at(-1),
    ).toMatchObject({ label: 'See all 1,234 results for “a b”' });
  });

  it('counts above 1999 hits from the facet the dealer’s total variant names', () => {
    const result = {
      hits: [hit(1)],
      nbHits: 5000,
      facets: {
        car_type: { new: 1200, used: 2100, demo: 100 },
        status: { in_stock: 3300, coming_soon: 50 },
      },
    };
    expect(suggestionsView(result, 'a', settings).total).toBe(3400);
    expect(suggestionsView(result, 'a', { ...settings, totalVariant: 'in_stock' }).total).toBe(
      3300,
    );
  });

  it('skips hits it cannot link or name', () => {
    const view = suggestionsView(
      {
        hits: [hit(1, { slug: '' }), hit(2, { name: undefined }), hit(3, { slug: 7 }), hit(4)],
        nbHits: 4,
      },
      'sub',
      settings,
    );
    expect(cars(view).map((c) => c.href)).toEqual(['/cars/2024-subaru-forester-k4']);
  });

  it('has no options and says so when nothing matches', () => {
    for (const result of [{ hits: [], nbHits: 0 }, undefined]) {
      expect(suggestionsView(result, 'zzz', settings)).toEqual({
        query: 'zzz',
        suggestions: [],
        total: 0,
        status: 'No cars match “zzz”',
      });
    }
  });
});
