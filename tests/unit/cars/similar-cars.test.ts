import { describe, expect, it } from 'vitest';
import { similarCars } from '../../../src/lib/cars/index.ts';
import type { Car } from '../../../src/lib/stock/car.ts';
import { makeCar } from './make-car.ts';

/** The car whose page it is: a $40,000 Toyota RAV4 SUV. */
const CAR = makeCar({ id: 1, price: 40000 });
/** A car of another make, model and body, so a test sets only what it exercises. */
const other = (overrides: Partial<Car>) =>
  makeCar({ make: 'Kia', model: 'Picanto', simple_body: 'hatchback', price: 40000, ...overrides });
const ids = (cars: readonly Car[]) => cars.map((car) => car.id);

describe('similarCars: which cars qualify', () => {
  it('takes a car of the same make and model', () => {
    expect(ids(similarCars(CAR, [other({ id: 2, make: 'Toyota', model: 'RAV4' })]))).toEqual([2]);
  });

  it('takes a car of the same body style', () => {
    expect(ids(similarCars(CAR, [other({ id: 2, simple_body: 'suv' })]))).toEqual([2]);
  });

  it('leaves out a car that shares neither', () => {
    expect(similarCars(CAR, [other({ id: 2 })])).toEqual([]);
  });

  it('leaves out a car of the same make but another model and body', () => {
    expect(similarCars(CAR, [other({ id: 2, make: 'Toyota', model: 'Corolla' })])).toEqual([]);
  });

  it('leaves out a car of the same model name from another make', () => {
    expect(similarCars(CAR, [other({ id: 2, make: 'Kia', model: 'RAV4' })])).toEqual([]);
  });

  it('takes a car listed twice once', () => {
    const twin = other({ id: 2, make: 'Toyota', model: 'RAV4', simple_body: 'suv' });
    expect(ids(similarCars(CAR, [twin, other({ id: 3, simple_body: 'suv' }), twin]))).toEqual([
      2, 3,
    ]);
  });

  it('leaves out the car itself', () => {
    expect(similarCars(CAR, [CAR])).toEqual([]);
  });

  it('leaves out a sold car', () => {
    expect(similarCars(CAR, [makeCar({ id: 2, sold: true })])).toEqual([]);
  });

  it('leaves out a reserved car', () => {
    expect(similarCars(CAR, [makeCar({ id: 2, reserved: true })])).toEqual([]);
  });

  it('leaves out a car that is coming soon', () => {
    expect(similarCars(CAR, [makeCar({ id: 2, status: 'coming_soon' })])).toEqual([]);
  });

  it('never matches on a missing body style', () => {
    const car = makeCar({ id: 1, simple_body: null });
    expect(similarCars(car, [other({ id: 2, simple_body: null })])).toEqual([]);
  });

  it('never matches on a blank make or model', () => {
    const car = makeCar({ id: 1, make: 'Toyota', model: '', simple_body: null });
    expect(similarCars(car, [other({ id: 2, make: 'Toyota', model: '' })])).toEqual([]);
  });

  it('matches make and model ignoring case and spacing', () => {
    const candidate = other({ id: 2, make: ' toyota', model: 'Rav4 ' });
    expect(ids(similarCars(CAR, [candidate]))).toEqual([2]);
  });
});

describe('similarCars: order', () => {
  it('puts the same make and model before the same body, even at a farther price', () => {
    const sameBody = other({ id: 2, simple_body: 'suv', price: 40000 });
    const sameModel = other({ id: 3, make: 'Toyota', model: 'RAV4', price: 80000 });
    expect(ids(similarCars(CAR, [sameBody, sameModel]))).toEqual([3, 2]);
  });

  it('puts the nearest price first within a tier', () => {
    const far = makeCar({ id: 2, price: 60000 });
    const near = makeCar({ id: 3, price: 43000 });
    const nearer = makeCar({ id: 4, price: 39000 });
    expect(ids(similarCars(CAR, [far, near, nearer]))).toEqual([4, 3, 2]);
  });

  it('measures nearness by ratio, not by dollars', () => {
    // $30,000 is 1.33 below, $52,000 is 1.30 above: the dearer car is nearer.
    const cheaper = makeCar({ id: 2, price: 30000 });
    const dearer = makeCar({ id: 3, price: 52000 });
    expect(ids(similarCars(CAR, [cheaper, dearer]))).toEqual([3, 2]);
  });

  it('puts a car on price application after the priced cars of its tier', () => {
    const onApplication = makeCar({ id: 2, price: 0 });
    const farPriced = makeCar({ id: 3, price: 150000 });
    expect(ids(similarCars(CAR, [onApplication, farPriced]))).toEqual([3, 2]);
  });

  it('orders cars at the same distance by id', () => {
    const cars = [makeCar({ id: 9 }), makeCar({ id: 3 }), makeCar({ id: 5 })];
    expect(ids(similarCars(CAR, cars))).toEqual([3, 5, 9]);
  });

  it('orders by id alone when the car itself is on price application', () => {
    const car = makeCar({ id: 1, price: 0 });
    const cars = [makeCar({ id: 7, price: 40000 }), makeCar({ id: 4, price: 90000 })];
    expect(ids(similarCars(car, cars))).toEqual([4, 7]);
  });
});

describe('similarCars: how many', () => {
  const stock = [60000, 41000, 45000, 39000, 52000, 40500].map((price, i) =>
    makeCar({ id: 10 + i, price }),
  );

  it('gives the 4 most similar by default', () => {
    expect(ids(similarCars(CAR, stock))).toEqual([15, 11, 13, 12]);
  });

  it('gives as many as asked for', () => {
    expect(ids(similarCars(CAR, stock, 2))).toEqual([15, 11]);
  });

  it('gives none for a limit of 0', () => {
    expect(similarCars(CAR, stock, 0)).toEqual([]);
  });

  it('gives every candidate when there are fewer than the limit', () => {
    expect(ids(similarCars(CAR, stock, 10))).toEqual([15, 11, 13, 12, 14, 10]);
  });

  it('returns the stock entries themselves', () => {
    expect(similarCars(CAR, stock, 1)[0]).toBe(stock[5]);
  });
});
