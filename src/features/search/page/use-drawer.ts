import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The panel is a sidebar from here up, a drawer below (SearchPage.module.scss agrees). */
const WIDE = '(min-width: 1024px)';

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
