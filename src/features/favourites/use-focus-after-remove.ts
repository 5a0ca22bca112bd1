import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a remove button takes its own car off the page, focus the remove button now in its
 * place (or the one before it), else the container's `[data-main-action]`, so keyboard and
 * screen-reader users stay where they were instead of landing at the top of the page.
 */
export function useFocusAfterRemove<T extends HTMLElement>(
  list: unknown,
): {
  container: RefObject<T | null>;
  removedAt: (index: number) => void;
} {
  const container = useRef<T>(null);
  const [slot, setSlot] = useState<number | null>(null);

  useEffect(() => {
    if (slot === null) return;
    const root = container.current;
    const removes = root?.querySelectorAll<HTMLElement>('[data-remove]');
    const next =
      removes?.[Math.min(slot, removes.length - 1)] ??
      root?.querySelector<HTMLElement>('[data-main-action]');
    next?.focus();
    setSlot(null);
  }, [slot, list]);

  return { container, removedAt: setSlot };
}
