/**
 * Configured filters checked against what hosted Algolia accepts (a conjunction of OR groups
 * of single filters of one kind), and against what the engine can read at all.
 */
import { describe, expect, it } from 'vitest';
import {
  algoliaFilterProblem,
  configuredFilterProblems,
} from '../../../src/lib/search/filters-algolia.ts';

describe('filters Algolia accepts', () => {
  it.each([
    'status:in_stock',
    'NOT sold:true',
    'sold:false AND car_type:used',
    'car_type:used OR car_type:demo',
    '(car_type:used OR car_type:demo)',
    'A:1 AND (B:2 OR C:3)',
    '(A:1 OR B:2) AND C:3',
    'A:1 AND (B:2 OR C:3) AND (D:4 OR E:5)',
    'A:1 AND B:2 AND (C:3 OR D:4) AND (E:5 OR F:6)',
    '(A:1 OR B:2) AND (C:3 OR D:4) AND E:5',
    'price > 5000 AND price <= 90000',
    'price:5000 TO 9000 OR km < 100',
    'year = 2024 OR year = 2025',
    'make:Toyota OR NOT make:Mazda',
    'tag:"Runout Sale" OR tag:"A OR B"',
    '(A:1 OR (B:2 OR C:3))',
    '_tags:published OR _tags:featured',
    '',
    '   ',
  ])('%j', (filter) => {
    expect(algoliaFilterProblem(filter)).toBeNull();
  });
});

describe('filters Algolia rejects', () => {
  it.each([
    ['(A:1 AND B:2) OR C:3', 'an OR may not hold an AND ((A AND B) OR C)'],
    ['A:1 AND B:2 OR C:3', 'an OR may not hold an AND ((A AND B) OR C)'],
    ['A:1 OR (B:2 AND C:3) OR (D:4 AND E:5)', 'an OR may not hold an AND ((A AND B) OR C)'],
    ['(A:1 AND (B:2 OR C:3))', 'parentheses may not hold an AND; write it without them'],
    ['(A:1 AND B:2)', 'parentheses may not hold an AND; write it without them'],
    ['X:0 AND (A:1 AND B:2)', 'parentheses may not hold an AND; write it without them'],
    [
      'NOT (make:Toyota OR make:Mazda)',
      'NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ],
    [
      'NOT (make:Toyota)',
      'NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ],
    [
      'NOT NOT make:Toyota',
      'NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ],
    [
      'sold:false AND NOT (A:1 OR B:2)',
      'NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ],
    [
      'A:1 OR NOT (B:2 OR C:3)',
      'NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ],
    [
      'make:Toyota OR price < 20000',
      'an OR may not mix facet and numeric filters; split it into separate entries',
    ],
    [
      'sold:false AND (certified:true OR km:0 TO 100)',
      'an OR may not mix facet and numeric filters; split it into separate entries',
    ],
    [
      'NOT make:Toyota OR year >= 2020',
      'an OR may not mix facet and numeric filters; split it into separate entries',
    ],
    [
      '_tags:published OR make:Toyota',
      'an OR may not mix facet and tag filters; split it into separate entries',
    ],
  ])('%j', (filter, reason) => {
    expect(algoliaFilterProblem(filter)).toBe(reason);
  });
});

describe('configured filter problems', () => {
  const mixed = 'make:Toyota OR price < 20000';

  it('names the field and entry, and the reason, when the dealer uses Algolia', () => {
    expect(
      configuredFilterProblems(['sold:false', mixed, 'NOT (A:1 OR B:2)'], { algolia: true }),
    ).toEqual([
      `search.filters[1]: "${mixed}" is not accepted by Algolia: an OR may not mix facet and numeric filters; split it into separate entries`,
      'search.filters[2]: "NOT (A:1 OR B:2)" is not accepted by Algolia: NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))',
    ]);
  });

  it("leaves Algolia's limits out for the embedded engine, which reads any nesting", () => {
    expect(configuredFilterProblems([mixed, '(A:1 AND B:2) OR C:3'], { algolia: false })).toEqual(
      [],
    );
  });

  it('reports an entry no engine can read, whichever the engine', () => {
    for (const algolia of [true, false]) {
      expect(configuredFilterProblems(['sold:false', 'price >'], { algolia })).toEqual([
        'search.filters[1]: "price >" cannot be read (filters: expected a number at the end of "price >")',
      ]);
      expect(configuredFilterProblems(['(make:Toyota'], { algolia })[0]).toMatch(
        /^search\.filters\[0\]: "\(make:Toyota" cannot be read/,
      );
    }
  });

  it('takes another field name, and answers nothing for no filters', () => {
    expect(configuredFilterProblems([mixed], { algolia: true, field: 'x.filters' })[0]).toMatch(
      /^x\.filters\[0\]: /,
    );
    expect(configuredFilterProblems([], { algolia: true })).toEqual([]);
  });
});
