import { describe, expect, it } from 'vitest';
import { StepTimes } from '../../../src/server/build/step-times.ts';

describe('StepTimes', () => {
  it('records each named step, adds repeats, and passes results through', async () => {
    const steps = new StepTimes();
    expect(await steps.time('emit', () => 7)).toBe(7);
    await steps.time('emit', () => Promise.resolve());
    await steps.time('size', async () => 'done');
    expect(Object.keys(steps.ms)).toEqual(['emit', 'size']);
    expect(steps.ms['emit']).toBeGreaterThanOrEqual(0);
  });

  it('records a step that throws, and rethrows', async () => {
    const steps = new StepTimes();
    await expect(
      steps.time('headers', () => {
        throw new Error('bad page');
      }),
    ).rejects.toThrow('bad page');
    expect(steps.ms).toHaveProperty('headers');
  });
});
