import { describe, expect, it } from 'vitest';
import {
  isTap,
  LONG_PRESS_MS,
  TAP_SLOP_PX,
  tapStart,
  type TouchEnd,
  type TouchStart,
} from '../../../src/lib/gestures/tap.ts';

const start: TouchStart = { id: 3, x: 100, y: 200, at: 1_000 };
const end = (over: Partial<TouchEnd> = {}): TouchEnd => ({
  id: 3,
  x: 100,
  y: 200,
  at: 1_080,
  stillDown: 0,
  cancelable: true,
  ...over,
});

describe('tapStart', () => {
  it('keeps the one finger that touched', () => {
    expect(tapStart(1, { identifier: 7, clientX: 12, clientY: 34 }, 500)).toEqual({
      id: 7,
      x: 12,
      y: 34,
      at: 500,
    });
  });

  it('is no tap when another finger is already down', () => {
    expect(tapStart(2, { identifier: 7, clientX: 12, clientY: 34 }, 500)).toBeNull();
  });
});

describe('isTap', () => {
  it('is a tap when the finger lifts where it landed', () => {
    expect(isTap(start, end())).toBe(true);
  });

  it('allows the finger to drift up to the slop, and no further', () => {
    expect(isTap(start, end({ x: start.x + TAP_SLOP_PX }))).toBe(true);
    expect(isTap(start, end({ x: start.x + 6, y: start.y + 8 }))).toBe(true); // 10 px
    expect(isTap(start, end({ x: start.x + 6, y: start.y + 9 }))).toBe(false);
    expect(isTap(start, end({ y: start.y - TAP_SLOP_PX - 1 }))).toBe(false);
  });

  it('leaves a long press to the browser', () => {
    expect(isTap(start, end({ at: start.at + LONG_PRESS_MS - 1 }))).toBe(true);
    expect(isTap(start, end({ at: start.at + LONG_PRESS_MS }))).toBe(false);
  });

  it('needs a start: a touch that began elsewhere, or was cancelled, is no tap', () => {
    expect(isTap(null, end())).toBe(false);
  });

  it('is no tap for another finger, or while fingers are still down', () => {
    expect(isTap(start, end({ id: 4 }))).toBe(false);
    expect(isTap(start, end({ stillDown: 1 }))).toBe(false);
  });

  it('is no tap when the browser will not let its click be cancelled', () => {
    expect(isTap(start, end({ cancelable: false }))).toBe(false);
  });
});
