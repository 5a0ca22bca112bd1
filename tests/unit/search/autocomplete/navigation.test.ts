import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  keyAction,
  listReducer,
  type ListAction,
  type ListState,
} from '../../../../src/lib/search/autocomplete/index.ts';

const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);
const shown = (count: number) => listReducer(CLOSED, { type: 'results', count });

describe('listReducer', () => {
  it('opens on new suggestions with nothing active, and stays closed for none', () => {
    expect(shown(7)).toEqual({ open: true, active: -1, count: 7 });
    expect(shown(0)).toEqual({ open: false, active: -1, count: 0 });
    expect(run(shown(7), { type: 'next' }, { type: 'results', count: 3 })).toEqual({
      open: true,
      active: -1,
      count: 3,
    });
  });

  it('moves down and up through the options, wrapping at both ends', () => {
    const start = shown(3);
    expect(run(start, { type: 'next' }).active).toBe(0);
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }).active).toBe(2);
    expect(
      run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }).active,
    ).toBe(0);
    expect(run(start, { type: 'previous' }).active).toBe(2);
    expect(run(start, { type: 'next' }, { type: 'previous' }).active).toBe(2);
    expect(
      run(start, { type: 'last' }, { type: 'next' }, { type: 'next' }, { type: 'previous' }).active,
    ).toBe(0);
  });

  it('reopens a closed list on its first option (Down) or last (Up)', () => {
    const closed = run(shown(4), { type: 'next' }, { type: 'next' }, { type: 'close' });
    expect(closed).toEqual({ open: false, active: -1, count: 4 });
    expect(run(closed, { type: 'next' })).toEqual({ open: true, active: 0, count: 4 });
    expect(run(closed, { type: 'previous' })).toEqual({ open: true, active: 3, count: 4 });
    expect(run(closed, { type: 'open' })).toEqual({ open: true, active: -1, count: 4 });
  });

  it('jumps to the first and last option only while the list is open', () => {
    const inList = run(shown(5), { type: 'next' }, { type: 'next' });
    expect(run(inList, { type: 'last' }).active).toBe(4);
    expect(run(inList, { type: 'last' }, { type: 'first' }).active).toBe(0);
    const closed = run(inList, { type: 'close' });
    expect(run(closed, { type: 'last' })).toBe(closed);
  });

  it('follows the pointer within the options only', () => {
    const open = shown(3);
    expect(run(open, { type: 'hover', index: 2 }).active).toBe(2);
    expect(run(open, { type: 'hover', index: 3 })).toBe(open);
    expect(run(open, { type: 'hover', index: -1 })).toBe(open);
    expect(run(CLOSED, { type: 'hover', index: 0 })).toBe(CLOSED);
  });

  it('does nothing to move with no suggestions', () => {
    for (const type of ['next', 'previous', 'first', 'last', 'open'] as const)
      expect(run(CLOSED, { type })).toBe(CLOSED);
  });

  it('forgets the suggestions on clear', () => {
    expect(run(shown(3), { type: 'next' }, { type: 'clear' })).toEqual(CLOSED);
  });
});

describe('keyAction', () => {
  const open = shown(3);
  const inList = run(open, { type: 'next' });
  const closed = run(open, { type: 'close' });

  it('takes the arrows whenever there are suggestions', () => {
    expect(keyAction(open, { key: 'ArrowDown', hasText: true })).toEqual({ type: 'next' });
    expect(keyAction(closed, { key: 'ArrowUp', hasText: true })).toEqual({ type: 'previous' });
    expect(keyAction(closed, { key: 'ArrowDown', altKey: true, hasText: true })).toEqual({
      type: 'open',
    });
    expect(keyAction(open, { key: 'ArrowUp', altKey: true, hasText: true })).toEqual({
      type: 'close',
    });
    expect(keyAction(CLOSED, { key: 'ArrowDown', hasText: true })).toBeNull();
  });

  it('leaves Home and End to the text until an option is active', () => {
    expect(keyAction(open, { key: 'Home', hasText: true })).toBeNull();
    expect(keyAction(open, { key: 'End', hasText: true })).toBeNull();
    expect(keyAction(inList, { key: 'Home', hasText: true })).toEqual({ type: 'first' });
    expect(keyAction(inList, { key: 'End', hasText: true })).toEqual({ type: 'last' });
  });

  it('closes the list on Escape, then clears the text, then lets go', () => {
    expect(keyAction(open, { key: 'Escape', hasText: true })).toEqual({ type: 'close' });
    expect(keyAction(closed, { key: 'Escape', hasText: true })).toEqual({ type: 'clear' });
    expect(keyAction(CLOSED, { key: 'Escape', hasText: false })).toBeNull();
  });

  it('leaves typing, Enter and Tab to the browser and the form', () => {
    for (const key of ['a', 'Enter', 'Tab', 'ArrowLeft', 'Backspace'])
      expect(keyAction(inList, { key, hasText: true })).toBeNull();
  });
});
