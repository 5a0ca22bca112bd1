import { describe, expect, it } from 'vitest';
import { isTestDriveOnly } from '../../../src/lib/cars/index.ts';

describe('isTestDriveOnly', () => {
  it.each([
    'Test Drive Only',
    '*** Test Drive Vehicle Only ***',
    'test drive only',
    'TEST DRIVE ONLY',
    '  Test   Drive\tOnly  ',
    '***  test drive  VEHICLE only ***',
  ])('recognises %j', (tag) => {
    expect(isTestDriveOnly({ tag })).toBe(true);
  });

  it.each([
    null,
    '',
    'Runout Sale',
    'Test Drive',
    'Test Drive Only Special',
    'Test Drive Vehicle Only',
    '** Test Drive Vehicle Only **',
  ])('does not treat %j as test-drive-only', (tag) => {
    expect(isTestDriveOnly({ tag })).toBe(false);
  });
});
