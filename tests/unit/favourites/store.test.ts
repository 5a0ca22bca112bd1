import {
  cleanTestStorage,
  getTestStorage,
  setPersistentEngine,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTrackingTransport } from '../../../src/lib/analytics/track.ts';
import type { TrackingBody } from '../../../src/lib/analytics/payload.ts';
import { favouritesStorageKey, serialiseSavedCars } from '../../../src/lib/favourites/storage.ts';
import {
  addFavourite,
  removeFavourite,
  savedCarsStore,
  toggleFavourite,
} from '../../../src/features/favourites/store.ts';
import { savedCar, savedCars } from './fixtures.ts';

let sent: TrackingBody[] = [];
let siteCounter = 0;
/** A fresh site per test: stores are shared per site key for the life of the page. */
const newSite = () => `test-site-${++siteCounter}`;
const ids = (site: string) =>
  savedCarsStore(site)
    .get()
    .map((car) => car.id);

beforeEach(() => {
  useTestStorageEngine();
  sent = [];
  setTrackingTransport((body) => (sent.push(body), true));
});

afterEach(() => {
  cleanTestStorage();
  setTrackingTransport(null);
});

describe('toggleFavourite', () => {
  it('saves the car, stores it under the site key and fires event 39', () => {
    const site = newSite();
    expect(toggleFavourite(site, savedCar(101, { dealership_id: 210 }))).toBe(true);
    expect(ids(site)).toEqual([101]);
    expect(JSON.parse(getTestStorage()[favouritesStorageKey(site)] ?? '[]')).toEqual([
      savedCar(101, { dealership_id: 210 }),
    ]);
    expect(sent).toEqual([
      { event: 'favourite_add', event_id: 39, path: '', car_id: 101, dealership_id: 210 },
    ]);
  });

  it('removes a saved car without an event', () => {
    const site = newSite();
    toggleFavourite(site, savedCar(1));
    sent = [];
    expect(toggleFavourite(site, savedCar(1))).toBe(false);
    expect(ids(site)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('leaves dealership_id out of the event when the snapshot has none', () => {
    const site = newSite();
    toggleFavourite(site, savedCar(5, { dealership_id: null }));
    expect(sent[0]).toEqual({ event: 'favourite_add', event_id: 39, path: '', car_id: 5 });
  });

  it('keeps the newest first', () => {
    const site = newSite();
    toggleFavourite(site, savedCar(1));
    toggleFavourite(site, savedCar(2));
    toggleFavourite(site, savedCar(3));
    expect(ids(site)).toEqual([3, 2, 1]);
  });

  it('tells listeners about each change', () => {
    const site = newSite();
    const seen: number[][] = [];
    const stop = savedCarsStore(site).listen((list) => seen.push(list.map((car) => car.id)));
    toggleFavourite(site, savedCar(1));
    toggleFavourite(site, savedCar(2));
    toggleFavourite(site, savedCar(1));
    stop();
    expect(seen).toEqual([[1], [2, 1], [2]]);
  });
});

describe('addFavourite / removeFavourite', () => {
  it('adding a saved car again changes nothing and sends no second event', () => {
    const site = newSite();
    addFavourite(site, savedCar(1));
    addFavourite(site, savedCar(1));
    expect(ids(site)).toEqual([1]);
    expect(sent).toHaveLength(1);
  });

  it('removes by id; removing an unsaved car is harmless', () => {
    const site = newSite();
    addFavourite(site, savedCar(1));
    addFavourite(site, savedCar(2));
    removeFavourite(site, 1);
    removeFavourite(site, 99);
    expect(ids(site)).toEqual([2]);
  });
});

describe('savedCarsStore', () => {
  it('is one store per site, shared by every caller', () => {
    const site = newSite();
    expect(savedCarsStore(site)).toBe(savedCarsStore(site));
    const other = newSite();
    toggleFavourite(site, savedCar(1));
    expect(ids(other)).toEqual([]);
  });

  it('starts from what is stored', () => {
    const site = newSite();
    setTestStorageKey(favouritesStorageKey(site), serialiseSavedCars(savedCars(4, 5)));
    expect(ids(site)).toEqual([4, 5]);
  });

  it('reads corrupt storage as an empty list instead of crashing', () => {
    const site = newSite();
    setTestStorageKey(favouritesStorageKey(site), '{not json');
    expect(savedCarsStore(site).get()).toEqual([]);
    toggleFavourite(site, savedCar(1));
    expect(ids(site)).toEqual([1]);
  });

  it('follows changes another tab makes (storage events)', () => {
    const site = newSite();
    const store = savedCarsStore(site);
    const seen: number[][] = [];
    const stop = store.listen((list) => seen.push(list.map((car) => car.id)));
    setTestStorageKey(favouritesStorageKey(site), serialiseSavedCars(savedCars(7, 8)));
    setTestStorageKey(favouritesStorageKey(site), undefined);
    stop();
    expect(seen).toEqual([[7, 8], []]);
    expect(sent).toEqual([]);
  });

  it('survives storage that refuses writes (full or blocked)', () => {
    const site = newSite();
    const store = savedCarsStore(site);
    const full = new Proxy({} as Record<string, string>, {
      set() {
        throw new DOMException('QuotaExceededError');
      },
    });
    setPersistentEngine(full, { addEventListener() {}, removeEventListener() {} });
    expect(toggleFavourite(site, savedCar(1))).toBe(false);
    addFavourite(site, savedCar(2));
    expect(store.get()).toEqual([]);
    expect(sent).toEqual([]);
  });
});
