import { describe, expect, it } from 'vitest';
import { hasTopLevelOr, joinFilters } from '../../../../src/lib/search/client/filters.ts';

describe('joinFilters', () => {
  it('joins configured filters with AND', () => {
    expect(joinFilters(['status:in_stock', 'sold:false'])).toBe('status:in_stock AND sold:false');
  });

  it('wraps a filter with an OR so the AND applies to all of it', () => {
    expect(joinFilters(['car_type:new OR car_type:demo', 'sold:false'])).toBe(
      '(car_type:new OR car_type:demo) AND sold:false',
    );
  });

  it('leaves ORs that are already inside parentheses as written', () => {
    expect(joinFilters(['sold:false AND (make:Kia OR make:Mazda)', 'price > 200'])).toBe(
      'sold:false AND (make:Kia OR make:Mazda) AND price > 200',
    );
  });

  it('drops empty and missing parts and trims the rest', () => {
    expect(joinFilters(['  ', '', null, undefined, ' tag:Special '])).toBe('tag:Special');
    expect(joinFilters([])).toBe('');
  });
});

describe('hasTopLevelOr', () => {
  it('finds OR between conditions, in any case', () => {
    expect(hasTopLevelOr('make:Kia OR make:Mazda')).toBe(true);
    expect(hasTopLevelOr('make:Kia or make:Mazda')).toBe(true);
    expect(hasTopLevelOr('(a:1 OR a:2) AND b:3 OR c:4')).toBe(true);
  });

  it('ignores OR inside parentheses, inside quotes, and as a value', () => {
    expect(hasTopLevelOr('(make:Kia OR make:Mazda)')).toBe(false);
    expect(hasTopLevelOr('dealership_name:"Smith OR Sons"')).toBe(false);
    expect(hasTopLevelOr('tag:OR')).toBe(false);
    expect(hasTopLevelOr('ORANGE:true AND colour:orange')).toBe(false);
    expect(hasTopLevelOr('')).toBe(false);
  });
});
