/**
 * The islands as the build renders them (no browser here): what a visitor sees before
 * hydration, and that nothing saved shows until the browser's list is read.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FavouriteToggle from '../../../src/features/favourites/FavouriteToggle.tsx';
import FavouritesBar from '../../../src/features/favourites/FavouritesBar.tsx';
import SavedCarsGrid from '../../../src/features/favourites/SavedCarsGrid.tsx';
import CompareCars from '../../../src/features/compare/CompareCars.tsx';
import Icon from '../../../src/components/ui/Icon.tsx';
import { iconMarkup, icons } from '../../../src/components/ui/icons.ts';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { savedCar } from './fixtures.ts';

const car = savedCar(101, { name: '2023 Toyota RAV4 GXL' });
const CARS = vehicleWords('car');
const MOTORCYCLES = vehicleWords('motorcycle');

describe('FavouriteToggle', () => {
  it('renders an unpressed heart named after the car', () => {
    const html = renderToString(createElement(FavouriteToggle, { site: 'ssr', car, words: CARS }));
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Save 2023 Toyota RAV4 GXL"');
    expect(html).toMatch(/^<button type="button"/);
  });

  it('renders nothing when the hidden-buttons rule hides it', () => {
    expect(
      renderToString(
        createElement(FavouriteToggle, { site: 'ssr', car, words: CARS, allowed: false }),
      ),
    ).toBe('');
  });
});

describe('FavouritesBar', () => {
  const props = {
    site: 'ssr',
    searchPath: '/search/new-used-and-demo-cars',
    comparePath: '/compare',
    savedPath: '/favourites',
    savedLabel: 'Favourites',
    words: vehicleWords('car'),
  };

  it('is hidden on first load, with an empty live region', () => {
    const html = renderToString(createElement(FavouritesBar, { ...props, sticky: true }));
    expect(html).toMatch(/<section[^>]*aria-label="Saved cars"[^>]*hidden=""/);
    expect(html).toContain('data-phase="closed"');
    expect(html).toMatch(/<p class="fc-visually-hidden" role="status"><\/p>/);
  });

  it('renders the empty state inside the hidden bar until the saved list is read', () => {
    const html = renderToString(createElement(FavouritesBar, { ...props, sticky: false }));
    expect(html).toContain('No Saved Cars');
    expect(html).toContain('href="/search/new-used-and-demo-cars"');
    expect(html).toContain('Get Started');
  });

  it("speaks a motorcycle dealer's words", () => {
    const words = vehicleWords('motorcycle');
    const searchPath = '/search/new-and-used-motorcycles';
    const html = renderToString(
      createElement(FavouritesBar, { ...props, searchPath, words, sticky: true }),
    );
    expect(html).toMatch(/<section[^>]*aria-label="Saved motorcycles"/);
    expect(html).toContain('No Saved Motorcycles');
    expect(html).toContain('0 saved motorcycles');
    expect(html).toContain('aria-label="Hide saved motorcycles"');
    expect(html).not.toMatch(/\bcars?\b/i);
  });
});

describe('pages before hydration', () => {
  const grid = (words = CARS) =>
    renderToString(
      createElement(SavedCarsGrid, {
        site: 'ssr',
        searchPath: '/s',
        comparePath: '/compare',
        usedLabel: 'Used',
        words,
      }),
    );
  const compare = (words = CARS) =>
    renderToString(
      createElement(CompareCars, { site: 'ssr', searchPath: '/s', usedLabel: 'Used', words }),
    );

  it('the saved cars grid waits for the browser instead of claiming nothing is saved', () => {
    expect(grid()).toContain('Loading your saved cars');
    expect(grid()).not.toContain('No Saved Cars');
  });

  it('the compare table waits for the browser too', () => {
    expect(compare()).toContain('Loading your saved cars');
    expect(compare()).not.toContain('No Saved Cars');
  });

  it("both wait in the dealer's vehicle noun on a motorcycle dealer", () => {
    expect(grid(MOTORCYCLES)).toContain('Loading your saved motorcycles');
    expect(compare(MOTORCYCLES)).toContain('Loading your saved motorcycles');
  });
});

describe('icons', () => {
  it('islands draw every icon of the shared set as Icon.astro does', () => {
    for (const drawing of Object.values(icons)) {
      const html = renderToString(createElement(Icon, { icon: drawing, size: 18 }));
      const inner = html.replace(/^<svg[^>]*>|<\/svg>$/g, '').replace(/><\/\w+>/g, '/>');
      expect(inner).toBe(iconMarkup(drawing));
    }
  });

  it('wraps them in the same svg: decorative unless labelled, filled on request', () => {
    const heart = icons.heart;
    expect(renderToString(createElement(Icon, { icon: heart, size: 22, className: 'x' }))).toMatch(
      /^<svg class="fc-icon x" viewBox="0 0 24 24" width="22" height="22" stroke-width="2" aria-hidden="true">/,
    );
    const labelled = renderToString(
      createElement(Icon, { icon: heart, label: 'Saved', filled: true, strokeWidth: 2.5 }),
    );
    expect(labelled).toMatch(/^<svg class="fc-icon fc-icon--filled"/);
    expect(labelled).toContain('stroke-width="2.5"');
    expect(labelled).toContain('role="img" aria-label="Saved"');
    expect(labelled).not.toContain('aria-hidden');
  });
});
