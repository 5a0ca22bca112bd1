import { describe, expect, it } from 'vitest';
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { heartLabel, heartLabels } from '../../../src/lib/favourites/heart-labels.ts';

describe('heartLabels', () => {
  it("names what a press does: save the car, or take it off the dealer's saved list", () => {
    const labels = heartLabels('2023 Toyota RAV4 GXL', vehicleWords('car'));
    expect(labels).toEqual({
      save: 'Save 2023 Toyota RAV4 GXL',
      remove: 'Remove 2023 Toyota RAV4 GXL from saved cars',
    });
    expect(heartLabel(labels, false)).toBe(labels.save);
    expect(heartLabel(labels, true)).toBe(labels.remove);
  });

  it("speaks a motorcycle dealer's noun", () => {
    const labels = heartLabels('2024 Honda CB650R', vehicleWords('motorcycle'));
    expect(labels.remove).toBe('Remove 2024 Honda CB650R from saved motorcycles');
    expect(Object.values(labels).join(' ')).not.toMatch(/\bcars?\b/i);
  });
});
