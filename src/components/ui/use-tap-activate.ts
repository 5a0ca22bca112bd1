import { useMemo, useRef, type TouchEvent } from 'react';
import { isTap, tapStart, type TouchStart } from '../../lib/gestures/tap.ts';

export interface TapActivateHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchCancel(): void;
  onTouchEnd(event: TouchEvent): void;
  onClick(): void;
}

/**
 * A button's press handlers that act as the finger lifts from a tap (src/lib/gestures/tap.ts:
 * the browser's click comes a frame and a run of emulated mouse events later), and on click
 * for everything else: a mouse, a key, a screen reader's activation, or a touch that was not
 * plainly a tap. A tap handled here cancels its `touchend`, so no click follows: the action
 * runs once, and nothing the action puts under the finger (the drawer over the button, the
 * page once the drawer is gone) is clicked in its place. Such a tap does not focus the button;
 * the action decides where focus goes. Spread the handlers on the button; `activate` may change
 * identity freely.
 */
export function useTapActivate(activate: () => void): TapActivateHandlers {
  const latest = useRef(activate);
  latest.current = activate;
  const start = useRef<TouchStart | null>(null);
  return useMemo(
    () => ({
      onTouchStart(event) {
        const touch = event.changedTouches[0];
        start.current = touch ? tapStart(event.touches.length, touch, event.timeStamp) : null;
      },
      onTouchCancel() {
        start.current = null;
      },
      onTouchEnd(event) {
        const began = start.current;
        start.current = null;
        const touch = event.changedTouches[0];
        if (!touch || event.changedTouches.length !== 1) return;
        const tapped = isTap(began, {
          id: touch.identifier,
          x: touch.clientX,
          y: touch.clientY,
          at: event.timeStamp,
          stillDown: event.touches.length,
          cancelable: event.cancelable,
        });
        if (!tapped) return;
        event.preventDefault();
        latest.current();
      },
      onClick() {
        latest.current();
      },
    }),
    [],
  );
}
