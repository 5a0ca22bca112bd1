/**
 * Whether a touch that just ended was a tap on the control it began on, so the control can act
 * on the finger lifting instead of on the click the browser sends after it. A tap's click
 * comes only after the browser has drawn a frame and run the mouse events it emulates (hover,
 * press, focus: each a restyle), which at 4× CPU slowdown kept the phone filter drawer from
 * showing for 80–120 ms after the tap; acting on `touchend` shows it in 32–48 ms (issue 16).
 *
 * Anything that is not plainly a tap is left to the browser, which then clicks (or not) as it
 * always does: a finger that moved (a scroll or a drag), a long press, a second finger, or an
 * end the browser will not let us cancel (cancelling is what stops its click from landing on
 * whatever the action has just put under the finger).
 */

/** How far a finger may drift and still tap (CSS pixels), as browsers allow for a click. */
export const TAP_SLOP_PX = 10;
/** A hold this long is a long press (the browser's own menu), not a tap. */
export const LONG_PRESS_MS = 500;

/** Where and when a touch began. */
export interface TouchStart {
  id: number;
  x: number;
  y: number;
  /** Event time stamp, ms. */
  at: number;
}

/** The touch that ended, as its `touchend` event tells it. */
export interface TouchEnd extends TouchStart {
  /** Fingers still on the screen. */
  stillDown: number;
  /** Whether the event can be cancelled (the browser's click stopped). */
  cancelable: boolean;
}

/** A touchstart's one finger, or null when other fingers are already down (a gesture). */
export function tapStart(
  fingersDown: number,
  touch: { identifier: number; clientX: number; clientY: number },
  at: number,
): TouchStart | null {
  if (fingersDown !== 1) return null;
  return { id: touch.identifier, x: touch.clientX, y: touch.clientY, at };
}

/** True when `end` completes a tap that began at `start` (see the module comment). */
export function isTap(start: TouchStart | null, end: TouchEnd): boolean {
  if (!start || !end.cancelable || end.stillDown > 0 || end.id !== start.id) return false;
  if (end.at - start.at >= LONG_PRESS_MS) return false;
  return Math.hypot(end.x - start.x, end.y - start.y) <= TAP_SLOP_PX;
}
