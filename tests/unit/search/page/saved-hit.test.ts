import { describe, expect, it } from 'vitest';
import { savedCarFromHit } from '../../../../src/lib/search/page/index.ts';
import type { CarHit } from '../../../../src/lib/search/engine/hit.ts';

describe('saved car from a hit', () => {
  it('keeps what favourites show, taking the location name from the hit', () => {
    const hit = {
      objectID: '7',
      id: 7,
      slug: '2024-mazda-cx-5-u1',
      name: '2024 Mazda CX-5 Maxx',
      year: 2024,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx',
      series: 'KF',
      price: 28490,
      price_type: 'drive_away',
      km: 34000,
      car_type: 'used',
      simple_body: 'suv',
      simple_transmission: 'Automatic',
      simple_fuel: 'Petrol',
      stocknum: null,
      primary_image_url: '/media/stock/suv.svg',
      location: { id: 1, name: 'Kestrel Bay Motors - Sales', phone: '02 5550 1200' },
      dealership_id: 3,
      status: 'in_stock',
      sold: false,
      reserved: false,
    } as unknown as CarHit;
    const saved = savedCarFromHit(hit);
    expect(saved).toMatchObject({
      id: 7,
      slug: '2024-mazda-cx-5-u1',
      location_name: 'Kestrel Bay Motors - Sales',
      stocknum: '',
      price: 28490,
      dealership_id: 3,
    });
    expect(saved.colour).toBeNull();
  });
});
