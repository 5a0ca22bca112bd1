import { useState } from 'react';

/**
 * Runs `task` once the browser has painted the current frame. requestAnimationFrame runs just
 * before the frame's paint; a task queued from there runs after it. A hidden page paints no
 * frames, so there the task only waits for the current one to finish.
 */
export function afterNextPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}

export interface PressFirst<V> {
  /** What to draw for `key`: its last press, or else the answer's own `answered`. */
  shown(key: string, answered: V): V;
  /** Draws `next` for `key` at once, and runs `refine` once that frame has painted. */
  press(key: string, next: V, refine: () => void): void;
}

interface Pressed<V> {
  answer: unknown;
  values: ReadonlyMap<string, V>;
}

/**
 * Filter presses that paint before they search (issue 16). A refine sets off the search and a
 * redraw of every widget, which inside the press cost 300–500 ms before anything changed on a
 * mid-range phone (4× CPU slowdown). Here a press first draws its own new state (the pressed
 * tile, the ticked box, the picked sort: one small widget), and its refine runs once that is on
 * screen. What was pressed is drawn until the widget's next answer (`answer`: a value the
 * connector hands out anew with each search, such as its items) brings the real state.
 */
export function usePressFirst<V>(answer: unknown): PressFirst<V> {
  const [pressed, setPressed] = useState<Pressed<V> | null>(null);
  const live = pressed && pressed.answer === answer ? pressed.values : null;
  return {
    shown: (key, answered) => (live?.has(key) ? (live.get(key) as V) : answered),
    press: (key, next, refine) => {
      setPressed((before) => ({
        answer,
        values: new Map(before && before.answer === answer ? before.values : []).set(key, next),
      }));
      afterNextPaint(refine);
    },
  };
}
