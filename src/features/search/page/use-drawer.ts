import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { afterNextPaint } from '../widgets/use-press-first.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The panel is a sidebar from here up, a drawer below (SearchPage.module.scss agrees). */
const WIDE = '(min-width: 1024px)';

/**
 * Whether the phone filter drawer is open, outside React's state: only the components that
 * read it (the panel and the 'Filters' button) redraw when it opens or closes, not the whole
 * search page with its chips, count and results (issue 16: opening the drawer re-rendered the
 * page inside the tap).
 */
export interface DrawerSwitch {
  isOpen(): boolean;
  set(open: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createDrawerSwitch(): DrawerSwitch {
  let open = false;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    set(next) {
      if (next === open) return;
      open = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const closedOnServer = () => false;

/** The drawer's open state, redrawing the caller when it changes. */
export function useDrawerOpen(drawer: DrawerSwitch): boolean {
  return useSyncExternalStore(drawer.subscribe, drawer.isOpen, closedOnServer);
}

/**
 * The drawer as a modal dialog (role, focus moved in and back, Escape, Tab kept inside, the
 * page held still, and `inert` lifted), following its open state one painted frame later. A
 * tap on 'Filters' then paints the drawer shown (its layer moved into view) before any of that
 * work, and 'Show N cars' paints it gone first: lifting or setting `inert` recomputes the style
 * of every element in the drawer, and moving focus forces that at once, which in the tap had
 * held its paint back by 20–50 ms at 4× CPU slowdown (issue 16).
 */
export function useDrawerModal(drawer: DrawerSwitch, open: boolean): boolean {
  const [modal, setModal] = useState(open);
  useEffect(() => {
    // The state when the frame is painted, not when asked: a quick open and close settles once.
    if (modal !== open) afterNextPaint(() => setModal(drawer.isOpen()));
  }, [drawer, open, modal]);
  return modal;
}

/**
 * Lays the closed drawer out and draws it, just off the screen, when the page is idle
 * (`data-drawer="ready"`), and keeps it drawn: opening only moves it into view and closing
 * out again, a change of one composited layer's transform with no style, layout or
 * paint work inside the tap. Laying out every filter group and drawing the make and body
 * logos (SVG, costly to draw) inside the tap kept a mid-range phone from painting for
 * 200–400 ms (issue 16); hiding the closed drawer with `visibility` still drew every logo
 * again on each opening. While closed it is `inert` and `aria-hidden` (FilterPanel): nothing
 * in it takes a tap, focus or a screen reader. Nothing changes until the page is idle, so the
 * HTML and the hydrating render stay the same; at sidebar width the panel is never a drawer.
 */
export function useDrawerReady(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const update = () => setNarrow(!wide.matches);
    const cancel = whenIdle(() => {
      update();
      wide.addEventListener('change', update);
    });
    return () => {
      cancel();
      wide.removeEventListener('change', update);
    };
  }, []);
  return narrow;
}

/** Runs `task` when the browser is next idle (soon after, where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}

/**
 * Modal behaviour for the filter drawer while it is open: focus moves in (to `first`), Tab
 * stays inside, Escape closes, the page behind does not scroll, and focus returns to the
 * button that opened it. Growing past the drawer breakpoint closes it.
 */
export function useDrawer(
  open: boolean,
  onClose: () => void,
  panel: RefObject<HTMLElement | null>,
  first: RefObject<HTMLElement | null>,
): void {
  // The latest onClose, without re-running the effect (and re-focusing) on every render.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const opener = openerOf(panel.current);
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    first.current?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      const firstItem = items[0];
      const lastItem = items.at(-1);
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && close.current();
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, panel, first]);
}

/**
 * Where focus goes back to when the drawer closes: what had it when the drawer opened, or,
 * where a tap opened it (a tap handled as the finger lifts focuses nothing), the button that
 * controls the drawer.
 */
function openerOf(panel: HTMLElement | null): HTMLElement | null {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) return focused;
  return panel ? document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`) : null;
}
