import { describe, expect, it } from 'vitest';
import { createDrawerSwitch } from '../../../../src/features/search/page/use-drawer.ts';

describe('createDrawerSwitch', () => {
  it('starts closed and tells its listeners of each change, once', () => {
    const drawer = createDrawerSwitch();
    const seen: boolean[] = [];
    const stop = drawer.subscribe(() => seen.push(drawer.isOpen()));
    expect(drawer.isOpen()).toBe(false);
    drawer.set(true);
    drawer.set(true);
    drawer.set(false);
    expect(seen).toEqual([true, false]);
    stop();
    drawer.set(true);
    expect(seen).toEqual([true, false]);
    expect(drawer.isOpen()).toBe(true);
  });
});
