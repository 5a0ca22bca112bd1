import { useCallback, useEffect, useRef, useState } from 'react';
import { BAR_AUTO_HIDE_MS, changeAnnouncement } from '../../lib/favourites/bar.ts';
import type { VehicleWords } from '../../lib/content/vehicle-words.ts';
import type { SavedCarList } from '../../lib/favourites/list.ts';
import type { SavedCarsStore } from './store.ts';

/** How long the bar takes to slide away before it leaves the page (matches the CSS). */
export const BAR_CLOSE_MS = 250;

export type BarPhase = 'closed' | 'open' | 'closing';

export interface BarVisibility {
  phase: BarPhase;
  /** The live region's text: 'Saved {name}', 'Removed {name}'… */
  message: string;
  /** Holds the bar open (pointer over it, or focus inside it). */
  setPaused: (paused: boolean) => void;
  hide: () => void;
}

/**
 * Spec §4: the bar is not shown on first load; it appears when the saved list changes (in
 * this tab or, through storage events, another) and hides after 5 s. A change while it is
 * open starts the 5 s again; pointer or keyboard focus on it holds it open, so it never
 * vanishes under someone using it (WCAG 2.2.1).
 *
 * `since`: the list the page opened with, for a bar that arrives after the page (its code
 * loads on the first change): a change made before it arrived shows at once.
 */
export function useBarVisibility(
  store: SavedCarsStore,
  words: VehicleWords,
  since?: SavedCarList,
): BarVisibility {
  const [phase, setPhase] = useState<BarPhase>('closed');
  const [round, setRound] = useState(0);
  const [paused, setPaused] = useState(false);
  const [message, setMessage] = useState('');
  // The list the next change is told against; null until the bar has one.
  const before = useRef<SavedCarList | null>(since ?? null);

  useEffect(() => {
    const announce = (after: SavedCarList) => {
      const text = before.current && changeAnnouncement(before.current, after, words);
      before.current = after;
      if (!text) return;
      setMessage(text);
      setPhase('open');
      setRound((n) => n + 1);
    };
    announce(store.get());
    return store.listen(announce);
  }, [store, words]);

  useEffect(() => {
    if (phase === 'open' && !paused) {
      const timer = setTimeout(() => setPhase('closing'), BAR_AUTO_HIDE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => {
        setPhase('closed');
        setPaused(false);
      }, BAR_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, paused, round]);

  const hide = useCallback(() => {
    setPaused(false);
    setPhase((current) => (current === 'closed' ? current : 'closing'));
  }, []);

  return { phase, message, setPaused, hide };
}
