import { describe, expect, it } from 'vitest';
import { downloadOnce } from '../../../src/lib/loading/download-once.ts';

describe('downloadOnce', () => {
  it('downloads once and hands every caller the same result', async () => {
    let calls = 0;
    const load = downloadOnce(async () => ++calls);
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let calls = 0;
    const load = downloadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
