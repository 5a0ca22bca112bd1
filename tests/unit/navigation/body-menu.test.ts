import { describe, expect, it } from 'vitest';
import {
  bodyCounts,
  bodyHref,
  bodyImage,
  bodyLabel,
  bodyMenuEntries,
  BODY_MENU_HEADING,
  BODY_MENU_SUBHEADING,
  bodyMenuHeading,
} from '../../../src/lib/navigation/body-menu.ts';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { CAR_BODIES, MOTORCYCLE_BODIES, type SimpleBody } from '../../../src/lib/stock/car.ts';

const car = (simple_body: SimpleBody | null, sold = false) => ({ simple_body, sold });
const SEARCH = '/search/new-used-and-demo-cars';

describe('body menu', () => {
  it('has the spec headings', () => {
    expect(BODY_MENU_HEADING).toBe('Shop Cars');
    expect(BODY_MENU_SUBHEADING).toBe('Browse by body style');
  });

  it("heads a motorcycle dealer's menu in its noun, a car dealer's as the spec says", () => {
    expect(bodyMenuHeading(vehicleWords('motorcycle'))).toBe('Shop Motorcycles');
    expect(bodyMenuHeading(vehicleWords('car'))).toBe('Shop Cars');
  });

  it('counts available stock per body, skipping sold cars and unknown bodies', () => {
    const counts = bodyCounts([car('suv'), car('suv'), car('ute', true), car(null), car('van')]);
    expect(Object.fromEntries(counts)).toEqual({ suv: 2, van: 1 });
  });

  it('lists only bodies in stock, in the platform body order', () => {
    const entries = bodyMenuEntries(
      [car('van'), car('suv'), car('ute', true), car('hatchback'), car('suv')],
      SEARCH,
    );
    expect(entries.map((e) => [e.body, e.count])).toEqual([
      ['suv', 2],
      ['hatchback', 1],
      ['van', 1],
    ]);
  });

  it('describes each entry with label, link and image', () => {
    const [suv] = bodyMenuEntries([car('suv')], SEARCH);
    expect(suv).toEqual({
      body: 'suv',
      label: 'SUV',
      count: 1,
      href: '/search/suv',
      image: '/media/bodies/suv.svg',
    });
  });

  it('is empty without stock', () => {
    expect(bodyMenuEntries([], SEARCH)).toEqual([]);
  });
});

describe('bodyHref', () => {
  it.each(['suv', 'hatchback', 'ute', 'coupe', 'sedan', 'wagon'] as const)(
    '%s has its own search segment',
    (body) => {
      expect(bodyHref(body, SEARCH)).toBe(`/search/${body}`);
    },
  );

  it('refines the search path for other bodies', () => {
    expect(bodyHref('peopleMover', SEARCH)).toBe(
      `${SEARCH}?refinementList%5Bsimple_body%5D%5B0%5D=peopleMover`,
    );
    expect(bodyHref('naked', '/search')).toBe(
      '/search?refinementList%5Bsimple_body%5D%5B0%5D=naked',
    );
  });
});

describe('bodyLabel and bodyImage', () => {
  it('labels bodies for people', () => {
    expect(bodyLabel('suv')).toBe('SUV');
    expect(bodyLabel('peopleMover')).toBe('People Mover');
    expect(bodyLabel('cabChassis')).toBe('Cab Chassis');
    expect(bodyLabel('offRoad')).toBe('Off Road');
    expect(bodyLabel('ute')).toBe('Ute');
  });

  it('has images for the spec body styles and the motorcycle styles only', () => {
    expect(bodyImage('lightTruck')).toBe('/media/bodies/lightTruck.svg');
    expect(bodyImage('stationWagon')).toBe('/media/bodies/stationWagon.svg');
    expect(bodyImage('naked')).toBe('/media/bodies/naked.svg');
    expect(bodyImage('hovercraft')).toBeNull();
  });

  it('draws every platform body style (public/media/bodies)', () => {
    for (const body of [...CAR_BODIES, ...MOTORCYCLE_BODIES])
      expect(bodyImage(body)).not.toBeNull();
  });
});
