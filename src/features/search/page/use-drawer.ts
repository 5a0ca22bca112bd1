import { useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../widgets/use-press-first.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The panel is a sidebar from here up, a drawer below (SearchPage.module.scss agrees). */
const WIDE = '(min-width: 1024px)';

/**
 * The closed drawer's stage (`data-drawer`): 'paint' draws it once, unseen, as the page goes
 * idle; 'ready' keeps it laid out but hidden.
 */
type DrawerStage = 'paint' | 'ready';

/**
 * Lays the closed drawer out and draws it once, unseen (opacity 0 for a frame), when the page
 * is idle, then keeps it laid out but hidden, so a tap on 'Filters' only has to show it.
 * Laying out every filter group and drawing the make logos (SVG, slow to draw the first time)
 * inside the tap kept a mid-range phone from painting for 200–400 ms (issue 16). Nothing
 * changes until the page is idle, so the HTML and the hydrating render stay the same; at
 * sidebar width the panel is never a drawer.
 */
export function useDrawerReady(): { 'data-drawer'?: DrawerStage } {
  const [narrow, setNarrow] = useState(false);
  const [stage, setStage] = useState<DrawerStage>('paint');
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
  useEffect(() => {
    if (narrow && stage === 'paint') afterNextPaint(() => setStage('ready'));
  }, [narrow, stage]);
  return narrow ? { 'data-drawer': stage } : {};
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
    const opener = document.activeElement as HTMLElement | null;
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
