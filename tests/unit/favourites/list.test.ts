import { describe, expect, it } from 'vitest';
import {
  addSavedCar,
  hasSavedCar,
  removeSavedCar,
  toggleSavedCar,
} from '../../../src/lib/favourites/list.ts';
import { savedCar, savedCars } from './fixtures.ts';

const ids = (list: readonly { id: number }[]) => list.map((car) => car.id);

describe('the saved list', () => {
  it('puts a newly saved car first', () => {
    expect(ids(addSavedCar(savedCars(1, 2), savedCar(3)))).toEqual([3, 1, 2]);
  });

  it('never holds a car twice: adding a saved car changes nothing and returns the same list', () => {
    const list = savedCars(1, 2);
    const again = addSavedCar(list, savedCar(2, { name: 'renamed' }));
    expect(again).toBe(list);
    expect(again[1]?.name).toBe('Car 2');
  });

  it('removes by id, keeping the others in order', () => {
    expect(ids(removeSavedCar(savedCars(3, 2, 1), 2))).toEqual([3, 1]);
  });

  it('returns the same list when removing a car that is not saved', () => {
    const list = savedCars(1);
    expect(removeSavedCar(list, 9)).toBe(list);
  });

  it('does not change the list it was given', () => {
    const list = savedCars(1, 2);
    addSavedCar(list, savedCar(3));
    removeSavedCar(list, 1);
    expect(ids(list)).toEqual([1, 2]);
  });

  it('has() answers by id', () => {
    expect(hasSavedCar(savedCars(1, 2), 2)).toBe(true);
    expect(hasSavedCar(savedCars(1, 2), 3)).toBe(false);
    expect(hasSavedCar([], 1)).toBe(false);
  });

  it('toggle adds a car that is not saved and says so', () => {
    const result = toggleSavedCar(savedCars(1), savedCar(2));
    expect(result.added).toBe(true);
    expect(ids(result.list)).toEqual([2, 1]);
  });

  it('toggle removes a saved car and says so', () => {
    const result = toggleSavedCar(savedCars(2, 1), savedCar(2));
    expect(result.added).toBe(false);
    expect(ids(result.list)).toEqual([1]);
  });

  it('toggling twice returns to the original cars', () => {
    const list = savedCars(1, 2);
    const once = toggleSavedCar(list, savedCar(5)).list;
    expect(ids(toggleSavedCar(once, savedCar(5)).list)).toEqual([1, 2]);
  });
});
