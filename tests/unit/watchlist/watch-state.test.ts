import { describe, expect, it } from 'vitest';
import { actionFor, watchReducer } from '../../../src/lib/watchlist/watch-reducer.ts';
import {
  EMPTY_WATCH_STATE,
  type WatchEvent,
  type WatchState,
} from '../../../src/lib/watchlist/watch-state.ts';

const state = (watched: number[], busy: number[] = []): WatchState => ({
  watched: new Set(watched),
  busy: new Set(busy),
});
const run = (start: WatchState, ...events: WatchEvent[]) => events.reduce(watchReducer, start);
const plain = (s: WatchState) => ({ watched: [...s.watched].sort(), busy: [...s.busy].sort() });

describe('watchReducer: optimistic save', () => {
  it('shows the car as watched before the call answers', () => {
    const next = run(state([]), { type: 'started', carId: 7, action: 'save' });
    expect(plain(next)).toEqual({ watched: [7], busy: [7] });
  });

  it('keeps it watched once the call succeeds', () => {
    const next = run(
      state([]),
      { type: 'started', carId: 7, action: 'save' },
      { type: 'confirmed', carId: 7 },
    );
    expect(plain(next)).toEqual({ watched: [7], busy: [] });
  });

  it('rolls the car back to unwatched when the call fails, leaving other cars alone', () => {
    const next = run(
      state([3]),
      { type: 'started', carId: 7, action: 'save' },
      { type: 'failed', carId: 7, action: 'save' },
    );
    expect(plain(next)).toEqual({ watched: [3], busy: [] });
  });
});

describe('watchReducer: removal dropped locally first', () => {
  it('drops the car before the call answers', () => {
    const next = run(state([3, 7]), { type: 'started', carId: 7, action: 'remove' });
    expect(plain(next)).toEqual({ watched: [3], busy: [7] });
  });

  it('puts the car back when the call fails', () => {
    const next = run(
      state([3, 7]),
      { type: 'started', carId: 7, action: 'remove' },
      { type: 'failed', carId: 7, action: 'remove' },
    );
    expect(plain(next)).toEqual({ watched: [3, 7], busy: [] });
  });

  it('keeps it dropped once the call succeeds', () => {
    const next = run(
      state([7]),
      { type: 'started', carId: 7, action: 'remove' },
      { type: 'confirmed', carId: 7 },
    );
    expect(plain(next)).toEqual({ watched: [], busy: [] });
  });
});

describe('watchReducer: one call per car at a time', () => {
  it('ignores a second press while the first call is out', () => {
    const first = run(state([]), { type: 'started', carId: 7, action: 'save' });
    expect(watchReducer(first, { type: 'started', carId: 7, action: 'remove' })).toBe(first);
  });

  it('lets another car change meanwhile, and a rollback leaves that change alone', () => {
    const next = run(
      state([]),
      { type: 'started', carId: 7, action: 'save' },
      { type: 'started', carId: 8, action: 'save' },
      { type: 'failed', carId: 7, action: 'save' },
    );
    expect(plain(next)).toEqual({ watched: [8], busy: [8] });
  });

  it('ignores an answer for a car with no call out', () => {
    const start = state([1]);
    expect(watchReducer(start, { type: 'confirmed', carId: 1 })).toBe(start);
    expect(watchReducer(start, { type: 'failed', carId: 1, action: 'save' })).toBe(start);
  });
});

describe('watchReducer: loaded and cleared', () => {
  it('takes the list the API has', () => {
    expect(plain(run(state([1]), { type: 'loaded', carIds: [4, 5] }))).toEqual({
      watched: [4, 5],
      busy: [],
    });
  });

  it('keeps what the shopper just did to a car whose call is still out', () => {
    const next = run(
      state([9]),
      { type: 'started', carId: 7, action: 'save' },
      { type: 'started', carId: 9, action: 'remove' },
      { type: 'loaded', carIds: [9, 4] },
    );
    expect(plain(next)).toEqual({ watched: [4, 7], busy: [7, 9] });
  });

  it('empties everything on sign-out, and is unchanged when already empty', () => {
    expect(plain(run(state([1], [1]), { type: 'cleared' }))).toEqual({ watched: [], busy: [] });
    expect(watchReducer(EMPTY_WATCH_STATE, { type: 'cleared' })).toBe(EMPTY_WATCH_STATE);
  });
});

describe('actionFor', () => {
  it('removes a watched car and saves any other', () => {
    expect(actionFor(state([7]), 7)).toBe('remove');
    expect(actionFor(state([7]), 8)).toBe('save');
  });
});
