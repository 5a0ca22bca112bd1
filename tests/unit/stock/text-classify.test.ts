import { describe, expect, it } from 'vitest';
import {
  classifyBody,
  classifyDriveType,
  classifyFuel,
  classifyTransmission,
  parseCarType,
  parsePriceType,
  parseStatus,
} from '../../../src/lib/stock/text-classify.ts';

describe('classifyBody', () => {
  it.each([
    ['SUV', 'suv'],
    ['4x4 Wagon', 'suv'],
    ['Hatch', 'hatchback'],
    ['5D Hatchback', 'hatchback'],
    ['Sedan', 'sedan'],
    ['Dual Cab Pick-up', 'ute'],
    ['Utility', 'ute'],
    ['Dual Cab Chassis', 'cabChassis'],
    ['Cab-Chassis', 'cabChassis'],
    ['Tray Top', 'cabChassis'],
    ['Station Wagon', 'wagon'],
    ['stationWagon', 'wagon'],
    ['Coupe', 'coupe'],
    ['Fastback', 'coupe'],
    ['hardtop', 'coupe'],
    ['Cabriolet', 'convertible'],
    ['Roadster', 'convertible'],
    ['softtop', 'convertible'],
    ['Panel Van', 'van'],
    ['People Mover', 'peopleMover'],
    ['peopleMover', 'peopleMover'],
    ['MPV', 'peopleMover'],
    ['Light Truck', 'lightTruck'],
    ['Bus', 'bus'],
    ['Motorhome', 'motorhome'],
  ])('%s → %s', (text, body) => {
    expect(classifyBody(text)).toBe(body);
  });

  it.each([
    ['Naked', 'naked'],
    ['Roadster', 'naked'],
    ['Supersport', 'sports'],
    ['Adventure Tourer', 'adventure'],
    ['Cruiser', 'cruiser'],
    ['Touring', 'touring'],
    ['Scooter', 'scooter'],
    ['Enduro', 'offRoad'],
    ['Trail', 'offRoad'],
  ])('motorcycle %s → %s', (text, body) => {
    expect(classifyBody(text, 'motorcycle')).toBe(body);
  });

  it('returns null for text that names no body style', () => {
    expect(classifyBody('Blue')).toBeNull();
    expect(classifyBody('')).toBeNull();
  });
});

describe('classifyTransmission', () => {
  it.each([
    ['Automatic', 'Automatic'],
    ['8 Speed Automatic', 'Automatic'],
    ['CVT', 'Automatic'],
    ['7 Speed DCT', 'Automatic'],
    ['7 Speed DSG', 'Automatic'],
    ['8SP SPTS AUTO', 'Automatic'],
    ['1 Speed Reduction Gear', 'Automatic'],
    ['6 Speed Automated Manual', 'Automatic'],
    ['e-CVT', 'Automatic'],
    ['6 Speed Manual', 'Manual'],
    ['6SP MAN', 'Manual'],
    ['M/T', 'Manual'],
    ['A/T', 'Automatic'],
  ])('%s → %s', (text, simple) => {
    expect(classifyTransmission(text)).toBe(simple);
  });

  it('returns null when neither', () => {
    expect(classifyTransmission('6 Speed')).toBeNull();
  });
});

describe('classifyFuel', () => {
  it.each([
    ['Unleaded Petrol', 'Petrol'],
    ['Premium Unleaded 95', 'Petrol'],
    ['PULP', 'Petrol'],
    ['Diesel', 'Diesel'],
    ['Hybrid (Petrol)', 'Hybrid'],
    ['Petrol - Electric', 'Hybrid'],
    ['Petrol Mild Hybrid', 'Hybrid'],
    ['Plug-in Hybrid (Petrol)', 'Plug-in Hybrid'],
    ['PHEV', 'Plug-in Hybrid'],
    ['Electric', 'Electric'],
    ['BEV', 'Electric'],
    ['LPG', 'LPG'],
  ])('%s → %s', (text, simple) => {
    expect(classifyFuel(text)).toBe(simple);
  });
});

describe('classifyDriveType', () => {
  it('reads 2WD as rear drive on utes and front drive on cars', () => {
    expect(classifyDriveType('2WD', 'ute')).toBe('RWD');
    expect(classifyDriveType('2WD', 'hatchback')).toBe('FWD');
  });

  it.each([
    ['4x4', '4WD'],
    ['quattro', 'AWD'],
    ['xDrive', 'AWD'],
    ['4x2', 'RWD'],
    ['Front Wheel Drive', 'FWD'],
  ])('%s → %s', (text, drive) => {
    expect(classifyDriveType(text, null)).toBe(drive);
  });
});

describe('vocabulary parsers', () => {
  it('reads car types', () => {
    expect(parseCarType('Ex-Demo')).toBe('demo');
    expect(parseCarType('Pre-Owned')).toBe('used');
    expect(parseCarType('Nearly New')).toBe('used');
    expect(parseCarType('Brand New')).toBe('new');
  });

  it('reads price types', () => {
    expect(parsePriceType('Drive Away')).toBe('drive_away');
    expect(parsePriceType('EGC')).toBe('excl_govt_charges');
    expect(parsePriceType('+ ORC')).toBe('plus_orc');
  });

  it('reads statuses, including sold and reserved', () => {
    expect(parseStatus('Available')).toBe('in_stock');
    expect(parseStatus('Coming Soon')).toBe('coming_soon');
    expect(parseStatus('SOLD')).toBe('sold');
    expect(parseStatus('Under offer')).toBe('reserved');
  });
});
