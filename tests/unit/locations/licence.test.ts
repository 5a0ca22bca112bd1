import { describe, expect, it } from 'vitest';
import { licenceLines, licenceText } from '../../../src/lib/locations/index.ts';
import { makeLocation } from './make-location.ts';

describe('licenceText', () => {
  it('joins the prefix, the dealer licence and the MRB number', () => {
    expect(
      licenceText({ dealer_license_number: '12345', motor_vehicle_repairer: '67890' }, 'DL'),
    ).toBe('DL 12345 MRB 67890');
  });

  it('uses the CL prefix when configured', () => {
    expect(licenceText({ dealer_license_number: '9876' }, 'CL')).toBe('CL 9876');
  });

  it('leaves out an absent or blank part', () => {
    expect(licenceText({ motor_vehicle_repairer: '67890' }, 'DL')).toBe('MRB 67890');
    expect(licenceText({ dealer_license_number: ' ', motor_vehicle_repairer: '1' }, 'DL')).toBe(
      'MRB 1',
    );
    expect(licenceText({}, 'DL')).toBeUndefined();
  });
});

describe('licenceLines', () => {
  const dealerships = [
    { id: 1, name: 'Meridian Toyota' },
    { id: 2, name: 'Meridian Mazda' },
  ];

  it('gives one line per dealership whose sites share their numbers', () => {
    const sales = makeLocation({
      dealership_id: 1,
      dealer_license_number: '111',
      motor_vehicle_repairer: '9',
    });
    const service = makeLocation({
      dealership_id: 1,
      location_type: 'service',
      dealer_license_number: '111',
      motor_vehicle_repairer: '9',
    });
    const parts = makeLocation({
      dealership_id: 1,
      location_type: 'parts',
      motor_vehicle_repairer: '9',
    });
    const mazda = makeLocation({ dealership_id: 2, dealer_license_number: '222' });
    const mazdaParts = makeLocation({ dealership_id: 2, location_type: 'parts' });
    expect(licenceLines([mazdaParts, parts, service, mazda, sales], dealerships, 'DL')).toEqual([
      { label: 'Meridian Toyota', text: 'DL 111 MRB 9' },
      { label: 'Meridian Mazda', text: 'DL 222' },
    ]);
  });

  it('joins a dealer licence and an MRB number held by different sites of one dealership', () => {
    const sales = makeLocation({ dealership_id: 2, dealer_license_number: '222' });
    const service = makeLocation({
      dealership_id: 2,
      location_type: 'service',
      motor_vehicle_repairer: '77',
    });
    expect(licenceLines([service, sales], dealerships, 'CL')).toEqual([
      { label: 'Meridian Mazda', text: 'CL 222 MRB 77' },
    ]);
  });

  it('lists each location where one dealership holds several licences', () => {
    const north = makeLocation({
      name: 'North',
      dealership_id: 1,
      dealer_license_number: '1',
      motor_vehicle_repairer: '5',
    });
    const northParts = makeLocation({
      name: 'North Parts',
      dealership_id: 1,
      location_type: 'parts',
      motor_vehicle_repairer: '5',
    });
    const south = makeLocation({ name: 'South', dealership_id: 1, dealer_license_number: '2' });
    expect(licenceLines([northParts, south, north], dealerships, 'DL')).toEqual([
      { label: 'North', text: 'DL 1 MRB 5' },
      { label: 'South', text: 'DL 2' },
    ]);
  });

  it('keeps a licence whose number is a prefix of another', () => {
    const a = makeLocation({
      name: 'A',
      dealership_id: 1,
      dealer_license_number: '12',
      motor_vehicle_repairer: '5',
    });
    const b = makeLocation({ name: 'B', dealership_id: 1, dealer_license_number: '1' });
    expect(licenceLines([a, b], dealerships, 'DL').map((l) => l.text)).toEqual([
      'DL 12 MRB 5',
      'DL 1',
    ]);
  });

  it('lists a licence shared by several dealerships once, naming them all', () => {
    const toyota = makeLocation({
      dealership_id: 1,
      dealer_license_number: '3290145',
      motor_vehicle_repairer: '78116',
    });
    const mazda = makeLocation({
      dealership_id: 2,
      dealer_license_number: '3290145',
      motor_vehicle_repairer: '78116',
    });
    expect(licenceLines([toyota, mazda], dealerships, 'DL')).toEqual([
      { label: 'Meridian Toyota, Meridian Mazda', text: 'DL 3290145 MRB 78116' },
    ]);
  });

  it('labels by location name when the dealership is unknown', () => {
    const loc = makeLocation({ name: 'Stray', dealership_id: 9, dealer_license_number: '3' });
    expect(licenceLines([loc], dealerships, 'DL')).toEqual([{ label: 'Stray', text: 'DL 3' }]);
  });

  it('skips hidden locations and gives nothing without licences', () => {
    const hidden = makeLocation({ visible: false, dealer_license_number: '5' });
    expect(licenceLines([hidden, makeLocation()], dealerships, 'DL')).toEqual([]);
  });
});
